import XCTest
@testable import MotionUI

private final class Box { var log: [String] = [] }

private struct Photo: View {
    let box: Box
    @State var confirming = false
    var body: some View {
        Button("Remove") { confirming = true }
            .confirmationDialog("Delete photo?", isPresented: $confirming, titleVisibility: .visible) {
                Button("Delete") { box.log.append("delete") }
                Button("Duplicate") { box.log.append("duplicate") }
            }
    }
}

/// A confirmation dialog in a 320 × 480 window: cards 8 in (304 wide); the Cancel card 57 tall,
/// 8 above the bottom (y 415); the actions' card 8 above it: a 13 pt semibold title (15.6 tall)
/// with 14 around it, then two 57 pt rows: 43.6 + 114 = 157.6 tall, from y 249.4.
final class ConfirmationDialogTests: XCTestCase {
    let size = CGSize(width: 320, height: 480)

    func testIssue10_dialogLayout() {
        let host = ViewHost(Photo(box: Box()), size: size)
        host.tap(text: "Remove")
        host.advance(by: 0.5)
        assertRect(host.items(shape: "DialogCancel").first?.bounds, CGRect(x: 8, y: 415, width: 304, height: 57))
        assertRect(host.items(shape: "Dialog").first?.bounds, CGRect(x: 8, y: 249.4, width: 304, height: 157.6))
        assertRect(host.item(text: "Delete photo?")?.bounds, CGRect(x: 160 - 50.7, y: 263.4, width: 101.4, height: 15.6))
        // 20 pt rows: "Delete" is 6 × 12 = 72 wide, 24 tall, centred in its 57 row.
        assertRect(host.item(text: "Delete")?.bounds, CGRect(x: 124, y: 309.5, width: 72, height: 24))
        assertRect(host.item(text: "Cancel")?.bounds, CGRect(x: 124, y: 431.5, width: 72, height: 24))
        XCTAssertEqual(host.items(shape: "AlertSeparator").map(\.bounds.minY), [293, 350])
    }

    func testIssue10_dialogSlidesUpAndButtonsDismiss() {
        let box = Box()
        let host = ViewHost(Photo(box: box), size: size)
        host.tap(text: "Remove")
        host.advance(by: 0.175)
        // Half way: both cards ½ × (480 − 249.4) = 115.3 below their places.
        XCTAssertEqual(host.items(shape: "DialogCancel").first?.bounds.minY ?? 0, 415 + 115.3, accuracy: 1e-3)
        host.advance(by: 0.2)
        host.tap(text: "Duplicate")
        XCTAssertEqual(box.log, ["duplicate"])
        host.advance(by: 0.5)
        XCTAssertTrue(host.items(shape: "Dialog").isEmpty)
        host.tap(text: "Remove")
        host.advance(by: 0.5)
        host.tap(text: "Cancel")
        host.advance(by: 0.5)
        XCTAssertTrue(host.items(shape: "Dialog").isEmpty)
        XCTAssertEqual(box.log, ["duplicate"])
    }

    func testIssue10_automaticTitleVisibilityHidesTheTitle() {
        struct Quiet: View {
            @State var shown = true
            var body: some View { Color.clear.confirmationDialog("Hidden title", isPresented: $shown) { Button("Go") {} } }
        }
        let host = ViewHost(Quiet(), size: size)
        XCTAssertNil(host.item(text: "Hidden title"))
        // Without a header the card is the one 57 row, and it has no separator.
        assertRect(host.items(shape: "Dialog").first?.bounds, CGRect(x: 8, y: 415 - 8 - 57, width: 304, height: 57))
        XCTAssertTrue(host.items(shape: "AlertSeparator").isEmpty)
    }

    func testIssue10_aTapOutsideTheDialogDismissesIt() {
        let box = Box()
        let host = ViewHost(Photo(box: box), size: size)
        host.tap(text: "Remove")
        host.advance(by: 0.5)
        host.tap(at: CGPoint(x: 160, y: 100))
        host.advance(by: 0.5)
        XCTAssertTrue(host.items(shape: "Dialog").isEmpty)
        XCTAssertEqual(box.log, [])
    }
}
