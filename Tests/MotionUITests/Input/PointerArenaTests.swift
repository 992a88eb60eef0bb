import XCTest
@testable import MotionUI

/// Issue 11: which gesture gets the pointer.
final class PointerArenaTests: XCTestCase {
    private final class Log { var events: [String] = [] }
    private let size = CGSize(width: 200, height: 200)
    private let centre = CGPoint(x: 100, y: 100)

    private func square(_ log: Log, _ name: String) -> some View {
        Rectangle().frame(width: 60, height: 60).onTapGesture { log.events.append(name) }
    }

    func testIssue11_aHighPriorityGestureGoesBeforeItsSubviews() {
        let log = Log()
        ViewHost(square(log, "child").highPriorityGesture(TapGesture().onEnded { log.events.append("parent") }), size: size)
            .tap(at: centre)
        XCTAssertEqual(log.events, ["parent"])
        ViewHost(square(log, "child").gesture(TapGesture().onEnded { log.events.append("parent") }), size: size)
            .tap(at: centre)
        XCTAssertEqual(log.events, ["parent", "child"], "without it the subview goes first")
    }

    func testIssue11_aSimultaneousGestureRunsBesideTheOthers() {
        let log = Log()
        ViewHost(square(log, "child").simultaneousGesture(TapGesture().onEnded { log.events.append("beside") }), size: size)
            .tap(at: centre)
        XCTAssertEqual(log.events.sorted(), ["beside", "child"])
    }

    func testIssue11_masksTurnOffTheGestureOrItsSubviews() {
        let log = Log()
        let parent = TapGesture().onEnded { log.events.append("parent") }
        ViewHost(square(log, "child").gesture(parent, including: .gesture), size: size).tap(at: centre)
        ViewHost(square(log, "child").gesture(parent, including: .subviews), size: size).tap(at: centre)
        ViewHost(square(log, "child").gesture(parent, including: .none), size: size).tap(at: centre)
        XCTAssertEqual(log.events, ["parent", "child"], ".gesture: the parent only; .subviews: the child only; .none: nothing")
    }

    func testIssue11_sequencedLongPressThenDrag() {
        final class State { var values: [String] = [] }
        let state = State()
        let host = ViewHost(Rectangle().frame(width: 60, height: 60)
            .gesture(LongPressGesture(minimumDuration: 0.25).sequenced(before: DragGesture(minimumDistance: 0))
                .onEnded { value in
                    if case .second(let pressed, let drag) = value {
                        state.values.append("\(pressed) \(drag.map { "\($0.translation.width)" } ?? "nil")")
                    }
                }), size: size)
        host.press(at: centre)
        host.send(.pointerMoved(CGPoint(x: 130, y: 100)))   // moved before the press succeeded: the long press fails
        host.advance(by: 0.5)
        host.release(at: CGPoint(x: 130, y: 100))
        XCTAssertEqual(state.values, [])
        host.press(at: centre)
        host.advance(by: 0.25)                               // the press succeeds; the drag starts here
        host.send(.pointerMoved(CGPoint(x: 120, y: 100)))
        host.release(at: CGPoint(x: 120, y: 100))
        XCTAssertEqual(state.values, ["true 20.0"])
    }

    func testIssue11_exclusivelyPrefersTheFirstAndSimultaneouslyReportsBoth() {
        final class State { var values: [String] = [] }
        let state = State()
        let host = ViewHost(Rectangle().frame(width: 60, height: 60)
            .gesture(DragGesture().exclusively(before: TapGesture()).onEnded { value in
                switch value {
                case .first: state.values.append("drag")
                case .second: state.values.append("tap")
                }
            }), size: size)
        host.tap(at: centre)
        host.press(at: centre)
        host.send(.pointerMoved(CGPoint(x: 120, y: 100)))
        host.release(at: CGPoint(x: 120, y: 100))
        XCTAssertEqual(state.values, ["tap", "drag"])

        let both = ViewHost(Rectangle().frame(width: 60, height: 60)
            .gesture(LongPressGesture(minimumDuration: 10).simultaneously(with: DragGesture(minimumDistance: 0))
                .onChanged { value in state.values.append("\(value.first.map { "\($0)" } ?? "nil") \(value.second?.translation.width ?? -1)") }),
            size: size)
        state.values = []
        both.press(at: centre)
        XCTAssertEqual(state.values, ["true 0.0"])
    }

    func testIssue11_spatialTapsReportWhereTheyLanded() {
        var locations: [CGPoint] = []
        let host = ViewHost(Rectangle().frame(width: 60, height: 60).onTapGesture { locations.append($0) }, size: size)
        host.tap(at: CGPoint(x: 80, y: 90))
        XCTAssertEqual(locations, [CGPoint(x: 10, y: 20)], "in the square's own coordinates (it starts at 70, 70)")
        let global = ViewHost(Rectangle().frame(width: 60, height: 60)
            .gesture(SpatialTapGesture(coordinateSpace: .global).onEnded { locations.append($0.location) }), size: size)
        global.tap(at: CGPoint(x: 80, y: 90))
        XCTAssertEqual(locations.last, CGPoint(x: 80, y: 90))
    }

    func testIssue11_doubleTapsWithinThreeTenthsOfASecond() {
        let log = Log()
        let host = ViewHost(Rectangle().frame(width: 60, height: 60).onTapGesture(count: 2) { log.events.append("double") }, size: size)
        host.tap(at: centre)
        host.advance(by: 0.2)
        host.tap(at: centre)
        XCTAssertEqual(log.events, ["double"])
        host.advance(by: 1)
        host.tap(at: centre)
        host.advance(by: 0.4)
        host.tap(at: centre)
        XCTAssertEqual(log.events, ["double"], "0.4 s apart: two single taps")
    }
}
