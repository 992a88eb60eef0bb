import XCTest
@testable import MotionUI

private struct Tools: View {
    @State var added = 0
    var body: some View {
        NavigationStack {
            Text("Body \(added)")
                .navigationTitle("T")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) { Button("Add") { added += 1 } }
                    ToolbarItem(placement: .navigationBarLeading) { Button("Edit") {} }
                    ToolbarItem(placement: .principal) { Text("Mid") }
                    ToolbarItemGroup(placement: .bottomBar) {
                        Button("L") {}
                        Spacer()
                        Button("R") {}
                    }
                }
        }
    }
}

/// Toolbars in a 320 × 480 window: items 16 from the bar's ends, centred on its midline (a 17 pt
/// line is 20.4 tall: y 11.8), the bottom bar 44 tall at the window's bottom.
final class ToolbarTests: XCTestCase {
    let size = CGSize(width: 320, height: 480)

    func testIssue10_itemsGoWhereTheirPlacementsSay() {
        let host = ViewHost(Tools(), size: size)
        assertRect(host.item(text: "Add")?.bounds, CGRect(x: 320 - 16 - 30.6, y: 11.8, width: 30.6, height: 20.4))
        assertRect(host.item(text: "Edit")?.bounds, CGRect(x: 16, y: 11.8, width: 40.8, height: 20.4))
        assertRect(host.item(text: "Mid")?.bounds, CGRect(x: (320 - 30.6) / 2, y: 11.8, width: 30.6, height: 20.4))
        // The bottom bar: 436…480, its row 16 in, the spacer pushing R to the trailing end.
        assertRect(host.items(shape: "BottomBar").first?.bounds, CGRect(x: 0, y: 436, width: 320, height: 44))
        assertRect(host.item(text: "L")?.bounds, CGRect(x: 16, y: 447.8, width: 10.2, height: 20.4))
        assertRect(host.item(text: "R")?.bounds, CGRect(x: 293.8, y: 447.8, width: 10.2, height: 20.4))
        // The content sits between the bars: 96…436, 340 tall.
        assertRect(host.item(text: "Body 0")?.bounds, CGRect(x: (320 - 61.2) / 2, y: 96 + 159.8, width: 61.2, height: 20.4))
    }

    func testIssue10_toolbarButtonsRunTheirActions() {
        let host = ViewHost(Tools(), size: size)
        XCTAssertTrue(host.tap(text: "Add"))
        XCTAssertNotNil(host.item(text: "Body 1"))
    }

    func testIssue10_toolbarWithoutAStackGetsABarOfItsOwn() {
        let host = ViewHost(Text("Body").toolbar { Button("Add") {} }, size: size)
        assertRect(host.item(text: "Add")?.bounds, CGRect(x: 273.4, y: 11.8, width: 30.6, height: 20.4))
        // The view is laid out below the 44 bar: centred in 44…480.
        assertRect(host.item(text: "Body")?.bounds, CGRect(x: 139.6, y: 251.8, width: 40.8, height: 20.4))
        XCTAssertTrue(host.items(shape: "NavigationPage").isEmpty)
    }

    func testIssue10_placementsMapToFourPlaces() {
        XCTAssertEqual(ToolbarItemPlacement.automatic.slot, .trailing)
        XCTAssertEqual(ToolbarItemPlacement.confirmationAction.slot, .trailing)
        XCTAssertEqual(ToolbarItemPlacement.cancellationAction.slot, .leading)
        XCTAssertEqual(ToolbarItemPlacement.topBarLeading.slot, .leading)
        XCTAssertEqual(ToolbarItemPlacement.principal.slot, .principal)
        XCTAssertEqual(ToolbarItemPlacement.status.slot, .bottom)
        XCTAssertEqual(ToolbarItemPlacement.keyboard.slot, .hidden)
    }
}

/// Hidden bars and bar backgrounds (`.toolbar(_:for:)`, `.navigationBarHidden`, `.toolbarBackground`).
final class ToolbarAppearanceTests: XCTestCase {
    let size = CGSize(width: 320, height: 480)

    func testIssue10_hiddenNavigationBarTakesNoSpace() {
        let host = ViewHost(NavigationStack {
            Text("Body").navigationTitle("Home").toolbar { Button("Add") {} }.toolbar(.hidden, for: .navigationBar)
        }, size: size)
        XCTAssertNil(host.item(text: "Home"))
        XCTAssertNil(host.item(text: "Add"))
        assertRect(host.item(text: "Body")?.bounds, CGRect(x: 139.6, y: 229.8, width: 40.8, height: 20.4))
        let old = ViewHost(NavigationView { Text("Body").navigationBarTitle("Home").navigationBarHidden(true) }, size: size)
        XCTAssertNil(old.item(text: "Home"))
    }

    func testIssue10_barBackgroundFillsTheTopBar() {
        let host = ViewHost(NavigationStack {
            Text("Body").navigationTitle("Home").toolbarBackground(Color.mint, for: .navigationBar)
        }, size: size)
        let fill = host.items(shape: "TopBar").first
        assertRect(fill?.bounds, CGRect(x: 0, y: 0, width: 320, height: 96))
        XCTAssertEqual(fill?.color, .mint)
    }

    func testIssue10_hiddenTabBarOnThePushedPage() {
        let host = ViewHost(TabView {
            NavigationStack {
                NavigationLink("Open") { Text("Player").toolbar(.hidden, for: .tabBar) }
            }
            .tabItem { Text("Home") }
        }, size: size)
        XCTAssertEqual(host.items(shape: "TabBar").count, 1)
        host.tap(text: "Open")
        host.advance(by: 0.5)
        XCTAssertTrue(host.items(shape: "TabBar").isEmpty)
        host.tap(text: "‹ Back")
        host.advance(by: 0.5)
        XCTAssertEqual(host.items(shape: "TabBar").count, 1)
    }
}
