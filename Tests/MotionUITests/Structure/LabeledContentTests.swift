import XCTest
@testable import MotionUI

final class LabeledContentTests: XCTestCase {
    private let size = CGSize(width: 300, height: 100)

    func testEveryInitializerCompilesAndShowsLabelAndValue() {
        let title: Substring = "Sub", value: Substring = "Val"
        let rows: [(AnyView, String, String)] = [
            (AnyView(LabeledContent("Key", value: "Val")), "Key", "Val"),
            (AnyView(LabeledContent("Key", value: value)), "Key", "Val"),
            (AnyView(LabeledContent(title, value: value)), "Sub", "Val"),
            (AnyView(LabeledContent("Key") { Text("Val") }), "Key", "Val"),
            (AnyView(LabeledContent(title) { Text("Val") }), "Sub", "Val"),
            (AnyView(LabeledContent { Text("Val") } label: { Text("View") }), "View", "Val"),
            (AnyView(LabeledContent("Share", value: 0.25, format: .percent)), "Share", "25%"),
            (AnyView(LabeledContent(title, value: 1234, format: .number.grouping(.never))), "Sub", "1234"),
        ]
        for (row, label, shown) in rows {
            let host = ViewHost(row, size: size)
            XCTAssertNotNil(host.frame(ofText: label), label)
            XCTAssertNotNil(host.frame(ofText: shown), label)
        }
    }

    func testTheLabelLeadsAndTheValueTrailsInTheSecondaryColour() {
        // 200 wide, centred in 300: "Name" at x 50; "Ada" (30.6 wide) ends at 250.
        let host = ViewHost(LabeledContent("Name", value: "Ada").frame(width: 200), size: size)
        XCTAssertEqual(host.frame(ofText: "Name")!.minX, 50, accuracy: 1e-9)
        XCTAssertEqual(host.frame(ofText: "Ada")!.minX, 219.4, accuracy: 1e-9)
        XCTAssertEqual(host.frame(ofText: "Ada")!.minY, host.frame(ofText: "Name")!.minY, accuracy: 1e-9)
        XCTAssertEqual(host.displayList.items.first { $0.text == "Ada" }?.color, .secondary)
        XCTAssertNotEqual(host.displayList.items.first { $0.text == "Name" }?.color, .secondary)
    }

    func testInAFormRowTheValueSitsAtTheRowsTrailingEdge() {
        let host = ViewHost(Form { LabeledContent("Version", value: "2.1") }, size: CGSize(width: 320, height: 200))
        let label = host.frame(ofText: "Version")!, value = host.frame(ofText: "2.1")!
        XCTAssertEqual(label.minY, value.minY, accuracy: 1e-9)
        XCTAssertGreaterThan(value.minX, 320 / 2)
        XCTAssertLessThan(label.maxX, 320 / 2)
    }
}
