import XCTest
@testable import MotionUI

/// A render effect changes the builder's state for its content only: the node that draws it saves
/// the state before and restores it after (the effect itself no longer does, issue 14), so nothing
/// leaks to the views drawn next, inside a transition or not.
final class RenderEffectTests: XCTestCase {
    /// Three 20 × 20 squares in a ZStack centred in a 100 × 100 window, so each laid out at
    /// (40, 40). Red: offset (10, 5), then turned 90° about its box's centre (50, 50): its centre
    /// (60, 55) is (10, 5) from there, which the turn takes to (−5, 10), so it is drawn around
    /// (45, 60), over (35, 50, 20, 20), at opacity 0.5. Blue, drawn next, is only offset by 30:
    /// (70, 40, 20, 20) at full opacity. Green, last, is untouched: (40, 40, 20, 20).
    func testIssue14_anEffectChangesOnlyItsOwnContent() {
        let host = ViewHost(Squares(showsRed: true), size: CGSize(width: 100, height: 100))
        let items = host.displayList.items
        XCTAssertEqual(items.count, 3)
        guard items.count == 3 else { return }
        assertBounds(items[0].bounds, CGRect(x: 35, y: 50, width: 20, height: 20))
        XCTAssertEqual(items[0].opacity, 0.5)
        XCTAssertEqual(items[1].bounds, CGRect(x: 70, y: 40, width: 20, height: 20))
        XCTAssertEqual(items[1].opacity, 1)
        XCTAssertEqual(items[1].transform, CGAffineTransform(translationX: 70, y: 40))
        XCTAssertEqual(items[2].bounds, CGRect(x: 40, y: 40, width: 20, height: 20))
        XCTAssertEqual(items[2].opacity, 1)
        XCTAssertEqual(items[2].transform, CGAffineTransform(translationX: 40, y: 40))
    }

    /// The red square inserted with an opacity transition, linear over 1 s: half-way its items
    /// carry 0.5 (transition) × 0.5 (its `.opacity`) = 0.25, at the same place as above, and the
    /// squares drawn after it are as above.
    func testIssue14_anEffectInsideATransitionChangesOnlyItsOwnContent() {
        let host = ViewHost(Squares(showsRed: false), size: CGSize(width: 100, height: 100))
        withAnimation(.linear(duration: 1)) { host.content = Squares(showsRed: true) }
        host.advance(by: 0.5)
        let items = host.displayList.items
        XCTAssertEqual(items.count, 3)
        guard items.count == 3 else { return }
        assertBounds(items[0].bounds, CGRect(x: 35, y: 50, width: 20, height: 20))
        XCTAssertEqual(items[0].opacity, 0.25, accuracy: 1e-12)
        XCTAssertEqual(items[1].bounds, CGRect(x: 70, y: 40, width: 20, height: 20))
        XCTAssertEqual(items[1].opacity, 1)
        XCTAssertEqual(items[2].bounds, CGRect(x: 40, y: 40, width: 20, height: 20))
        XCTAssertEqual(items[2].opacity, 1)
    }

    /// A turn by 90° leaves rounding of the order of 1e-15 in the corners.
    private func assertBounds(_ bounds: CGRect, _ expected: CGRect, line: UInt = #line) {
        XCTAssertEqual(bounds.minX, expected.minX, accuracy: 1e-9, line: line)
        XCTAssertEqual(bounds.minY, expected.minY, accuracy: 1e-9, line: line)
        XCTAssertEqual(bounds.width, expected.width, accuracy: 1e-9, line: line)
        XCTAssertEqual(bounds.height, expected.height, accuracy: 1e-9, line: line)
    }
}

private struct Squares: View {
    let showsRed: Bool
    var body: some View {
        ZStack {
            if showsRed {
                Rectangle().fill(Color.red).frame(width: 20, height: 20)
                    .offset(x: 10, y: 5)
                    .rotationEffect(.degrees(90))
                    .opacity(0.5)
                    .transition(.opacity)
            }
            Rectangle().fill(Color.blue).frame(width: 20, height: 20).offset(x: 30)
            Rectangle().fill(Color.green).frame(width: 20, height: 20)
        }
    }
}
