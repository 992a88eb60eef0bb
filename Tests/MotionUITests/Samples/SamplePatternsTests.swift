import XCTest
@testable import MotionUI

/// The patterns public SwiftUI animation samples use (``SamplePatterns.swift``, written in the
/// project's own words) run in a ViewHost and behave as on iOS.
final class SamplePatternsTests: XCTestCase {
    func testIssue10_tapMeButtonSwapsColourAtOnceAndSpringsItsCorners() {
        // A 200 × 200 red square; tapping turns it blue at once (animation nil) while the clip's
        // corner radius springs from 0 to 60.
        let host = ViewHost(CornerSpringCard_Previews.previews, size: CGSize(width: 400, height: 400))
        let red = host.displayList.items.first { $0.color == .red }
        XCTAssertEqual(red?.bounds, CGRect(x: 100, y: 100, width: 200, height: 200))
        XCTAssertEqual(host.displayList.texts.first?.color, .white)
        host.tap(at: CGPoint(x: 200, y: 200))
        host.advance(by: 1.0 / 60)
        XCTAssertNotNil(host.displayList.items.first { $0.color == .blue })
        XCTAssertNil(host.displayList.items.first { $0.color == .red })
    }

    func testIssue10_scaleEffectButtonGrowsOnEachTap() {
        // "Grow" padded 50, on red, clipped to a circle; each tap scales it by one more.
        let host = ViewHost(GrowingCircleButton(), size: CGSize(width: 600, height: 600))
        let before = host.displayList.texts.first!.bounds
        XCTAssertEqual(before.width, 4 * 0.6 * 17, accuracy: 1e-9, "four characters of the test measurer at 17 pt")
        host.tap(at: CGPoint(x: 300, y: 300))
        host.advance(by: 3)
        XCTAssertEqual(host.displayList.texts.first!.bounds.width, 2 * 4 * 0.6 * 17, accuracy: 0.01)
        XCTAssertEqual(host.displayList.texts.first!.color, .white)
    }

    func testIssue10_animatableModifierAnimatesTheFontSize() {
        // A tap springs the font size from 32 towards 72, for ever.
        let host = ViewHost(BreathingHeadline(), size: CGSize(width: 800, height: 300))
        XCTAssertEqual(host.displayList.texts.first?.font?.pointSize, 32)
        host.tap(at: CGPoint(x: 400, y: 150))
        host.advance(by: 0.25)
        let size = host.displayList.texts.first?.font?.pointSize ?? 0
        XCTAssertGreaterThan(size, 32)
        XCTAssertLessThan(size, 100)
    }

    func testIssue10_colourIgnoringTheSafeAreaFillsTheWindow() {
        // Gray under everything, a full-width green paragraph.
        let host = ViewHost(FullBleedBackground(), size: CGSize(width: 400, height: 800))
        XCTAssertEqual(host.displayList.items.first { $0.color == .gray }?.bounds,
                       CGRect(x: 0, y: 0, width: 400, height: 800))
        XCTAssertEqual(host.displayList.items.first { $0.color == .green }?.bounds.width, 400)
        XCTAssertEqual(host.displayList.texts.first?.font?.pointSize, 34)
        XCTAssertEqual(host.displayList.texts[1].color, .white)
    }
}
