import XCTest
@testable import MotionUI

final class MenuTests: XCTestCase {
    private struct Actions: View {
        @State var log: [String] = []
        var body: some View {
            VStack(alignment: .leading) {
                Menu("Actions") {
                    Button("Duplicate") { log.append("duplicate") }
                    Button("Delete", role: .destructive) { log.append("delete") }
                }
                Text("log: \(log.joined(separator: ","))")
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    private func card<V: View>(_ host: ViewHost<V>) -> CGRect? {
        host.displayList.items.first { $0.kind == .fill(shape: "Menu") }?.bounds
    }

    func testAMenuOpensBelowItsButtonRunsTheChosenActionAndCloses() {
        let host = ViewHost(Actions(), size: CGSize(width: 320, height: 480))
        XCTAssertNil(host.frame(ofText: "Duplicate"), "closed at first")
        let button = host.frame(ofText: "Actions")!
        host.tap(text: "Actions")
        let card = self.card(host)!
        XCTAssertEqual(card.minY, button.maxY + 8, accuracy: 1e-9, "8 below the button")
        XCTAssertEqual(card.minX, 8, accuracy: 1e-9, "its leading edge on the button's, kept 8 inside the window")
        XCTAssertEqual(card.width, 250, accuracy: 1e-9)
        XCTAssertEqual(card.height, 88, accuracy: 1e-9, "two rows of 44")
        let duplicate = host.frame(ofText: "Duplicate")!
        XCTAssertEqual(duplicate.minX, card.minX + 16, accuracy: 1e-9)
        XCTAssertEqual(duplicate.midY, card.minY + 22, accuracy: 1e-9)
        let delete = host.displayList.items.first { $0.kind == .text && $0.text == "Delete" }!
        XCTAssertEqual(delete.color?.rgba8.0, 255, "a destructive item is red")
        host.tap(text: "Duplicate")
        XCTAssertNotNil(host.frame(ofText: "log: duplicate"))
        XCTAssertNil(self.card(host), "closed after the action")
        XCTAssertNil(host.frame(ofText: "Duplicate"))
    }

    func testATapOutsideTheMenuClosesItAndReachesNothingBelow() {
        let host = ViewHost(Actions(), size: CGSize(width: 320, height: 480))
        host.tap(text: "Actions")
        XCTAssertNotNil(card(host))
        host.tap(at: CGPoint(x: 300, y: 460))
        XCTAssertNil(card(host))
        XCTAssertNotNil(host.frame(ofText: "log: "), "no action ran")
    }

    func testAMenuWithAPrimaryActionRunsItOnTapAndOpensOnLongPress() {
        struct Primary: View {
            @State var log: [String] = []
            var body: some View {
                VStack {
                    Menu {
                        Button("Bookmark all") { log.append("all") }
                    } label: {
                        Text("Add")
                    } primaryAction: {
                        log.append("primary")
                    }
                    Text("log: \(log.joined(separator: ","))")
                }
            }
        }
        let host = ViewHost(Primary(), size: CGSize(width: 320, height: 480))
        host.tap(text: "Add")
        XCTAssertNotNil(host.frame(ofText: "log: primary"))
        XCTAssertNil(card(host))
        let add = host.frame(ofText: "Add")!
        host.press(at: CGPoint(x: add.midX, y: add.midY))
        host.advance(by: 0.6)
        host.release(at: CGPoint(x: add.midX, y: add.midY))
        XCTAssertNotNil(card(host), "a long press opens the menu")
        host.tap(text: "Bookmark all")
        XCTAssertNotNil(host.frame(ofText: "log: primary,all"))
    }

    func testEveryMenuInitializerCompiles() {
        let menus: [AnyView] = [
            AnyView(Menu("Key") { Button("a") {} }),
            AnyView(Menu(String("String")) { Button("a") {} }),
            AnyView(Menu { Button("a") {} } label: { Text("Label") }),
            AnyView(Menu("Key", systemImage: "star") { Button("a") {} }),
            AnyView(Menu(String("String"), systemImage: "star") { Button("a") {} }),
            AnyView(Menu("Key") { Button("a") {} } primaryAction: {}),
            AnyView(Menu(String("String")) { Button("a") {} } primaryAction: {}),
            AnyView(Menu("Key", systemImage: "star") { Button("a") {} } primaryAction: {}),
            AnyView(Menu(String("String"), systemImage: "star") { Button("a") {} } primaryAction: {}),
        ]
        for menu in menus {
            let host = ViewHost(menu, size: CGSize(width: 320, height: 200))
            XCTAssertEqual(host.displayList.texts.count, 1)
        }
    }

    // MARK: The menu picker

    private struct Flavours: View {
        @State var flavour = "Vanilla"
        var inList = false
        var body: some View {
            let picker = Picker("Flavour", selection: $flavour) {
                ForEach(["Chocolate", "Vanilla", "Strawberry"], id: \.self) { Text($0) }
            }
            VStack {
                if inList {
                    List { picker }
                } else {
                    picker
                    Text("picked \(flavour)")
                }
            }
        }
    }

    func testAMenuPickerShowsTheSelectionAndPicksFromItsMenu() {
        let host = ViewHost(Flavours(), size: CGSize(width: 320, height: 480))
        XCTAssertNil(host.frame(ofText: "Flavour"), "outside a list the label is hidden")
        XCTAssertNil(host.frame(ofText: "Chocolate"))
        let value = host.displayList.items.first { $0.kind == .text && $0.text == "Vanilla" }!
        XCTAssertEqual(value.color?.rgba8.2, 255, "the accent colour")
        XCTAssertEqual(host.displayList.items.filter { $0.kind == .fill(shape: "symbol(chevron.up)") }.count, 1)
        host.tap(text: "Vanilla")
        let card = self.card(host)!
        XCTAssertEqual(card.height, 3 * 44, accuracy: 1e-9)
        let rows = ["Chocolate", "Vanilla", "Strawberry"].map { text in
            host.displayList.items.last { $0.kind == .text && $0.text == text }!.bounds
        }
        for (index, row) in rows.enumerated() {
            XCTAssertEqual(row.minX, card.minX + 44, accuracy: 1e-9)
            XCTAssertEqual(row.midY, card.minY + 44 * (CGFloat(index) + 0.5), accuracy: 1e-9)
        }
        let check = host.displayList.items.first { $0.kind == .fill(shape: "symbol(checkmark)") }!.bounds
        XCTAssertEqual(check.midY, rows[1].midY, accuracy: 3, "the selected row is checked")
        XCTAssertLessThan(check.maxX, card.minX + 44)
        host.tap(at: CGPoint(x: rows[2].midX, y: rows[2].midY))
        XCTAssertNotNil(host.frame(ofText: "picked Strawberry"))
        XCTAssertNil(self.card(host), "choosing closes the menu")
        XCTAssertNil(host.frame(ofText: "Vanilla"))
    }

    func testInAListTheMenuPickerShowsItsLabelLeadingAndItsValueTrailing() {
        let host = ViewHost(Flavours(inList: true), size: CGSize(width: 320, height: 480))
        let label = host.frame(ofText: "Flavour")!
        let value = host.frame(ofText: "Vanilla")!
        XCTAssertLessThan(label.maxX, 160)
        XCTAssertGreaterThan(value.minX, 160)
        XCTAssertEqual(label.midY, value.midY, accuracy: 1)
    }

    func testAPickerInsideAMenuShowsItsOptionsAsCheckedRowsAndChoosingClosesTheMenu() {
        struct Sort: View {
            @State var order = 0
            var body: some View {
                VStack {
                    Menu("Sort") {
                        Picker("Order", selection: $order) {
                            Text("Name").tag(0)
                            Text("Date").tag(1)
                        }
                        .pickerStyle(.segmented)
                    }
                    Text("order \(order)")
                }
            }
        }
        let host = ViewHost(Sort(), size: CGSize(width: 320, height: 480))
        host.tap(text: "Sort")
        let card = self.card(host)!
        XCTAssertEqual(card.height, 88, accuracy: 1e-9, "two rows, not a segmented control")
        XCTAssertEqual(host.frame(ofText: "Date")!.minX, card.minX + 44, accuracy: 1e-9)
        let check = host.displayList.items.first { $0.kind == .fill(shape: "symbol(checkmark)") }!.bounds
        XCTAssertEqual(check.midY, host.frame(ofText: "Name")!.midY, accuracy: 3)
        host.tap(text: "Date")
        XCTAssertNotNil(host.frame(ofText: "order 1"))
        XCTAssertNil(self.card(host))
    }
}

/// An object a menu item's action captures: freed only when nothing keeps the item's view.
private final class MenuItemToken {}

extension MenuTests {
    private struct TokenMenu: View {
        let token: MenuItemToken
        var body: some View {
            Menu("Open") {
                Button("Item") { _ = token }
            }
        }
    }

    func testIssue13_aMenuThatWasOpenedAndClosedLeavesNothingBehindWithItsHost() {
        weak var weakToken: MenuItemToken?
        do {
            let token = MenuItemToken()
            weakToken = token
            let host = ViewHost(TokenMenu(token: token), size: CGSize(width: 320, height: 480))
            host.tap(text: "Open")
            XCTAssertNotNil(card(host))
            host.tap(text: "Item")
            XCTAssertNil(card(host))
            host.tap(text: "Open")
            host.tap(at: CGPoint(x: 300, y: 460))
            XCTAssertNil(card(host), "a tap outside closed it")
        }
        XCTAssertNil(weakToken, "the menu's items (which captured the token) went with the host")
    }
}
