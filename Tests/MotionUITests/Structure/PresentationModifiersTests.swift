import XCTest
@testable import MotionUI

private struct Note: Identifiable {
    let id: Int
    var title: String
}

private struct SheetInside: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View { Button("Done") { dismiss() } }
}

private final class Log {
    var entries: [String] = []
}

private struct Presenter: View {
    let log: Log
    @State var sheet = false
    @State var cover = false
    @State var alert = false
    @State var note: Note?
    @State var taps = 0

    var body: some View {
        VStack {
            Button("Slow") { withAnimation(.linear(duration: 1)) { sheet = true } }
            Button("Sheet") { sheet = true }
            Button("Cover") { cover = true }
            Button("Ask") { alert = true }
            Button("Note") { note = Note(id: 1, title: "First") }
            Button("Tap me") { taps += 1 }
            Text("taps \(taps)")
        }
        .sheet(isPresented: $sheet, onDismiss: { log.entries.append("dismissed") }) {
            VStack { Text("In sheet"); SheetInside() }
        }
        .fullScreenCover(isPresented: $cover) { Button("Close cover") { cover = false } }
        .alert("Title", isPresented: $alert) {
            Button("Yes") { log.entries.append("yes") }
            Button("No") {}
        } message: {
            Text("Msg")
        }
        .sheet(item: $note) { note in
            Button(note.title) { self.note = Note(id: 2, title: "Second") }
        }
    }
}

/// Presentations in a 320 × 480 window: a sheet's card spans y 10…480 (470 tall) and moves down
/// by (1 − p) × 470; the default presentation animation is `easeInOut(duration: 0.35)`, at ½ after
/// 0.175 s.
final class PresentationModifiersTests: XCTestCase {
    let size = CGSize(width: 320, height: 480)

    func testIssue10_sheetSlidesUpOverTheDimmedWindowWithTheTransaction() {
        let host = ViewHost(Presenter(log: Log()), size: size)
        host.tap(text: "Slow")
        host.advance(by: 0.25)
        // Linear over 1 s: p = ¼, the card 0.75 × 470 = 352.5 down; the dimming at 0.4 × ¼.
        assertRect(host.items(shape: "Sheet").first?.bounds, CGRect(x: 0, y: 362.5, width: 320, height: 480))
        XCTAssertEqual(host.items(shape: "Dimming").first?.color?.opacity ?? 0, 0.1, accuracy: 1e-9)
        // The content (the text over the Done button: 20.4 + 8 + 20.4 = 48.8 tall) is centred in
        // the card: its top at 10 + (470 − 48.8) / 2 = 220.6, plus the card's offset.
        assertRect(host.item(text: "In sheet")?.bounds, CGRect(x: 119.2, y: 220.6 + 352.5, width: 81.6, height: 20.4))
        host.advance(by: 0.75)
        assertRect(host.items(shape: "Sheet").first?.bounds, CGRect(x: 0, y: 10, width: 320, height: 480))
        assertRect(host.item(text: "In sheet")?.bounds, CGRect(x: 119.2, y: 220.6, width: 81.6, height: 20.4))
    }

    func testIssue10_sheetWithoutAnimationUsesThePlatformDefault() {
        let host = ViewHost(Presenter(log: Log()), size: size)
        host.tap(text: "Sheet")
        host.advance(by: 0.175)
        assertRect(host.items(shape: "Sheet").first?.bounds, CGRect(x: 0, y: 10 + 235, width: 320, height: 480), accuracy: 1e-3)
        host.advance(by: 0.175)
        assertRect(host.items(shape: "Sheet").first?.bounds, CGRect(x: 0, y: 10, width: 320, height: 480))
    }

    func testIssue10_dismissInsideTheSheetSlidesItDownThenRunsOnDismiss() {
        let log = Log()
        let host = ViewHost(Presenter(log: log), size: size)
        host.tap(text: "Sheet")
        host.advance(by: 0.5)
        XCTAssertTrue(host.tap(text: "Done"))
        host.advance(by: 0.175)
        assertRect(host.items(shape: "Sheet").first?.bounds, CGRect(x: 0, y: 245, width: 320, height: 480), accuracy: 1e-3)
        XCTAssertEqual(log.entries, [])   // still leaving
        host.advance(by: 0.2)
        XCTAssertEqual(log.entries, ["dismissed"])
        XCTAssertTrue(host.items(shape: "Sheet").isEmpty)
        XCTAssertTrue(host.items(shape: "Dimming").isEmpty)
    }

    func testIssue10_theDimmingTakesTapsAwayFromTheViewsBelow() {
        let host = ViewHost(Presenter(log: Log()), size: size)
        let button = host.item(text: "Tap me")!.bounds
        host.tap(text: "Sheet")
        host.advance(by: 0.5)
        host.tap(at: CGPoint(x: button.midX, y: button.midY))
        host.tap(text: "Done")
        host.advance(by: 0.5)
        XCTAssertNotNil(host.item(text: "taps 0"))
        host.tap(text: "Tap me")
        XCTAssertNotNil(host.item(text: "taps 1"))
    }

