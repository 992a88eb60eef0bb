import XCTest
@testable import MotionUI

/// `.symbolEffect` on the host clock, frame by frame.
final class SymbolEffectModifierTests: XCTestCase {
    private let window = CGSize(width: 100, height: 100)

    private struct Bell: View {
        var count: Int
        var options = SymbolEffectOptions.default
        var body: some View {
            Image(systemName: "bell.fill").symbolEffect(.bounce, options: options, value: count)
        }
    }

    private struct Indefinite<E: SymbolEffect & IndefiniteSymbolEffect>: View {
        var effect: E
        var isActive: Bool
        var body: some View {
            HStack {
                Image(systemName: "wifi")
                Text("Wi-Fi")
            }
            .symbolEffect(effect, isActive: isActive)
        }
    }

    /// The bounding box of every symbol item.
    private func symbolBounds<V: View>(_ host: ViewHost<V>) -> CGRect {
        host.displayList.items.filter { if case .fill(let s) = $0.kind { return s.hasPrefix("symbol(") } else { return false } }
            .reduce(CGRect.null) { $0.union($1.bounds) }
    }

    private func symbol<V: View>(_ host: ViewHost<V>) -> DisplayItem? {
        host.displayList.items.first { if case .fill(let s) = $0.kind { return s.hasPrefix("symbol(") } else { return false } }
    }

    /// 3u² − 2u³, written out for the test.
    private func ease(_ u: Double) -> Double { u * u * (3 - 2 * u) }

    /// The documented bounce: down to 0.8 over 0.15 s, back to 1 by 0.5 s.
    private func expectedBounce(_ t: Double) -> Double {
        if t >= 0.5 { return 1 }
        return t < 0.15 ? 1 - 0.2 * ease(t / 0.15) : 0.8 + 0.2 * ease((t - 0.15) / 0.35)
    }

    func testIssue10_BounceScalesDownAndBackOverHalfASecondFrameByFrame() {
        let host = ViewHost(Bell(count: 0), size: window)
        let rest = symbol(host)!
        let restBounds = symbolBounds(host)
        XCTAssertEqual(rest.transform.a, 1)
        host.content = Bell(count: 1)                       // the value changes at t = 0
        for frame in 1...36 {
            host.advance(by: 1.0 / 60)
            let t = Double(frame) / 60
            let item = symbol(host)!
            XCTAssertEqual(item.transform.a, expectedBounce(t), accuracy: 1e-9, "frame \(frame)")
            XCTAssertEqual(item.transform.d, expectedBounce(t), accuracy: 1e-9, "frame \(frame)")
            // About the bottom edge (the clapper's bottom is the frame's): the bottom stays put.
            XCTAssertEqual(symbolBounds(host).maxY, restBounds.maxY, accuracy: 1e-6, "frame \(frame)")
            XCTAssertEqual(symbolBounds(host).height, restBounds.height * expectedBounce(t), accuracy: 1e-6, "frame \(frame)")
        }
        // Hand-worked frames: t = 0.05: 1 − 0.2 × 7/27; t = 0.15: 0.8; t = 0.25: 0.8 + 0.2 × 68/343.
        host.content = Bell(count: 2)
        let start = host.time
        host.advance(by: 0.05)
        XCTAssertEqual(symbol(host)!.transform.a, 1 - 0.2 * 7 / 27, accuracy: 1e-9)
        host.advance(by: 0.1)
        XCTAssertEqual(symbol(host)!.transform.a, 0.8, accuracy: 1e-9)
        host.advance(by: 0.1)
        XCTAssertEqual(symbol(host)!.transform.a, 0.8 + 0.2 * 68 / 343, accuracy: 1e-9)
        host.advance(by: 0.25)
        XCTAssertEqual(host.time - start, 0.5, accuracy: 1e-12)
        XCTAssertEqual(symbol(host)!.transform.a, 1)
        XCTAssertEqual(host.graph.animatingNodeCount, 0)
    }

    func testIssue10_BounceRunsOnlyWhenTheValueChangesAndRepeatsAndSpeedsUpByOptions() {
        let host = ViewHost(Bell(count: 0), size: window)
        host.content = Bell(count: 0)
        host.advance(by: 0.1)
        XCTAssertEqual(symbol(host)!.transform.a, 1)       // same value: nothing runs
        // Twice as fast, three times: bounces of 0.25 s back to back, over at 0.75 s.
        let fast = SymbolEffectOptions.speed(2).repeat(3)
        host.content = Bell(count: 0, options: fast)
        host.content = Bell(count: 1, options: fast)
        let start = host.time
        host.advance(by: 0.075)                            // 0.15 s into a bounce at speed 1
        XCTAssertEqual(symbol(host)!.transform.a, 0.8, accuracy: 1e-9)
        host.advance(by: 0.25)                             // the second bounce, same point
        XCTAssertEqual(symbol(host)!.transform.a, 0.8, accuracy: 1e-9)
        host.advance(by: 0.25)
        XCTAssertEqual(symbol(host)!.transform.a, 0.8, accuracy: 1e-9)
        host.advance(by: start + 0.75 - host.time)
        XCTAssertEqual(symbol(host)!.transform.a, 1)
        XCTAssertEqual(host.graph.animatingNodeCount, 0)
    }

