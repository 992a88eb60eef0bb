import XCTest
import MotionTestSupport
import Motion
import MotionSDL
import MotionScenes
@testable import MotionPlayer

/// `--record` and `key g` in headless sessions of the player's scenes (issue 15).
final class HeadlessSessionRecordingTests: XCTestCase {
    private func options(_ folder: String, frames: Int, record: String? = nil) -> CommandLineOptions {
        var options = CommandLineOptions()
        options.headless = true
        options.frames = frames
        options.fps = 60
        options.outputDirectory = folder
        options.recordPath = record
        return options
    }

    /// The shake scene's index in the player.
    private var shake: Int { PlayerScene.all.firstIndex { $0.name == "shake" } ?? 1 }

    func testIssue15_recordingTheShakeGivesAOneSecondGIFThatShakesAndMatchesTheRenderedFrames() throws {
        let folder = try temporaryFolder("shake")
        let space = try AppScript.parse("key space")
        var lines: [String] = []
        let recorded = try HeadlessSession(shell: PlayerShell(sceneIndex: shake), options: options(folder, frames: 60, record: folder + "/x.gif"),
                                           script: space) { lines.append($0) }
        try recorded.run()
        XCTAssertEqual(recorded.framesWritten, 0, "the frames go into the GIF, not into PNGs")
        XCTAssertEqual(lines.count, 1)
        XCTAssertTrue(lines[0].hasPrefix("motion-player: recorded \(folder)/x.gif: 50 frames (49 exact), 1.00 s, "), lines[0])
        let gif = try GIFAnimation(contentsOf: folder + "/x.gif")
        XCTAssertEqual(gif.width, 800)
        XCTAssertEqual(gif.height, 600)
        XCTAssertEqual(gif.centiseconds, 100, "60 frames at 60 fps: 1 s")
        XCTAssertGreaterThanOrEqual(gif.frames.map(\.delay).min() ?? 0, 2)
        // It shakes: after the first frame every frame changes only a band around the two rectangles.
        XCTAssertEqual(gif.frames.count, 50, "both shakes move in every 1/50 s of their first second")
        for frame in gif.frames.dropFirst() {
            XCTAssertLessThan(frame.rect.height, 150, "\(frame.rect)")
            XCTAssertGreaterThan(frame.rect.width, 200, "\(frame.rect)")
        }
        XCTAssertNotEqual(gif.frames[10].image, gif.frames[0].image)

        // The same session writing PNGs: GIF frame k shows 60-fps frame floor(6k/5), file number + 1.
        let pngs = try HeadlessSession(shell: PlayerShell(sceneIndex: shake), options: options(folder, frames: 31), script: space) { _ in }
        try pngs.run()
        for k in [0, 10, 25] {
            let rendered = try PixelImage(contentsOfPNG: options(folder, frames: 31).framePath(6 * k / 5 + 1))
            var worst = 0, total = 0
            for (shown, source) in zip(gif.frames[k].image.pixels, rendered.pixels) {
                let error = max(abs(Int(shown.r) - Int(source.r)), abs(Int(shown.g) - Int(source.g)), abs(Int(shown.b) - Int(source.b)))
                worst = max(worst, error)
                total += error
            }
            // The first frame has more than 255 colours (text over grey and white) and is dithered;
            // later frames change only the rectangles' band, which is exact. The bound of the
            // dithered path (GIFRecorderTests): mean well under a level, no pixel over 32 off.
            XCTAssertLessThanOrEqual(worst, 32, "GIF frame \(k)")
            XCTAssertLessThan(Double(total) / Double(rendered.pixels.count), 0.25, "GIF frame \(k)")
        }
    }

    func testIssue15_gInAScriptRecordsUntilTheNextG() throws {
        let folder = try temporaryFolder("key-g")
        var lines: [String] = []
        let session = try HeadlessSession(shell: PlayerShell(sceneIndex: shake), options: options(folder, frames: 0),
                                          script: try AppScript.parse("key g\nwait 0.5\nkey g\nwait 0.1")) { lines.append($0) }
        try session.run()
        XCTAssertEqual(lines.first, "motion-player: recording \(folder)/shake-0001.gif")
        // Nothing moves: one frame held from the key at 0 s to the next at 0.5 s.
        XCTAssertEqual(session.recordings.map(\.frames), [1])
        XCTAssertEqual(session.recordings.map(\.centiseconds), [50])
        XCTAssertEqual(try GIFAnimation(contentsOf: folder + "/shake-0001.gif").frames.map(\.delay), [50])
    }

    func testIssue15_anUnwritableRecordPathFailsBeforeAnyFrame() {
        XCTAssertThrowsError(try HeadlessSession(shell: PlayerShell(sceneIndex: shake),
                                                 options: options("/tmp", frames: 5, record: "/proc/no/x.gif")) { _ in }) { error in
            XCTAssertTrue("\(error)".contains("/proc/no"), "\(error)")
        }
    }
}
