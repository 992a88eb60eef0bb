import XCTest
@testable import MotionSDL

final class ClipMaskTests: XCTestCase {
    private func p(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: x, y: y) }
    private func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> [CGPoint] {
        [p(x, y), p(x + w, y), p(x + w, y + h), p(x, y + h)]
    }
    private let canvas = PixelRect(x: 0, y: 0, width: 100, height: 80)

    func testNoClipsIsTheWholeCanvas() {
        let clip = ClipMask(clips: [], scale: 2, canvas: canvas)
        XCTAssertEqual(clip.region, canvas)
        XCTAssertTrue(clip.isRectangular)
        XCTAssertFalse(clip.isEmpty)
    }

    func testPixelAlignedRectanglesBecomeTheRegion() {
        // Points 10…30 × 5…25 at scale 2 are pixels 20…60 × 10…50; a second clip narrows it.
        let clip = ClipMask(clips: [rect(10, 5, 20, 20), rect(0, 0, 25, 100)], scale: 2, canvas: canvas)
        XCTAssertEqual(clip.region, PixelRect(x: 20, y: 10, width: 30, height: 40))
        XCTAssertTrue(clip.isRectangular)
        // Clockwise or not, with the first point repeated at the end, starting on a vertical side.
        let reversed = [p(10, 5), p(10, 25), p(30, 25), p(30, 5), p(10, 5)]
        XCTAssertEqual(ClipMask(clips: [reversed], scale: 2, canvas: canvas).region, PixelRect(x: 20, y: 10, width: 40, height: 40))
        // Beyond the canvas it is cut to the canvas.
        XCTAssertEqual(ClipMask(clips: [rect(-10, -10, 500, 500)], scale: 1, canvas: canvas).region, canvas)
    }

    func testOtherClipsStayOutlinesAndNarrowTheRegionToTheirBox() {
        // A quarter point at scale 2 is half a pixel: not aligned.
        let fractional = rect(10.25, 5, 20, 20)
        let clip = ClipMask(clips: [fractional], scale: 2, canvas: canvas)
        XCTAssertEqual(clip.outlines, [fractional])
        XCTAssertEqual(clip.region, PixelRect(x: 20, y: 10, width: 41, height: 40))
        XCTAssertFalse(clip.isRectangular)
        let diamond = [p(50, 10), p(70, 30), p(50, 50), p(30, 30)]
        let rotated = ClipMask(clips: [diamond], scale: 1, canvas: canvas)
        XCTAssertEqual(rotated.outlines.count, 1)
        XCTAssertEqual(rotated.region, PixelRect(x: 30, y: 10, width: 40, height: 40))
    }

    func testAClipEnclosingNothingHidesEverything() {
        for bad in [[p(0, 0), p(10, 10)], [p(0, 0), p(.nan, 5), p(5, 5)], rect(5, 5, 0, 10), rect(200, 200, 10, 10)] {
            let clip = ClipMask(clips: [rect(0, 0, 50, 50), bad], scale: 1, canvas: canvas)
            XCTAssertTrue(clip.isEmpty, "\(bad)")
            XCTAssertTrue(clip.outlines.isEmpty)
        }
    }

    func testCoverageOfTheClipItself() {
        var rasterizer = PolygonRasterizer()
        let square = ClipMask(clips: [rect(10, 10, 20, 20)], scale: 1, canvas: canvas)
        let full = square.coverage(over: PixelRect(x: 0, y: 0, width: 15, height: 15), using: &rasterizer)
        XCTAssertEqual(full.rect, PixelRect(x: 10, y: 10, width: 5, height: 5))
        XCTAssertTrue(full.values.allSatisfy { $0 == 1 })
        // Two outlines: their exact intersection (x 10.5…30 ∩ y 0…20.5).
        let pair = ClipMask(clips: [rect(10.5, 0, 19.5, 80), rect(0, 0, 100, 20.5)], scale: 1, canvas: canvas)
        let both = pair.coverage(over: canvas, using: &rasterizer)
        XCTAssertEqual(both.coverage(x: 10, y: 20), 0.25, accuracy: 1e-6)
        XCTAssertEqual(both.coverage(x: 11, y: 20), 0.5, accuracy: 1e-6)
        XCTAssertEqual(both.area, 19.5 * 20.5, accuracy: 1e-3)
    }
}
