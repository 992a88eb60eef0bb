import XCTest
@testable import MotionSDL

final class BitmapCoverageMaskTests: XCTestCase {
    private let bitmap = Bitmap(width: 2, height: 1, coverage: [255, 51])
    private let canvas = PixelRect(x: 0, y: 0, width: 20, height: 20)

    func testIssue12_aWholePixelTranslationCopiesValues() {
        let mask = bitmap.coverageMask(transform: CGAffineTransform(translationX: 3, y: 4), within: canvas)
        XCTAssertEqual(mask.rect, PixelRect(x: 3, y: 4, width: 2, height: 1))
        XCTAssertEqual(mask.values, [1, 0.2])
        // Clipped to the bounds given.
        let clipped = bitmap.coverageMask(transform: CGAffineTransform(translationX: 3, y: 4),
                                          within: PixelRect(x: 4, y: 0, width: 5, height: 5))
        XCTAssertEqual(clipped.values, [0.2])
    }

    func testIssue12_aScaleSamplesFourByFourPointsAPixel() {
        // Doubled: device pixels 0…3 × 0…1; pixel (1, 0) lies in bitmap pixel 0 (255), pixel (2, 0)
        // in bitmap pixel 1 (51). Shifted by half a pixel, device pixel 0 is half outside: 8 of
        // its 16 points see 255 → 0.5.
        let doubled = bitmap.coverageMask(transform: CGAffineTransform(scaleX: 2, y: 2), within: canvas)
        XCTAssertEqual(doubled.coverage(x: 1, y: 0), 1)
        XCTAssertEqual(doubled.coverage(x: 2, y: 1), 0.2, accuracy: 1e-6)
        let shifted = bitmap.coverageMask(transform: CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 0.5, ty: 0), within: canvas)
        XCTAssertEqual(shifted.coverage(x: 0, y: 0), 0.5)   // columns at 0.625 and 0.875 are inside: 8 of 16 points
        XCTAssertEqual(shifted.coverage(x: 1, y: 0), 1)
    }

    func testIssue12_singularOrNonFiniteTransformsGiveAnEmptyMask() {
        XCTAssertEqual(bitmap.coverageMask(transform: CGAffineTransform(scaleX: 0, y: 1), within: canvas), .empty)
        XCTAssertEqual(bitmap.coverageMask(transform: CGAffineTransform(translationX: .nan, y: 0), within: canvas), .empty)
        XCTAssertEqual(Bitmap(width: 0, height: 0, coverage: []).coverageMask(transform: .identity, within: canvas), .empty)
    }
}
