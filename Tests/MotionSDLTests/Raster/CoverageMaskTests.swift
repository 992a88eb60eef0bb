import XCTest
@testable import MotionSDL

final class CoverageMaskTests: XCTestCase {
    func testValuesAreClampedAndPadded() {
        let mask = CoverageMask(rect: PixelRect(x: 2, y: 3, width: 2, height: 2), values: [0.5, .nan, 2, -1, 7])
        XCTAssertEqual(mask.values, [0.5, 0, 1, 0])
        XCTAssertEqual(mask.coverage(x: 2, y: 3), 0.5)
        XCTAssertEqual(mask.coverage(x: 2, y: 4), 1)
        XCTAssertEqual(mask.coverage(x: 0, y: 0), 0)
        XCTAssertEqual(CoverageMask(rect: PixelRect(x: 0, y: 0, width: 3, height: 1), values: [1]).values, [1, 0, 0])
        XCTAssertEqual(CoverageMask(rect: PixelRect(x: 0, y: 0, width: 2, height: 1), filledWith: 3).values, [1, 1])
        XCTAssertTrue(CoverageMask(rect: PixelRect(x: 0, y: 0, width: 2, height: 1), filledWith: 0).isEmpty)
        XCTAssertEqual(mask.area, 1.5)
    }

    func testMultiplyIntersectsAndCropKeepsWhatIsInside() {
        var mask = CoverageMask(rect: PixelRect(x: 0, y: 0, width: 3, height: 2), filledWith: 0.5)
        mask.multiply(by: CoverageMask(rect: PixelRect(x: 1, y: 1, width: 5, height: 5), filledWith: 0.5))
        XCTAssertEqual(mask.values, [0, 0, 0, 0, 0.25, 0.25])
        var disjoint = CoverageMask(rect: PixelRect(x: 0, y: 0, width: 2, height: 2), filledWith: 1)
        disjoint.multiply(by: CoverageMask(rect: PixelRect(x: 5, y: 5, width: 2, height: 2), filledWith: 1))
        XCTAssertTrue(disjoint.isEmpty)
        let ramp = CoverageMask(rect: PixelRect(x: 10, y: 0, width: 4, height: 1), values: [0.1, 0.2, 0.3, 0.4])
        let cropped = ramp.cropped(to: PixelRect(x: 11, y: -5, width: 2, height: 10))
        XCTAssertEqual(cropped.rect, PixelRect(x: 11, y: 0, width: 2, height: 1))
        XCTAssertEqual(cropped.values, [0.2, 0.3])
        XCTAssertEqual(ramp.cropped(to: PixelRect(x: 0, y: 0, width: 5, height: 5)), .empty)
    }

    func testSolidRectangleIsFullyCoveredAndLarge() {
        var rasterizer = PolygonRasterizer()
        let canvas = PixelRect(x: 0, y: 0, width: 100, height: 100)
        // A rectangle from 10.5 to 60.5 × 20 to 40.25: its full pixels are columns 11…59, rows 20…39.
        let box = rasterizer.rasterize([[CGPoint(x: 10.5, y: 20), CGPoint(x: 60.5, y: 20), CGPoint(x: 60.5, y: 40.25),
                                         CGPoint(x: 10.5, y: 40.25)]], fillRule: .nonZero, within: canvas)
        XCTAssertEqual(CoverageMask.solidRectangle(in: box, within: canvas), PixelRect(x: 11, y: 20, width: 49, height: 20))
        // A disc of radius 30: whatever rectangle comes back is fully covered and a fair part of it.
        let disc = (0..<128).map { k -> CGPoint in
            let angle = Double(k) / 128 * 2 * Double.pi
            return CGPoint(x: 50 + 30 * cos(angle), y: 50 + 30 * sin(angle))
        }
        let round = rasterizer.rasterize([disc], fillRule: .nonZero, within: canvas)
        let solid = try? XCTUnwrap(CoverageMask.solidRectangle(in: round, within: canvas))
        if let solid {
            for y in solid.y..<solid.maxY {
                for x in solid.x..<solid.maxX { XCTAssertGreaterThanOrEqual(round.coverage(x: x, y: y), 254.5 / 255) }
            }
            XCTAssertGreaterThan(Double(solid.area), 0.4 * Double.pi * 900)
        }
        // Nothing full, or too small: nil.
        XCTAssertNil(CoverageMask.solidRectangle(in: CoverageMask(rect: canvas, filledWith: 0.5), within: canvas))
        XCTAssertNil(CoverageMask.solidRectangle(in: CoverageMask(rect: PixelRect(x: 0, y: 0, width: 7, height: 7), filledWith: 1),
                                                 within: canvas))
    }
}
