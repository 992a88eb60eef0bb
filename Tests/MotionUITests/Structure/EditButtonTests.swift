import XCTest
@testable import MotionUI

private struct Reader: View {
    @Environment(\.editMode) private var editMode
    var body: some View {
        Text(editMode?.wrappedValue.isEditing == true ? "editing" : "browsing")
    }
}

final class EditButtonTests: XCTestCase {
    func testIssue10_editButtonTogglesThePagesEditMode() {
        let host = ViewHost(NavigationStack { Reader().toolbar { EditButton() } }, size: CGSize(width: 320, height: 480))
        XCTAssertNotNil(host.item(text: "browsing"))
        XCTAssertTrue(host.tap(text: "Edit"))
        XCTAssertNotNil(host.item(text: "editing"))
        XCTAssertEqual(host.item(text: "Done")?.font, Font.body.bold())
        host.tap(text: "Done")
        XCTAssertNotNil(host.item(text: "browsing"))
        XCTAssertNotNil(host.item(text: "Edit"))
    }

    func testIssue10_editButtonWithoutAnEditModeDoesNothing() {
        let host = ViewHost(VStack { EditButton(); Reader() }, size: CGSize(width: 320, height: 480))
        host.tap(text: "Edit")
        XCTAssertNotNil(host.item(text: "browsing"))
        XCTAssertNotNil(host.item(text: "Edit"))
    }

    func testIssue10_editModeIsEditing() {
        XCTAssertFalse(EditMode.inactive.isEditing)
        XCTAssertTrue(EditMode.transient.isEditing)
        XCTAssertTrue(EditMode.active.isEditing)
    }
}
