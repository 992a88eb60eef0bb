import XCTest
@testable import MotionSDL

final class NearestColorCacheTests: XCTestCase {
    func testTheNearestEntryToTheCellCentreWins() {
        var nearest = NearestColorCache(palette: [.black, .white, PixelColor(r: 255, g: 0, b: 0)])
        XCTAssertEqual(nearest.index(red: 200, green: 190, blue: 180), 1)
        XCTAssertEqual(nearest.index(red: 240, green: 30, blue: 20), 2)
        XCTAssertEqual(nearest.index(red: 20, green: 30, blue: 20), 0)
    }

    func testOutOfRangeAndNaNComponentsClamp() {
        var nearest = NearestColorCache(palette: [.black, .white])
        XCTAssertEqual(nearest.index(red: 900, green: 400, blue: .infinity), 1)
        XCTAssertEqual(nearest.index(red: -50, green: .nan, blue: -.infinity), 0)
    }

    func testTiesTakeTheLowerIndexAndAnEmptyPaletteGivesZero() {
        var tie = NearestColorCache(palette: [PixelColor(r: 0, g: 0, b: 0), PixelColor(r: 4, g: 4, b: 4)])
        XCTAssertEqual(tie.index(red: 2, green: 2, blue: 2), 0, "cell centre (2, 2, 2) is 12 from both")
        var empty = NearestColorCache(palette: [])
        XCTAssertEqual(empty.index(red: 10, green: 10, blue: 10), 0)
    }
}
