import XCTest
import Motion
import MotionSDL
@testable import MotionPlayer

/// Issue 13, bad input: each gets one clear line and exit 1 or 2 — never a crash, a hang or
/// unbounded memory. Exit 2 is a bad command line or a bad script (unreadable and binary ones
/// included), exit 1 a failure while running (a folder that cannot be made, a size too large to draw).
final class PlayerBadInputTests: XCTestCase {
    private struct Run {
        var code: Int32 = 0
        var output: [String] = []
        var errors: [String] = []
    }

    private func run(_ arguments: [String]) -> Run {
        var result = Run()
        result.code = AppLauncher.main(shell: PlayerShell(), arguments: arguments, environment: [:],
                                       output: { result.output.append($0) }, errors: { result.errors.append($0) })
        return result
    }

    private func folder(_ name: String) throws -> String {
        let path = NSTemporaryDirectory() + "motion-player-bad-\(name)-\(getpid())"
        try? FileManager.default.removeItem(atPath: path)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return path
    }

    /// Runs the player headless on a script file holding `contents`.
    private func runScript(_ contents: Data, named name: String) throws -> (run: Run, path: String) {
        let folder = try folder(name)
        let path = folder + "/script.txt"
        try contents.write(to: URL(fileURLWithPath: path))
        return (run(["--headless", "--frames", "1", "--script", path, "--out", folder]), path)
    }

    func testIssue15_anUnwritableTracePathIsOneLineAndExitTwoLikeOtherBadFlags() throws {
        let folder = try folder("trace")
        let result = run(["--headless", "--frames", "1", "--out", folder, "--trace", folder])
        XCTAssertEqual(result.code, 2)
        XCTAssertEqual(result.errors, ["motion-player: cannot write the trace '\(folder)': Is a directory"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/frame-0001.png"), "nothing runs")
    }

    func testIssue13_aScriptOfBinaryGarbageIsABadScript() throws {
        var generator = SystemRandomNumberGenerator()
        let garbage = Data((0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) } + [0xFF, 0xFE, 0x00])
        let (result, path) = try runScript(garbage, named: "garbage")
        XCTAssertEqual(result.code, 2)
        XCTAssertEqual(result.errors.count, 1, "\(result.errors)")
        XCTAssertTrue(result.errors[0].hasPrefix("motion-player: \(path)"), result.errors[0])
    }

    func testIssue13_aScriptOfValidUTF8ControlCharactersNamesItsFirstLine() throws {
        let (result, path) = try runScript(Data([0x00, 0x01, 0x02, 0x7F, 0x0A, 0x00]), named: "controls")
        XCTAssertEqual(result.code, 2)
        XCTAssertEqual(result.errors.count, 1)
        XCTAssertTrue(result.errors[0].hasPrefix("motion-player: \(path):1: unknown command"), result.errors[0])
    }

    func testIssue13_aScriptOf300000LinesIsReadAndItsBadLastLineNamed() throws {
        let text = String(repeating: "# a comment line\n", count: 299_999) + "clik 1 2\n"
        let (result, path) = try runScript(Data(text.utf8), named: "long")
        XCTAssertEqual(result.code, 2)
        XCTAssertEqual(result.errors.count, 1)
        XCTAssertTrue(result.errors[0].hasPrefix("motion-player: \(path):300000: unknown command"), result.errors[0])
    }

    func testIssue13_aLineOf100000CharactersGivesAShortMessage() throws {
        let (result, path) = try runScript(Data((String(repeating: "x", count: 100_000) + "\n").utf8), named: "wide")
        XCTAssertEqual(result.code, 2)
        XCTAssertEqual(result.errors.count, 1)
        XCTAssertTrue(result.errors[0].hasPrefix("motion-player: \(path):1: unknown command"), String(result.errors[0].prefix(200)))
        XCTAssertLessThan(result.errors[0].count, 400 + path.count, "the message quotes a bounded part of the line")
    }

    func testIssue13_typingALineOf100000CharactersRuns() throws {
        let text = "key tab\ntype " + String(repeating: "y", count: 100_000) + "\nquit\n"
        let (result, _) = try runScript(Data(text.utf8), named: "typing")
        XCTAssertEqual(result.code, 0, "\(result.errors)")
        XCTAssertTrue(result.errors.isEmpty)
    }

    func testIssue13_sizesAndScalesPastTheirLimitsAreBadCommandLines() {
        let maximum = CommandLineOptions.maximumDimension
        for arguments in [["--size", "\(maximum + 1)x100"], ["--size", "0x0"], ["--size", "-5x10"], ["--size", "nanxnan"],
                          ["--scale", "0"], ["--scale", "\(CommandLineOptions.maximumScale + 0.5)"], ["--scale", "nan"],
                          ["--scale", "inf"], ["--fps", "1e308"], ["--frames", "\(CommandLineOptions.maximumFrames + 1)"]] {
            let result = run(["--headless"] + arguments)
            XCTAssertEqual(result.code, 2, "\(arguments)")
            XCTAssertEqual(result.errors.count, 1, "\(arguments): one line, with the usage")
        }
    }

    func testIssue13_theLargestSizeAtTheLargestScaleIsOneClearFailure() throws {
        let out = try folder("huge")
        let maximum = CommandLineOptions.maximumDimension
        let result = run(["--headless", "--frames", "1", "--size", "\(maximum)x\(maximum)",
                          "--scale", "\(CommandLineOptions.maximumScale)", "--out", out])
        XCTAssertEqual(result.code, 1)
        XCTAssertEqual(result.errors.count, 1, "\(result.errors)")
        XCTAssertTrue(result.errors[0].hasPrefix("motion-player: "), result.errors[0])
    }

    func testIssue13_anOutputFolderThatCannotBeCreatedIsOneClearFailure() throws {
        let parent = try folder("out")
        let file = parent + "/a-file"
        try Data("not a folder".utf8).write(to: URL(fileURLWithPath: file))
        let result = run(["--headless", "--frames", "1", "--out", file + "/frames"])
        XCTAssertEqual(result.code, 1)
        XCTAssertEqual(result.errors.count, 1)
        XCTAssertTrue(result.errors[0].contains("could not create the folder '\(file)/frames'"), result.errors[0])
    }
}
