import XCTest
@testable import MotionUI

/// A gauge on a state: a tap on "Fill" sets 0.75 inside a linear 1 s animation.
private struct Meter<S: GaugeStyle>: View {
    let style: S
    @State var value = 0.25
    var body: some View {
        VStack(spacing: 20) {
            Gauge(value: value) { Text("Level") }.gaugeStyle(style).frame(width: 200)
            Text("Fill").onTapGesture { withAnimation(.linear(duration: 1)) { value = 0.75 } }
        }
    }
}

final class GaugeTests: XCTestCase {
    private let size = CGSize(width: 300, height: 200)
    private typealias Plain = Gauge<EmptyView, EmptyView, EmptyView, EmptyView>

    private func items<V: View>(_ host: ViewHost<V>, _ shape: String) -> [DisplayItem] {
        host.displayList.items.filter { $0.kind == .fill(shape: shape) }
    }

    /// The stroked track (first) and the part up to the value (second) of a gauge.
    private func strokes<V: View>(_ host: ViewHost<V>) -> [DisplayItem] { items(host, "stroke(GaugeShape)") }

    private func assertRect(_ actual: CGRect?, _ expected: CGRect, accuracy: CGFloat = 0.01,
                            file: StaticString = #filePath, line: UInt = #line) {
        guard let actual else { return XCTFail("no rect", file: file, line: line) }
        for (a, e) in [(actual.minX, expected.minX), (actual.minY, expected.minY), (actual.width, expected.width),
                       (actual.height, expected.height)] {
            XCTAssertEqual(a, e, accuracy: accuracy, "\(actual) ≠ \(expected)", file: file, line: line)
        }
    }

    func testTheValueIsAFractionOfTheRangePinnedToIt() {
        XCTAssertEqual(Plain.fraction(5.0, in: 0...10), 0.5)
        XCTAssertEqual(Plain.fraction(-5.0, in: 0...10), 0)
        XCTAssertEqual(Plain.fraction(15.0, in: 0...10), 1)
        XCTAssertEqual(Plain.fraction(Float(150), in: 100...300), 0.25)
        XCTAssertEqual(Plain.fraction(Double.nan, in: 0...1), 0)
        XCTAssertEqual(Plain.fraction(3.0, in: 3...3), 0)
    }

    func testEveryInitializerAndStyleCompiles() {
        let gauges: [AnyView] = [
            AnyView(Gauge(value: 0.5) { Text("A") }),
            AnyView(Gauge(value: 5, in: 0...10) { Text("A") } currentValueLabel: { Text("5") }),
            AnyView(Gauge(value: 5, in: 0...10) { Text("A") } currentValueLabel: { Text("5") }
                        minimumValueLabel: { Text("0") } maximumValueLabel: { Text("10") }),
            AnyView(Gauge(value: 0.5) { Text("A") }.gaugeStyle(.automatic)),
            AnyView(Gauge(value: 0.5) { Text("A") }.gaugeStyle(.linearCapacity)),
            AnyView(Gauge(value: 0.5) { Text("A") }.gaugeStyle(.accessoryLinear)),
            AnyView(Gauge(value: 0.5) { Text("A") }.gaugeStyle(.accessoryLinearCapacity)),
            AnyView(Gauge(value: 0.5) { Text("A") }.gaugeStyle(.accessoryCircular)),
            AnyView(Gauge(value: 0.5) { Text("A") }.gaugeStyle(.accessoryCircularCapacity)),
        ]
        for gauge in gauges {
            let host = ViewHost(gauge, size: size)
            XCTAssertNotNil(host.frame(ofText: "A"))
            XCTAssertFalse(strokes(host).isEmpty)
        }
    }

