import XCTest
@testable import Motion

final class WindowGroupTests: XCTestCase {
    private struct Hello: View {
        var body: some View { Text("hello") }
    }

    private struct TwoWindows: App {
        var body: some Scene {
            WindowGroup("First") { Hello() }
                .defaultSize(width: 480, height: 320)
            WindowGroup { Text("second") }
        }
    }

    private struct Nested: Scene {
        var body: some Scene {
            WindowGroup(Text("From text"), content: { Hello() })
        }
    }

    func testAWindowGroupDescribesOneWindowWithItsTitle() {
        let windows = WindowGroup("Pulse") { Hello() }._windows
        XCTAssertEqual(windows.count, 1)
        XCTAssertEqual(windows[0].title, "Pulse")
        XCTAssertNil(windows[0].defaultSize, "the runtime's default unless defaultSize says otherwise")
        XCTAssertEqual(WindowGroup { Hello() }._windows[0].title, "", "untitled")
        XCTAssertEqual(WindowGroup("Titled", id: "main") { Hello() }._windows[0].title, "Titled")
        XCTAssertEqual(Nested()._windows.map(\.title), ["From text"], "a scene of the user's own is its body's windows")
    }

    func testDefaultSizeAndSeveralScenesInOrder() {
        let windows = TwoWindows().body._windows
        XCTAssertEqual(windows.map(\.title), ["First", ""])
        XCTAssertEqual(windows[0].defaultSize, CGSize(width: 480, height: 320))
        XCTAssertNil(windows[1].defaultSize, "defaultSize applies to the scene it modifies")
        XCTAssertEqual(WindowGroup { Hello() }.defaultSize(CGSize(width: 10, height: 20))._windows[0].defaultSize,
                       CGSize(width: 10, height: 20))
    }

    func testTheContentIsTheGroupsViews() {
        let content = WindowGroup("Pulse") { Hello() }._windows[0].makeContent()
        let host = ViewHost(content, size: CGSize(width: 100, height: 100))
        XCTAssertEqual(host.displayList.texts.map(\.text), ["hello"])
    }
}
