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
}
