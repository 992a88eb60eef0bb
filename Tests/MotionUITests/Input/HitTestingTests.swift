import XCTest
@testable import MotionUI

/// Issue 11: a gesture hit-tests what is drawn, as SwiftUI does: through every effect and
/// transform, by the outlines of shapes and the frames of text, with no area for empty containers
/// unless `.contentShape` gives one; `allowsHitTesting(false)`, `disabled`, hidden and transparent
/// views take nothing, and taps fall through to what is below.
final class HitTestingTests: XCTestCase {
    private final class Taps {
        var names: [String] = []
    }

    private let size = CGSize(width: 200, height: 200)

    func testIssue11_aTapAfterOffsetHitsWhereTheViewIsDrawn() {
        let taps = Taps()
        // A 40 × 40 square in the centre (80…120), drawn 60 pt to the right (140…180).
        let host = ViewHost(Rectangle().frame(width: 40, height: 40).offset(x: 60).onTapGesture { taps.names.append("square") },
                            size: size)
        host.tap(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(taps.names, [], "the empty place the square came from takes no tap")
        host.tap(at: CGPoint(x: 160, y: 100))
        XCTAssertEqual(taps.names, ["square"], "where it is drawn does")
    }

    func testIssue11_scaleAndRotationMoveTheArea() {
        let taps = Taps()
        let host = ViewHost(Rectangle().frame(width: 40, height: 40).scaleEffect(2).onTapGesture { taps.names.append("scaled") },
                            size: size)
        host.tap(at: CGPoint(x: 65, y: 100))   // inside 60…140 (scaled about the centre), outside 80…120
        XCTAssertEqual(taps.names, ["scaled"])
        // A 100 × 10 bar turned 90°: it now runs from y 50 to 150 at x 95…105.
        let turned = ViewHost(Rectangle().frame(width: 100, height: 10).rotationEffect(.degrees(90))
            .onTapGesture { taps.names.append("turned") }, size: size)
        turned.tap(at: CGPoint(x: 60, y: 100))
        XCTAssertEqual(taps.names, ["scaled"], "the unrotated bar's place takes nothing")
        turned.tap(at: CGPoint(x: 100, y: 60))
        XCTAssertEqual(taps.names, ["scaled", "turned"])
    }

    func testIssue11_aTapOnAMovingViewFollowsItsPresentation() {
        let taps = Taps()
        struct Mover: View {
            let taps: Taps
            @State private var moved = false
            var body: some View {
                VStack {
                    Rectangle().frame(width: 20, height: 20)
                        .offset(x: moved ? 80 : 0)
                        .onTapGesture { taps.names.append("mover") }
                    Text("go").onTapGesture { withAnimation(.linear(duration: 1)) { moved = true } }
                }
            }
        }
        let host = ViewHost(Mover(taps: taps), size: size)
        let square = host.displayList.items.first { $0.kind == .fill(shape: "Rectangle") }!.bounds
        host.tap(text: "go")
        host.advance(by: 0.5)
        // Half way on the linear curve: 40 pt to the right of where it started.
        let expectedMidX = square.midX + 40
        XCTAssertEqual(host.displayList.items.first { $0.kind == .fill(shape: "Rectangle") }!.bounds.midX, expectedMidX, accuracy: 1e-9)
        host.tap(at: CGPoint(x: square.midX, y: square.midY))
        XCTAssertEqual(taps.names, [], "where it started is empty now")
        host.tap(at: CGPoint(x: expectedMidX, y: square.midY))
        XCTAssertEqual(taps.names, ["mover"], "it is hit where it is drawn, mid-animation")
    }

    func testIssue11_aCircleTakesNoTapInItsFramesCorners() {
        let taps = Taps()
        let host = ViewHost(Circle().frame(width: 100, height: 100).onTapGesture { taps.names.append("circle") }, size: size)
        host.tap(at: CGPoint(x: 55, y: 55))   // inside the frame (50…150), 63.6 pt from the centre: outside the radius 50
        XCTAssertEqual(taps.names, [])
        host.tap(at: CGPoint(x: 70, y: 70))   // 42.4 pt from the centre
        XCTAssertEqual(taps.names, ["circle"])
        // A ring drawn even-odd takes no tap in its hole.
        let ring = ViewHost(Circle().frame(width: 100, height: 100)
            .contentShape(Path { path in
                path.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
                path.addEllipse(in: CGRect(x: 25, y: 25, width: 50, height: 50))
            }, eoFill: true)
            .onTapGesture { taps.names.append("ring") }, size: size)
        ring.tap(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(taps.names, ["circle"], "the hole")
        ring.tap(at: CGPoint(x: 100, y: 60))
        XCTAssertEqual(taps.names, ["circle", "ring"])
    }

    func testIssue11_emptySpaceTakesTapsOnlyWithAContentShape() {
        let taps = Taps()
        // A row 200 wide: the text at its leading edge, a spacer after it.
        let row = ViewHost(HStack { Text("Row"); Spacer() }.onTapGesture { taps.names.append("row") }, size: size)
        let text = row.frame(ofText: "Row")!
        row.tap(at: CGPoint(x: 150, y: text.midY))
        XCTAssertEqual(taps.names, [], "the spacer draws nothing, so it takes nothing")
        row.tap(at: CGPoint(x: text.midX, y: text.midY))
        XCTAssertEqual(taps.names, ["row"], "the text takes it by its frame")
        let shaped = ViewHost(HStack { Text("Row"); Spacer() }.contentShape(Rectangle()).onTapGesture { taps.names.append("shaped") },
                              size: size)
        shaped.tap(at: CGPoint(x: 150, y: text.midY))
        XCTAssertEqual(taps.names, ["row", "shaped"], "the content shape makes the whole row tappable")
        // A frame around a small square adds no area of its own.
        let framed = ViewHost(Rectangle().frame(width: 10, height: 10).frame(width: 100, height: 100)
            .onTapGesture { taps.names.append("framed") }, size: size)
        framed.tap(at: CGPoint(x: 60, y: 60))
        XCTAssertEqual(taps.names, ["row", "shaped"])
    }

    func testIssue11_tapsGoToTheTopmostEligibleViewAndFallThroughOtherwise() {
        let taps = Taps()
        func stack(_ top: some View) -> some View {
            ZStack {
                Rectangle().frame(width: 100, height: 100).onTapGesture { taps.names.append("below") }
                top
            }
        }
        let square = { Rectangle().frame(width: 50, height: 50) }
        let centre = CGPoint(x: 100, y: 100)
        ViewHost(stack(square().onTapGesture { taps.names.append("above") }), size: size).tap(at: centre)
        XCTAssertEqual(taps.names, ["above"], "the topmost view takes the tap")
        ViewHost(stack(square()), size: size).tap(at: centre)
        XCTAssertEqual(taps.names, ["above", "below"], "a view without a gesture is transparent to taps")
        ViewHost(stack(square().onTapGesture { taps.names.append("off") }.allowsHitTesting(false)), size: size).tap(at: centre)
        ViewHost(stack(square().onTapGesture { taps.names.append("disabled") }.disabled(true)), size: size).tap(at: centre)
        ViewHost(stack(square().onTapGesture { taps.names.append("hidden") }.hidden()), size: size).tap(at: centre)
        ViewHost(stack(square().onTapGesture { taps.names.append("clear") }.opacity(0)), size: size).tap(at: centre)
        XCTAssertEqual(taps.names, ["above", "below", "below", "below", "below", "below"],
                       "allowsHitTesting(false), disabled, hidden and transparent views let the tap through")
    }

    func testIssue11_theDeepestGestureWins() {
        let taps = Taps()
        let host = ViewHost(VStack {
            Rectangle().frame(width: 50, height: 50).onTapGesture { taps.names.append("inner") }
            Rectangle().frame(width: 50, height: 50)
        }.onTapGesture { taps.names.append("outer") }, size: size)
        host.tap(at: CGPoint(x: 100, y: 80))   // the first square (50…100 vertically, spacing 8: 46…96)
        XCTAssertEqual(taps.names, ["inner"])
        host.tap(at: CGPoint(x: 100, y: 130))  // the second square: only the outer gesture
        XCTAssertEqual(taps.names, ["inner", "outer"])
    }
}