    func testTheLinearCapacityBarFillsTheValueInTheTint() {
        // The label (20.4) above the 6 pt bar, 4 apart: 30.4 tall, centred in 200 at 84.8; the bar
        // at 84.8 + 24.4 = 109.2, 200 wide from x 50. Stroked 3 inside its ends with round caps,
        // the value's part covers 6 + 194 × 0.25 = 54.5.
        let host = ViewHost(Gauge(value: 0.25) { Text("Battery") }.frame(width: 200), size: size)
        let bar = strokes(host)
        XCTAssertEqual(bar.count, 2)
        assertRect(bar.first?.bounds, CGRect(x: 50, y: 109.2, width: 200, height: 6))
        XCTAssertEqual(bar.first?.color, GaugeCapacityTrack.trackColor)
        assertRect(bar.last?.bounds, CGRect(x: 50, y: 109.2, width: 54.5, height: 6))
        XCTAssertEqual(bar.last?.color, .accentColor)
        XCTAssertEqual(host.frame(ofText: "Battery")!.minY, 84.8, accuracy: 1e-9)
        let red = ViewHost(Gauge(value: 0.25) { Text("Battery") }.frame(width: 200).tint(.red), size: size)
        XCTAssertEqual(strokes(red).last?.color, .red)
    }

    func testTheBoundsLabelsFlankTheBarAndTheCurrentValueIsBelow() {
        // "0" (caption: 7.2 wide, 14.4 tall), 8, the bar, 8, "10" (14.4 wide): the bar is
        // 200 − 7.2 − 14.4 − 16 = 162.4 wide from x 65.2. Rows: 20.4, 4, 14.4, 4, 15.6 (footnote)
        // = 58.4, centred at 70.8: the bar's middle at 70.8 + 24.4 + 7.2 = 102.4; the value at 113.6.
        let gauge = Gauge(value: 5, in: 0...10) { Text("Speed") } currentValueLabel: { Text("5") }
            minimumValueLabel: { Text("0") } maximumValueLabel: { Text("10") }
        let host = ViewHost(gauge.frame(width: 200), size: size)
        assertRect(strokes(host).first?.bounds, CGRect(x: 65.2, y: 99.4, width: 162.4, height: 6))
        assertRect(strokes(host).last?.bounds, CGRect(x: 65.2, y: 99.4, width: 6 + 156.4 * 0.5, height: 6))
        XCTAssertEqual(host.frame(ofText: "0")!.minX, 50, accuracy: 1e-9)
        XCTAssertEqual(host.frame(ofText: "10")!.maxX, 250, accuracy: 1e-9)
        XCTAssertEqual(host.frame(ofText: "5")!.minY, 113.6, accuracy: 1e-9)
        XCTAssertEqual(host.displayList.items.first { $0.text == "5" }?.color, .secondary)
    }

    func testANewValueInsideWithAnimationMovesTheBarAlongTheCurve() {
        let host = ViewHost(Meter(style: .linearCapacity), size: size)
        let start = strokes(host).last!.bounds.width
        XCTAssertEqual(start, 6 + 194 * 0.25, accuracy: 0.01)
        host.tap(text: "Fill")
        // Linear over 1 s from 0.25 to 0.75: half way, 0.5.
        host.advance(by: 0.5)
        XCTAssertEqual(strokes(host).last!.bounds.width, 6 + 194 * 0.5, accuracy: 0.01)
        host.advance(by: 0.5)
        XCTAssertEqual(strokes(host).last!.bounds.width, 6 + 194 * 0.75, accuracy: 0.01)
    }

    func testTheCapacityRingFillsClockwiseFromTwelve() {
        // 58 across, centred at (150, 100); the stroke (6 wide) runs on a circle of radius 26.
        let host = ViewHost(Meter(style: .accessoryCircularCapacity), size: CGSize(width: 300, height: 300))
        let centre = CGPoint(x: 150, y: (300 - 58 - 20 - 20.4) / 2 + 29)
        let ring = strokes(host)
        // (The circle is flattened to a polygon within a few hundredths of a point.)
        assertRect(ring.first?.bounds, CGRect(x: centre.x - 29, y: centre.y - 29, width: 58, height: 58), accuracy: 0.05)
        let quarter = ArcMeasure(ring.last!, center: centre, radius: 26, lineWidth: 6)!
        XCTAssertEqual(quarter.start, 1.5 * .pi, accuracy: 1e-3)
        XCTAssertEqual(quarter.sweep, 0.5 * .pi, accuracy: 1e-3)
        // The label (no current value label) in the middle.
        XCTAssertEqual(host.frame(ofText: "Level")!.midX, centre.x, accuracy: 1e-9)
        XCTAssertEqual(host.frame(ofText: "Level")!.midY, centre.y, accuracy: 1e-9)
        host.tap(text: "Fill")
        host.advance(by: 0.5)
        let half = ArcMeasure(strokes(host).last!, center: centre, radius: 26, lineWidth: 6)!
        XCTAssertEqual(half.sweep, .pi, accuracy: 1e-3)
    }

