import XCTest
@testable import MotionUI

/// Pinches that turn, through the real input path (`ViewHost.send`), on the host clock.
final class RotateGestureTests: XCTestCase {
    private final class Log {
        var changes: [RotateGesture.Value] = []
        var ends: [RotateGesture.Value] = []
    }

    private let size = CGSize(width: 300, height: 300)
    private let centre = CGPoint(x: 150, y: 150)

    private func host(_ log: Log, _ gesture: RotateGesture = RotateGesture()) -> ViewHost<some View> {
        ViewHost(Rectangle().frame(width: 100, height: 100)
            .gesture(gesture.onChanged { log.changes.append($0) }.onEnded { log.ends.append($0) }), size: size)
    }

    func testTheDefaultsAreSwiftUIs() {
        XCTAssertEqual(RotateGesture().minimumAngleDelta, .degrees(1))
        XCTAssertEqual(RotateGesture(minimumAngleDelta: .radians(0.5)).minimumAngleDelta, .radians(0.5))
    }

    func testTheRotationIsTheSumOfThePinchStepsFromWhereItBegan() throws {
        let log = Log()
        let host = host(log)
        let point = CGPoint(x: 110, y: 190)
        host.send(.pinchBegan(point))
        host.send(.pinchChanged(scale: 1, rotation: .degrees(10), at: point))
        host.send(.pinchChanged(scale: 1.3, rotation: .degrees(-4), at: point))
        host.send(.pinchChanged(scale: 1, rotation: .degrees(30), at: point))
        XCTAssertEqual(log.changes.map(\.rotation),
                       [.degrees(10), .degrees(10) + .degrees(-4), .degrees(10) + .degrees(-4) + .degrees(30)])
        let first = try XCTUnwrap(log.changes.first)
        XCTAssertEqual(first.startLocation, CGPoint(x: 10, y: 90))
        XCTAssertEqual(first.startAnchor, UnitPoint(x: 0.1, y: 0.9))
        host.send(.pinchEnded(point))
        XCTAssertEqual(log.ends.map(\.rotation), [.degrees(10) + .degrees(-4) + .degrees(30)], "onEnded runs once")
    }

    func testItStartsPastItsMinimumAngleEitherWayAndIgnoresPureScale() {
        let log = Log()
        let host = host(log, RotateGesture(minimumAngleDelta: .degrees(5)))
        host.send(.pinchBegan(centre))
        host.send(.pinchChanged(scale: 1, rotation: .degrees(-3), at: centre))
        XCTAssertTrue(log.changes.isEmpty, "3°: not yet")
        host.send(.pinchChanged(scale: 1, rotation: .degrees(-3), at: centre))
        XCTAssertEqual(log.changes.map(\.rotation), [.degrees(-3) + .degrees(-3)], "6° counter-clockwise: it starts, without a jump")
        host.send(.pinchEnded(centre))
        XCTAssertEqual(log.ends.count, 1)
        // A pinch that only scales is no rotation: it fails when the pinch ends.
        host.pinch(at: centre, scale: 3, steps: 3)
        XCTAssertEqual(log.changes.count, 1)
        XCTAssertEqual(log.ends.count, 1)
    }

    func testVelocityIsTheRotationsRateOnTheHostClock() throws {
        let log = Log()
        let host = host(log)
        host.send(.pinchBegan(centre))
        host.advance(by: 1.0 / 60)
        host.send(.pinchChanged(scale: 1, rotation: .degrees(6), at: centre))
        XCTAssertEqual(try XCTUnwrap(log.changes.last).velocity.degrees, 6 * 60, accuracy: 1e-9, "6° in 1/60 s")
        XCTAssertEqual(try XCTUnwrap(log.changes.last).time, Date(timeIntervalSince1970: 1.0 / 60))
    }

    /// The sample snippet: `.simultaneousGesture(RotateGesture().updating($angle) { v, s, _ in s = v.rotation })`
    /// (the angle shown as an offset, to read it from the frame).
    private struct Sample: View {
        @GestureState private var angle = Angle.zero
        var body: some View {
            Rectangle().frame(width: 40, height: 40)
                .offset(x: angle.degrees)
                .simultaneousGesture(RotateGesture().updating($angle) { v, s, _ in s = v.rotation })
        }
    }

    func testTheSampleSnippetFollowsTheRotationAndResetsWhenThePinchEnds() {
        let host = ViewHost(Sample(), size: CGSize(width: 200, height: 200))
        let point = CGPoint(x: 100, y: 100)
        func minX() -> CGFloat { host.displayList.items.first { $0.kind == .fill(shape: "Rectangle") }!.bounds.minX }
        host.send(.pinchBegan(point))
        host.send(.pinchChanged(scale: 1, rotation: .degrees(15), at: point))
        XCTAssertEqual(minX(), 80 + Angle.degrees(15).degrees, accuracy: 1e-9)
        host.send(.pinchChanged(scale: 1, rotation: .degrees(5), at: point))
        XCTAssertEqual(minX(), 80 + (Angle.degrees(15) + .degrees(5)).degrees, accuracy: 1e-9)
        host.send(.pinchEnded(point))
        XCTAssertEqual(minX(), 80, accuracy: 1e-9, "the state resets when the gesture is over")
    }
}
