import XCTest
@testable import MotionUI

/// Gradients animate between gradients of one kind with as many stops, under the change's transaction.
final class GradientPaintAnimationTests: XCTestCase {
    private struct Swatch: View {
        var gradient: Gradient
        var end: UnitPoint = .trailing
        var body: some View {
            Rectangle().fill(LinearGradient(gradient: gradient, startPoint: .leading, endPoint: end))
                .frame(width: 100, height: 10)
        }
    }

    private func gradient(_ host: ViewHost<Swatch>) -> GradientPaint? { host.displayList.items.first?.gradient }

    func testIssue12_stopColoursAndLocationsAnimateUnderTheTransaction() throws {
        let from = Gradient(stops: [.init(color: .black, location: 0), .init(color: .black, location: 1)])
        let to = Gradient(stops: [.init(color: .white, location: 0.5), .init(color: Color(red: 1, green: 0, blue: 0), location: 1)])
        let host = ViewHost(Swatch(gradient: from), size: CGSize(width: 100, height: 10))
        withAnimation(.linear(duration: 1)) { host.content = Swatch(gradient: to, end: .bottomTrailing) }
        host.advance(by: 0.5)
        // Half way, linearly: the first stop is (0.5, 0.5, 0.5) at 0.25, the second (0.5, 0, 0) at 1,
        // and the end point is half way from trailing (1, 0.5) to bottom-trailing (1, 1): (1, 0.75).
        let mid = try XCTUnwrap(gradient(host))
        let values = mid.animatableVector.elements
        let expected: [Double] = [0, 0.5, 1, 0.75,          // start (leading), end (1, 0.75)
                                  0.5, 0.5, 0.5, 1, 0.25,   // grey at 0.25
                                  0.5, 0, 0, 1, 1]          // dark red at 1
        XCTAssertEqual(values.count, expected.count)
        for (value, want) in zip(values, expected) { XCTAssertEqual(value, want, accuracy: 1e-9) }
        // In the 100 × 10 frame the axis runs from (0, 5) to (100, 7.5): d = (100, 2.5), |d|² =
        // 10 006.25. The point (62.5, 5) is at 62.5 · 100 / 10 006.25 = 0.624609…, between the stops
        // at 0.25 and 1: f = (0.624609 − 0.25) / 0.75 = 0.499479…; grey 0.5 → dark red 0.5 there
        // keeps red at 0.5 and takes green to 0.5 · (1 − f).
        let location = 6_250 / 10_006.25
        let f = (location - 0.25) / 0.75
        let color = mid.color(at: CGPoint(x: 62.5, y: 5))
        XCTAssertEqual(color.red, 0.5, accuracy: 1e-9)
        XCTAssertEqual(color.green, 0.5 * (1 - f), accuracy: 1e-9)
        host.advance(by: 0.6)
        XCTAssertEqual(gradient(host)?.stops.map(\.location), [0.5, 1])
        XCTAssertEqual(host.liveAnimationCount, 0)
    }

    func testIssue12_aDifferentNumberOfStopsSnaps() {
        let host = ViewHost(Swatch(gradient: Gradient(colors: [.black, .white])), size: CGSize(width: 100, height: 10))
        withAnimation(.linear(duration: 1)) { host.content = Swatch(gradient: Gradient(colors: [.red, .green, .blue])) }
        host.advance(by: 0.5)
        XCTAssertEqual(gradient(host)?.stops.map(\.color.description), [Color.red, .green, .blue].map(\.description))
    }

    func testIssue12_withoutAnAnimationTheGradientSnaps() {
        let host = ViewHost(Swatch(gradient: Gradient(colors: [.black, .white])), size: CGSize(width: 100, height: 10))
        host.content = Swatch(gradient: Gradient(colors: [.white, .black]))
        host.advance(by: 1.0 / 60)
        XCTAssertEqual(gradient(host)?.stops.map(\.color), [.white, .black])
    }
}
