import XCTest
@testable import MotionUI

final class NavigationSplitViewTests: XCTestCase {
    func testIssue10_splitViewShowsItsSidebarAsAStackRoot() {
        let host = ViewHost(NavigationSplitView {
            List { NavigationLink("Note") { Text("Note body") } }.navigationTitle("Notes")
        } detail: {
            Text("Select a note")
        }, size: CGSize(width: 320, height: 480))
        assertRect(host.item(text: "Notes")?.bounds, CGRect(x: 16, y: 49.6, width: 102, height: 40.8))
        XCTAssertNil(host.item(text: "Select a note"))
        host.tap(text: "Note")
        host.advance(by: 0.5)
        XCTAssertNotNil(host.item(text: "Note body"))
    }
}
