import XCTest
@testable import MotionUI

final class PositionLayoutTests: XCTestCase {
    private let window = CGSize(width: 300, height: 200)

    private func red<V: View>(_ host: ViewHost<V>) -> CGRect {
        host.displayList.items.first { $0.color == .red }!.bounds
    }

    func testIssue11_PositionCentresTheChildAtThePointInAllTheOfferedSpace() {
        // The position view takes the whole window; the 20 × 20 circle's centre is at (50, 40).
        let host = ViewHost(Circle().fill(Color.red).frame(width: 20, height: 20).position(x: 50, y: 40), size: window)
        XCTAssertEqual(red(host), CGRect(x: 40, y: 30, width: 20, height: 20))
    }

    func testIssue11_PositionIsMeasuredFromItsOwnFrame() {
        // A 100 × 100 frame centred in the window at (100, 50); the point (10, 10) inside it.
        let host = ViewHost(Color.red.frame(width: 20, height: 20).position(CGPoint(x: 10, y: 10))
            .frame(width: 100, height: 100), size: window)
        XCTAssertEqual(red(host), CGRect(x: 100, y: 50, width: 20, height: 20))
    }

    func testIssue11_UnspecifiedProposalAndBadValues() {
        // Under fixedSize the position view is 10 × 10, centred at (145, 95); NaN counts as 0.
        let host = ViewHost(Color.red.frame(width: 4, height: 4).position(x: 5, y: .nan).fixedSize(), size: window)
        XCTAssertEqual(red(host), CGRect(x: 148, y: 93, width: 4, height: 4))
        XCTAssertEqual(PositionLayout(position: CGPoint(x: CGFloat.infinity, y: 3)).position, CGPoint(x: 0, y: 3))
    }

    func testIssue11_PositionChangeAnimates() {
        let host = ViewHost(Color.red.frame(width: 20, height: 20).position(x: 50, y: 40), size: window)
        withAnimation(.linear(duration: 1)) {
            host.content = Color.red.frame(width: 20, height: 20).position(x: 150, y: 40)
        }
        host.advance(by: 0.5)
        XCTAssertEqual(red(host).minX, 40 + 50, accuracy: 1e-9, "half of the 100-point move")
        host.advance(by: 0.5)
        XCTAssertEqual(red(host).minX, 140, accuracy: 1e-9)
    }
}
