import XCTest
import MotionTestSupport
import Motion
import MotionSDL
import MotionScenes
@testable import MotionPlayer

final class PlayerTests: XCTestCase {
    private struct Run {
        var code: Int32 = 0
        var output: [String] = []
        var errors: [String] = []
    }

    private func run(_ arguments: [String], environment: [String: String] = [:]) -> Run {
        var result = Run()
        result.code = AppLauncher.main(shell: PlayerShell(), arguments: arguments, environment: environment,
                                       output: { result.output.append($0) }, errors: { result.errors.append($0) })
        return result
    }

    /// "loader, shake, …": every scene's name, in order.
    private let sceneNames = PlayerScene.all.map(\.name).joined(separator: ", ")

    func testHelpVersionAndSceneList() {
        let help = run(["--help"])
        XCTAssertEqual(help.code, 0)
        XCTAssertTrue(help.output.joined().hasPrefix("usage: motion-player"))
        XCTAssertTrue(help.output.joined().contains(KeyMap.player.helpLine), "the keys come from the key maps")
        XCTAssertTrue(help.output.joined().contains(KeyMap<DevAction>.developer.helpLine))
        XCTAssertTrue(help.output.joined().contains("--scene NAME"), "the player's own flags are in the usage")
        XCTAssertEqual(run(["--version"]).output, ["motion-player (Motion 0.2.0)"])
        let list = run(["--list-scenes"])
        XCTAssertEqual(list.code, 0)
        let lines = list.output.joined().split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, PlayerScene.all.count)
        XCTAssertTrue(lines[0].hasPrefix("1  loader "), lines[0])
        XCTAssertTrue(lines[0].contains("Loader — seed 000"), lines[0])
        XCTAssertTrue(lines[1].hasPrefix("2  shake "), lines[1])
        XCTAssertTrue(lines[1].contains("Shake — seed 001"), lines[1])
    }

    func testBadCommandLinesExitTwoWithOneLineAndTheUsage() {
        for (arguments, first) in [
            (["--fast"], "motion-player: unknown option '--fast'"),
            (["--scene", "nowhere"], "motion-player: unknown scene 'nowhere' (scenes: \(sceneNames))"),
            (["--size", "big"], "motion-player: bad --size 'big': expected WxH with whole numbers 1...16384, like 800x600"),
        ] {
            let result = run(arguments)
            XCTAssertEqual(result.code, 2, "\(arguments)")
            let text = result.errors.joined(separator: "\n")
            XCTAssertEqual(text.split(separator: "\n").first.map(String.init), first)
            XCTAssertTrue(text.contains("usage: motion-player"))
            XCTAssertTrue(result.output.isEmpty)
        }
    }

    func testBadScriptsNameTheLine() throws {
        let folder = try temporaryFolder("badscript")
        let path = folder + "/bad.txt"
        try "wait 0.5\nclick Login\n".write(toFile: path, atomically: true, encoding: .utf8)
        let result = run(["--headless", "--script", path, "--out", folder])
        XCTAssertEqual(result.code, 2)
        XCTAssertEqual(result.errors, ["motion-player: \(path):2: click needs X Y, \"TEXT\" [N] or id:NAME"])
        let missing = run(["--headless", "--script", folder + "/none.txt", "--out", folder])
        XCTAssertEqual(missing.code, 2, "an unreadable script is a bad script, as the README says")
        XCTAssertTrue(missing.errors.first?.hasPrefix("motion-player: \(folder)/none.txt: cannot read the script") == true)
        try "scene nowhere\n".write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertEqual(run(["--headless", "--script", path, "--out", folder]).errors,
                       ["motion-player: \(path):1: unknown scene 'nowhere' (scenes: \(sceneNames))"])
    }

    /// `make run` without a display: `--headless --frames 30 --fps 30 --out DIR` renders the
    /// default scene (the loader) to 30 numbered PNGs.
    func testHeadlessFramesOfTheDefaultScene() throws {
        let folder = try temporaryFolder("headless")
        let result = run(["--headless", "--frames", "30", "--fps", "30", "--out", folder])
        XCTAssertEqual(result.code, 0, result.errors.joined())
        XCTAssertEqual(result.output, ["motion-player: wrote 30 frames of 'loader' (800x600 px, 30 fps) to \(folder)/frame-0001.png … frame-0030.png"])
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        XCTAssertEqual(files.count, 30)
        XCTAssertEqual(files.first, "frame-0001.png")
        let image = try PixelImage(contentsOfPNG: folder + "/frame-0030.png")
        XCTAssertEqual(image.width, 800)
        XCTAssertEqual(image.height, 600)
    }
}
