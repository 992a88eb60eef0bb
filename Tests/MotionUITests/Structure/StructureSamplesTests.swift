import XCTest
@testable import MotionUI

/// Everyday SwiftUI structure code (StructureSamples.swift) compiles unchanged and behaves.
final class StructureSamplesTests: XCTestCase {
    let size = CGSize(width: 390, height: 700)

    func testIssue10_fruitListPushesAndTogglesItsOwnEditMode() {
        let host = ViewHost(FruitListSample(), size: size)
        XCTAssertNotNil(host.item(text: "Fruit"))
        host.tap(text: "Edit")
        XCTAssertNotNil(host.item(text: "Done"))
        host.tap(text: "Grape")
        host.advance(by: 0.5)
        XCTAssertNotNil(host.item(text: "You picked Grape"))
        XCTAssertNotNil(host.item(text: "‹ Fruit"))
    }

    func testIssue10_composeSheetAtMediumWithInlineTitleAndActions() {
        let host = ViewHost(ComposeSample(), size: size)
        host.tap(text: "New message")
        host.advance(by: 0.5)
        // Medium: half of 700 − 10.
        XCTAssertEqual(host.items(shape: "Sheet").first?.bounds.minY ?? 0, 700 - 345, accuracy: 1e-9)
        XCTAssertNotNil(host.item(text: "Message"))
        XCTAssertNotNil(host.item(text: "TO"))
        XCTAssertEqual(host.item(text: "Cancel")?.bounds.minX ?? 0, 16, accuracy: 1e-9)
        host.tap(text: "Send")
        host.advance(by: 0.5)
        XCTAssertTrue(host.items(shape: "Sheet").isEmpty)
    }

    func testIssue10_peopleTabsPathAndToolbar() {
        let host = ViewHost(PeopleSample(), size: size)
        XCTAssertNotNil(host.item(text: "People"))
        host.tap(text: "Add")
        host.advance(by: 1)
        XCTAssertNotNil(host.item(text: "Linus"))
        host.tap(text: "Ada")
        host.advance(by: 0.5)
        XCTAssertNotNil(host.item(text: "Hello, Ada"))
        host.tap(text: "Settings")
        XCTAssertNil(host.item(text: "Hello, Ada"))
        XCTAssertNotNil(host.displayList.items.first { $0.text == "Settings" && $0.bounds.minY < 600 })
    }
}
