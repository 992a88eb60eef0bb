import XCTest
@testable import MotionUI

private final class Target: PointerResponder {
    func pointerBegan(_ sample: PointerSample) -> GesturePhase { .possible }
    func pointerChanged(_ sample: PointerSample) -> GesturePhase { .possible }
    func pointerEnded(_ sample: PointerSample) -> GesturePhase { .ended }
    func pointerTick(_ time: TimeInterval) -> GesturePhase { .possible }
    func pointerCancelled() {}
}

final class HitRegionTests: XCTestCase {
    func testPointsMapThroughTheTransform() {
        // Scaled 2× then moved by (10, 20): the local 0…5 square covers window 10…20 × 20…30.
        let transform = CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 10, y: 20))
        let region = HitRegion.rect(CGRect(x: 0, y: 0, width: 5, height: 5), target: Target(), transform: transform, clip: nil)
        XCTAssertTrue(region.contains(CGPoint(x: 19, y: 29), in: HitMap()))
        XCTAssertFalse(region.contains(CGPoint(x: 21, y: 25), in: HitMap()))
        XCTAssertEqual(region.localPoint(CGPoint(x: 14, y: 24)), CGPoint(x: 2, y: 2))
    }

    func testASingularTransformTakesNoPoint() {
        // Scaled to nothing about (9, 9): every local point lands on (9, 9). Core Graphics' inverse of
        // a singular transform is the transform itself, which would map (9, 9) into the square.
        let transform = CGAffineTransform(translationX: -9, y: -9)
            .concatenating(CGAffineTransform(scaleX: 0, y: 0))
            .concatenating(CGAffineTransform(translationX: 9, y: 9))
        let region = HitRegion.rect(CGRect(x: 0, y: 0, width: 18, height: 18), target: Target(), transform: transform, clip: nil)
        XCTAssertFalse(region.contains(CGPoint(x: 9, y: 9), in: HitMap()))
        let nan = HitRegion.rect(CGRect(x: 0, y: 0, width: 18, height: 18), target: Target(),
                            transform: CGAffineTransform(scaleX: .nan, y: 1), clip: nil)
        XCTAssertFalse(nan.contains(CGPoint(x: 9, y: 9), in: HitMap()))
    }

    func testIssue12_aRectUnderAProjectionIsItsProjectedQuad() {
        // W = 1 + x/100: the local 0…100 square spans window x 0…50 (x / W) and shrinks to half
        // height at its right edge, where y = 100 lands on 50.
        let p = ProjectionTransform(m11: 1, m12: 0, m13: 0.01, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)
        let region = HitRegion.rect(CGRect(x: 0, y: 0, width: 100, height: 100), target: Target(), transform: .identity,
                                    projection: p, clip: nil)
        XCTAssertEqual(region.bounds, CGRect(x: 0, y: 0, width: 50, height: 100))
        // Window (40, 30): x / (1 + x/100) = 40 → x = 66.67, W = 5/3, y = 50: inside.
        XCTAssertTrue(region.contains(CGPoint(x: 40, y: 30), in: HitMap()))
        XCTAssertEqual(region.localPoint(CGPoint(x: 40, y: 30)).x, 200.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(region.localPoint(CGPoint(x: 40, y: 30)).y, 50, accuracy: 1e-9)
        // Window (40, 70) comes from y = 116.7: below the square, though inside its bounds.
        XCTAssertFalse(region.contains(CGPoint(x: 40, y: 70), in: HitMap()))
        // Window (150, 0) solves x / (1 + x/100) = 150 at x = −300, where W = −2: behind the camera,
        // so it has no local point (the window point is given back).
        XCTAssertEqual(region.localPoint(CGPoint(x: 150, y: 0)), CGPoint(x: 150, y: 0))
    }

    func testTheClipLimitsTheRegion() {
        let region = HitRegion.rect(CGRect(x: 0, y: 0, width: 100, height: 100), target: Target(), transform: .identity,
                               clip: CGRect(x: 0, y: 0, width: 50, height: 50))
        XCTAssertTrue(region.contains(CGPoint(x: 40, y: 40), in: HitMap()))
        XCTAssertFalse(region.contains(CGPoint(x: 60, y: 40), in: HitMap()))
    }
}
