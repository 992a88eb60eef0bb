import XCTest
@testable import MotionUI

final class HoverModifierTests: XCTestCase {
    private final class Log { var events: [String] = [] }

    func testIssue11_hoverFollowsThePointerOverWhatIsDrawn() {
        let log = Log()
        let host = ViewHost(ZStack {
            Circle().frame(width: 100, height: 100)
                .onContinuousHover { phase in
                    switch phase {
                    case .active(let point): log.events.append("at \(Int(point.x)),\(Int(point.y))")
                    case .ended: log.events.append("ended")
                    }
                }
                .onHover { log.events.append("circle \($0)") }
            Rectangle().frame(width: 20, height: 20).onTapGesture { log.events.append("tap") }
        }, size: CGSize(width: 200, height: 200))
        host.send(.hover(CGPoint(x: 55, y: 55)))          // in the frame's corner, outside the circle
        XCTAssertEqual(log.events, [])
        host.send(.hover(CGPoint(x: 120, y: 100)))
        XCTAssertEqual(log.events, ["circle true", "at 70,50"])
        host.tap(at: CGPoint(x: 100, y: 100))             // the square on top takes the tap; the circle still hovers
        XCTAssertEqual(log.events, ["circle true", "at 70,50", "at 50,50", "tap"])
        host.send(.hoverEnded)
        XCTAssertEqual(log.events.suffix(2), ["circle false", "ended"])
    }

    func testIssue11_aViewMovingUnderAStillPointerHearsItOnTheNextFrame() {
        final class Flags { var hovered: [Bool] = [] }
        let flags = Flags()
        struct Mover: View {
            let flags: Flags
            @State private var moved = false
            var body: some View {
                Rectangle().frame(width: 40, height: 40)
                    .offset(x: moved ? 100 : 0)
                    .onHover { flags.hovered.append($0) }
                    .onAppear { withAnimation(.linear(duration: 1)) { moved = true } }
            }
        }
        let host = ViewHost(Mover(flags: flags), size: CGSize(width: 300, height: 100))
        host.send(.hover(CGPoint(x: 150, y: 50)))
        XCTAssertEqual(flags.hovered, [true])
        host.advance(by: 0.5)   // 50 pt moved: the square is at 180…220
        _ = host.displayList
        host.advance(by: 1.0 / 60)
        XCTAssertEqual(flags.hovered, [true, false])
    }
}
