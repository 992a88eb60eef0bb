import XCTest
@testable import MotionUI

final class GroupBoxTests: XCTestCase {
    private let size = CGSize(width: 300, height: 200)

    private func box<V: View>(_ host: ViewHost<V>) -> DisplayItem? {
        host.displayList.items.first { $0.kind == .fill(shape: "RoundedRectangle") }
    }

    func testEveryInitializerCompilesAndShowsItsContent() {
        let title: Substring = "Sub"
        let boxes: [(AnyView, String?)] = [
            (AnyView(GroupBox { Text("Body") }), nil),
            (AnyView(GroupBox("Key") { Text("Body") }), "Key"),
            (AnyView(GroupBox(title) { Text("Body") }), "Sub"),
            (AnyView(GroupBox { Text("Body") } label: { Text("View") }), "View"),
            (AnyView(GroupBox(label: Text("Old")) { Text("Body") }), "Old"),
        ]
        for (view, label) in boxes {
            let host = ViewHost(view, size: size)
            XCTAssertNotNil(host.frame(ofText: "Body"))
            XCTAssertNotNil(box(host))
            if let label { XCTAssertEqual(host.displayList.items.first { $0.text == label }?.font, .headline) }
        }
    }

    func testTheBoxPadsTheLabelAndContentBy16() {
        // "Title" (headline, 5 × 10.2 = 51 wide) above "Body" (40.8), 8 apart: 51 × 48.8; padded by
        // 16: 83 × 80.8, centred in 300 × 200 at (108.5, 59.6).
        let host = ViewHost(GroupBox("Title") { Text("Body") }, size: size)
        XCTAssertEqual(box(host)!.bounds.minX, 108.5, accuracy: 1e-9)
        XCTAssertEqual(box(host)!.bounds.minY, 59.6, accuracy: 1e-9)
        XCTAssertEqual(box(host)!.bounds.width, 83, accuracy: 1e-9)
        XCTAssertEqual(box(host)!.bounds.height, 80.8, accuracy: 1e-9)
        assertPoint(host.frame(ofText: "Title")?.origin, CGPoint(x: 124.5, y: 75.6))
        assertPoint(host.frame(ofText: "Body")?.origin, CGPoint(x: 124.5, y: 104))
        // Without a label the content alone is padded: 40.8 + 32 by 20.4 + 32.
        let bare = ViewHost(GroupBox { Text("Body") }, size: size)
        XCTAssertEqual(box(bare)!.bounds.size.width, 72.8, accuracy: 1e-9)
        XCTAssertEqual(box(bare)!.bounds.size.height, 52.4, accuracy: 1e-9)
    }

    func testTheBoxIsTheSecondarySystemBackgroundInEachAppearance() {
        let light = ViewHost(GroupBox("Title") { Text("Body") }, size: size)
        XCTAssertEqual(box(light)?.color?.rgba8.0, 242)
        XCTAssertEqual(box(light)?.color?.rgba8.2, 247)
        let dark = ViewHost(GroupBox("Title") { Text("Body") }.environment(\.colorScheme, .dark), size: size)
        let rgba = dark.displayList.items.first { $0.kind == .fill(shape: "RoundedRectangle") }?.color?.rgba8
        XCTAssertEqual(rgba.map { [$0.0, $0.1, $0.2, $0.3] }, [28, 28, 30, 255])
        // The text follows the appearance too: the title is white in the dark.
        XCTAssertEqual(dark.displayList.items.first { $0.text == "Title" }?.color?.rgba8.0, 255)
    }
}
