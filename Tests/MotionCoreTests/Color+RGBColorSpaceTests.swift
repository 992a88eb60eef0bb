import XCTest
@testable import MotionCore

final class ColorRGBColorSpaceTests: XCTestCase {
    func testIssue10_sRGBIsTakenAsIs() {
        XCTAssertEqual(Color(.sRGB, red: 0.1, green: 0.2, blue: 0.3, opacity: 0.4),
                       Color(red: 0.1, green: 0.2, blue: 0.3, opacity: 0.4))
        XCTAssertEqual(Color(.sRGB, white: 0.9, opacity: 0.5), Color(white: 0.9, opacity: 0.5))
    }

    func testIssue10_linearComponentsAreEncoded() {
        // 1.055 · 0.5^(1/2.4) − 0.055 = 0.735356983…; the linear segment below 0.0031308: 12.92 × c.
        let c = Color(.sRGBLinear, white: 0.5)
        XCTAssertEqual(c.red, 0.7353569830524495, accuracy: 1e-12)
        XCTAssertEqual(Color(.sRGBLinear, red: 0.002, green: 0, blue: 1).red, 0.02584, accuracy: 1e-12)
        XCTAssertEqual(Color(.sRGBLinear, red: 0.002, green: 0, blue: 1).blue, 1, accuracy: 1e-12)
    }

    func testIssue10_displayP3IsConvertedToSRGB() {
        // Greys are the same in both spaces (the matrix rows sum to 1).
        let grey = Color(.displayP3, white: 0.5)
        XCTAssertEqual(grey.red, 0.5, accuracy: 1e-9)
        XCTAssertEqual(grey.blue, 0.5, accuracy: 1e-9)
        // In gamut: P3 (0.5, 0.4, 0.3) is sRGB (0.519257, 0.395092, 0.284473) (numpy, same matrix).
        let c = Color(.displayP3, red: 0.5, green: 0.4, blue: 0.3)
        XCTAssertEqual(c.red, 0.5192571727497686, accuracy: 1e-9)
        XCTAssertEqual(c.green, 0.39509189132122813, accuracy: 1e-9)
        XCTAssertEqual(c.blue, 0.28447291313230044, accuracy: 1e-9)
        // P3 red is outside sRGB: clamped to (1, 0, 0).
        XCTAssertEqual(Color(.displayP3, red: 1, green: 0, blue: 0), Color(red: 1, green: 0, blue: 0))
        XCTAssertEqual(Color(.displayP3, red: .nan, green: 0, blue: 0).red, 0)
    }
}