    func testIssue10_PulseFadesTheSymbolsOnlyWhileActive() {
        let host = ViewHost(Indefinite(effect: .pulse, isActive: true), size: window)
        host.advance(by: 0.25)
        // 1 − 0.7 sin²(π/4) = 0.65; the text beside it is untouched.
        XCTAssertEqual(symbol(host)!.opacity, 0.65, accuracy: 1e-9)
        XCTAssertEqual(host.displayList.texts.first?.opacity, 1)
        host.advance(by: 0.25)
        XCTAssertEqual(symbol(host)!.opacity, 0.3, accuracy: 1e-9)
        host.advance(by: 1)                                // t = 1.5: the second pulse, half-way
        XCTAssertEqual(symbol(host)!.opacity, 0.3, accuracy: 1e-9)
        // Turned off at 1.75 s: the pulse under way finishes at 2 s, then no more.
        host.advance(by: 0.25)
        host.content = Indefinite(effect: .pulse, isActive: false)
        host.advance(by: 0.125)
        XCTAssertEqual(symbol(host)!.opacity, 1 - 0.7 * pow(sin(Double.pi * 0.875), 2), accuracy: 1e-9)
        host.advance(by: 0.125)
        XCTAssertEqual(symbol(host)!.opacity, 1)
        host.advance(by: 0.5)
        XCTAssertEqual(symbol(host)!.opacity, 1)
        XCTAssertEqual(host.graph.animatingNodeCount, 0)
    }

    func testIssue10_ScaleEasesToItsSizeWhileActiveAndBack() {
        let host = ViewHost(Indefinite(effect: .scale, isActive: false), size: window)
        XCTAssertEqual(symbol(host)!.transform.a, 1)
        host.content = Indefinite(effect: .scale, isActive: true)
        host.advance(by: 0.125)                            // half of 0.25 s: 1 + 0.2 × ease(0.5) = 1.1
        XCTAssertEqual(symbol(host)!.transform.a, 1.1, accuracy: 1e-9)
        host.advance(by: 0.125)
        XCTAssertEqual(symbol(host)!.transform.a, 1.2, accuracy: 1e-9)
        host.advance(by: 1)
        XCTAssertEqual(symbol(host)!.transform.a, 1.2, accuracy: 1e-9)
        XCTAssertEqual(host.graph.animatingNodeCount, 0)   // resting scaled needs no frames
        host.content = Indefinite(effect: .scale.down, isActive: false)
        host.advance(by: 0.25)
        XCTAssertEqual(symbol(host)!.transform.a, 1, accuracy: 1e-9)
        // Active when it appears: scaled at once.
        let shown = ViewHost(Indefinite(effect: .scale.down, isActive: true), size: window)
        XCTAssertEqual(symbol(shown)!.transform.a, 0.8, accuracy: 1e-9)
    }

    func testIssue10_OtherEffectsCompileAndDrawNothingDifferent() {
        let plain = ViewHost(Indefinite(effect: .pulse, isActive: false), size: window)
        let reference = symbol(plain)!
        func check<E: SymbolEffect & IndefiniteSymbolEffect>(_ effect: E) {
            let host = ViewHost(Indefinite(effect: effect, isActive: true), size: window)
            host.advance(by: 0.3)
            XCTAssertEqual(symbol(host)!.transform, reference.transform, "\(effect)")
            XCTAssertEqual(symbol(host)!.opacity, 1, "\(effect)")
        }
        check(.variableColor.iterative.reversing)
        check(.wiggle)
        check(.breathe.pulse)
        check(.rotate.clockwise)
        check(.appear)
        check(.disappear.down)
        let discrete = ViewHost(Image(systemName: "bell").symbolEffect(.wiggle.left, value: 1), size: window)
        XCTAssertNotNil(symbol(discrete))
    }

    func testIssue10_SymbolEffectsRemovedKeepsASymbolStill() {
        let view = VStack {
            Image(systemName: "bolt.fill").symbolEffectsRemoved()
            Image(systemName: "bell.fill")
        }
        .symbolEffect(.pulse)
        let host = ViewHost(view, size: window)
        host.advance(by: 0.5)
        let bolt = host.displayList.items.first { $0.kind == .fill(shape: "symbol(bolt.fill)") }
        let bell = host.displayList.items.first { $0.kind == .fill(shape: "symbol(bell.fill)") }
        XCTAssertEqual(bolt?.opacity, 1)
        XCTAssertEqual(bell?.opacity ?? 0, 0.3, accuracy: 1e-9)
    }
}
