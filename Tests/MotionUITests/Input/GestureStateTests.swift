import XCTest
@testable import MotionUI

final class GestureStateTests: XCTestCase {
    private struct Dragged: View {
        @GestureState private var drag = CGSize.zero
        var body: some View {
            Rectangle().frame(width: 40, height: 40)
                .offset(drag)
                .gesture(DragGesture(minimumDistance: 0).updating($drag) { value, state, _ in state = value.translation })
        }
    }

    private struct Lifted: View {
        @GestureState(wrappedValue: false, resetTransaction: Transaction(animation: .linear(duration: 1))) private var lifted
        var body: some View {
            Rectangle().frame(width: 40, height: 40)
                .scaleEffect(lifted ? 2 : 1)
                .gesture(LongPressGesture(minimumDuration: 10).updating($lifted) { value, state, _ in state = value })
        }
    }

    private func square(_ host: ViewHost<some View>) -> CGRect {
        host.displayList.items.first { $0.kind == .fill(shape: "Rectangle") }!.bounds
    }

    func testIssue11_gestureStateFollowsTheDragAndResetsAtOnceWhenItEnds() {
        let host = ViewHost(Dragged(), size: CGSize(width: 200, height: 200))
        host.press(at: CGPoint(x: 100, y: 100))
        host.send(.pointerMoved(CGPoint(x: 130, y: 110)))
        XCTAssertEqual(square(host), CGRect(x: 110, y: 90, width: 40, height: 40), "moved by (30, 10)")
        host.release(at: CGPoint(x: 130, y: 110))
        XCTAssertEqual(square(host), CGRect(x: 80, y: 80, width: 40, height: 40), "no reset transaction: it snaps back")
    }

    func testIssue11_aResetTransactionAnimatesTheReset() {
        let host = ViewHost(Lifted(), size: CGSize(width: 200, height: 200))
        host.press(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(square(host).width, 80, accuracy: 1e-9, "lifted while pressed")
        host.release(at: CGPoint(x: 100, y: 100))   // too early: the long press fails, the state resets
        XCTAssertEqual(square(host).width, 80, accuracy: 1e-9)
        host.advance(by: 0.5)
        XCTAssertEqual(square(host).width, 60, accuracy: 1e-9, "half way back from 2× on the linear reset")
        host.advance(by: 0.5)
        XCTAssertEqual(square(host).width, 40, accuracy: 1e-9)
    }

    func testIssue11_outsideAGraphTheInitialValueShows() {
        let state = GestureState(wrappedValue: 3)
        XCTAssertEqual(state.wrappedValue, 3)
        XCTAssertEqual(state.projectedValue.wrappedValue, 3)
    }
}
