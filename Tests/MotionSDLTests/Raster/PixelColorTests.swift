import XCTest
@testable import MotionSDL

final class PixelColorTests: XCTestCase {
    func testUnitComponentsRoundToNearestByte() {
        // 0.5·255 = 127.5 rounds away from zero to 128; 0.2·255 = 51; 0.6·255 = 153.
        XCTAssertEqual(PixelColor(red: 0.5, green: 0.2, blue: 0.6, opacity: 1), PixelColor(r: 128, g: 51, b: 153, a: 255))
        // 1/255 and 254.4/255 stay on their steps.
        XCTAssertEqual(PixelColor.byte(1.0 / 255), 1)
        XCTAssertEqual(PixelColor.byte(254.4 / 255), 254)
    }

    func testBadComponentsClampAndNaNIsZero() {
        XCTAssertEqual(PixelColor.byte(-3), 0)
        XCTAssertEqual(PixelColor.byte(7), 255)
        XCTAssertEqual(PixelColor.byte(.nan), 0)
        XCTAssertEqual(PixelColor.byte(.infinity), 255)
        XCTAssertEqual(PixelColor.byte(-.infinity), 0)
    }

    func testConvertsFromAndToMotionCoreColor() {
        XCTAssertEqual(PixelColor(Color(white: 0.5)), PixelColor(r: 128, g: 128, b: 128))
        XCTAssertEqual(PixelColor(Color.blue), PixelColor(r: 0, g: 122, b: 255))
        XCTAssertEqual(PixelColor(Color.clear).a, 0)
        // Round trip byte → unit → byte is the identity on every step.
        for value in 0...255 {
            let pixel = PixelColor(r: UInt8(value), g: 0, b: UInt8(255 - value), a: UInt8(value))
            XCTAssertEqual(PixelColor(pixel.color), pixel)
        }
    }

    func testMultiplyingAlpha() {
        XCTAssertEqual(PixelColor.white.multiplyingAlpha(by: 0.5).a, 128)              // 127.5 → 128
        XCTAssertEqual(PixelColor(r: 1, g: 2, b: 3, a: 100).multiplyingAlpha(by: 0.5).a, 50)
        XCTAssertEqual(PixelColor.white.multiplyingAlpha(by: .nan).a, 0)
        XCTAssertEqual(PixelColor.white.multiplyingAlpha(by: 2).a, 255)
    }
}
