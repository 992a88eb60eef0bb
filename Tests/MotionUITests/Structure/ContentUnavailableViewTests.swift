import XCTest
@testable import MotionUI

final class ContentUnavailableViewTests: XCTestCase {
    private let size = CGSize(width: 600, height: 400)

    private func symbol<V: View>(_ host: ViewHost<V>, _ name: String) -> DisplayItem? {
        host.displayList.items.first { $0.kind == .fill(shape: "symbol(\(name))") }
    }

    private func texts<V: View>(_ host: ViewHost<V>) -> String {
        host.displayList.texts.compactMap(\.text).joined(separator: "|")
    }

    func testTheSymbolTitleAndDescriptionAreCentredInTheWholeSpace() {
        let host = ViewHost(ContentUnavailableView("No Mail", systemImage: "envelope", description: Text("Nothing yet.")),
                            size: size)
        // The symbol at 48 pt: cap height 0.7 × 48 = 33.6, one design unit 0.336 pt. Below it, 16
        // apart, the title (title2: 26.4 tall), then 8 and the description (subheadline: 18 tall).
        let box = SymbolCatalog.artwork(named: "envelope")!.box
        let symbolHeight = box.height * 0.336
        let total = symbolHeight + 16 + 26.4 + 8 + 18
        let top = (400 - total) / 2
        let title = host.frame(ofText: "No Mail")!, description = host.frame(ofText: "Nothing yet.")!
        XCTAssertEqual(title.minY, top + symbolHeight + 16, accuracy: 1e-9)
        XCTAssertEqual(description.minY, top + symbolHeight + 16 + 26.4 + 8, accuracy: 1e-9)
        XCTAssertEqual(title.midX, 300, accuracy: 1e-9)
        XCTAssertEqual(description.midX, 300, accuracy: 1e-9)
        XCTAssertEqual(symbol(host, "envelope")!.bounds.midX, 300, accuracy: 0.5)
        // Fonts and colours: the title bold title2 in the primary colour, the rest secondary.
        XCTAssertEqual(host.displayList.items.first { $0.text == "No Mail" }?.font, .title2.bold())
        XCTAssertEqual(host.displayList.items.first { $0.text == "Nothing yet." }?.font, .subheadline)
        XCTAssertEqual(host.displayList.items.first { $0.text == "Nothing yet." }?.color, .secondary)
        XCTAssertEqual(symbol(host, "envelope")?.color, .secondary)
    }

    func testEveryInitializerCompiles() {
        let title: Substring = "Gone"
        XCTAssertEqual(texts(ViewHost(ContentUnavailableView("Key", systemImage: "star"), size: size)), "Key")
        XCTAssertEqual(texts(ViewHost(ContentUnavailableView(title, systemImage: "star", description: Text("D")), size: size)),
                       "Gone|D")
        let custom = ContentUnavailableView { Label("Offline", systemImage: "wifi") }
        XCTAssertEqual(texts(ViewHost(custom, size: size)), "Offline")
        XCTAssertNotNil(symbol(ViewHost(custom, size: size), "wifi"))
    }

    func testTheActionsAreBelowAndWork() {
        final class Taps { var count = 0 }
        let taps = Taps()
        let view = ContentUnavailableView {
            Label("Offline", systemImage: "wifi")
        } description: {
            Text("Check your connection.")
        } actions: {
            Button("Retry") { taps.count += 1 }
        }
        let host = ViewHost(view, size: size)
        XCTAssertEqual(host.frame(ofText: "Retry")!.minY - host.frame(ofText: "Check your connection.")!.maxY, 16, accuracy: 1e-9)
        XCTAssertTrue(host.tap(text: "Retry"))
        XCTAssertEqual(taps.count, 1)
    }

    func testSearchSaysNoResultsWithTheQueryWhenGiven() {
        let plain = ViewHost(ContentUnavailableView.search, size: size)
        XCTAssertEqual(texts(plain), "No Results|Check the spelling or try a new search.")
        XCTAssertNotNil(symbol(plain, "magnifyingglass"))
        let query = ViewHost(ContentUnavailableView.search(text: "kiwi"), size: size)
        XCTAssertEqual(texts(query), "No Results for “kiwi”|Check the spelling or try a new search.")
    }

    func testSearchShowsTheQueryOfTheEnclosingSearchField() {
        struct Results: View {
            @State var query = "kiwi"
            var body: some View {
                NavigationStack {
                    Color.clear
                        .overlay { ContentUnavailableView.search }
                        .searchable(text: $query)
                        .onTapGesture { query = "" }
                }
            }
        }
        let host = ViewHost(Results(), size: size)
        XCTAssertNotNil(host.frame(ofText: "No Results for “kiwi”"))
        // An empty query: just "No Results".
        host.tap(at: CGPoint(x: 300, y: 300))
        XCTAssertNotNil(host.frame(ofText: "No Results"))
        XCTAssertNil(host.frame(ofText: "No Results for “kiwi”"))
        // A query given explicitly wins over the field's.
        let explicit = ViewHost(NavigationStack {
            Color.clear.overlay { ContentUnavailableView.search(text: "pear") }.searchable(text: .constant("kiwi"))
        }, size: size)
        XCTAssertNotNil(explicit.frame(ofText: "No Results for “pear”"))
    }
}