    func testIssue10_sheetForAnItemIsReplacedWhenTheItemChanges() {
        let host = ViewHost(Presenter(log: Log()), size: size)
        host.tap(text: "Note")
        host.advance(by: 0.5)
        XCTAssertNotNil(host.item(text: "First"))
        host.tap(text: "First")
        host.advance(by: 0.1)
        XCTAssertNotNil(host.item(text: "First"))    // leaving
        XCTAssertNotNil(host.item(text: "Second"))   // entering
        host.advance(by: 0.5)
        XCTAssertNil(host.item(text: "First"))
        XCTAssertEqual(host.items(shape: "Sheet").count, 1)
    }

    func testIssue10_fullScreenCoverCoversTheWindowWithoutDimming() {
        let host = ViewHost(Presenter(log: Log()), size: size)
        host.tap(text: "Cover")
        host.advance(by: 0.175)
        assertRect(host.items(shape: "Sheet").first?.bounds, CGRect(x: 0, y: 240, width: 320, height: 480), accuracy: 1e-3)
        XCTAssertTrue(host.items(shape: "Dimming").isEmpty)
        host.advance(by: 0.2)
        host.tap(text: "Close cover")
        host.advance(by: 0.5)
        XCTAssertTrue(host.items(shape: "Sheet").isEmpty)
    }

    func testIssue10_alertLayout() {
        let host = ViewHost(Presenter(log: Log()), size: size)
        host.tap(text: "Ask")
        host.advance(by: 0.5)
        // 270 wide; 20 + title 20.4 + 2 + message 15.6 + 20 + buttons 44 = 122 tall; centred.
        assertRect(host.items(shape: "Alert").first?.bounds, CGRect(x: 25, y: 179, width: 270, height: 122))
        assertRect(host.item(text: "Title")?.bounds, CGRect(x: 134.5, y: 199, width: 51, height: 20.4))
        assertRect(host.item(text: "Msg")?.bounds, CGRect(x: 148.3, y: 221.4, width: 23.4, height: 15.6))
        // Two buttons side by side in 135 × 44 cells from y 257, with a line above and one between.
        assertRect(host.item(text: "Yes")?.bounds, CGRect(x: 25 + (135 - 30.6) / 2, y: 268.8, width: 30.6, height: 20.4))
        assertRect(host.item(text: "No")?.bounds, CGRect(x: 160 + (135 - 20.4) / 2, y: 268.8, width: 20.4, height: 20.4))
        let lines = host.items(shape: "AlertSeparator").map(\.bounds)
        XCTAssertEqual(lines.count, 2)
        assertRect(lines.first, CGRect(x: 25, y: 257, width: 270, height: 0.5))
        assertRect(lines.last, CGRect(x: 160, y: 257, width: 0.5, height: 44))
        XCTAssertEqual(host.items(shape: "Dimming").first?.color?.opacity ?? 0, 0.2, accuracy: 1e-9)
    }

    func testIssue10_alertFadesInWhileShrinkingToSize() {
        let host = ViewHost(Presenter(log: Log()), size: size)
        host.tap(text: "Ask")
        host.advance(by: 0.175)
        // p = ½: opacity ½, scale 1.05 about the card's centre (160, 240).
        let card = host.items(shape: "Alert").first
        XCTAssertEqual(card?.opacity ?? 0, 0.5, accuracy: 1e-3)
        assertRect(card?.bounds, CGRect(x: 160 - 135 * 1.05, y: 240 - 61 * 1.05, width: 270 * 1.05, height: 122 * 1.05), accuracy: 1e-2)
    }

    func testIssue10_alertButtonRunsItsActionAndDismisses() {
        let log = Log()
        let host = ViewHost(Presenter(log: log), size: size)
        host.tap(text: "Ask")
        host.advance(by: 0.5)
        XCTAssertTrue(host.tap(text: "Yes"))
        XCTAssertEqual(log.entries, ["yes"])
        host.advance(by: 0.5)
        XCTAssertNil(host.item(text: "Yes"))
        XCTAssertTrue(host.items(shape: "Alert").isEmpty)
    }

    func testIssue10_alertWithoutActionsHasAnOKButtonAndStacksThreeButtons() {
        struct Alerts: View {
            @State var plain = true
            @State var many = true
            var body: some View {
                VStack {
                    Text("A").alert("Plain", isPresented: $plain) {}
                    Text("B").alert(Text("Many"), isPresented: $many) {
                        Button("One") {}
                        Button("Two") {}
                        Button("Three") {}
                    }
                }
            }
        }
        let host = ViewHost(Alerts(), size: size)
        host.advance(by: 0.5)
        let cards = host.items(shape: "Alert").map(\.bounds)
        XCTAssertEqual(cards.count, 2)
        // Plain: 20 + 20.4 + 20 + 44; many: 20 + 20.4 + 20 + 3 × 44.
        assertRect(cards.first, CGRect(x: 25, y: (480 - 104.4) / 2, width: 270, height: 104.4))
        assertRect(cards.last, CGRect(x: 25, y: (480 - 192.4) / 2, width: 270, height: 192.4))
        XCTAssertNotNil(host.item(text: "OK"))
        XCTAssertEqual(host.item(text: "Three")?.bounds.midY ?? 0, 143.8 + 60.4 + 88 + 22, accuracy: 1e-9)
        // The last alert presented is on top; OK dismisses the first.
        host.tap(text: "Three")
        host.advance(by: 0.5)
        XCTAssertTrue(host.tap(text: "OK"))
        host.advance(by: 0.5)
        XCTAssertTrue(host.items(shape: "Alert").isEmpty)
    }
}
