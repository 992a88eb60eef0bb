import XCTest
@testable import MotionUI

private struct Counter: View {
    @State var count = 0
    var body: some View { Button("count \(count)") { count += 1 } }
}

private struct Tabs: View {
    @State var tab = 1
    var body: some View {
        TabView(selection: $tab) {
            Counter().tabItem { Text("One") }.tag(1)
            Text("Second page \(tab)").tabItem { Text("Two") }.tag(2)
        }
    }
}

/// Tab views in a 320 × 480 window: the bar is 431…480 (49 tall); two items share it in 160-wide
/// slots; a 10 pt item text is 6 per character and 12 tall, centred in its slot (y 449.5).
final class TabViewTests: XCTestCase {
    let size = CGSize(width: 320, height: 480)

    func testIssue10_tabBarLayoutAndItemColours() {
        let host = ViewHost(Tabs(), size: size)
        assertRect(host.items(shape: "TabBar").first?.bounds, CGRect(x: 0, y: 431, width: 320, height: 49))
        assertRect(host.items(shape: "BarSeparator").first?.bounds, CGRect(x: 0, y: 431, width: 320, height: 0.5))
        assertRect(host.item(text: "One")?.bounds, CGRect(x: 71, y: 449.5, width: 18, height: 12))
        assertRect(host.item(text: "Two")?.bounds, CGRect(x: 231, y: 449.5, width: 18, height: 12))
        XCTAssertEqual(host.item(text: "One")?.color, .accentColor)
        XCTAssertEqual(host.item(text: "Two")?.color, StructureColors.unselectedTab)
        // The selected tab is centred above the bar: (431 − 20.4) / 2.
        assertRect(host.item(text: "count 0")?.bounds, CGRect(x: (320 - 71.4) / 2, y: 205.3, width: 71.4, height: 20.4))
    }

    func testIssue10_tappingAnItemWritesItsTagAndKeepsTheOtherTabsState() {
        let host = ViewHost(Tabs(), size: size)
        host.tap(text: "count 0")
        XCTAssertNotNil(host.item(text: "count 1"))
        XCTAssertTrue(host.tap(text: "Two"))
        XCTAssertNotNil(host.item(text: "Second page 2"))
        XCTAssertNil(host.item(text: "count 1"))
        XCTAssertEqual(host.item(text: "Two")?.color, .accentColor)
        host.tap(text: "One")
        XCTAssertNotNil(host.item(text: "count 1"))
    }

    func testIssue10_withoutSelectionTabsAreChosenByPosition() {
        let host = ViewHost(TabView {
            Text("A").tabItem { Text("One") }
            Text("B").tabItem { Text("Two") }
            Text("C").tabItem { Text("Three") }
        }, size: size)
        XCTAssertNotNil(host.item(text: "A"))
        // Three slots of 106.67: "Three" (30 wide) centred in the last.
        assertRect(host.item(text: "Three")?.bounds, CGRect(x: 640.0 / 3 + (320.0 / 3 - 30) / 2, y: 449.5, width: 30, height: 12),
                   accuracy: 1e-9)
        host.tap(text: "Three")
        XCTAssertNotNil(host.item(text: "C"))
        XCTAssertNil(host.item(text: "A"))
    }

    func testIssue10_aSelectionMatchingNoTagShowsTheFirstTab() {
        let host = ViewHost(TabView(selection: .constant("none")) {
            Text("A").tag("a")
            Text("B").tag("b")
        }, size: size)
        XCTAssertNotNil(host.item(text: "A"))
        XCTAssertNil(host.item(text: "B"))
    }

    func testIssue10_pageStyleHasNoBar() {
        let host = ViewHost(TabView { Text("A"); Text("B") }.tabViewStyle(.page), size: size)
        XCTAssertTrue(host.items(shape: "TabBar").isEmpty)
        assertRect(host.item(text: "A")?.bounds, CGRect(x: 154.9, y: 229.8, width: 10.2, height: 20.4))
    }

    func testIssue10_badgesSitAtTheItemsTrailingEdge() {
        let host = ViewHost(TabView {
            Text("A").tabItem { Text("Inbox") }.badge(3)
            Text("B").tabItem { Text("Two") }.badge(0)
            Text("C").tabItem { Text("Three") }.badge("new")
        }, size: size)
        let badges = host.items(shape: "Badge").map(\.bounds)
        XCTAssertEqual(badges.count, 2)   // 0 shows none
        // "Inbox" (30 wide) is centred in the first 106.67 slot: its trailing edge at 68.33; the
        // capsule starts 6 left of it, 2 below the bar's top; "3" (7.8 wide) needs only 18.
        assertRect(badges.first, CGRect(x: 320.0 / 6 + 15 - 6, y: 433, width: 18, height: 18), accuracy: 1e-9)
        XCTAssertEqual(host.item(text: "3")?.color, .white)
        // "new": 3 × 7.8 + 10 = 33.4 wide.
        XCTAssertEqual(badges.last?.width ?? 0, 33.4, accuracy: 1e-9)
    }
}