    func testTheAccessoryCircularDotRidesAnOpenRing() {
        // The open ring: from 135° (7:30) sweeping 270°; the dot (8 across) on a circle of radius
        // 29 − 4 = 25. At 0.25 the dot is at 135 + 67.5 = 202.5°; at 0.5, straight up.
        let host = ViewHost(Meter(style: .accessoryCircular), size: CGSize(width: 300, height: 300))
        let centre = CGPoint(x: 150, y: (300 - 58 - 20 - 20.4) / 2 + 29)
        let ring = ArcMeasure(strokes(host).first!, center: centre, radius: 25, lineWidth: 6)!
        XCTAssertEqual(ring.start, 0.75 * .pi, accuracy: 1e-3)
        XCTAssertEqual(ring.sweep, 1.5 * .pi, accuracy: 1e-3)
        func dot() -> CGPoint {
            let bounds = items(host, "GaugeShape").first!.bounds
            return CGPoint(x: bounds.midX, y: bounds.midY)
        }
        let angle = 202.5 * Double.pi / 180
        assertPoint(dot(), CGPoint(x: centre.x + 25 * cos(angle), y: centre.y + 25 * sin(angle)), accuracy: 0.01)
        host.tap(text: "Fill")
        host.advance(by: 0.5)
        assertPoint(dot(), CGPoint(x: centre.x, y: centre.y - 25), accuracy: 0.01)
    }

    func testTheAccessoryLinearDotSlidesAlongTheLine() {
        // The line 200 wide, the dot (6 across) 3 inside each end: at 0.25 its centre is at
        // 50 + 3 + 194 × 0.25 = 101.5.
        let host = ViewHost(Meter(style: .accessoryLinear), size: size)
        XCTAssertEqual(items(host, "GaugeShape").first!.bounds.midX, 101.5, accuracy: 0.01)
        host.tap(text: "Fill")
        host.advance(by: 0.5)
        XCTAssertEqual(items(host, "GaugeShape").first!.bounds.midX, 150, accuracy: 0.01)
    }

    func testTheTrackFollowsTheDarkAppearance() {
        let host = ViewHost(Gauge(value: 0.5) { Text("A") }.frame(width: 200).environment(\.colorScheme, .dark), size: size)
        let track = strokes(host).first?.color?.rgba8
        XCTAssertEqual(track.map { [$0.0, $0.1, $0.2] }, [120, 120, 128])
        XCTAssertEqual(strokes(host).last?.color?.rgba8.2, 255, "the accent colour's dark blue (10, 132, 255)")
    }

    func testTheAccessoryLinearCapacityBarIsThinAndFillsTheValue() {
        // The label (20.4) over the 4 pt bar, 4 apart: 28.4 tall, centred in 200 at 85.8; the bar
        // at 85.8 + 24.4 = 110.2, 200 wide from x 50; the value's part 4 + 196 × 0.25 = 53 wide.
        // (The 2 pt round caps are flattened to polygons whose tips fall up to 0.1 pt short.)
        let host = ViewHost(Meter(style: .accessoryLinearCapacity), size: CGSize(width: 300, height: 200 + 20 + 20.4))
        assertRect(strokes(host).first?.bounds, CGRect(x: 50, y: 110.2, width: 200, height: 4), accuracy: 0.2)
        assertRect(strokes(host).last?.bounds, CGRect(x: 50, y: 110.2, width: 53, height: 4), accuracy: 0.2)
        XCTAssertTrue(items(host, "GaugeShape").isEmpty, "no dot")
        host.tap(text: "Fill")
        host.advance(by: 0.5)
        XCTAssertEqual(strokes(host).last!.bounds.width, 4 + 196 * 0.5, accuracy: 0.2)
    }
}
