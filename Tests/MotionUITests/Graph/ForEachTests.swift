import XCTest
@testable import MotionUI

/// A tappable row that counts its taps in its own state: "name taps".
private struct CountingRow: View {
    let name: String
    @State private var taps = 0
    var body: some View {
        Text("\(name) \(taps)").onTapGesture { taps += 1 }
    }
}

private struct Item {
    let id: Int
    let name: String
}

final class ForEachTests: XCTestCase {
    private func texts<V: View>(_ host: ViewHost<V>) -> [String] {
        host.displayList.texts.compactMap(\.text)
    }

    /// An integer range is walked as a range (not through the collection's witnesses): its rows,
    /// their order and their state keyed by the element are those of the same integers in an array,
    /// empty and shifted ranges included.
    func testIssue14_aRangeBuildsTheRowsOfTheSameIntegersInAnArray() {
        struct Rows: View {
            let range: Range<Int>
            let asArray: Bool
            var body: some View {
                VStack {
                    if asArray {
                        ForEach(Array(range), id: \.self) { CountingRow(name: "row\($0)") }
                    } else {
                        ForEach(range) { CountingRow(name: "row\($0)") }
                    }
                }
            }
        }
        for range in [0..<4, 3..<6, 5..<5, -2..<1] {
            let fromRange = ViewHost(Rows(range: range, asArray: false), size: CGSize(width: 200, height: 200))
            let fromArray = ViewHost(Rows(range: range, asArray: true), size: CGSize(width: 200, height: 200))
            XCTAssertEqual(texts(fromRange), range.map { "row\($0) 0" })
            XCTAssertEqual(texts(fromRange), texts(fromArray))
        }
        let host = ViewHost(Rows(range: 0..<3, asArray: false), size: CGSize(width: 200, height: 200))
        XCTAssertTrue(host.tap(text: "row2 0"))
        host.content = Rows(range: 1..<4, asArray: false)
        XCTAssertEqual(texts(host), ["row1 0", "row2 1", "row3 0"], "row 2 keeps its state: it is keyed by its element")
    }

    /// `id: \.self` identifies each row by its element (no key path is projected for it): a row's
    /// state follows its element when the elements move.
    func testIssue14_idSelfIdentifiesEachRowByItsElement() {
        struct Rows: View {
            let names: [String]
            var body: some View {
                VStack { ForEach(names, id: \.self) { CountingRow(name: $0) } }
            }
        }
        let host = ViewHost(Rows(names: ["a", "b", "c"]), size: CGSize(width: 200, height: 200))
        XCTAssertTrue(host.tap(text: "b 0"))
        XCTAssertTrue(host.tap(text: "b 1"))
        XCTAssertEqual(texts(host), ["a 0", "b 2", "c 0"])
        host.content = Rows(names: ["c", "b", "a"])
        XCTAssertEqual(texts(host), ["c 0", "b 2", "a 0"])
        host.content = Rows(names: ["c", "a"])
        host.content = Rows(names: ["b", "c", "a"])
        XCTAssertEqual(texts(host), ["b 0", "c 0", "a 0"], "a row that left comes back as a new one")
    }

    /// Another key path identifies rows by what it reads: a renamed element keeps its row's state.
    func testIssue14_aKeyPathIdIdentifiesEachRowByThatValue() {
        struct Rows: View {
            let items: [Item]
            var body: some View {
                VStack { ForEach(items, id: \.id) { CountingRow(name: $0.name) } }
            }
        }
        let host = ViewHost(Rows(items: [Item(id: 1, name: "x"), Item(id: 2, name: "y")]),
                            size: CGSize(width: 200, height: 200))
        XCTAssertTrue(host.tap(text: "y 0"))
        host.content = Rows(items: [Item(id: 2, name: "z"), Item(id: 1, name: "x")])
        XCTAssertEqual(texts(host), ["z 1", "x 0"])
    }

    /// Rule where SwiftUI is silent (it logs and shows undefined results): an id used more than
    /// once shows its first row only, and the rows keep their order.
    func testIssue14_aRepeatedIdShowsItsFirstRowOnly() {
        let host = ViewHost(VStack { ForEach([1, 2, 1, 3, 2], id: \.self) { Text("row \($0)") } },
                            size: CGSize(width: 200, height: 200))
        XCTAssertEqual(texts(host), ["row 1", "row 2", "row 3"])
    }
}
