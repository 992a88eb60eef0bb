import XCTest
import MotionSDL
@testable import Motion

final class CommandLineOptionsTests: XCTestCase {
    /// The player's grammar: the flags every app has, plus `--scene NAME` and `--list-scenes`.
    private let grammar = CommandLineOptions.Grammar(program: "motion-player", extraFlags: [
        .init("--scene", value: "NAME", help: "the scene to show"),
        .init("--list-scenes", help: "list the scenes and exit", isCommand: true),
    ])
    private func options(_ arguments: [String]) throws -> CommandLineOptions {
        guard case .run(let options) = try CommandLineOptions.parse(arguments, grammar: grammar) else {
            XCTFail("expected a run command for \(arguments)")
            return CommandLineOptions()
        }
        return options
    }

    private func error(_ arguments: [String]) -> String? {
        do {
            _ = try CommandLineOptions.parse(arguments, grammar: grammar)
            return nil
        } catch let error as CommandLineOptions.ParseError {
            return error.message
        } catch {
            return "unexpected \(error)"
        }
    }

    func testDefaults() throws {
        let defaults = try options([])
        XCTAssertEqual(defaults.size, CGSize(width: 800, height: 600))
        XCTAssertFalse(defaults.headless)
        XCTAssertEqual(defaults.frames, 60)
        XCTAssertEqual(defaults.fps, 60)
        XCTAssertEqual(defaults.scale, 1)
        XCTAssertEqual(defaults.outputDirectory, "out/headless")
        XCTAssertNil(defaults.appValues["--scene"])
        XCTAssertNil(defaults.scriptPath)
        XCTAssertFalse(defaults.reduceMotion)
    }

    func testGoodValues() throws {
        let parsed = try options(["--headless", "--frames", "30", "--fps=24", "--out", "/tmp/frames",
                                  "--size", "640X480", "--scale", "1.5"])
        XCTAssertTrue(parsed.headless)
        XCTAssertEqual(parsed.frames, 30)
        XCTAssertEqual(parsed.fps, 24)
        XCTAssertEqual(parsed.outputDirectory, "/tmp/frames")
        XCTAssertEqual(parsed.size, CGSize(width: 640, height: 480))
        XCTAssertEqual(parsed.scale, 1.5)
        XCTAssertEqual(try options(["--size=1x1"]).size, CGSize(width: 1, height: 1))
        XCTAssertEqual(try options(["--size", "300x200", "--size", "400x100"]).size, CGSize(width: 400, height: 100))
    }

    func testSceneScriptReduceMotionAndWindowScale() throws {
        let parsed = try options(["--scene", "shake", "--script=demo.txt", "--reduce-motion", "--scale", "2"])
        XCTAssertEqual(parsed.appValues["--scene"], "shake")
        XCTAssertEqual(parsed.scriptPath, "demo.txt")
        XCTAssertTrue(parsed.reduceMotion)
        XCTAssertEqual(parsed.scale, 2, "--scale is a zoom in a window, so it needs no --headless")
        XCTAssertFalse(parsed.headless)
        XCTAssertEqual(error(["--scene"]), "motion-player: --scene needs a value")
        XCTAssertEqual(error(["--scene="]), "motion-player: --scene needs a name")
        XCTAssertEqual(error(["--script="]), "motion-player: --script needs a file name")
        XCTAssertEqual(error(["--reduce-motion=yes"]), "motion-player: --reduce-motion takes no value")
        // Zero frames: only with a script, whose screenshots are then the output.
        XCTAssertEqual(try options(["--headless", "--frames", "0", "--script", "s.txt"]).frames, 0)
        XCTAssertEqual(error(["--headless", "--frames", "0"]),
                       "motion-player: --frames 0 renders nothing without --script; give 1...100000")
    }

    func testIssue15_traceTakesAFileNameInAWindowAndHeadless() throws {
        XCTAssertNil(try options([]).tracePath)
        XCTAssertEqual(try options(["--trace", "t.json"]).tracePath, "t.json")
        XCTAssertEqual(try options(["--headless", "--trace=out/t.json"]).tracePath, "out/t.json")
        XCTAssertEqual(error(["--trace"]), "motion-player: --trace needs a value")
        XCTAssertEqual(error(["--trace="]), "motion-player: --trace needs a file name")
        XCTAssertTrue(grammar.usage.contains("--trace FILE     write a trace"))
    }

    func testListScenes() throws {
        XCTAssertEqual(try CommandLineOptions.parse(["--list-scenes"], grammar: grammar), .appCommand("--list-scenes"))
        XCTAssertEqual(try CommandLineOptions.parse(["--bogus", "--list-scenes"], grammar: grammar), .appCommand("--list-scenes"))
        XCTAssertEqual(try CommandLineOptions.parse(["--list-scenes", "--help"], grammar: grammar), .help, "help wins")
    }

