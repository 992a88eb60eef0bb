import XCTest
@testable import MotionUI

private struct Failure: Identifiable {
    let id: Int
}

private struct OldAlerts: View {
    @State var asking = true
    @State var failure: Failure?
    @State var deleted = false
    var body: some View {
        VStack {
            Text(deleted ? "deleted" : "kept")
            Button("Fail") { failure = Failure(id: 4) }
        }
        .alert(isPresented: $asking) {
            Alert(title: Text("Delete?"), message: Text("Really"),
                  primaryButton: .destructive(Text("Delete")) { deleted = true }, secondaryButton: .cancel())
        }
        .alert(item: $failure) { failure in Alert(title: Text("Error \(failure.id)")) }
    }
}

/// The older `Alert` in a 320 × 480 window: drawn like the newer alerts (two buttons side by side
/// in 135-wide cells from x 25), the cancel button first and bold, the destructive one red.
final class AlertTests: XCTestCase {
    func testIssue10_cancelGoesFirstAndDestructiveIsRed() {
        let host = ViewHost(OldAlerts(), size: CGSize(width: 320, height: 480))
        let cancel = host.item(text: "Cancel")
        let delete = host.item(text: "Delete")
        XCTAssertEqual(cancel?.bounds.midX ?? 0, 25 + 67.5, accuracy: 1e-9)
        XCTAssertEqual(delete?.bounds.midX ?? 0, 160 + 67.5, accuracy: 1e-9)
        XCTAssertEqual(cancel?.font, Font.body.bold())
        XCTAssertEqual(delete?.color, .red)
        XCTAssertNotNil(host.item(text: "Really"))
        host.tap(text: "Delete")
        host.advance(by: 0.5)
        XCTAssertNotNil(host.item(text: "deleted"))
        XCTAssertTrue(host.items(shape: "Alert").isEmpty)
    }

    func testIssue10_alertForAnItemHasAnOKButtonAndClearsTheItem() {
        let host = ViewHost(OldAlerts(), size: CGSize(width: 320, height: 480))
        host.tap(text: "Cancel")
        host.advance(by: 0.5)
        host.tap(text: "Fail")
        host.advance(by: 0.5)
        XCTAssertNotNil(host.item(text: "Error 4"))
        XCTAssertTrue(host.tap(text: "OK"))
        host.advance(by: 0.5)
        XCTAssertNil(host.item(text: "Error 4"))
        // The item is nil again: tapping Fail presents anew.
        host.tap(text: "Fail")
        host.advance(by: 0.5)
        XCTAssertNotNil(host.item(text: "Error 4"))
    }
}
