import XCTest
@testable import MotionUI

final class ViewNodeTests: XCTestCase {
    private struct Pair: View {
        var body: some View {
            VStack {
                Text("a")
                Text("b")
            }
        }
    }

    /// A node's link to its parent is unowned (no side table on every node), yet behaves as the weak
    /// link it replaced: it names the holder while both live, and is nil once the holder is gone,
    /// even for a node something else keeps alive.
    func testIssue11_aParentLinkIsNilOnceTheParentIsGone() throws {
        var host: ViewHost<Pair>? = ViewHost(Pair(), size: CGSize(width: 100, height: 100))
        var leaf: ViewNode? = host!.graph.root
        while let node = leaf, !node.children.isEmpty { leaf = node.children.last }
        let kept = try XCTUnwrap(leaf)
        weak var holder = kept.parent
        XCTAssertNotNil(holder)
        XCTAssertTrue(holder?.children.contains { $0 === kept } ?? false)
        leaf = nil
        host = nil
        XCTAssertNil(holder, "the tree went away with its host")
        XCTAssertNil(kept.parent)
    }

    /// A change that cannot change any size — a leaf's opacity, offset or rotation, its gesture,
    /// or a body that ran again with the same text — measures and places no node again. A new
    /// string measures and places its path to the root (each stack on it places its rows again).
    func testIssue14_aSizeNeutralChangeLaysNothingOutAgain() {
        let host = ViewHost(CountedColumn(), size: CGSize(width: 400, height: 300))
        host.advance(by: 1.0 / 60)
        let settled = (host.graph.sizeEvaluations, host.graph.placedNodes)
        XCTAssertGreaterThan(settled.0, 0)
        XCTAssertTrue(host.tap(text: "row 1"))   // opacity, offset and rotation of row 1 change
        host.advance(by: 1.0 / 60)
        XCTAssertEqual(host.displayList.texts.first { $0.text == "row 1" }?.opacity, 0.5)
        XCTAssertEqual(host.graph.sizeEvaluations, settled.0, "nothing measured again")
        XCTAssertEqual(host.graph.placedNodes, settled.1, "nothing placed again")
        XCTAssertTrue(host.tap(text: "row 2"))   // row 2's string changes: its size may change
        host.advance(by: 1.0 / 60)
        XCTAssertNotNil(host.frame(ofText: "row 2 +"))
        XCTAssertGreaterThan(host.graph.sizeEvaluations, settled.0)
        XCTAssertGreaterThan(host.graph.placedNodes, settled.1)
    }
}

private struct CountedColumn: View {
    var body: some View {
        VStack {
            ForEach(0..<3) { index in CountedRow(index: index) }
        }
    }
}

private struct CountedRow: View {
    let index: Int
    @State private var pressed = false
    @State private var suffix = ""
    var body: some View {
        Text("row \(index)\(suffix)")
            .opacity(pressed ? 0.5 : 1)
            .offset(x: pressed ? 4 : 0)
            .rotationEffect(.degrees(pressed ? 10 : 0))
            .onTapGesture { if index == 2 { suffix += " +" } else { pressed.toggle() } }
    }
}
