import XCTest
@testable import MotionUI

/// Issue 11: drags through the real input path (`ViewHost.send`), on the host clock.
final class DragGestureTests: XCTestCase {
    private final class Log {
        var changes: [DragGesture.Value] = []
        var ends: [DragGesture.Value] = []
        var taps = 0
    }

    private let size = CGSize(width: 300, height: 300)

    /// A 100 × 100 square in the centre (100…200) with a drag.
    private func host(_ log: Log, minimumDistance: CGFloat = 10, space: CoordinateSpace = .local) -> ViewHost<some View> {
        ViewHost(Rectangle().frame(width: 100, height: 100)
            .gesture(DragGesture(minimumDistance: minimumDistance, coordinateSpace: space)
                .onChanged { log.changes.append($0) }
                .onEnded { log.ends.append($0) }), size: size)
    }

    func testIssue11_aDragStartsPastItsMinimumDistanceWithoutAJump() {
        let log = Log()
        let host = host(log)
        host.press(at: CGPoint(x: 150, y: 150))
        host.send(.pointerMoved(CGPoint(x: 156, y: 150)))
        XCTAssertTrue(log.changes.isEmpty, "6 pt: not yet a drag")
        host.send(.pointerMoved(CGPoint(x: 160, y: 150)))
        XCTAssertEqual(log.changes.count, 1, "10 pt: the drag starts")
        XCTAssertEqual(log.changes[0].startLocation, CGPoint(x: 50, y: 50), "local: the square's own coordinates")
        XCTAssertEqual(log.changes[0].translation, CGSize(width: 10, height: 0), "measured from the press")
        host.send(.pointerMoved(CGPoint(x: 260, y: 170)))
        XCTAssertEqual(log.changes.last?.location, CGPoint(x: 160, y: 70), "the drag does not need the pointer over the view")
        host.release(at: CGPoint(x: 260, y: 170))
        XCTAssertEqual(log.ends.count, 1)
        XCTAssertEqual(log.ends[0].translation, CGSize(width: 110, height: 20))
        // A press and release without moving is no drag.
        host.tap(at: CGPoint(x: 150, y: 150))
        XCTAssertEqual(log.ends.count, 1)
        XCTAssertEqual(log.changes.count, 2)
    }

    func testIssue11_minimumDistanceZeroStartsOnThePressAndGlobalUsesTheWindow() {
        let log = Log()
        let host = host(log, minimumDistance: 0, space: .global)
        host.press(at: CGPoint(x: 120, y: 130))
        XCTAssertEqual(log.changes.map(\.location), [CGPoint(x: 120, y: 130)])
        XCTAssertEqual(log.changes[0].translation, .zero)
        host.release(at: CGPoint(x: 125, y: 130))
        XCTAssertEqual(log.ends.map(\.location), [CGPoint(x: 125, y: 130)])
    }

    func testIssue11_velocityAndPredictedEndOnTheHostClock() throws {
        let log = Log()
        let host = host(log, minimumDistance: 0)
        host.press(at: CGPoint(x: 150, y: 150))
        host.advance(by: 1.0 / 60)
        host.send(.pointerMoved(CGPoint(x: 160, y: 150)))
        host.advance(by: 1.0 / 60)
        host.send(.pointerMoved(CGPoint(x: 170, y: 145)))
        let value = try XCTUnwrap(log.changes.last)
        // Both samples within 0.1 s: (20, −5) over 2/60 s = (600, −150) pt/s.
        XCTAssertEqual(value.velocity.width, 600, accuracy: 1e-6)
        XCTAssertEqual(value.velocity.height, -150, accuracy: 1e-6)
        // Predicted: velocity × 0.998 / 0.002 / 1000 = velocity × 0.499 s further.
        XCTAssertEqual(value.predictedEndTranslation.width, 20 + 600 * 0.499, accuracy: 1e-6)
        XCTAssertEqual(value.predictedEndTranslation.height, -5 - 150 * 0.499, accuracy: 1e-6)
        XCTAssertEqual(value.time, Date(timeIntervalSince1970: 2.0 / 60))
        // Samples older than 0.1 s no longer count: a pause then a slow move.
        host.advance(by: 0.5)
        host.send(.pointerMoved(CGPoint(x: 171, y: 145)))
        XCTAssertEqual(try XCTUnwrap(log.changes.last).velocity.width, 1 / 0.5, accuracy: 1e-6,
                       "1 pt over the 0.5 s since the newest earlier sample: none is within 0.1 s")
    }

