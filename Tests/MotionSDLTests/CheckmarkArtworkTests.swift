import XCTest
@testable import MotionSDL

final class CheckmarkArtworkTests: XCTestCase {
    /// The package's `Assets/` folder, found from this file's path.
    private var assetsFolder: String {
        ((#filePath as NSString).deletingLastPathComponent as NSString)
            .appendingPathComponent("../../Assets")
    }

    /// `MOTION_RECORD`: `all` rewrites the assets; `missing` (the default) writes absent ones;
    /// `failed` rewrites those that differ; `never` only compares.
    private var recordMode: String { ProcessInfo.processInfo.environment["MOTION_RECORD"] ?? "missing" }

    func testIssue5_checkmarkAssetsAreTheProjectsOwnDrawing() throws {
        for accepted in [true, false] {
            let name = CheckmarkArtwork.assetName(accepted: accepted)
            let path = (assetsFolder as NSString).appendingPathComponent(name + ".png")
            let drawn = try CheckmarkArtwork.draw(accepted: accepted)
            let exists = FileManager.default.fileExists(atPath: path)
            if recordMode == "all" || (!exists && recordMode != "never") {
                try drawn.writePNG(to: path)
                if !exists { XCTFail("\(path) was missing and has been drawn; run the test again") }
                continue
            }
            let shipped = try PixelImage(contentsOfPNG: path)
            if shipped != drawn {
                let actual = (NSTemporaryDirectory() as NSString).appendingPathComponent(name + ".actual.png")
                try drawn.writePNG(to: actual)
                if recordMode == "failed" { try drawn.writePNG(to: path) }
                XCTFail("\(path) is not what CheckmarkArtwork draws (drawn: \(actual)); "
                        + "MOTION_RECORD=all rewrites the assets")
            }
        }
    }
}
