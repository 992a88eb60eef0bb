import XCTest
@testable import MotionUI

/// `.viewAligned` with a `.scrollTargetLayout()`: six 100-wide cards 10 apart (leading edges at
/// 0, 110, … 550 in the content) in a 200 × 100 scroll view with 20-pt horizontal margins, so the
/// content is 20 + 650 + 20 = 690 wide and scrolls up to 490; a card aligns when its leading edge
/// meets the margin, at offset 110 k.
final class ViewAlignedScrollTargetBehaviorTests: XCTestCase {
    private struct Cards: View {
        var behavior: ViewAlignedScrollTargetBehavior = .viewAligned
        var targets = true
        var body: some View {
            ScrollView(.horizontal) {
                HStack(spacing: 10) {
                    ForEach(0..<6) { _ in Rectangle().frame(width: 100, height: 100) }
                }
                .scrollTargetLayout(isEnabled: targets)
            }
            .contentMargins(.horizontal, 20)
            .scrollTargetBehavior(behavior)
        }
    }

    private func offset(_ host: ViewHost<Cards>) -> CGFloat {
        20 - host.displayList.items.filter { $0.kind == .fill(shape: "Rectangle") }[0].bounds.minX
    }

    /// Drags by `distance` slowly (10 s after the 10-pt start, so the speed adds at most a few points).
    private func drag(_ host: ViewHost<Cards>, by distance: CGFloat, fast: Bool = false) {
        host.press(at: CGPoint(x: 150, y: 50))
        host.send(.pointerMoved(CGPoint(x: 140, y: 50)))
        host.advance(by: fast ? 1.0 / 60 : 10)
        host.send(.pointerMoved(CGPoint(x: 150 - distance, y: 50)))
        host.release(at: CGPoint(x: 150 - distance, y: 50))
        host.advance(by: 3)
    }

    func testASlowDragSettlesOnTheNearestCardsLeadingEdge() {
        let host = ViewHost(Cards(), size: CGSize(width: 200, height: 100))
        XCTAssertEqual(offset(host), 0)
        drag(host, by: 70)   // ≈ 73.5: nearer 110 than 0
        XCTAssertEqual(offset(host), 110, accuracy: 1e-9)
        drag(host, by: 40)   // from 110 to ≈ 152: nearer 110 than 220
        XCTAssertEqual(offset(host), 110, accuracy: 1e-9)
    }

    func testTheLimitKeepsAFlingToOneCardAndNeverLetsItRun() {
        let limited = ViewHost(Cards(), size: CGSize(width: 200, height: 100))
        drag(limited, by: 60, fast: true)
        XCTAssertEqual(offset(limited), 110, accuracy: 1e-9, "horizontal: .automatic limits to one card")
        let free = ViewHost(Cards(behavior: .viewAligned(limitBehavior: .never)), size: CGSize(width: 200, height: 100))
        drag(free, by: 60, fast: true)
        // 50 pt in a frame: 3,000 pt/s carries it ≈ 1,500 pt; the last card's edge (550) is past the end: 490.
        XCTAssertEqual(offset(free), 490, accuracy: 1e-9)
    }

    func testWithoutTargetsTheScrollStaysWhereReleased() {
        let host = ViewHost(Cards(targets: false), size: CGSize(width: 200, height: 100))
        host.press(at: CGPoint(x: 150, y: 50))
        host.send(.pointerMoved(CGPoint(x: 80, y: 50)))
        host.release(at: CGPoint(x: 80, y: 50))
        host.advance(by: 3)
        XCTAssertEqual(offset(host), 70, accuracy: 1e-9)
    }

    func testACustomBehaviourGetsTheContext() {
        struct Steps: ScrollTargetBehavior {
            let log: Log
            func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
                log.contexts.append(context)
                target.rect.origin.x = 300
                target.anchor = .center   // (300 + ½ (200 − 200)) = 300 either way
            }
        }
        final class Log { var contexts: [ScrollTargetBehaviorContext] = [] }
        let log = Log()
        let host = ViewHost(ScrollView(.horizontal) {
            HStack(spacing: 0) { ForEach(0..<5) { _ in Rectangle().frame(width: 200) } }
        }
        .scrollTargetBehavior(Steps(log: log)), size: CGSize(width: 200, height: 100))
        host.press(at: CGPoint(x: 150, y: 50))
        host.send(.pointerMoved(CGPoint(x: 130, y: 50)))
        host.advance(by: 0.5)
        host.send(.pointerMoved(CGPoint(x: 100, y: 50)))
        host.release(at: CGPoint(x: 100, y: 50))
        host.advance(by: 3)
        XCTAssertEqual(log.contexts.count, 1)
        let context = log.contexts[0]
        // 30 pt in 0.5 s (no sample within 0.1 s before the release): the offset grows at 60 pt/s.
        XCTAssertEqual(context.velocity.dx, 60, accuracy: 1e-9)
        XCTAssertEqual(context.originalTarget.rect.minX, 50 + 60 * DragGesture.projection, accuracy: 1e-9)
        XCTAssertEqual(context.contentSize, CGSize(width: 1000, height: 100))
        XCTAssertEqual(context.containerSize, CGSize(width: 200, height: 100))
        XCTAssertEqual(context.axes, .horizontal)
        XCTAssertEqual(host.displayList.items[0].bounds.minX, -300, accuracy: 1e-9)
    }
}
