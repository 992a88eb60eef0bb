import XCTest
@testable import MotionUI

private final class TapLog { var generations: [Int] = [] }

/// A 10 × `width` square, faded, shifted and tappable; `generation` only reaches the tap action.
private struct Square: View {
    let width: CGFloat
    let shift: CGFloat
    let fade: Double
    let generation: Int
    let log: TapLog
    var body: some View {
        Color.red.frame(width: width, height: 10)
            .opacity(fade).offset(x: shift)
            .onTapGesture { log.generations.append(generation) }
    }
}

/// Three squares in a column, centred in the window.
private struct Column: View {
    var width: CGFloat = 10
    var shift: CGFloat = 0
    var fade = 1.0
    var generation = 0
    let log: TapLog
    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<3) { _ in Square(width: width, shift: shift, fade: fade, generation: generation, log: log) }
        }
    }
}

/// Squares in `order`, each with its own tap count shown as its width (10 + 10 × taps).
private struct Counted: View {
    let id: Int
    @State private var taps = 0
    var body: some View {
        Color.blue.frame(width: 10 + 10 * CGFloat(taps), height: 10).onTapGesture { taps += 1 }
    }
}

private struct Ordered: View {
    let order: [Int]
    var body: some View {
        VStack(spacing: 0) {
            ForEach(order, id: \.self) { id in Counted(id: id) }
        }
    }
}

final class UpdateEffectTests: XCTestCase {
    private func fills<V: View>(_ host: ViewHost<V>) -> [DisplayItem] {
        host.displayList.items.filter { if case .fill = $0.kind { return true } else { return false } }
    }

    func testIssue14_offsetOpacityAndANewTapActionLayNothingOut() {
        let log = TapLog()
        let host = ViewHost(Column(log: log), size: CGSize(width: 100, height: 100))
        // 10 × 30 centred in 100 × 100: the column's top left corner is at (45, 35).
        XCTAssertEqual(fills(host).map(\.bounds.origin), [CGPoint(x: 45, y: 35), CGPoint(x: 45, y: 45), CGPoint(x: 45, y: 55)])
        let sizes = host.graph.sizeEvaluations
        let bodies = host.bodyEvaluationCount
        host.content = Column(shift: 5, fade: 0.5, generation: 1, log: log)
        XCTAssertEqual(host.bodyEvaluationCount - bodies, 4, "the column and its three squares")
        XCTAssertEqual(host.graph.sizeEvaluations, sizes, "nothing that changed has a size")
        XCTAssertEqual(fills(host).map(\.bounds.origin), [CGPoint(x: 50, y: 35), CGPoint(x: 50, y: 45), CGPoint(x: 50, y: 55)])
        XCTAssertEqual(fills(host).map(\.opacity), [0.5, 0.5, 0.5])
        XCTAssertTrue(host.tap(at: CGPoint(x: 55, y: 50)))
        XCTAssertEqual(log.generations, [1], "the tap runs the action of the latest body")
    }

    func testIssue14_aNewSizeLaysOutAgain() {
        let log = TapLog()
        let host = ViewHost(Column(log: log), size: CGSize(width: 100, height: 100))
        let sizes = host.graph.sizeEvaluations
        host.content = Column(width: 20, log: log)
        XCTAssertGreaterThan(host.graph.sizeEvaluations, sizes)
        // 20 × 30 centred: left edge at 40.
        XCTAssertEqual(fills(host).map(\.bounds), [CGRect(x: 40, y: 35, width: 20, height: 10),
                                                   CGRect(x: 40, y: 45, width: 20, height: 10),
                                                   CGRect(x: 40, y: 55, width: 20, height: 10)])
    }

    func testIssue14_anEqualInputEvaluatesNothingAndLaysNothingOut() {
        let log = TapLog()
        let host = ViewHost(Column(log: log), size: CGSize(width: 100, height: 100))
        let sizes = host.graph.sizeEvaluations
        let bodies = host.bodyEvaluationCount
        host.content = Column(log: log)
        XCTAssertEqual(host.bodyEvaluationCount - bodies, 0, "an equal column is not evaluated")
        XCTAssertEqual(host.graph.sizeEvaluations, sizes)
    }

    func testIssue14_reorderedChildrenKeepTheirStateAndMove() {
        let host = ViewHost(Ordered(order: [1, 2, 3]), size: CGSize(width: 100, height: 100))
        // Three 10 × 10 squares from y = 35; tapping the first widens it to 20 (the column to 20 wide).
        XCTAssertTrue(host.tap(at: CGPoint(x: 50, y: 40)))
        XCTAssertEqual(fills(host).map(\.bounds.size.width), [20, 10, 10])
        host.content = Ordered(order: [3, 1, 2])
        XCTAssertEqual(fills(host).map(\.bounds), [CGRect(x: 45, y: 35, width: 10, height: 10),
                                                   CGRect(x: 40, y: 45, width: 20, height: 10),
                                                   CGRect(x: 45, y: 55, width: 10, height: 10)])
        host.content = Ordered(order: [3, 2])
        XCTAssertEqual(fills(host).map(\.bounds), [CGRect(x: 45, y: 40, width: 10, height: 10),
                                                   CGRect(x: 45, y: 50, width: 10, height: 10)])
    }
}
