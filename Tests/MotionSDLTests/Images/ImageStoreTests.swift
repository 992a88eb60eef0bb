import XCTest
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
        let folder = try makeTemporaryDirectory("env-assets")
        let red = PixelImage(width: 2, height: 3, pixels: Array(repeating: PixelColor(r: 255, g: 0, b: 0), count: 6))
        try red.writePNG(to: "\(folder)/checkmark-true.png")
        let store = ImageStore(locator: AssetLocator(environment: ["MOTION_ASSETS": folder]), warn: { XCTFail($0) })
        XCTAssertEqual(store.image(named: "checkmark-true"), red)
        XCTAssertEqual(store.size(ofImage: "checkmark-true"), CGSize(width: 2, height: 3))
        XCTAssertEqual(store.size(ofImage: "checkmark-false"), CGSize(width: 72, height: 72), "the others still come from the package")
    }

    func testAMissingImageIsThePlaceholderWithExactlyOneWarning() throws {
        let folder = try makeTemporaryDirectory("missing")
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
        let folder = try makeTemporaryDirectory("corrupt")
        try Data("\u{89}PNG this is not really a PNG".utf8).write(to: URL(fileURLWithPath: "\(folder)/broken.png"))
        let (store, warnings) = store(folder: folder)
        XCTAssertEqual(store.image(named: "broken"), ImageStore.placeholder)
        XCTAssertEqual(store.image(named: "broken"), ImageStore.placeholder)
        XCTAssertEqual(store.size(ofImage: "broken"), CGSize(width: 32, height: 32))
        XCTAssertEqual(warnings().count, 1)
        XCTAssertTrue(warnings()[0].contains("could not be read"), warnings()[0])
        XCTAssertEqual(store.fileReadCount, 1, "a failed read is not retried every frame")
    }

    func testNoAssetsFolderAtAllSaysHowToSetOne() {
        var warnings: [String] = []
        let store = ImageStore(locator: AssetLocator(folders: []), warn: { warnings.append($0) })
        XCTAssertTrue(store.isPlaceholder("checkmark-true"))
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(warnings[0].contains("MOTION_ASSETS"), warnings[0])
    }

    func testForgettingTheCacheReadsAndWarnsAgain() throws {
        let folder = try makeTemporaryDirectory("reload")
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
