import XCTest
@testable import MotionUI

final class OklabTests: XCTestCase {
    func testIssue12_whiteBlackAndARoundTrip() {
        // White: L = 0.2104542553 + 0.7936177850 − 0.0040720468 = 0.9999999935, a ≈ b ≈ 0.
        let white = Oklab(red: 1, green: 1, blue: 1)
        XCTAssertEqual(white.l, 0.9999999935, accuracy: 1e-9)
        XCTAssertEqual(white.a, 0, accuracy: 1e-7)
        XCTAssertEqual(white.b, 0, accuracy: 1e-7)
        XCTAssertEqual(Oklab(red: 0, green: 0, blue: 0), Oklab(l: 0, a: 0, b: 0))
        // sRGB → Oklab → sRGB comes back within the constants' precision.
        let orange = Oklab(red: 1, green: 149.0 / 255, blue: 0).sRGB
        XCTAssertEqual(orange.red, 1, accuracy: 1e-6)
        XCTAssertEqual(orange.green, 149.0 / 255, accuracy: 1e-6)
        XCTAssertEqual(orange.blue, 0, accuracy: 1e-6)
        // Out of gamut clips to 0…1.
        XCTAssertEqual(Oklab(l: 2, a: 0, b: 0).sRGB.red, 1)
        XCTAssertEqual(Oklab(l: -1, a: 0, b: 0).sRGB.green, 0)
    }
}
