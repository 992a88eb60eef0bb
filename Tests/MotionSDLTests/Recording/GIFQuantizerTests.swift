import XCTest
@testable import MotionSDL

final class GIFQuantizerTests: XCTestCase {
    private let red = PixelColor(r: 255, g: 0, b: 0), blue = PixelColor(r: 0, g: 0, b: 255)

    func testFewColoursGetAnExactPaletteInColourOrderPaddedToAPowerOfTwo() {
        let frame = GIFQuantizer.quantize([.white, red, blue, red, .white, .white], width: 3, height: 2)
        XCTAssertTrue(frame.isExact)
        XCTAssertEqual(frame.colors, [blue, red, .white, .black])   // 0x0000FF < 0xFF0000 < 0xFFFFFF, padded to 4
        XCTAssertEqual(frame.indices, [2, 1, 0, 1, 2, 2])
        XCTAssertNil(frame.transparentIndex)
    }

    func testUnchangedPixelsTakeTheReservedTransparentIndex() {
        let frame = GIFQuantizer.quantize([red, blue, red, .white], width: 2, height: 2, changed: [true, false, true, false])
        XCTAssertEqual(frame.colors, [red, .black])
        XCTAssertEqual(frame.transparentIndex, 1)
        XCTAssertEqual(frame.indices, [0, 1, 0, 1])
    }

    func testTwoHundredFiftySixColoursAreExactWithoutTransparencyButNotWithIt() {
        let pixels = (0..<256).map { PixelColor(r: UInt8($0), g: 0, b: 0) }
        XCTAssertTrue(GIFQuantizer.quantize(pixels, width: 256, height: 1).isExact)
        let masked = GIFQuantizer.quantize(pixels + [.white], width: 257, height: 1, changed: Array(repeating: true, count: 256) + [false])
        XCTAssertFalse(masked.isExact, "256 colours and a transparent index do not fit 256 entries")
        XCTAssertEqual(masked.colors.count, 256)
        XCTAssertEqual(masked.transparentIndex, 255)
        XCTAssertEqual(masked.indices.last, 255)
    }

    func testManyColoursAreDitheredAroundTheirAverageAndPaletteColoursStayExact() {
        // 300 colours of a red ramp (green alternating 0 and 1) beside white: more than 256.
        let ramp = (0..<300).map { PixelColor(r: UInt8($0 * 255 / 299), g: UInt8($0 % 2), b: 0) }
        let pixels = ramp + Array(repeating: PixelColor.white, count: 300)
        let frame = GIFQuantizer.quantize(pixels, width: 600, height: 1)
        XCTAssertFalse(frame.isExact)
        XCTAssertLessThanOrEqual(frame.colors.count, 256)
        let decoded = frame.indices.map { frame.colors[Int($0)] }
        XCTAssertEqual(Array(decoded[300...]), Array(repeating: .white, count: 300), "white is in the palette: no noise")
        let sourceRed = ramp.reduce(0) { $0 + Int($1.r) }, shownRed = decoded[..<300].reduce(0) { $0 + Int($1.r) }
        // Measured: 10 levels over 300 pixels (error is dropped at exact colours and at the row's end), no pixel over 2 off.
        XCTAssertLessThanOrEqual(abs(sourceRed - shownRed), 15, "the row's mean red within 0.05 levels")
        XCTAssertLessThanOrEqual(zip(decoded[..<300], ramp).map { abs(Int($0.r) - Int($1.r)) }.max() ?? 0, 4)
    }

    func testAMismatchedSizeOrMaskDrawsNothing() {
        let frame = GIFQuantizer.quantize([red, blue], width: 3, height: 1)
        XCTAssertEqual(frame.transparentIndex, 0)
        XCTAssertEqual(frame.indices, [0, 0, 0])
        XCTAssertEqual(GIFQuantizer.quantize([red], width: 1, height: 1, changed: [true, true]).indices, [0])
    }
}
