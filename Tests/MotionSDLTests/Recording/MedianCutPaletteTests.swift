import XCTest
@testable import MotionSDL

final class MedianCutPaletteTests: XCTestCase {
    func testTheHeaviestSpreadIsCutFirstAndBoxesTakeTheirWeightedMean() {
        // Green varies most (0 against 255, weighted by 900 whites): the reds split off from white;
        // the two reds share a box whose red is (255·50 + 254·50) / 100 = 254.5, rounded to 255.
        let palette = MedianCutPalette.make(colors: [0xFFFFFF: 900, 0xFF0000: 50, 0xFE0000: 50], size: 2)
        XCTAssertEqual(palette, [PixelColor(r: 255, g: 0, b: 0), .white])
    }

    func testEnoughEntriesKeepEveryColourExactly() {
        let colors: [UInt32: Int] = [0x102030: 1, 0x405060: 7, 0x708090: 3, 0xA0B0C0: 2]
        let palette = MedianCutPalette.make(colors: colors, size: 8)
        XCTAssertEqual(Set(palette), [PixelColor(r: 0x10, g: 0x20, b: 0x30), PixelColor(r: 0x40, g: 0x50, b: 0x60),
                                      PixelColor(r: 0x70, g: 0x80, b: 0x90), PixelColor(r: 0xA0, g: 0xB0, b: 0xC0)])
    }

    func testAFlatBackgroundKeepsItsExactColourAmongAGradient() {
        var colors: [UInt32: Int] = [0xF2F2F7: 100_000]   // the player's grouped background
        for level in 0..<1000 { colors[UInt32(level % 256) << 8 | UInt32(level / 256), default: 0] += 1 }
        XCTAssertTrue(MedianCutPalette.make(colors: colors, size: 255).contains(PixelColor(r: 0xF2, g: 0xF2, b: 0xF7)))
    }

    func testNoColoursOrNoSizeGiveAnEmptyPalette() {
        XCTAssertEqual(MedianCutPalette.make(colors: [:], size: 16), [])
        XCTAssertEqual(MedianCutPalette.make(colors: [0xFFFFFF: 1], size: 0), [])
    }
}
