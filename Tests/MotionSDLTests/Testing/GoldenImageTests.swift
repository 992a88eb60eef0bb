import XCTest
import MotionTestSupport
@testable import MotionSDL

final class GoldenImageTests: XCTestCase {
    private func image(_ colors: [PixelColor], width: Int = 2) -> PixelImage {
        PixelImage(width: width, height: colors.count / width, pixels: colors)
    }

    private func folder(_ name: String) throws -> String {
        try temporaryFolder("snapshot-\(name)")
    }

    func testTheGoldenLivesInSnapshotsBesideTheTestFile() {
        let golden = GoldenImage(testFile: "/p/Tests/T/FooTests.swift", testName: "testBar()", name: "2")
        XCTAssertEqual(golden.path, "/p/Tests/T/__Snapshots__/FooTests/testBar.2.png")
        XCTAssertEqual(golden.actualPath, "/p/Tests/T/__Snapshots__/FooTests/testBar.2.actual.png")
        XCTAssertEqual(golden.diffPath, "/p/Tests/T/__Snapshots__/FooTests/testBar.2.diff.png")
        XCTAssertEqual(GoldenImage(testFile: "/p/X.swift", testName: "plain", name: "2x").path, "/p/__Snapshots__/X/plain.2x.png")
    }

    func testAMissingGoldenFailsWhenRecordingIsOffAndIsRecordedOtherwise() throws {
        let golden = GoldenImage(path: try folder("missing") + "/sub/testX.1.png")
        let picture = image([.white, .black, .black, .white])
        guard case .failed(let message) = golden.verify(picture, mode: .never, tolerance: 0)
        else { return XCTFail("should fail") }
        XCTAssertTrue(message.contains("No golden at \(golden.path)"), message)
        XCTAssertFalse(FileManager.default.fileExists(atPath: golden.path))
        guard case .recorded = golden.verify(picture, mode: .missing, tolerance: 0) else { return XCTFail("should record") }
        XCTAssertEqual(try PixelImage(contentsOfPNG: golden.path), picture)
        XCTAssertEqual(golden.verify(picture, mode: .never, tolerance: 0), .matched)
    }

    func testAMismatchWritesTheActualAndDiffImagesAndNamesThem() throws {
        let golden = GoldenImage(path: try folder("mismatch") + "/testY.1.png")
        let expected = image([.white, .white, .white, .white])
        try expected.writePNG(to: golden.path)
        let actual = image([.white, PixelColor(r: 250, g: 255, b: 255), .white, .black])
        // Tolerance 5 forgives the first change, not the second.
        guard case .failed(let message) = golden.verify(actual, mode: .missing, tolerance: 5)
        else { return XCTFail("should fail") }
        XCTAssertTrue(message.contains("1 pixels differ by more than 5"), message)
        XCTAssertTrue(message.contains("largest difference 255"), message)
        XCTAssertTrue(message.contains("first at (1, 1)"), message)
        XCTAssertTrue(message.contains(golden.actualPath) && message.contains(golden.diffPath), message)
        XCTAssertEqual(try PixelImage(contentsOfPNG: golden.actualPath), actual)
        let diff = try PixelImage(contentsOfPNG: golden.diffPath)
        XCTAssertEqual(diff.pixel(x: 1, y: 1), PixelColor(r: 255, g: 0, b: 0))
        XCTAssertNotEqual(diff.pixel(x: 0, y: 0), PixelColor(r: 255, g: 0, b: 0))
        // The golden is untouched; one differing pixel allowed is a match, and stale files go.
        XCTAssertEqual(try PixelImage(contentsOfPNG: golden.path), expected)
        XCTAssertEqual(golden.verify(actual, mode: .never, tolerance: 5, maxDifferingPixels: 1), .matched)
        XCTAssertFalse(FileManager.default.fileExists(atPath: golden.actualPath))
        XCTAssertFalse(FileManager.default.fileExists(atPath: golden.diffPath))
    }

