import XCTest
@testable import MotionUI

/// The column-sizing rule of lazy grids, against sums worked out by hand (and the measurements
/// objc.io and others published of SwiftUI's grids).
final class LazyGridTracksTests: XCTestCase {
    private func lengths(_ items: [GridItem], _ length: CGFloat?) -> [CGFloat] {
        LazyGridTracks(items, length: length).lengths
    }

    func testAFixedColumnKeepsItsSizeAndAnAdaptiveOneFitsAsManyMinimumCellsAsItsShareHolds() {
        // 200 − 70 − 8 = 122 for the adaptive item: 40 + 8 + 40 fits, a third does not,
        // so two cells of (122 − 8) / 2 = 57.
        let tracks = LazyGridTracks([GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))], length: 200)
        XCTAssertEqual(tracks.lengths, [70, 57, 57])
        XCTAssertEqual(tracks.offsets, [0, 78, 143])
        XCTAssertEqual(tracks.total, 200)
    }

    func testFlexibleItemsShareInOrderSoALaterMinimumCanMakeTheGridLongerThanProposed() {
        // 300 − 8 = 292: the first takes 292 / 2 = 146, the second 146 clamped up to 180 → 334.
        XCTAssertEqual(lengths([GridItem(.flexible(minimum: 100)), GridItem(.flexible(minimum: 180))], 300), [146, 180])
        XCTAssertEqual(LazyGridTracks([GridItem(.flexible(minimum: 100)), GridItem(.flexible(minimum: 180))], length: 300).total, 334)
        // Placed in 334: 326 / 2 = 163, then 163 clamped up to 180.
        XCTAssertEqual(lengths([GridItem(.flexible(minimum: 100)), GridItem(.flexible(minimum: 180))], 334), [163, 180])
    }

    func testAFlexibleMaximumLeavesTheRestToTheNextItem() {
        // 200 − 8 = 192: the first takes 96 clamped to 30, the second the 162 left.
        XCTAssertEqual(lengths([GridItem(.flexible(maximum: 30)), GridItem(.flexible())], 200), [30, 162])
    }

    func testAnAdaptiveItemSpreadsItsShareOverItsCellsUpToItsMaximum() {
        // (300 + 8) / (50 + 8) = 5.3 → 5 cells of (300 − 4 × 8) / 5 = 53.6.
        XCTAssertEqual(lengths([GridItem(.adaptive(minimum: 50, maximum: 100))], 300), [53.6, 53.6, 53.6, 53.6, 53.6])
        // (300 + 8) / 108 = 2.85 → 2 cells of (300 − 8) / 2 = 146, held to 110.
        XCTAssertEqual(lengths([GridItem(.adaptive(minimum: 100, maximum: 110))], 300), [110, 110])
    }

    func testTwoAdaptiveItemsShareFirstThenFillTheirShares() {
        // (300 − 8) / 2 = 146 each: 2 cells of 69, then 3 cells of (146 − 16) / 3.
        let third = (146 - 16) / CGFloat(3)
        XCTAssertEqual(lengths([GridItem(.adaptive(minimum: 50, maximum: 100)), GridItem(.adaptive(minimum: 40, maximum: 100))], 300),
                       [69, 69, third, third, third])
    }

    func testAnExplicitSpacingSeparatesThatItemFromTheNextAndTheLastSpacingIsUnused() {
        // 100 − 2 = 98 → 49 each; the second item's spacing 30 follows nothing.
        let tracks = LazyGridTracks([GridItem(.flexible(), spacing: 2), GridItem(.flexible(), spacing: 30)], length: 100)
        XCTAssertEqual(tracks.lengths, [49, 49])
        XCTAssertEqual(tracks.offsets, [0, 51])
        XCTAssertEqual(tracks.total, 100)
    }

    func testWithoutAFiniteLengthFlexibleAndAdaptiveItemsTakeTheirMinimum() {
        let items = [GridItem(.fixed(70)), GridItem(.flexible(minimum: 20)), GridItem(.adaptive(minimum: 40))]
        XCTAssertEqual(lengths(items, nil), [70, 20, 40])
        XCTAssertEqual(lengths(items, .infinity), [70, 20, 40])
        XCTAssertEqual(lengths(items, .nan), [70, 20, 40])
    }

    func testNoItemsMakeNoTracks() {
        let tracks = LazyGridTracks([], length: 300)
        XCTAssertEqual(tracks.tracks, [])
        XCTAssertEqual(tracks.total, 0)
    }

    func testBadSizesReadAsDocumented() {
        // NaN and negative fixed sizes are 0; a NaN minimum is 0 and a NaN maximum infinite, so
        // the flexible item takes the 100 − 0 − 0 left (the NaN spacing reads as 0).
        XCTAssertEqual(lengths([GridItem(.fixed(.nan), spacing: .nan), GridItem(.fixed(-5), spacing: -4),
                                GridItem(.flexible(minimum: .nan, maximum: .nan))], 100), [0, 0, 100])
        // A maximum below the minimum reads as the minimum.
        XCTAssertEqual(lengths([GridItem(.flexible(minimum: 40, maximum: 10))], 100), [40])
        // A negative length reads as 0: flexible items take their minimum.
        XCTAssertEqual(lengths([GridItem(.flexible(minimum: 15))], -50), [15])
    }

    func testAnAdaptiveMinimumBelowOnePointCountsAsOneAndTheCellCountIsCapped() {
        // 10 points, minimum 0, no spacing: (10 + 0) / (1 + 0) = 10 cells of 1.
        XCTAssertEqual(lengths([GridItem(.adaptive(minimum: 0), spacing: 0)], 10), Array(repeating: 1, count: 10))
        let huge = LazyGridTracks([GridItem(.adaptive(minimum: 0), spacing: 0)], length: 1e12)
        XCTAssertEqual(huge.tracks.count, LazyGridTracks.maximumAdaptiveCount)
        XCTAssertEqual(huge.lengths[0], 1e12 / CGFloat(LazyGridTracks.maximumAdaptiveCount))
    }
}
