import XCTest
@testable import MotionSDL

final class FontFileLocatorTests: XCTestCase {
    /// A directory of empty files named like fonts.
    private func directory(_ names: [String]) throws -> String {
        let dir = NSTemporaryDirectory() + "motion-fonts-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir + "/sub", withIntermediateDirectories: true)
        for name in names { FileManager.default.createFile(atPath: dir + "/sub/" + name, contents: Data()) }
        return dir
    }

    func testIssue10_namesMatchIgnoringCaseSpacesAndHyphens() throws {
        let dir = try directory(["Avenir-Heavy.ttf", "Georgia.otf", "Georgia-Bold.ttf", "Georgia Italic.ttf", "Notes.txt"])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let locator = FontFileLocator(directories: [dir])
        XCTAssertEqual(locator.path(forName: "Avenir-Heavy", bold: false, italic: false), dir + "/sub/Avenir-Heavy.ttf")
        XCTAssertEqual(locator.path(forName: "avenir heavy", bold: false, italic: false), dir + "/sub/Avenir-Heavy.ttf")
        XCTAssertEqual(locator.path(forName: "Georgia", bold: false, italic: false), dir + "/sub/Georgia.otf")
        XCTAssertEqual(locator.path(forName: "Georgia", bold: true, italic: false), dir + "/sub/Georgia-Bold.ttf")
        XCTAssertEqual(locator.path(forName: "Georgia", bold: false, italic: true), dir + "/sub/Georgia Italic.ttf")
        // Bold italic falls back to bold, then italic, then the plain file.
        XCTAssertEqual(locator.path(forName: "Georgia", bold: true, italic: true), dir + "/sub/Georgia-Bold.ttf")
        XCTAssertNil(locator.path(forName: "Notes", bold: false, italic: false))
        XCTAssertNil(locator.path(forName: "Missing", bold: false, italic: false))
        XCTAssertNil(locator.path(forName: " - ", bold: false, italic: false))
    }

    func testIssue10_findsDejaVuByItsFamilyName() throws {
        try XCTSkipUnless(FileManager.default.fileExists(atPath: FontLibrary.defaultRegularPath))
        let locator = FontFileLocator()
        XCTAssertEqual(locator.path(forName: "DejaVu Sans Mono", bold: true, italic: false),
                       "/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf")
        XCTAssertEqual(locator.path(forName: "DejaVu Serif", bold: false, italic: true),
                       "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Italic.ttf")
    }
}