    func testHelpAndVersion() throws {
        XCTAssertEqual(try CommandLineOptions.parse(["--help"], grammar: grammar), .help)
        XCTAssertEqual(try CommandLineOptions.parse(["-h"], grammar: grammar), .help)
        XCTAssertEqual(try CommandLineOptions.parse(["--version"], grammar: grammar), .version)
        XCTAssertEqual(try CommandLineOptions.parse(["--bogus", "--help"], grammar: grammar), .help)   // help wins
        XCTAssertEqual(grammar.versionLine, "motion-player (Motion 0.2.0)")
        XCTAssertTrue(grammar.usage.hasPrefix("usage: motion-player [--scene NAME] [--size WxH]"))
    }

    func testUnknownFlagAndStrayArgument() {
        XCTAssertEqual(error(["--fast"]), "motion-player: unknown option '--fast'")
        XCTAssertEqual(error(["--fast=yes"]), "motion-player: unknown option '--fast'")
        XCTAssertEqual(error(["loader"]), "motion-player: unexpected argument 'loader'")
        XCTAssertEqual(error(["--headless=yes"]), "motion-player: --headless takes no value")
    }

    func testBadSizes() {
        let expected = { (text: String) in
            "motion-player: bad --size '\(text)': expected WxH with whole numbers 1...16384, like 800x600"
        }
        for bad in ["800", "800x", "x600", "0x600", "800x-1", "800x600x2", "80.5x600", "axb", "20000x10", ""] {
            XCTAssertEqual(error(["--size", bad]), expected(bad), bad)
        }
        XCTAssertEqual(error(["--size"]), "motion-player: --size needs a value")
        XCTAssertEqual(error(["--size", "--headless"]), "motion-player: --size needs a value")
    }

    func testBadNumbers() {
        XCTAssertEqual(error(["--headless", "--frames", "-1"]),
                       "motion-player: bad --frames '-1': expected a whole number 0...100000")
        XCTAssertEqual(error(["--headless", "--frames", "2.5"]),
                       "motion-player: bad --frames '2.5': expected a whole number 0...100000")
        XCTAssertEqual(error(["--headless", "--fps", "nan"]),
                       "motion-player: bad --fps 'nan': expected a number above 0 and at most 1000")
        XCTAssertEqual(error(["--headless", "--fps", "-30"]),
                       "motion-player: bad --fps '-30': expected a number above 0 and at most 1000")
        XCTAssertEqual(error(["--headless", "--scale", "inf"]),
                       "motion-player: bad --scale 'inf': expected a number above 0 and at most 8")
        XCTAssertEqual(error(["--headless", "--out="]), "motion-player: --out needs a folder name")
    }

    func testHeadlessOnlyFlagsNeedHeadless() {
        XCTAssertEqual(error(["--frames", "10"]), "motion-player: --frames only applies with --headless")
        XCTAssertEqual(error(["--fps", "30"]), "motion-player: --fps only applies with --headless")
        XCTAssertEqual(error(["--out", "x"]), "motion-player: --out only applies with --headless")
        // Order does not matter.
        XCTAssertNil(error(["--frames", "10", "--headless"]))
    }

    func testFramePaths() throws {
        let parsed = try options(["--headless", "--out", "shots"])
        XCTAssertEqual(parsed.framePath(1), "shots/frame-0001.png")
        XCTAssertEqual(parsed.framePath(30), "shots/frame-0030.png")
        XCTAssertEqual(parsed.framePath(12345), "shots/frame-12345.png")
    }

    func testIssue15_recordTakesAGIFFileAndRefusesOtherEndings() throws {
        XCTAssertEqual(try options(["--record", "out/x.gif"]).recordPath, "out/x.gif")
        XCTAssertEqual(try options(["--headless", "--record=Shake.GIF"]).recordPath, "Shake.GIF")
        XCTAssertNil(try options([]).recordPath)
        XCTAssertEqual(error(["--record", "x.png"]),
                       "motion-player: bad --record 'x.png': APNG is not supported (the libpng linked has no APNG frames); record a .gif")
        XCTAssertEqual(error(["--record", "x.mp4"]), "motion-player: bad --record 'x.mp4': the file must end in .gif")
        XCTAssertEqual(error(["--record", "gif"]), "motion-player: bad --record 'gif': the file must end in .gif")
        XCTAssertEqual(error(["--record="]), "motion-player: --record needs a file name")
    }
}
