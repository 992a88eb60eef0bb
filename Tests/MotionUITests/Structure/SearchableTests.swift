import XCTest
@testable import MotionUI

private struct Names: View {
    @State var query = ""
    let names = ["Ada", "Grace", "Linus"]
    var body: some View {
        NavigationStack {
            List(names.filter { query.isEmpty || $0.contains(query) }, id: \.self) { Text($0) }
                .navigationTitle("Names")
                .searchable(text: $query)
        }
    }
}

/// `.searchable` in a 320 × 480 window: the bar is 44 + 52 (large title) + 52 (search) = 148 tall;
/// the field is (16, 104, 288, 36) with its text 8 in.
final class SearchableTests: XCTestCase {
    func testIssue10_searchFieldSitsUnderTheTitleAndFilters() {
        let host = ViewHost(Names(), size: CGSize(width: 320, height: 480))
        assertRect(host.displayList.items.first { $0.color == SearchField.fill }?.bounds, CGRect(x: 16, y: 104, width: 288, height: 36))
        assertRect(host.item(text: "Search")?.bounds, CGRect(x: 24, y: 111.8, width: 61.2, height: 20.4))
        // The list starts under the bar: its first card 35 lower.
        XCTAssertEqual(host.items(shape: "ListCard").first?.bounds.minY ?? 0, 183, accuracy: 1e-9)
        host.tap(text: "Search")
        host.type("Gr")
        XCTAssertNotNil(host.item(text: "Grace"))
        XCTAssertNil(host.item(text: "Ada"))
        XCTAssertNotNil(host.item(text: "Gr"))
    }
}
