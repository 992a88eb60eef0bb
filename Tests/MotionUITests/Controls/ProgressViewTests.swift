import XCTest
@testable import MotionUI

/// A style that only adjusts the style outside it.
private struct RedProgress: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        ProgressView(configuration).tint(.red)
    }
}

/// A style of its own: a block of the tint, 100 × the fraction wide and 10 tall.
private struct BlockProgress: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        Rectangle().fill(.tint).frame(width: 100 * (configuration.fractionCompleted ?? 0), height: 10)
    }
}

/// The progress view's value as a state the test can change.
private struct Download: View {
    @State var received = 25.0
    var body: some View {
        ProgressView(value: received, total: 100).frame(width: 200)
            .onTapGesture { received = 75 }
    }
}

final class ProgressViewTests: XCTestCase {
    private let size = CGSize(width: 300, height: 100)

    private func items<V: View>(_ host: ViewHost<V>, _ color: Color) -> [DisplayItem] {
        host.displayList.items.filter { $0.color == color }
    }

    func testTheFractionIsPinnedToTheTotalAndBadInputIsIndeterminate() {
        typealias Plain = ProgressView<EmptyView, EmptyView>
        XCTAssertEqual(Plain.fraction(0.5, 2.0), 0.25)
        XCTAssertEqual(Plain.fraction(-1.0, 1.0), 0)
        XCTAssertEqual(Plain.fraction(3.0, 2.0), 1)
        XCTAssertEqual(Plain.fraction(Float(1), Float(4)), 0.25)
        XCTAssertNil(Plain.fraction(Double?.none, 1.0))
        XCTAssertNil(Plain.fraction(Double.nan, 1.0))
        XCTAssertNil(Plain.fraction(0.5, 0.0))
        XCTAssertNil(Plain.fraction(0.5, -1.0))
        XCTAssertNil(Plain.fraction(0.5, Double.infinity))
    }

    func testADeterminateValueIsABarFilledByTheTint() {
        // 200 wide, centred in 300 × 100: the 4 pt track at (50, 48); a quarter filled: 50 wide.
        let host = ViewHost(ProgressView(value: 0.25).frame(width: 200), size: size)
        XCTAssertEqual(items(host, LinearProgressViewStyle.trackColor).map(\.bounds), [CGRect(x: 50, y: 48, width: 200, height: 4)])
        XCTAssertEqual(items(host, .accentColor).map(\.bounds), [CGRect(x: 50, y: 48, width: 50, height: 4)])
        let tinted = ViewHost(ProgressView(value: 0.25).frame(width: 200).tint(.red), size: size)
        XCTAssertEqual(items(tinted, .red).map(\.bounds), [CGRect(x: 50, y: 48, width: 50, height: 4)])
    }

    func testANewValueFillsTheBarAgain() {
        let host = ViewHost(Download(), size: size)
        XCTAssertEqual(items(host, .accentColor).first?.bounds.width, 50)
        host.tap(at: CGPoint(x: 150, y: 50))
        XCTAssertEqual(items(host, .accentColor).first?.bounds.width, 150)
    }

    func testTheLabelIsAboveTheBarAndTheValueBelow() {
        // "Up" (20.4 tall) at the top of a 200-wide column; the bar 4 below it, then 4 more and
        // the value's label in the footnote font (13 pt: 15.6 tall). 20.4 + 4 + 4 + 4 + 15.6 = 48
        // tall, centred in 100: top at 26.
        let host = ViewHost(ProgressView(value: 0.5) { Text("Up") } currentValueLabel: { Text("50 %") }.frame(width: 200),
                            size: size)
        let up = host.frame(ofText: "Up")!, value = host.frame(ofText: "50 %")!
        XCTAssertEqual(up.minX, 50, accuracy: 1e-9)
        XCTAssertEqual(up.minY, 26, accuracy: 1e-9)
        XCTAssertEqual(items(host, LinearProgressViewStyle.trackColor).first!.bounds.minY, 26 + 20.4 + 4, accuracy: 1e-9)
        XCTAssertEqual(value.minY, 26 + 20.4 + 4 + 4 + 4, accuracy: 1e-9)
        XCTAssertEqual(value.height, 15.6, accuracy: 1e-9)
    }

