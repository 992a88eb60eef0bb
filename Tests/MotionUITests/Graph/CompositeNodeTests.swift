import XCTest
@testable import MotionUI

final class CompositeNodeTests: XCTestCase {
    private struct Leaf: View {
        let index: Int
        let generation: Int
        @State private var taps = 0
        var body: some View {
            Text("leaf \(index)").opacity(taps % 2 == 0 ? 1 : 0.5).offset(x: CGFloat(generation % 2))
                .onTapGesture { taps += 1 }
        }
    }

    private struct Column: View {
        let generation: Int
        var body: some View {
            VStack(spacing: 0) { ForEach(0..<5) { Leaf(index: $0, generation: generation) } }
        }
    }

    /// A new root value re-evaluates the root, and every leaf whose input changed, once each; an
    /// equal one re-evaluates nothing; a leaf's own state re-evaluates that leaf only.
    func testIssue14_bodiesReevaluateExactlyForNewInputsAndOwnState() {
        let host = ViewHost(Column(generation: 0), size: CGSize(width: 200, height: 200))
        XCTAssertEqual(host.bodyEvaluationCount, 6, "the column and its five leaves")
        host.content = Column(generation: 1)
        XCTAssertEqual(host.bodyEvaluationCount, 12, "a new generation reaches every leaf")
        host.content = Column(generation: 3)
        XCTAssertEqual(host.bodyEvaluationCount, 18, "3 ≠ 1 as a value, though it draws the same")
        host.content = Column(generation: 3)
        XCTAssertEqual(host.bodyEvaluationCount, 18, "an equal root: no body runs")
        let second = host.displayList.texts.first { $0.text == "leaf 1" }!.bounds
        host.tap(at: CGPoint(x: second.midX, y: second.midY))
        host.advance(by: 1.0 / 60)
        XCTAssertEqual(host.bodyEvaluationCount, 19, "the tapped leaf only")
        XCTAssertEqual(host.displayList.texts.first { $0.text == "leaf 1" }?.opacity, 0.5)
        XCTAssertEqual(host.displayList.texts.first { $0.text == "leaf 0" }?.opacity, 1)
    }
}
