import XCTest
@testable import MotionSDL

final class ImageDifferenceTests: XCTestCase {
    func testCountsPixelsBeyondTheToleranceOnAnyChannel() {
        let expected = PixelImage(width: 3, height: 1, pixels: [.white, .white, PixelColor(r: 10, g: 20, b: 30)])
        let actual = PixelImage(width: 3, height: 1, pixels: [PixelColor(r: 255, g: 255, b: 255, a: 253),
                                                              PixelColor(r: 255, g: 254, b: 255),
                                                              PixelColor(r: 10, g: 20, b: 33)])
        let loose = ImageDifference(expected: expected, actual: actual, tolerance: 2)
        XCTAssertEqual(loose.differingPixels, 1, "only the blue channel's 3 exceeds 2")
        XCTAssertEqual(loose.largestChannelDifference, 3)
        XCTAssertEqual(loose.first?.x, 2)
        XCTAssertEqual(loose.first?.actual, PixelColor(r: 10, g: 20, b: 33))
        let strict = ImageDifference(expected: expected, actual: actual, tolerance: 0)
        XCTAssertEqual(strict.differingPixels, 3, "alpha counts too")
        XCTAssertEqual(ImageDifference(expected: expected, actual: actual, tolerance: -5).differingPixels, 3)
    }

    func testTheDiffImageIsRedWhereTheyDifferAndFadedGreyElsewhere() {
        let expected = PixelImage(width: 2, height: 1, pixels: [.black, .white])
        let actual = PixelImage(width: 2, height: 1, pixels: [.black, .black])
        let difference = ImageDifference(expected: expected, actual: actual, tolerance: 0)
        // Faded grey: 160 + luminance · 95 / 255, black → 160.
        XCTAssertEqual(difference.image.pixel(x: 0, y: 0), PixelColor(r: 160, g: 160, b: 160))
        XCTAssertEqual(difference.image.pixel(x: 1, y: 0), PixelColor(r: 255, g: 0, b: 0))
        XCTAssertNil(ImageDifference(expected: expected, actual: expected, tolerance: 0).first)
    }

    func testASmallerActualImageCountsItsMissingPixelsAsTransparent() {
        let expected = PixelImage(width: 2, height: 1, pixels: [.white, .white])
        let actual = PixelImage(width: 1, height: 1, pixels: [.white])
        let difference = ImageDifference(expected: expected, actual: actual, tolerance: 254)
        XCTAssertEqual(difference.differingPixels, 1)
        XCTAssertEqual(difference.image.width, 2)
    }
}
