import XCTest
import MotionTestSupport
@testable import MotionSDL

final class ImageStoreTests: XCTestCase {
    private func store(folder: String) -> (ImageStore, () -> [String]) {
        var warnings: [String] = []
        let store = ImageStore(locator: AssetLocator(folders: [folder]), warn: { warnings.append($0) })
        return (store, { warnings })
    }

    func testTheShippedCheckmarksLoadAtTheirNaturalSize() throws {
        var warnings: [String] = []
        let store = ImageStore(warn: { warnings.append($0) })
        XCTAssertEqual(store.size(ofImage: "checkmark-true"), CGSize(width: 72, height: 72))
        XCTAssertEqual(store.image(named: "checkmark-true"), try CheckmarkArtwork.draw(accepted: true))
        XCTAssertEqual(store.image(named: "checkmark-false"), try CheckmarkArtwork.draw(accepted: false))
        XCTAssertFalse(store.isPlaceholder("checkmark-true"))
        XCTAssertEqual(store.fileReadCount, 2)
        XCTAssertEqual(warnings, [])
    }

    func testTheEnvironmentVariableComesFirst() throws {
        let folder = try temporaryFolder("env-assets")
        let red = PixelImage(width: 2, height: 3, pixels: Array(repeating: PixelColor(r: 255, g: 0, b: 0), count: 6))
        try red.writePNG(to: "\(folder)/checkmark-true.png")
        let store = ImageStore(locator: AssetLocator(environment: ["MOTION_ASSETS": folder]), warn: { XCTFail($0) })
        XCTAssertEqual(store.image(named: "checkmark-true"), red)
        XCTAssertEqual(store.size(ofImage: "checkmark-true"), CGSize(width: 2, height: 3))
        XCTAssertEqual(store.size(ofImage: "checkmark-false"), CGSize(width: 72, height: 72), "the others still come from the package")
    }

    func testAMissingImageIsThePlaceholderWithExactlyOneWarning() throws {
        let folder = try temporaryFolder("missing")
        let (store, warnings) = store(folder: folder)
        XCTAssertEqual(store.image(named: "nope"), ImageStore.placeholder)
        XCTAssertEqual(store.size(ofImage: "nope"), CGSize(width: 32, height: 32))
        XCTAssertTrue(store.isPlaceholder("nope"))
        _ = store.image(named: "nope")
        XCTAssertEqual(warnings().count, 1)
        XCTAssertTrue(warnings()[0].contains("'nope' not found"), warnings()[0])
        XCTAssertTrue(warnings()[0].contains(folder), warnings()[0])
        _ = store.image(named: "other")
        XCTAssertEqual(warnings().count, 2, "one warning per name")
        XCTAssertEqual(store.fileReadCount, 0)
    }

    func testACorruptImageIsThePlaceholderWithExactlyOneWarning() throws {
        let folder = try temporaryFolder("corrupt")
        try Data("\u{89}PNG this is not really a PNG".utf8).write(to: URL(fileURLWithPath: "\(folder)/broken.png"))
        let (store, warnings) = store(folder: folder)
        XCTAssertEqual(store.image(named: "broken"), ImageStore.placeholder)
        XCTAssertEqual(store.image(named: "broken"), ImageStore.placeholder)
        XCTAssertEqual(store.size(ofImage: "broken"), CGSize(width: 32, height: 32))
        XCTAssertEqual(warnings().count, 1)
        XCTAssertTrue(warnings()[0].contains("could not be read"), warnings()[0])
        XCTAssertEqual(store.fileReadCount, 1, "a failed read is not retried every frame")
    }

    /// Issue 13: a PNG whose header claims 65,535 × 65,535 pixels (16 GB of RGBA) and holds 64
    /// bytes is refused, not allocated: the placeholder and one warning.
    func testIssue13_aPNGHeaderClaiming65535SquarePixelsIsThePlaceholder() throws {
        let folder = try temporaryFolder("huge-png")
        let bytes: [UInt8] = [
            0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A,                                  // signature
            0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0xFF, 0xFF,          // IHDR: width 65535
            0x00, 0x00, 0xFF, 0xFF, 0x08, 0x06, 0x00, 0x00, 0x00, 0xB6, 0x05, 0xD9, 0x50,    // height 65535, RGBA 8, CRC
            0x00, 0x00, 0x00, 0x0C, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9C, 0x63, 0x60, 0xA0,    // IDAT: 64 zero bytes
            0x0C, 0x00, 0x00, 0x00, 0x40, 0x00, 0x01, 0xB7, 0x34, 0x7C, 0xEF,
            0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,          // IEND
        ]
        try Data(bytes).write(to: URL(fileURLWithPath: "\(folder)/huge.png"))
        let (store, warnings) = store(folder: folder)
        XCTAssertEqual(store.image(named: "huge"), ImageStore.placeholder)
        XCTAssertEqual(store.size(ofImage: "huge"), CGSize(width: 32, height: 32))
        XCTAssertEqual(warnings().count, 1, "\(warnings())")
    }

        func testNoAssetsFolderAtAllSaysHowToSetOne() {
        var warnings: [String] = []
        let store = ImageStore(locator: AssetLocator(folders: []), warn: { warnings.append($0) })
        XCTAssertTrue(store.isPlaceholder("checkmark-true"))
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(warnings[0].contains("MOTION_ASSETS"), warnings[0])
    }

    func testForgettingTheCacheReadsAndWarnsAgain() throws {
        let folder = try temporaryFolder("reload")
        let (store, warnings) = store(folder: folder)
        XCTAssertTrue(store.isPlaceholder("late"))
        let blue = PixelImage(width: 1, height: 1, pixels: [PixelColor(r: 0, g: 0, b: 255)])
        try blue.writePNG(to: "\(folder)/late.png")
        XCTAssertTrue(store.isPlaceholder("late"), "cached until forgotten")
        store.removeCachedImages()
        XCTAssertEqual(store.image(named: "late"), blue)
        XCTAssertEqual(warnings().count, 1)
    }

    func testThePlaceholderIsACheckerCrossedByAnX() {
        let p = ImageStore.placeholder
        XCTAssertEqual(p.width, 32)
        XCTAssertEqual(p.height, 32)
        let dark = PixelColor(r: 40, g: 40, b: 40), magenta = PixelColor(r: 255, g: 0, b: 255)
        let grey = PixelColor(r: 128, g: 128, b: 128)
        XCTAssertEqual(p.pixel(x: 0, y: 0), dark)
        XCTAssertEqual(p.pixel(x: 31, y: 0), dark)
        XCTAssertEqual(p.pixel(x: 16, y: 15), dark)
        XCTAssertEqual(p.pixel(x: 4, y: 0), magenta)     // square (0, 0)
        XCTAssertEqual(p.pixel(x: 12, y: 0), grey)       // square (1, 0)
        XCTAssertEqual(p.pixel(x: 12, y: 4), grey)
        XCTAssertEqual(p.pixel(x: 12, y: 9), magenta)    // square (1, 1)
        XCTAssertTrue(p.pixels.allSatisfy { $0.a == 255 })
    }
}
