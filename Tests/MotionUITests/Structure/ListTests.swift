import XCTest
@testable import MotionUI

private struct Fruit: Identifiable {
    let id: Int
    let name: String
}

private struct Rows: View {
    var items: [String]
    var body: some View {
        List { ForEach(items, id: \.self) { Text($0) } }
    }
}

/// Lists through a ViewHost, every number worked out by hand from ``List``'s metrics. The test
/// measurer makes a 17 pt line 20.4 tall (10.2 per character) and a 13 pt line 15.6 (7.8 per
/// character), so a text row is max(44, 20.4 + 22) = 44 tall with its text 11.8 below the cell's top.
/// In a 320-wide inset-grouped list, cards are 16 in and 288 wide, row text starts at x 32.
final class ListTests: XCTestCase {
    let size = CGSize(width: 320, height: 600)

    func testIssue10_insetGroupedRowsSitOnACardWithASeparatorBetween() {
        let host = ViewHost(List { Text("Alpha"); Text("Beta") }, size: size)
        assertRect(host.items(shape: "ListBackground").first?.bounds, CGRect(x: 0, y: 0, width: 320, height: 600))
        XCTAssertEqual(host.items(shape: "ListBackground").first?.color, StructureColors.groupedBackground)
        // 35 above the section; two 44 cells.
        assertRect(host.items(shape: "ListCard").first?.bounds, CGRect(x: 16, y: 35, width: 288, height: 88))
        assertRect(host.item(text: "Alpha")?.bounds, CGRect(x: 32, y: 46.8, width: 51, height: 20.4))
        assertRect(host.item(text: "Beta")?.bounds, CGRect(x: 32, y: 90.8, width: 40.8, height: 20.4))
        // One separator, at the bottom of the first cell (79 − 0.5), from the text's edge to the card's.
        let separators = host.items(shape: "ListSeparator")
        XCTAssertEqual(separators.count, 1)
        assertRect(separators.first?.bounds, CGRect(x: 32, y: 78.5, width: 272, height: 0.5))
        XCTAssertEqual(separators.first?.color, StructureColors.separator)
    }

    func testIssue10_sectionsHaveHeadersFootersAndSpacing() {
        let host = ViewHost(List {
            Section("Fruit") { Text("Apple"); Text("Pear") }
            Section { Text("Kiwi") } footer: { Text("Note") }
        }, size: size)
        // Section 1: 35 spacing, the upper-cased header (13 pt: 5 × 7.8 = 39 × 15.6) at y 35,
        // 7 below it the rows from 57.6: cells 57.6…101.6…145.6.
        let header = host.item(text: "FRUIT")
        assertRect(header?.bounds, CGRect(x: 32, y: 35, width: 39, height: 15.6))
        XCTAssertEqual(header?.color, StructureColors.secondaryLabel)
        let cards = host.items(shape: "ListCard")
        XCTAssertEqual(cards.count, 2)
        assertRect(cards[0].bounds, CGRect(x: 16, y: 57.6, width: 288, height: 88))
        assertRect(host.item(text: "Apple")?.bounds, CGRect(x: 32, y: 69.4, width: 51, height: 20.4))
        assertRect(host.item(text: "Pear")?.bounds, CGRect(x: 32, y: 113.4, width: 40.8, height: 20.4))
        // Section 2 starts 35 below: 180.6; its footer 7 below its only cell: 224.6 + 7.
        assertRect(cards[1].bounds, CGRect(x: 16, y: 180.6, width: 288, height: 44))
        assertRect(host.item(text: "Kiwi")?.bounds, CGRect(x: 32, y: 192.4, width: 40.8, height: 20.4))
        assertRect(host.item(text: "Note")?.bounds, CGRect(x: 32, y: 231.6, width: 31.2, height: 15.6))
        // Only the first section has two rows, so one separator: 101.6 − 0.5.
        let separators = host.items(shape: "ListSeparator")
        XCTAssertEqual(separators.count, 1)
        assertRect(separators.first?.bounds, CGRect(x: 32, y: 101.1, width: 272, height: 0.5))
    }

    func testIssue10_plainListRunsEdgeToEdgeOnWhite() {
        let host = ViewHost(List { Text("A"); Text("B") }.listStyle(.plain), size: CGSize(width: 320, height: 400))
        XCTAssertEqual(host.items(shape: "ListBackground").first?.color, StructureColors.background)
        XCTAssertTrue(host.items(shape: "ListCard").isEmpty)
        assertRect(host.item(text: "A")?.bounds, CGRect(x: 16, y: 11.8, width: 10.2, height: 20.4))
        assertRect(host.item(text: "B")?.bounds, CGRect(x: 16, y: 55.8, width: 10.2, height: 20.4))
        assertRect(host.items(shape: "ListSeparator").first?.bounds, CGRect(x: 16, y: 43.5, width: 304, height: 0.5))
    }

