import XCTest
@testable import MotionSDL

final class CheckmarkArtworkTests: XCTestCase {
    /// The package's `Assets/` folder, found from this file's path.
    private var assetsFolder: String {
        (((#filePath as NSString).deletingLastPathComponent as NSString)
            .appendingPathComponent("../../../Assets") as NSString).standardizingPath
    }

    /// The shipped checkmarks are exactly what ``CheckmarkArtwork`` draws, pixel for pixel, so they
    /// cannot drift from the code. `MOTION_RECORD` (as for goldens): `missing` (default) draws an
    /// absent file, `failed` redraws one that differs, `all` redraws both, `never` only compares;
    /// every (re)drawing fails the test once so the new file gets looked at.
    func testIssue5_checkmarkAssetsAreTheProjectsOwnDrawing() throws {
        let mode = try XCTUnwrap(SnapshotRecordMode.fromEnvironment(), "MOTION_RECORD is not missing|failed|all|never")
        for accepted in [true, false] {
            let name = CheckmarkArtwork.assetName(accepted: accepted)
            let path = (assetsFolder as NSString).appendingPathComponent(name + ".png")
            let drawn = try CheckmarkArtwork.draw(accepted: accepted)
            XCTAssertEqual(drawn.width, 72)
            XCTAssertEqual(drawn.height, 72)
            let exists = FileManager.default.fileExists(atPath: path)
            if mode == .all || (!exists && mode != .never) {
                try drawn.writePNG(to: path)
                XCTFail("\(exists ? "MOTION_RECORD=all" : "No file yet"): drew \(path). Look at it, then run the test again.")
                continue
            }
            let shipped = try PixelImage(contentsOfPNG: path)
            if shipped != drawn {
                let actual = (NSTemporaryDirectory() as NSString).appendingPathComponent(name + ".actual.png")
                try drawn.writePNG(to: actual)
                if mode == .failed { try drawn.writePNG(to: path) }
                XCTFail("\(path) is not what CheckmarkArtwork draws (drawn: \(actual))"
                        + (mode == .failed ? " — redrew it" : "; MOTION_RECORD=failed redraws it"))
            }
        }
    }

    func testTheArtworkHasTransparentCornersAndTheSeedsColours() throws {
        let accepted = try CheckmarkArtwork.draw(accepted: true)
        XCTAssertEqual(accepted.pixel(x: 0, y: 0)?.a, 0)
        XCTAssertEqual(accepted.pixel(x: 71, y: 71)?.a, 0)
        XCTAssertEqual(accepted.pixel(x: 36, y: 10), PixelColor(r: 255, g: 149, b: 0))     // the disc: Color.orange
        XCTAssertEqual(accepted.pixel(x: 31, y: 47), .white)                               // the check's corner (31, 48)
        let empty = try CheckmarkArtwork.draw(accepted: false)
        XCTAssertEqual(empty.pixel(x: 36, y: 36)?.a, 0, "the ring is hollow")
        XCTAssertEqual(empty.pixel(x: 36, y: 3), PixelColor(r: 142, g: 142, b: 147))       // between radii 29 and 35
        XCTAssertEqual(empty.pixel(x: 0, y: 0)?.a, 0)
        // The ring has no seam: every pixel at radius 32 (mid-band) is fully opaque all the way round.
        for step in 0..<360 {
            let angle = Double(step) * .pi / 180
            let x = Int(36 + 32 * cos(angle)), y = Int(36 + 32 * sin(angle))
            XCTAssertEqual(empty.pixel(x: x, y: y)?.a, 255, "(\(x), \(y))")
        }
    }

    func testOtherSizesScaleTheSameGeometry() throws {
        let small = try CheckmarkArtwork.draw(accepted: true, size: 36)
        XCTAssertEqual(small.width, 36)
        XCTAssertEqual(small.pixel(x: 18, y: 5), PixelColor(r: 255, g: 149, b: 0))
        XCTAssertThrowsError(try CheckmarkArtwork.draw(accepted: false, size: 0))
    }
}
