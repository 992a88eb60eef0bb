import XCTest
@testable import MotionUI

final class RedactionReasonsTests: XCTestCase {
    private let size = CGSize(width: 320, height: 240)

    private func placeholders<V: View>(_ host: ViewHost<V>) -> [DisplayItem] {
        host.displayList.items.filter { $0.kind == .fill(shape: "RedactionPlaceholder") }
    }

    private struct Card: View {
        var body: some View {
            VStack {
                Image(systemName: "star.fill")
                Text("Title")
                Text("Account 1234").privacySensitive()
            }
        }
    }

    func testAPlaceholderKeepsEachTextsAndImagesFrame() {
        let plain = ViewHost(Card(), size: size)
        let host = ViewHost(Card().redacted(reason: .placeholder), size: size)
        XCTAssertTrue(host.displayList.texts.isEmpty, "no text is drawn")
        let frames = [plain.items(shape: "symbol(star.fill)").first?.bounds, plain.item(text: "Title")?.bounds,
                      plain.item(text: "Account 1234")?.bounds].compactMap { $0 }
        XCTAssertEqual(frames.count, 3)
        let bars = placeholders(host)
        XCTAssertEqual(bars.count, 3)
        // The symbol's placeholder fills the image's frame (where a screen reader finds the image).
        let imageFrame = plain.accessibilityElement(label: "star.fill")?.frame
        XCTAssertEqual(bars[0].bounds, imageFrame)
        XCTAssertTrue(imageFrame?.intersects(frames[0]) ?? false, "the symbol is drawn there")
        for (bar, frame) in zip(bars.dropFirst(), frames.dropFirst()) {
            XCTAssertEqual(bar.bounds.minX, frame.minX, accuracy: 1e-9)
            XCTAssertEqual(bar.bounds.width, frame.width, accuracy: 1e-9)
            XCTAssertEqual(bar.bounds.minY, frame.minY, accuracy: 1e-9)
            XCTAssertEqual(bar.bounds.height, frame.height, accuracy: 1e-9)
            XCTAssertEqual(bar.color?.opacity ?? 0, 0.16, accuracy: 1e-9, "the text's colour at 16 %")
        }
    }

    func testPrivacyRedactsOnlyPrivacySensitiveViewsAndUnredactedShowsData() {
        let host = ViewHost(Card().redacted(reason: .privacy), size: size)
        XCTAssertNotNil(host.item(text: "Title"))
        XCTAssertNil(host.item(text: "Account 1234"))
        XCTAssertEqual(placeholders(host).count, 1)
        let shown = ViewHost(VStack { Text("Loading…").unredacted(); Text("Data") }.redacted(reason: .placeholder), size: size)
        XCTAssertNotNil(shown.item(text: "Loading…"))
        XCTAssertNil(shown.item(text: "Data"))
    }

    private struct Reasons: View {
        @Environment(\.redactionReasons) private var reasons
        var body: some View { Text("reasons \(reasons.rawValue)").unredacted() }
    }

    func testRedactionIsAdditive() {
        let host = ViewHost(Reasons().redacted(reason: .placeholder).redacted(reason: .privacy), size: size)
        XCTAssertNotNil(host.item(text: "reasons 3"), "placeholder (1) and privacy (2)")
        XCTAssertNotNil(ViewHost(Reasons(), size: size).item(text: "reasons 0"))
    }

    private struct Loading: View {
        @State var isLoading = true
        var body: some View {
            VStack {
                Text("Article").redacted(reason: isLoading ? .placeholder : [])
                Button("Loaded") { isLoading = false }.unredacted()
            }
        }
    }

    func testALoadedViewShowsItsDataAgain() {
        let host = ViewHost(Loading(), size: size)
        XCTAssertNil(host.item(text: "Article"))
        XCTAssertTrue(host.tap(text: "Loaded"))
        XCTAssertNotNil(host.item(text: "Article"))
        XCTAssertTrue(placeholders(host).isEmpty)
    }
}
