import XCTest
@testable import MotionUI

private struct DetentSheet: View {
    @State var shown = true
    var detents: Set<PresentationDetent>
    var locked = false
    var body: some View {
        Color.clear.sheet(isPresented: $shown) {
            Text("Half").presentationDetents(detents).presentationDragIndicator(.visible).interactiveDismissDisabled(locked)
        }
    }
}

/// Sheets resting at detents in a 320 × 480 window: the large card is 470 tall.
final class PresentationDetentTests: XCTestCase {
    let size = CGSize(width: 320, height: 480)

    func testIssue10_detentHeights() {
        XCTAssertEqual(PresentationDetent.large.height(large: 470), 470)
        XCTAssertEqual(PresentationDetent.medium.height(large: 470), 235)
        XCTAssertEqual(PresentationDetent.fraction(0.25).height(large: 400), 100)
        XCTAssertEqual(PresentationDetent.fraction(7).height(large: 400), 400)
        XCTAssertEqual(PresentationDetent.height(120).height(large: 400), 120)
        XCTAssertEqual(PresentationDetent.height(-5).height(large: 400), 0)
        XCTAssertEqual(PresentationDetent.height(.nan).height(large: 400), 400)
    }

    func testIssue10_sheetRestsAtItsSmallestDetentWithItsDragIndicator() {
        let host = ViewHost(DetentSheet(detents: [.medium, .large]), size: size)
        // Presented from the first frame (no animation): the medium card is 235 tall, at y 245;
        // the text is centred in it.
        assertRect(host.items(shape: "Sheet").first?.bounds, CGRect(x: 0, y: 245, width: 320, height: 245))
        assertRect(host.items(shape: "DragIndicator").first?.bounds, CGRect(x: 142, y: 250, width: 36, height: 5))
        assertRect(host.item(text: "Half")?.bounds, CGRect(x: 139.6, y: 245 + (235 - 20.4) / 2, width: 40.8, height: 20.4))
        let tall = ViewHost(DetentSheet(detents: [.height(100), .large]), size: size)
        XCTAssertEqual(tall.items(shape: "Sheet").first?.bounds.minY ?? 0, 380, accuracy: 1e-9)
    }

    func testIssue10_aTapAboveTheSheetDismissesItUnlessDisabled() {
        let host = ViewHost(DetentSheet(detents: [.medium]), size: size)
        host.tap(at: CGPoint(x: 160, y: 300))   // on the card: stays
        host.advance(by: 0.5)
        XCTAssertEqual(host.items(shape: "Sheet").count, 1)
        host.tap(at: CGPoint(x: 160, y: 100))   // on the dimming above it: dismisses
        host.advance(by: 0.5)
        XCTAssertTrue(host.items(shape: "Sheet").isEmpty)
        let locked = ViewHost(DetentSheet(detents: [.medium], locked: true), size: size)
        locked.tap(at: CGPoint(x: 160, y: 100))
        locked.advance(by: 0.5)
        XCTAssertEqual(locked.items(shape: "Sheet").count, 1)
    }
}