    func testNegativeToleranceAndCountReadAsZero() throws {
        let golden = GoldenImage(path: try folder("negative") + "/testN.1.png")
        try image([.white, .white]).writePNG(to: golden.path)
        XCTAssertEqual(golden.verify(image([.white, .white]), mode: .never, tolerance: -3, maxDifferingPixels: -1), .matched)
        guard case .failed(let message) = golden.verify(image([.white, PixelColor(r: 254, g: 255, b: 255)]), mode: .never,
                                                        tolerance: -3, maxDifferingPixels: -1)
        else { return XCTFail("one step off with tolerance 0 fails") }
        XCTAssertTrue(message.contains("1 pixels differ by more than 0 per channel (at most 0 may"), message)
    }

    func testFailedModeReRecordsAndAllModeAlwaysRecords() throws {
        let golden = GoldenImage(path: try folder("rerecord") + "/testZ.1.png")
        let old = image([.white, .white]), new = image([.black, .black])
        try old.writePNG(to: golden.path)
        guard case .failed(let message) = golden.verify(new, mode: .failed, tolerance: 0) else { return XCTFail("should fail") }
        XCTAssertTrue(message.contains("re-recorded"), message)
        XCTAssertEqual(try PixelImage(contentsOfPNG: golden.path), new)
        guard case .recorded = golden.verify(new, mode: .all, tolerance: 0) else { return XCTFail("all records") }
    }

    func testASizeMismatchFails() throws {
        let golden = GoldenImage(path: try folder("size") + "/testW.1.png")
        try image([.white, .white]).writePNG(to: golden.path)
        guard case .failed(let message) = golden.verify(image([.white, .white, .white, .white]), mode: .never,
                                                        tolerance: 255, maxDifferingPixels: 100)
        else { return XCTFail("should fail") }
        XCTAssertTrue(message.contains("2×2 pixels, the golden 2×1"), message)
        XCTAssertTrue(FileManager.default.fileExists(atPath: golden.actualPath))
        XCTAssertFalse(FileManager.default.fileExists(atPath: golden.diffPath), "no diff of different sizes")
    }

    func testCheckNumbersTheCallsOfATestAndReadsTheModeFromTheEnvironment() throws {
        let testFile = try folder("check") + "/SomeTests.swift"
        let picture = image([.black, .white])
        let never = ["MOTION_RECORD": "never"]
        // Recording off: two failures naming goldens 1 and 2, nothing written.
        let first = GoldenImage.check(picture, testFile: testFile, testName: "testA()", tolerance: 0, environment: never)
        let second = GoldenImage.check(picture, testFile: testFile, testName: "testA()", tolerance: 0, environment: never)
        let folder = (testFile as NSString).deletingLastPathComponent + "/__Snapshots__/SomeTests/"
        XCTAssertTrue(first?.contains(folder + "testA.1.png") == true, first ?? "nil")
        XCTAssertTrue(second?.contains(folder + "testA.2.png") == true, second ?? "nil")
        // Another test starts at 1; the default mode records, then matches.
        let recorded = GoldenImage.check(picture, testFile: testFile, testName: "testB", tolerance: 0, environment: [:])
        XCTAssertTrue(recorded?.contains("recorded \(folder)testB.1.png") == true, recorded ?? "nil")
        XCTAssertNil(GoldenImage.check(picture, testFile: testFile, testName: "testB", name: "1", tolerance: 0, environment: never))
        // A mode that is not one.
        let bad = GoldenImage.check(picture, testFile: testFile, testName: "testC", tolerance: 0,
                                    environment: ["MOTION_RECORD": "sometimes"])
        XCTAssertEqual(bad, "MOTION_RECORD=sometimes is not one of missing, failed, all, never")
    }

    func testOutcomeMessages() {
        XCTAssertNil(GoldenImage.Outcome.matched.failureMessage)
        XCTAssertEqual(GoldenImage.Outcome.recorded("r").failureMessage, "r")
        XCTAssertEqual(GoldenImage.Outcome.failed("f").failureMessage, "f")
    }
}