    func testIssue10_groupedAndInsetStyles() {
        // Grouped: edge-to-edge cards on grey; inset: 16 in, on white, no card colour.
        let grouped = ViewHost(List { Text("A") }.listStyle(.grouped), size: size)
        assertRect(grouped.items(shape: "ListCard").first?.bounds, CGRect(x: 0, y: 35, width: 320, height: 44))
        assertRect(grouped.item(text: "A")?.bounds, CGRect(x: 16, y: 46.8, width: 10.2, height: 20.4))
        let inset = ViewHost(List { Text("A") }.listStyle(.inset), size: size)
        XCTAssertTrue(inset.items(shape: "ListCard").isEmpty)
        XCTAssertEqual(inset.items(shape: "ListBackground").first?.color, StructureColors.background)
        assertRect(inset.item(text: "A")?.bounds, CGRect(x: 32, y: 11.8, width: 10.2, height: 20.4))
    }

    func testIssue10_aTallRowGrowsItsCell() {
        // A 60-tall row: its cell is 60 + 2 × 11 = 82; the row is proposed 256 wide and sits 11 down.
        let host = ViewHost(List { Color.red.frame(height: 60); Text("Next") }, size: size)
        assertRect(host.displayList.items.first { $0.color == .red }?.bounds, CGRect(x: 32, y: 46, width: 256, height: 60))
        assertRect(host.item(text: "Next")?.bounds, CGRect(x: 32, y: 117 + 11.8, width: 40.8, height: 20.4))
        assertRect(host.items(shape: "ListCard").first?.bounds, CGRect(x: 16, y: 35, width: 288, height: 126))
    }

    func testIssue10_listsFromData() {
        let fruits = [Fruit(id: 1, name: "Fig"), Fruit(id: 2, name: "Lime")]
        let identifiable = ViewHost(List(fruits) { Text($0.name) }, size: size)
        assertRect(identifiable.item(text: "Lime")?.bounds, CGRect(x: 32, y: 90.8, width: 40.8, height: 20.4))
        let keyed = ViewHost(List(["x", "y", "z"], id: \.self) { Text($0) }, size: size)
        assertRect(keyed.item(text: "z")?.bounds, CGRect(x: 32, y: 134.8, width: 10.2, height: 20.4))
        let range = ViewHost(List(0..<3) { Text("\($0)") }, size: size)
        XCTAssertEqual(range.items(shape: "ListSeparator").count, 2)
    }

    func testIssue10_insertedRowFadesInWhileRowsBelowSlide() {
        let host = ViewHost(Rows(items: ["B", "C"]), size: size)
        withAnimation(.linear(duration: 1)) { host.content = Rows(items: ["A", "B", "C"]) }
        host.advance(by: 0.5)
        // B moves from 46.8 to 90.8, C from 90.8 to 134.8: half way at 0.5 s. A fades in at its place.
        assertRect(host.item(text: "B")?.bounds, CGRect(x: 32, y: 68.8, width: 10.2, height: 20.4))
        assertRect(host.item(text: "C")?.bounds, CGRect(x: 32, y: 112.8, width: 10.2, height: 20.4))
        assertRect(host.item(text: "A")?.bounds, CGRect(x: 32, y: 46.8, width: 10.2, height: 20.4))
        XCTAssertEqual(host.item(text: "A")!.opacity, 0.5, accuracy: 1e-9)
        // The card grows from 88 to 132; the separator under B follows B (cell bottom 123 − 22).
        assertRect(host.items(shape: "ListCard").first?.bounds, CGRect(x: 16, y: 35, width: 288, height: 110))
        let separatorYs = host.items(shape: "ListSeparator").map(\.bounds.minY)
        XCTAssertEqual(separatorYs.count, 2)
        XCTAssertEqual(separatorYs[0], 78.5, accuracy: 1e-9)
        XCTAssertEqual(separatorYs[1], 100.5, accuracy: 1e-9)
        host.advance(by: 0.5)
        assertRect(host.item(text: "C")?.bounds, CGRect(x: 32, y: 134.8, width: 10.2, height: 20.4))
        XCTAssertEqual(host.liveAnimationCount, 0)
    }

