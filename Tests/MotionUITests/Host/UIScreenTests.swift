import XCTest
@testable import MotionUI

final class UIScreenTests: XCTestCase {
    /// A sample's pattern: a card 80 % of the screen wide.
    private struct Card: View {
        var body: some View {
            Rectangle().frame(width: UIScreen.main.bounds.width * 0.8, height: 100)
        }
    }

    func testIssue10_theScreenIsTheWindowBeingBuilt() {
        let host = ViewHost(Card(), size: CGSize(width: 500, height: 300))
        XCTAssertEqual(host.displayList.items[0].bounds.width, 400, accuracy: 1e-9)
        let narrow = ViewHost(Card(), size: CGSize(width: 250, height: 300))
        XCTAssertEqual(narrow.displayList.items[0].bounds.width, 200, accuracy: 1e-9)
        XCTAssertEqual(UIScreen.main.bounds, CGRect(x: 0, y: 0, width: 250, height: 300), "outside a frame: the latest window")
        host.resize(to: CGSize(width: 100, height: 100))
        XCTAssertEqual(UIScreen.main.bounds.width, 250, "resizing another window does not make it the latest")
        XCTAssertEqual(UIScreen.main.scale, 1)
    }
}
