import XCTest
@testable import MotionUI

final class ViewStatusBarTests: XCTestCase {
    func testWindowsHaveNoSystemBarsSoTheViewIsUnchanged() {
        let size = CGSize(width: 200, height: 100)
        let plain = ViewHost(Text("Play").padding(), size: size)
        let hidden = ViewHost(Text("Play").padding().statusBarHidden().persistentSystemOverlays(.hidden), size: size)
        XCTAssertEqual(hidden.displayList, plain.displayList)
    }
}
