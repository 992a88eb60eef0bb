import MotionUI
import XCTest
import MotionTestSupport
@testable import MotionSDL

final class FontLibraryTests: XCTestCase {
    func testSizesAreQuarterPixelsOfPointsTimesDensity() {
        XCTAssertEqual(FontLibrary.quarterPixels(pointSize: 17, density: 1), 68)
        XCTAssertEqual(FontLibrary.quarterPixels(pointSize: 17, density: 2), 136)
        XCTAssertEqual(FontLibrary.quarterPixels(pointSize: 17, density: 1.25), 85)      // 21.25 px
        XCTAssertEqual(FontLibrary.quarterPixels(pointSize: 12.1, density: 1), 48)       // 48.4 → 48
        XCTAssertEqual(FontLibrary.quarterPixels(pointSize: 0, density: 2), 0)
        XCTAssertEqual(FontLibrary.quarterPixels(pointSize: 17, density: .nan), 0)
        XCTAssertEqual(FontLibrary.quarterPixels(pointSize: .infinity, density: 1), 0)
        XCTAssertEqual(FontLibrary.quarterPixels(pointSize: 5000, density: 1), 4096)     // capped at 1024 px
    }

    func testEachSizeAndWeightIsOpenedOnce() throws {
        let fonts = try FontLibrary()
        let a = fonts.ttfFont(for: .body, density: 2)
        XCTAssertNotNil(a)
        XCTAssertEqual(fonts.ttfFont(for: .body, density: 2), a)
        XCTAssertEqual(fonts.ttfFont(for: .system(size: 34), density: 1), a)   // also 34 px regular
        XCTAssertEqual(fonts.openCount, 1)
        XCTAssertNotEqual(fonts.ttfFont(for: .body.bold(), density: 2), a)
        XCTAssertEqual(fonts.openCount, 2)
        XCTAssertNil(fonts.ttfFont(for: .system(size: 0), density: 2))
    }

    func testAMissingFontIsOneClearErrorNamingThePackage() {
        XCTAssertThrowsError(try FontLibrary(regularPath: "/nonexistent/DejaVuSans.ttf")) { error in
            guard case .fontUnavailable(let path, _)? = error as? SDLError else { return XCTFail("\(error)") }
            XCTAssertEqual(path, "/nonexistent/DejaVuSans.ttf")
            XCTAssertTrue("\(error)".contains("apt-get install fonts-dejavu-core"), "\(error)")
        }
    }

    func testAFileThatIsNotAFontIsUnavailableToo() throws {
        let folder = try temporaryFolder("font")
        let path = (folder as NSString).appendingPathComponent("broken.ttf")
        try Data("not a font".utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try FontLibrary(boldPath: path)) { error in
            XCTAssertEqual((error as? SDLError).map { if case .fontUnavailable(let p, _) = $0 { return p } else { return "" } }, path)
        }
    }

    /// Issue 13: the first kilobyte of a real font file is one clear error, not a crash.
    func testIssue13_aTruncatedFontIsUnavailable() throws {
        let real = try XCTUnwrap(["/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"].first { FileManager.default.fileExists(atPath: $0) },
                                 "needs fonts-dejavu-core")
        let folder = try temporaryFolder("truncated-font")
        let path = (folder as NSString).appendingPathComponent("truncated.ttf")
        try Data(try Data(contentsOf: URL(fileURLWithPath: real)).prefix(1024)).write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try FontLibrary(regularPath: path)) { error in
            guard case .fontUnavailable(let failed, _)? = error as? SDLError else { return XCTFail("\(error)") }
            XCTAssertEqual(failed, path)
        }
    }

        func testTheFallbackIsNilWithExactlyOneWarningAndMonospaceMeasuring() {
        var warnings: [String] = []
        let fonts = FontLibrary.loadDefault(regularPath: "/nonexistent/DejaVuSans.ttf", warn: { warnings.append($0) })
        XCTAssertNil(fonts)
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(warnings[0].contains("fonts-dejavu-core"), warnings[0])
        XCTAssertTrue(warnings[0].contains("monospace"), warnings[0])
        // What the player does with it: monospace widths, no text painter.
        let measurer: TextMeasurer = fonts.map { SDLTextMeasurer(fonts: $0) } ?? MonospaceTextMeasurer()
        XCTAssertEqual(measurer.width(of: "Login", font: .body), 51)   // 5 × 0.6 × 17
        XCTAssertNil(fonts.map { SDLTextPainter(fonts: $0) })
    }

    func testTheDefaultFontsLoadWithoutWarnings() {
        var warnings: [String] = []
        XCTAssertNotNil(FontLibrary.loadDefault(warn: { warnings.append($0) }))
        XCTAssertEqual(warnings, [])
    }
}

extension FontLibraryTests {
    func testIssue10_stylesAndDesignsUseTheDejaVuFileOfThatStyle() throws {
        let fonts = try FontLibrary()
        let dir = "/usr/share/fonts/truetype/dejavu/"
        XCTAssertEqual(fonts.facePath(for: .body), FontLibrary.defaultRegularPath)
        XCTAssertEqual(fonts.facePath(for: .headline), FontLibrary.defaultBoldPath)
        XCTAssertEqual(fonts.facePath(for: .body.italic()), dir + "DejaVuSans-Oblique.ttf")
        XCTAssertEqual(fonts.facePath(for: .body.bold().italic()), dir + "DejaVuSans-BoldOblique.ttf")
        XCTAssertEqual(fonts.facePath(for: .system(size: 12, design: .serif)), dir + "DejaVuSerif.ttf")
        XCTAssertEqual(fonts.facePath(for: .system(size: 12, design: .serif).italic()), dir + "DejaVuSerif-Italic.ttf")
        XCTAssertEqual(fonts.facePath(for: .body.monospaced().bold()), dir + "DejaVuSansMono-Bold.ttf")
        XCTAssertEqual(fonts.facePath(for: .body.width(.condensed)), dir + "DejaVuSansCondensed.ttf")
        XCTAssertEqual(fonts.facePath(for: .system(size: 12, design: .rounded)), FontLibrary.defaultRegularPath)
        // Text in another face measures differently: monospaced "iii" is wider than proportional.
        let measurer = SDLTextMeasurer(fonts: fonts, density: 1)
        XCTAssertGreaterThan(measurer.width(of: "iii", font: .body.monospaced()), measurer.width(of: "iii", font: .body))
    }

    func testIssue10_customFontsFoundByNameOrOneWarningPerName() throws {
        let fonts = try FontLibrary()
        var warnings: [String] = []
        fonts.warn = { warnings.append($0) }
        XCTAssertEqual(fonts.facePath(for: .custom("DejaVu Serif", size: 20)),
                       "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf")
        XCTAssertEqual(fonts.facePath(for: .custom("Avenir-Heavy", size: 20)), FontLibrary.defaultRegularPath)
        XCTAssertEqual(fonts.facePath(for: .custom("Avenir-Heavy", size: 30).bold()), FontLibrary.defaultBoldPath)
        XCTAssertEqual(fonts.facePath(for: .custom("Avenir-Heavy", size: 20)), FontLibrary.defaultRegularPath)
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(warnings[0].contains("\"Avenir-Heavy\" not found"), warnings[0])
        XCTAssertNotNil(fonts.ttfFont(for: .custom("Avenir-Heavy", size: 20), density: 1))
    }
}
