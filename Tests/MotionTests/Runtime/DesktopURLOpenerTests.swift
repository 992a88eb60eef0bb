import XCTest
@testable import Motion

final class DesktopURLOpenerTests: XCTestCase {
    private let url = URL(string: "https://example.com/help")!

    func testWithoutXdgOpenTheURLIsNotOpenedAndTheTerminalSaysWhatToInstall() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("no-xdg-open-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        var lines: [String] = []
        var opener = DesktopURLOpener(program: "demo", log: { lines.append($0) })
        opener.searchPath = [empty.path]
        XCTAssertFalse(opener.open(url))
        XCTAssertEqual(lines, ["demo: cannot open https://example.com/help: xdg-open not found (install xdg-utils: apt-get install xdg-utils)"])
    }

    /// A stand-in `xdg-open` (a shell script that writes its argument to a file) is started with the URL.
    func testXdgOpenIsStartedWithTheURL() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fake-xdg-open-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("xdg-open"), written = folder.appendingPathComponent("url")
        try "#!/bin/sh\nprintf '%s' \"$1\" > '\(written.path)'\n".write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        var lines: [String] = []
        var opener = DesktopURLOpener(program: "demo", log: { lines.append($0) })
        opener.searchPath = ["/nonexistent", folder.path]
        XCTAssertTrue(opener.open(url))
        // The opener does not wait for the tool (a browser can take its time): the test does.
        var contents: String?
        for _ in 0..<500 where contents == nil {
            contents = try? String(contentsOf: written, encoding: .utf8)
            if contents == nil { usleep(10_000) }
        }
        XCTAssertEqual(contents, url.absoluteString)
        XCTAssertEqual(lines, [])
    }
}
