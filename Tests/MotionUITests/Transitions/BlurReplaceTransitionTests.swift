import XCTest
@testable import MotionUI

/// `.blurReplace` half way: blur radius 10 × ½ = 5, opacity ½, scale ½(0.8 + 1) = 0.9 on insertion
/// (and on a `.downUp` removal), ½(1 + 1.25) = 1.125 on an `.upUp` removal.
final class BlurReplaceTransitionTests: XCTestCase {
    private struct Subject: View {
        var shown: Bool
        var transition: AnyTransition
        var body: some View {
            ZStack {
                Color.clear
                if shown { Rectangle().fill(Color.black).frame(width: 40, height: 40).transition(transition) }
            }
        }
    }

    private let size = CGSize(width: 100, height: 100)

    private func midway(_ transition: AnyTransition, inserting: Bool) -> DisplayList {
        let host = ViewHost(Subject(shown: !inserting, transition: transition), size: size)
        withAnimation(.linear(duration: 1)) { host.content = Subject(shown: inserting, transition: transition) }
        host.advance(by: 0.5)
        return host.displayList
    }

    private func assertMidway(_ list: DisplayList, scale: CGFloat, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(list.items.map(\.kind), [.beginLayer, .fill(shape: "Rectangle"), .endLayer], file: file, line: line)
        XCTAssertEqual(list.items.first?.layer?.effect, .blur(radius: 5, opaque: false), file: file, line: line)
        XCTAssertEqual(list.items[1].opacity, 0.5, accuracy: 1e-9, file: file, line: line)
        let side = 40 * scale
        let bounds = list.items[1].bounds
        XCTAssertEqual(bounds.width, side, accuracy: 1e-9, file: file, line: line)
        XCTAssertEqual(bounds.midX, 50, accuracy: 1e-9, file: file, line: line)
    }

    func testBlurReplaceInsertsBlurredFadedAndScaledUp() {
        assertMidway(midway(.blurReplace, inserting: true), scale: 0.9)
        assertMidway(midway(.blurReplace(.upUp), inserting: true), scale: 0.9)
    }

    func testRemovalScalesDownOrUpByConfiguration() {
        assertMidway(midway(.blurReplace, inserting: false), scale: 0.9)
        assertMidway(midway(.blurReplace(.downUp), inserting: false), scale: 0.9)
        assertMidway(midway(.blurReplace(.upUp), inserting: false), scale: 1.125)
    }

    private struct Replaced: View {
        var value: Int
        var body: some View {
            ZStack {
                Color.clear
                Rectangle().fill(Color.black).frame(width: 40, height: 40).id(value).transition(.blurReplace)
            }
        }
    }

    /// A view replaced through `.id(_:)` leaves and arrives with the transition set around the
    /// `.id`, as in SwiftUI: half way, both are blurred by 5 and faded to ½.
    func testIssue12_anIdChangeReplacesWithTheTransitionAroundTheId() {
        let host = ViewHost(Replaced(value: 0), size: size)
        withAnimation(.linear(duration: 1)) { host.content = Replaced(value: 1) }
        host.advance(by: 0.5)
        let layers = host.displayList.items.filter { $0.kind == .beginLayer }
        XCTAssertEqual(layers.map { $0.layer?.effect }, [.blur(radius: 5, opaque: false), .blur(radius: 5, opaque: false)])
        let fills = host.displayList.items.filter { $0.kind == .fill(shape: "Rectangle") }
        XCTAssertEqual(fills.count, 2)
        for fill in fills { XCTAssertEqual(fill.opacity, 0.5, accuracy: 1e-9) }
    }

    func testBlurInACustomTransitionAndAtTheEnds() {
        // The blur comes first in the combination, so its radius (8 × ½) is not scaled by the ½ scale.
        let list = midway(.blur(radius: 8).combined(with: .scale), inserting: true)
        XCTAssertEqual(list.items.first?.layer?.effect, .blur(radius: 4, opaque: false))
        XCTAssertEqual(list.items[1].bounds.width, 20, accuracy: 1e-9)
        let host = ViewHost(Subject(shown: false, transition: .blurReplace), size: size)
        withAnimation(.linear(duration: 1)) { host.content = Subject(shown: true, transition: .blurReplace) }
        host.advance(by: 1)
        XCTAssertEqual(host.displayList.items.map(\.kind), [.fill(shape: "Rectangle")])
    }
}