    func testIssue11_aDragTakesThePointerFromAButtonUnderIt() {
        final class Flags { var pressedSeen = false; var actions = 0; var ends = 0 }
        let flags = Flags()
        struct Pressed: ButtonStyle {
            let flags: Flags
            func makeBody(configuration: Configuration) -> some View {
                if configuration.isPressed { flags.pressedSeen = true }
                return configuration.label.padding(20).background(Color.blue)
            }
        }
        let host = ViewHost(VStack { Button("Go") { flags.actions += 1 }.buttonStyle(Pressed(flags: flags)) }
            .frame(width: 300, height: 300)
            .contentShape(Rectangle())
            .gesture(DragGesture().onEnded { _ in flags.ends += 1 }), size: size)
        let label = host.frame(ofText: "Go")!
        let centre = CGPoint(x: label.midX, y: label.midY)
        host.press(at: centre)
        XCTAssertTrue(flags.pressedSeen, "the button shows its press while the drag is undecided")
        host.send(.pointerMoved(CGPoint(x: centre.x + 3, y: centre.y)))
        host.send(.pointerMoved(CGPoint(x: centre.x + 30, y: centre.y)))
        host.release(at: centre)
        XCTAssertEqual(flags.actions, 0, "the drag took the pointer: the button is released without acting")
        XCTAssertEqual(flags.ends, 1)
        host.tap(at: centre)
        XCTAssertEqual(flags.actions, 1, "a tap without moving is the button's")
        XCTAssertEqual(flags.ends, 1)
    }

    /// Issue 11: a flick hands its velocity to a spring. SwiftUI's way: the app passes the drag's
    /// velocity to `interpolatingSpring(…, initialVelocity:)`, relative to the distance to travel.
    func testIssue11_aFlickHandsItsVelocityToTheSpring() throws {
        struct Card: View {
            @State private var offset: CGFloat = 0
            var body: some View {
                Rectangle().frame(width: 50, height: 50)
                    .offset(x: offset)
                    .gesture(DragGesture(minimumDistance: 0, coordinateSpace: .global)
                        .onChanged { offset = $0.translation.width }
                        .onEnded { value in
                            let distance = -offset
                            let relative = distance == 0 ? 0 : value.velocity.width / distance
                            withAnimation(.interpolatingSpring(stiffness: 100, damping: 10, initialVelocity: relative)) { offset = 0 }
                        })
            }
        }
        let host = ViewHost(Card(), size: size)
        host.press(at: CGPoint(x: 150, y: 150))
        host.advance(by: 0.05)
        host.send(.pointerMoved(CGPoint(x: 170, y: 150)))
        host.advance(by: 0.05)
        host.send(.pointerMoved(CGPoint(x: 190, y: 150)))   // 40 pt over 0.1 s: 400 pt/s to the right
        host.release(at: CGPoint(x: 190, y: 150))
        let start = host.time
        host.advance(by: 0.1)
        let t = host.time - start
        // Mass 1, k 100, c 10: ζ = 0.5, ω0 = 10, ωd = √75. The offset x(t) = 40·(1 − s(t)) where the
        // spring's progress s starts at 0 with velocity v0 = 400 / −40 = −10 (it first moves on, away).
        let omega0 = 10.0, zeta = 0.5, wd = (75.0).squareRoot(), v0 = -10.0
        let progress = 1 - exp(-zeta * omega0 * t) * (cos(wd * t) + (zeta * omega0 - v0) / wd * sin(wd * t))
        let expected = 40 * (1 - progress)
        let square = try XCTUnwrap(host.displayList.items.first { $0.kind == .fill(shape: "Rectangle") })
        XCTAssertEqual(square.bounds.midX - 150, expected, accuracy: 1e-6)
        XCTAssertGreaterThan(expected, 40, "the flick carries it further before the spring brings it back")
    }
}