    /// The spinner's spokes, by angle about their centre from straight up (clockwise, degrees),
    /// with their opacity.
    private func spokes<V: View>(_ host: ViewHost<V>) -> [Int: Double] {
        var result: [Int: Double] = [:]
        let found = items(host, ActivitySpinner.color)
        let centre = CGPoint(x: found.map(\.bounds.midX).reduce(0, +) / CGFloat(found.count),
                             y: found.map(\.bounds.midY).reduce(0, +) / CGFloat(found.count))
        for item in found {
            let dx = item.bounds.midX - centre.x, dy = item.bounds.midY - centre.y
            var angle = atan2(dx, -dy) * 180 / .pi
            if angle < 0 { angle += 360 }
            result[Int(angle.rounded())] = item.opacity
        }
        return result
    }

    func testTheSpinnerTurnsOneSpokeAnEighthOfASecond() {
        // Eight spokes every 45°, centred on the window; the head (opaque) straight up at time 0,
        // each spoke behind it (counter-clockwise) 10 % fainter.
        let host = ViewHost(ProgressView(), size: size)
        var expected: [Int: Double] = [:]
        for spoke in 0..<8 { expected[spoke * 45] = 1 - 0.1 * Double((8 - spoke) % 8) }
        for (angle, opacity) in spokes(host) { XCTAssertEqual(opacity, expected[angle]!, accuracy: 1e-9, "\(angle)°") }
        XCTAssertEqual(spokes(host).count, 8)
        // An eighth of a second later the head is at 45°; 0.1 s in, it had not moved yet.
        host.advance(by: 0.1)
        XCTAssertEqual(spokes(host)[0]!, 1, accuracy: 1e-9)
        host.advance(by: 0.025)
        XCTAssertEqual(spokes(host)[45]!, 1, accuracy: 1e-9)
        XCTAssertEqual(spokes(host)[0]!, 0.9, accuracy: 1e-9)
        // A second later it has come round to 45° again.
        host.advance(by: 1)
        XCTAssertEqual(spokes(host)[45]!, 1, accuracy: 1e-9)
        XCTAssertEqual(ActivitySpinner.head(at: Date(timeIntervalSince1970: .nan)), 0)
    }

    func testTheCircularStyleShowsTheSpinnerWithTheLabelBelowEvenForAValue() {
        let host = ViewHost(ProgressView("Loading", value: 0.5).progressViewStyle(.circular), size: size)
        XCTAssertEqual(spokes(host).count, 8)
        XCTAssertTrue(items(host, LinearProgressViewStyle.trackColor).isEmpty)
        // The spinner (20) and the label (20.4) 8 apart: 48.4 tall, top at 25.8; the label at 53.8.
        XCTAssertEqual(host.frame(ofText: "Loading")!.minY, 25.8 + 20 + 8, accuracy: 1e-9)
    }

    func testAStyleInsideAStyleDrawsWithTheOuterStyle() {
        // RedProgress adjusts what is outside it: the default bar, tinted red.
        let host = ViewHost(ProgressView(value: 0.5).frame(width: 200).progressViewStyle(RedProgress()), size: size)
        XCTAssertEqual(items(host, .red).map(\.bounds), [CGRect(x: 50, y: 48, width: 100, height: 4)])
        // Set outside it, BlockProgress is what RedProgress's ProgressView(configuration) draws:
        // a red block. Set inside (closer to the view), BlockProgress draws alone: the accent colour.
        let nested = ViewHost(ProgressView(value: 0.5).progressViewStyle(RedProgress()).progressViewStyle(BlockProgress()),
                              size: size)
        XCTAssertEqual(items(nested, .red).map(\.bounds), [CGRect(x: 125, y: 45, width: 50, height: 10)])
        let inner = ViewHost(ProgressView(value: 0.5).progressViewStyle(BlockProgress()).progressViewStyle(RedProgress()),
                             size: size)
        XCTAssertEqual(items(inner, .accentColor).map(\.bounds), [CGRect(x: 125, y: 45, width: 50, height: 10)])
        XCTAssertTrue(items(inner, .red).isEmpty)
    }
}
