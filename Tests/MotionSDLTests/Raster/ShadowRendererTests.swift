import XCTest
@testable import MotionSDL

final class ShadowRendererTests: XCTestCase {
    private func p(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: x, y: y) }
    private func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> [CGPoint] {
        [p(x, y), p(x + w, y), p(x + w, y + h), p(x, y + h)]
    }
    private func unclipped(_ width: Int, _ height: Int, scale: Double = 1) -> ClipMask {
        ClipMask(clips: [], scale: scale, canvas: PixelRect(x: 0, y: 0, width: width, height: height))
    }

    /// The standard normal CDF, Φ(x) = (1 + erf(x / √2)) / 2.
    private func phi(_ x: Double) -> Double { (1 + erf(x / 2.squareRoot())) / 2 }

    func testSigmaIsHalfTheRadiusInPixels() {
        XCTAssertEqual(ShadowRenderer.sigma(radius: 8, scale: 2), 8)
        XCTAssertEqual(ShadowRenderer.sigma(radius: 5, scale: 1), 2.5)
        XCTAssertEqual(ShadowRenderer.sigma(radius: -3, scale: 1), 0)
        XCTAssertEqual(ShadowRenderer.sigma(radius: .nan, scale: 1), 0)
        XCTAssertEqual(ShadowRenderer.sigma(radius: 4, scale: .infinity), 0)
    }

    func testBoxWidthsAddUpToTheGaussiansVariance() {
        // σ = 4: ideal width √(12·16/3 + 1) = √65 = 8.06 → 7 (odd) and 9; m = (3·49 + 4·3·7 + 9 − 192) / 32
        // = 1.5 → 2 boxes of 7: variances (49 − 1)/12 · 2 + (81 − 1)/12 = 14.67.
        XCTAssertEqual(ShadowRenderer.boxWidths(sigma: 4), [7, 7, 9])
        XCTAssertEqual(ShadowRenderer.boxWidths(sigma: 8), [15, 15, 17])
        XCTAssertEqual(ShadowRenderer.boxWidths(sigma: 0), [1, 1, 1])
        XCTAssertEqual(ShadowRenderer.boxWidths(sigma: .nan), [1, 1, 1])
        XCTAssertEqual(ShadowRenderer.reach(sigma: 8), 7 + 7 + 8)
        XCTAssertEqual(ShadowRenderer.reach(sigma: 1), 3)     // the sampled Gaussian's ±3σ
        XCTAssertEqual(ShadowRenderer.reach(sigma: 0.05), 0)
        // Whole odd widths can miss σ² by at most half the step between two choices, (4w + 4)/24.
        var sigma = 2.0
        while sigma < 60 {
            let widths = ShadowRenderer.boxWidths(sigma: sigma)
            XCTAssertTrue(widths.allSatisfy { $0 % 2 == 1 } && widths == widths.sorted(), "\(sigma): \(widths)")
            let variance = widths.reduce(0.0) { $0 + Double($1 * $1 - 1) / 12 }
            let step = Double(4 * widths[0] + 4) / 12
            XCTAssertLessThanOrEqual(abs(variance - sigma * sigma), step / 2 + 1e-9, "σ = \(sigma)")
            sigma += 0.37
        }
    }

    func testAStraightEdgeBlursSymmetricallyLikeAGaussian() {
        // A half-plane x ≥ 50 (a wide rectangle): blurring with a symmetric kernel gives pixels the
        // same distance either side of the edge coverages that add up to 1 exactly, and the profile
        // follows Φ(d / σ) with d the pixel centre's distance from the edge.
        for (radius, allowed) in [(12.0, 0.03), (3.0, 0.01)] {   // σ = 6 (boxes), σ = 1.5 (sampled Gaussian)
            var shadows = ShadowRenderer()
            let mask = shadows.mask(of: [rect(50, -100, 200, 300)], radius: radius, scale: 1, clip: unclipped(100, 100))
            let sigma = radius / 2
            for distance in 0..<12 {
                let inside = Double(mask.coverage(x: 50 + distance, y: 50)), outside = Double(mask.coverage(x: 49 - distance, y: 50))
                XCTAssertEqual(inside + outside, 1, accuracy: 1e-5)
                XCTAssertEqual(inside, phi((Double(distance) + 0.5) / sigma), accuracy: allowed, "radius \(radius), d \(distance)")
            }
        }
    }

    func testBlurKeepsTheShapesArea() {
        var shadows = ShadowRenderer()
        for radius in [1.0, 3.0, 10.0] {
            let mask = shadows.mask(of: [rect(40.25, 30.5, 20, 10)], radius: radius, scale: 1, clip: unclipped(120, 100))
            XCTAssertEqual(mask.area, 200, accuracy: 0.01, "radius \(radius)")
        }
        // No radius: the sharp shape.
        let sharp = shadows.mask(of: [rect(10, 10, 5, 5)], radius: 0, scale: 1, clip: unclipped(40, 40))
        XCTAssertEqual(sharp.coverage(x: 12, y: 12), 1)
        XCTAssertEqual(sharp.coverage(x: 9, y: 12), 0)
    }

    func testRepeatedShapesAreBlurredOnce() {
        var shadows = ShadowRenderer()
        let clip = unclipped(200, 100)
        let first = shadows.mask(of: [rect(10, 10, 30, 20)], radius: 6, scale: 1, clip: clip)
        let moved = shadows.mask(of: [rect(110, 40, 30, 20)], radius: 6, scale: 1, clip: clip)
        XCTAssertEqual(shadows.cachedMaskCount, 1)
        XCTAssertEqual(moved.rect, first.rect.offsetBy(x: 100, y: 30))
        XCTAssertEqual(moved.values, first.values)
        // Half a pixel further is another mask; so is another radius.
        _ = shadows.mask(of: [rect(110.5, 40, 30, 20)], radius: 6, scale: 1, clip: clip)
        _ = shadows.mask(of: [rect(10, 10, 30, 20)], radius: 7, scale: 1, clip: clip)
        XCTAssertEqual(shadows.cachedMaskCount, 3)
        // The cache holds at most `cacheCapacity` masks.
        for index in 0..<(ShadowRenderer.cacheCapacity + 5) {
            _ = shadows.mask(of: [rect(10, 10, 5 + Double(index), 5)], radius: 2, scale: 1, clip: clip)
        }
        XCTAssertEqual(shadows.cachedMaskCount, ShadowRenderer.cacheCapacity)
    }

    func testIssue13_TheMaskCacheIsBoundedByBytes() {
        var shadows = ShadowRenderer()
        let clip = unclipped(1200, 1200)
        // σ = 0.5 px reaches 2 px: a w × 1100 shape blurs to (w + 4) × 1104 floats of 4 bytes.
        for width in 1100...1103 {
            _ = shadows.mask(of: [rect(10, 10, Double(width), 1100)], radius: 1, scale: 1, clip: clip)
        }
        // 1104 + 1105 + 1106 + 1107 columns are 19.5 MB, over 16 MiB: the oldest went.
        XCTAssertEqual(shadows.cachedMaskCount, 3)
        XCTAssertEqual(shadows.cachedBytes, (1105 + 1106 + 1107) * 1104 * 4)
        XCTAssertLessThanOrEqual(shadows.cachedBytes, ShadowRenderer.cacheByteLimit)
    }

    func testIssue13_AMaskNoFrameUsedForTheIdleFrameLimitIsDropped() {
        var shadows = ShadowRenderer()
        let clip = unclipped(100, 100)
        _ = shadows.mask(of: [rect(10, 10, 30, 20)], radius: 6, scale: 1, clip: clip)
        for _ in 0..<ShadowRenderer.cacheIdleFrameLimit { shadows.endFrame() }
        XCTAssertEqual(shadows.cachedMaskCount, 1, "made in frame 0, unused in frames 1…599: kept")
        _ = shadows.mask(of: [rect(20, 10, 30, 20)], radius: 6, scale: 1, clip: clip)   // a hit: used again
        for _ in 0..<ShadowRenderer.cacheIdleFrameLimit { shadows.endFrame() }
        XCTAssertEqual(shadows.cachedMaskCount, 1)
        shadows.endFrame()
        XCTAssertEqual(shadows.cachedMaskCount, 0)
        XCTAssertEqual(shadows.cachedBytes, 0)
    }

    func testShadowsStayInsideTheirClip() {
        var shadows = ShadowRenderer()
        let canvas = PixelRect(x: 0, y: 0, width: 100, height: 100)
        let disc = (0..<64).map { k -> CGPoint in
            let angle = Double(k) / 64 * 2 * Double.pi
            return p(50 + 20 * cos(angle), 50 + 20 * sin(angle))
        }
        let clip = ClipMask(clips: [disc], scale: 1, canvas: canvas)
        let mask = shadows.mask(of: [rect(30, 30, 40, 40)], radius: 10, scale: 1, clip: clip)
        XCTAssertEqual(mask.coverage(x: 50, y: 50), 1, accuracy: 0.01)
        XCTAssertEqual(mask.coverage(x: 32, y: 32), 0)       // blurred there, but outside the disc
        XCTAssertEqual(mask.coverage(x: 50, y: 25), 0)       // outside the disc's box
        // A rectangular clip just narrows the region.
        let band = ClipMask(clips: [rect(0, 0, 100, 45)], scale: 1, canvas: canvas)
        let cut = shadows.mask(of: [rect(30, 30, 40, 40)], radius: 10, scale: 1, clip: band)
        XCTAssertEqual(cut.rect.maxY, 45)
        XCTAssertEqual(shadows.mask(of: [rect(30, 30, 40, 40)], radius: 10, scale: 1,
                                    clip: ClipMask(clips: [[p(0, 0), p(1, 1)]], scale: 1, canvas: canvas)), .empty)
    }
}
