import XCTest
@testable import MotionUI

final class NavigationPathTests: XCTestCase {
    func testIssue10_appendAndRemoveLast() {
        var path = NavigationPath()
        XCTAssertTrue(path.isEmpty)
        path.append(1)
        path.append("two")
        XCTAssertEqual(path.count, 2)
        path.removeLast()
        XCTAssertEqual(path, NavigationPath([1]))
        path.removeLast(5)
        XCTAssertTrue(path.isEmpty)
        path.removeLast(-1)
        XCTAssertEqual(path.count, 0)
    }

    func testIssue10_aBoundNavigationPathDrivesTheStack() {
        struct Demo: View {
            @State var path = NavigationPath()
            var body: some View {
                NavigationStack(path: $path) {
                    Button("Push") { path.append(3) }
                        .navigationDestination(for: Int.self) { Text("Page \($0)") }
                }
            }
        }
        let host = ViewHost(Demo(), size: CGSize(width: 320, height: 480))
        host.tap(text: "Push")
        host.advance(by: 0.5)
        XCTAssertNotNil(host.item(text: "Page 3"))
        host.tap(text: "‹ Back")
        host.advance(by: 0.5)
        XCTAssertNil(host.item(text: "Page 3"))
    }
}
