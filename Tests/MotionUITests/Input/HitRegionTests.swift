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
        XCTAssertTrue(region.contains(CGPoint(x: 19, y: 29), parts: []))
        XCTAssertFalse(region.contains(CGPoint(x: 21, y: 25), parts: []))
        XCTAssertEqual(region.localPoint(CGPoint(x: 14, y: 24)), CGPoint(x: 2, y: 2))
    }

    func testASingularTransformTakesNoPoint() {
        // Scaled to nothing about (9, 9): every local point lands on (9, 9). Core Graphics' inverse of
        // a singular transform is the transform itself, which would map (9, 9) into the square.
        let transform = CGAffineTransform(translationX: -9, y: -9)
            .concatenating(CGAffineTransform(scaleX: 0, y: 0))
            .concatenating(CGAffineTransform(translationX: 9, y: 9))
        let region = HitRegion.rect(CGRect(x: 0, y: 0, width: 18, height: 18), target: Target(), transform: transform, clip: nil)
        XCTAssertFalse(region.contains(CGPoint(x: 9, y: 9), parts: []))
        let nan = HitRegion.rect(CGRect(x: 0, y: 0, width: 18, height: 18), target: Target(),
                            transform: CGAffineTransform(scaleX: .nan, y: 1), clip: nil)
        XCTAssertFalse(nan.contains(CGPoint(x: 9, y: 9), parts: []))
    }

    func testTheClipLimitsTheRegion() {
        let region = HitRegion.rect(CGRect(x: 0, y: 0, width: 100, height: 100), target: Target(), transform: .identity,
                               clip: CGRect(x: 0, y: 0, width: 50, height: 50))
        XCTAssertTrue(region.contains(CGPoint(x: 40, y: 40), parts: []))
        XCTAssertFalse(region.contains(CGPoint(x: 60, y: 40), parts: []))
    }
}
