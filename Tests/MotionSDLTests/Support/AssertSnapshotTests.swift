import XCTest
@testable import MotionSDL

final class AssertSnapshotTests: XCTestCase {
    private func image(_ colors: [PixelColor], width: Int = 2) -> PixelImage {
        PixelImage(width: width, height: colors.count / width, pixels: colors)
    }

    private func folder(_ name: String) throws -> String {
        try makeTemporaryDirectory("snapshot-\(name)")
    }

    func testRecordModesParse() {
        XCTAssertEqual(SnapshotRecordMode.parse(nil), .missing)
        XCTAssertEqual(SnapshotRecordMode.parse(""), .missing)
        XCTAssertEqual(SnapshotRecordMode.parse("NEVER"), .never)
        XCTAssertEqual(SnapshotRecordMode.parse("failed"), .failed)
        XCTAssertEqual(SnapshotRecordMode.parse("all"), .all)
        XCTAssertNil(SnapshotRecordMode.parse("sometimes"))
    }

    func testAMissingGoldenFailsWhenRecordingIsOffAndIsRecordedOtherwise() throws {
        let golden = try folder("missing") + "/sub/testX.1.png"
        let picture = image([.white, .black, .black, .white])
        guard case .failed(let message) = verifySnapshot(picture, golden: golden, mode: .never, tolerance: 0,
                                                         maxDifferingPixels: 0) else { return XCTFail("should fail") }
        XCTAssertTrue(message.contains("No golden at \(golden)"), message)
        XCTAssertFalse(FileManager.default.fileExists(atPath: golden))
        guard case .recorded = verifySnapshot(picture, golden: golden, mode: .missing, tolerance: 0, maxDifferingPixels: 0)
        else { return XCTFail("should record") }
        XCTAssertEqual(try PixelImage(contentsOfPNG: golden), picture)
        XCTAssertEqual(verifySnapshot(picture, golden: golden, mode: .never, tolerance: 0, maxDifferingPixels: 0), .matched)
    }

    func testAMismatchWritesTheActualAndDiffImagesAndNamesThem() throws {
        let golden = try folder("mismatch") + "/testY.1.png"
        let expected = image([.white, .white, .white, .white])
        try expected.writePNG(to: golden)
        let actual = image([.white, PixelColor(r: 250, g: 255, b: 255), .white, .black])
        // Tolerance 5 forgives the first change, not the second.
        guard case .failed(let message) = verifySnapshot(actual, golden: golden, mode: .missing, tolerance: 5,
                                                         maxDifferingPixels: 0) else { return XCTFail("should fail") }
        let stem = String(golden.dropLast(4))
        XCTAssertTrue(message.contains("1 pixels differ by more than 5"), message)
        XCTAssertTrue(message.contains("largest difference 255"), message)
        XCTAssertTrue(message.contains("first at (1, 1)"), message)
        XCTAssertTrue(message.contains(stem + ".actual.png") && message.contains(stem + ".diff.png"), message)
        XCTAssertEqual(try PixelImage(contentsOfPNG: stem + ".actual.png"), actual)
        let diff = try PixelImage(contentsOfPNG: stem + ".diff.png")
        XCTAssertEqual(diff.pixel(x: 1, y: 1), PixelColor(r: 255, g: 0, b: 0))
        XCTAssertNotEqual(diff.pixel(x: 0, y: 0), PixelColor(r: 255, g: 0, b: 0))
        // The golden is untouched; one differing pixel allowed is a match, and stale files go.
        XCTAssertEqual(try PixelImage(contentsOfPNG: golden), expected)
        XCTAssertEqual(verifySnapshot(actual, golden: golden, mode: .never, tolerance: 5, maxDifferingPixels: 1), .matched)
        XCTAssertFalse(FileManager.default.fileExists(atPath: stem + ".actual.png"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: stem + ".diff.png"))
    }

    func testFailedModeReRecordsAndAllModeAlwaysRecords() throws {
        let golden = try folder("rerecord") + "/testZ.1.png"
        let old = image([.white, .white]), new = image([.black, .black])
        try old.writePNG(to: golden)
        guard case .failed(let message) = verifySnapshot(new, golden: golden, mode: .failed, tolerance: 0, maxDifferingPixels: 0)
        else { return XCTFail("should fail") }
        XCTAssertTrue(message.contains("re-recorded"), message)
        XCTAssertEqual(try PixelImage(contentsOfPNG: golden), new)
        guard case .recorded = verifySnapshot(new, golden: golden, mode: .all, tolerance: 0, maxDifferingPixels: 0)
        else { return XCTFail("all records") }
    }

    func testASizeMismatchFails() throws {
        let golden = try folder("size") + "/testW.1.png"
        try image([.white, .white]).writePNG(to: golden)
        guard case .failed(let message) = verifySnapshot(image([.white, .white, .white, .white]), golden: golden,
                                                         mode: .never, tolerance: 255, maxDifferingPixels: 100)
        else { return XCTFail("should fail") }
        XCTAssertTrue(message.contains("2×2 pixels, the golden 2×1"), message)
    }
}