    func testIssue10_removedRowFadesOutWhileRowsBelowSlideUp() {
        let host = ViewHost(Rows(items: ["A", "B", "C"]), size: size)
        withAnimation(.linear(duration: 1)) { host.content = Rows(items: ["B", "C"]) }
        host.advance(by: 0.25)
        XCTAssertEqual(host.item(text: "A")!.opacity, 0.75, accuracy: 1e-9)
        assertRect(host.item(text: "B")?.bounds, CGRect(x: 32, y: 90.8 - 11, width: 10.2, height: 20.4))
        assertRect(host.items(shape: "ListCard").first?.bounds, CGRect(x: 16, y: 35, width: 288, height: 121))
        host.advance(by: 0.75)
        XCTAssertNil(host.item(text: "A"))
        assertRect(host.item(text: "B")?.bounds, CGRect(x: 32, y: 46.8, width: 10.2, height: 20.4))
    }

    func testIssue10_rowSeparatorHiddenAndRowBackground() {
        let host = ViewHost(List {
            Text("A").listRowSeparator(.hidden)
            Text("B").listRowBackground(Color.yellow)
            Text("C")
        }, size: size)
        // A hides the line between A and B; the one between B and C (cell edge 123) stays.
        let separators = host.items(shape: "ListSeparator")
        XCTAssertEqual(separators.count, 1)
        XCTAssertEqual(separators.first?.bounds.minY ?? 0, 122.5, accuracy: 1e-9)
        // B's background fills its whole cell, beneath its text.
        let items = host.displayList.items
        let yellow = items.firstIndex { $0.color == .yellow }
        assertRect(yellow.map { items[$0].bounds }, CGRect(x: 16, y: 79, width: 288, height: 44))
        XCTAssertLessThan(yellow ?? .max, items.firstIndex { $0.text == "B" } ?? -1)
    }

    func testIssue10_traitOnForEachAppliesToEveryRow() {
        let host = ViewHost(List { ForEach(0..<3, id: \.self) { Text("\($0)") }.listRowSeparator(.hidden) }, size: size)
        XCTAssertTrue(host.items(shape: "ListSeparator").isEmpty)
    }

    func testIssue10_formLooksLikeAnInsetGroupedList() {
        let host = ViewHost(Form { Section("Profile") { Text("Name") } }.listStyle(.plain), size: size)
        XCTAssertEqual(host.items(shape: "ListBackground").first?.color, StructureColors.groupedBackground)
        assertRect(host.items(shape: "ListCard").first?.bounds, CGRect(x: 16, y: 57.6, width: 288, height: 44))
    }

    func testIssue10_rowsBeyondTheListAreClipped() {
        // A 100-tall list (in a frame) with three rows: the list clips to its bounds.
        let host = ViewHost(List { Text("A"); Text("B"); Text("C") }.frame(height: 100), size: CGSize(width: 320, height: 300))
        let clip = host.item(text: "C")?.clips.first
        XCTAssertNotNil(clip)
        XCTAssertEqual(clip?.map(\.y).max() ?? 0, 200, accuracy: 1e-9)   // the list spans y 100…200
    }

    func testIssue10_onDeleteIsAccepted() {
        var items = ["A", "B"]
        let host = ViewHost(List { ForEach(items, id: \.self) { Text($0) }.onDelete { items.remove(atOffsets: $0) } }, size: size)
        XCTAssertNotNil(host.item(text: "B"))
        XCTAssertEqual(items.count, 2)
    }

    func testIssue10_rowInsetsPlaceTheContentAndItsSeparator() {
        let host = ViewHost(List {
            Color.red.frame(height: 60).listRowInsets(EdgeInsets())
            Text("B").listRowInsets(EdgeInsets(top: 20, leading: 40, bottom: 20, trailing: 0))
        }, size: size)
        // No insets: the red row fills its 60-tall cell edge to edge (the card's 288).
        assertRect(host.displayList.items.first { $0.color == .red }?.bounds, CGRect(x: 16, y: 35, width: 288, height: 60))
        // Its separator starts at its leading inset, 0.
        assertRect(host.items(shape: "ListSeparator").first?.bounds, CGRect(x: 16, y: 94.5, width: 288, height: 0.5))
        // B: a cell of 20 + 20.4 + 20, the text 40 in and 20 down.
        assertRect(host.item(text: "B")?.bounds, CGRect(x: 56, y: 115, width: 10.2, height: 20.4))
        assertRect(host.items(shape: "ListCard").first?.bounds, CGRect(x: 16, y: 35, width: 288, height: 120.4))
    }

    func testIssue10_scrollContentBackgroundHiddenLeavesTheCards() {
        let host = ViewHost(List { Text("A") }.scrollContentBackground(.hidden), size: size)
        XCTAssertTrue(host.items(shape: "ListBackground").isEmpty)
        XCTAssertEqual(host.items(shape: "ListCard").count, 1)
    }

    func testIssue10_movedRowsSlideToTheirNewPlaces() {
        let host = ViewHost(Rows(items: ["A", "B", "C"]), size: size)
        withAnimation(.linear(duration: 1)) { host.content = Rows(items: ["C", "A", "B"]) }
        host.advance(by: 0.5)
        // C goes from 134.8 to 46.8, A from 46.8 to 90.8, B from 90.8 to 134.8: half way each.
        XCTAssertEqual(host.item(text: "C")?.bounds.minY ?? 0, 90.8, accuracy: 1e-9)
        XCTAssertEqual(host.item(text: "A")?.bounds.minY ?? 0, 68.8, accuracy: 1e-9)
        XCTAssertEqual(host.item(text: "B")?.bounds.minY ?? 0, 112.8, accuracy: 1e-9)
        // Separators run under C and A (the new first two rows), where those rows are now.
        let separatorYs = host.items(shape: "ListSeparator").map(\.bounds.minY)
        XCTAssertEqual(separatorYs.count, 2)
        XCTAssertEqual(separatorYs[0], 90.8 - 11.8 + 44 - 0.5, accuracy: 1e-9)
        XCTAssertEqual(separatorYs[1], 68.8 - 11.8 + 44 - 0.5, accuracy: 1e-9)
    }
}

extension ListTests {
    /// Issue 10: a list taller than its view scrolls, as SwiftUI's does (the wheel here; a drag
    /// the same way as a ScrollView), within its rows' height; its background stays put.
    func testIssue10_aLongListScrollsWithinItsRows() throws {
        let host = ViewHost(List(0..<30, id: \.self) { Text("Row \($0)") }, size: CGSize(width: 300, height: 400))
        let first = try XCTUnwrap(host.frame(ofText: "Row 0"))
        let background = try XCTUnwrap(host.displayList.items.first { $0.kind == .fill(shape: "ListBackground") }).bounds
        XCTAssertTrue(host.send(.scroll(CGSize(width: 0, height: 120), at: CGPoint(x: 150, y: 200))))
        XCTAssertEqual(try XCTUnwrap(host.frame(ofText: "Row 0")).minY, first.minY - 120, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(host.displayList.items.first { $0.kind == .fill(shape: "ListBackground") }).bounds, background)
        host.send(.scroll(CGSize(width: 0, height: 100_000), at: CGPoint(x: 150, y: 200)))
        let last = try XCTUnwrap(host.frame(ofText: "Row 29"))
        XCTAssertLessThanOrEqual(last.maxY, 400, "scrolled no further than the last row")
        XCTAssertGreaterThan(last.maxY, 340, "but far enough to show it")
        XCTAssertFalse(host.send(.scroll(CGSize(width: 0, height: 10), at: CGPoint(x: 150, y: 200))), "at the end")
    }
}

extension ListTests {
    /// Issue 11: `ScrollViewReader.scrollTo` scrolls a scrolling list too (a common sample: "jump to #50").
    func testIssue11_scrollToScrollsAList() throws {
        struct Jump: View {
            var body: some View {
                ScrollViewReader { proxy in
                    VStack {
                        Text("Jump").onTapGesture { proxy.scrollTo(20, anchor: .top) }
                        List(0..<30, id: \.self) { Text("Row \($0)").id($0) }
                    }
                }
            }
        }
        let host = ViewHost(Jump(), size: CGSize(width: 300, height: 400))
        XCTAssertNil(host.frame(ofText: "Row 20").flatMap { $0.maxY < 400 ? $0 : nil }, "row 20 starts out of view")
        // The list's top: under the button's text and the stack's default 8-point spacing.
        let listTop = try XCTUnwrap(host.frame(ofText: "Jump")).maxY + 8
        host.tap(text: "Jump")
        // No animation: row 20's top is at the list's top (anchor .top), and the last rows are far enough below.
        let row20 = try XCTUnwrap(host.frame(ofText: "Row 20"))
        XCTAssertEqual(row20.minY, listTop, accuracy: 1e-9)
    }
}
