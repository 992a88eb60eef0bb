import XCTest
import MotionTestSupport
import Motion
import MotionSDL
@testable import MotionPlayer

final class HeadlessSessionTests: XCTestCase {
    private func options(_ folder: String, frames: Int, fps: Double = 30, scale: Double = 1) -> CommandLineOptions {
        var options = CommandLineOptions()
        options.headless = true
        options.frames = frames
        options.fps = fps
        options.scale = scale
        options.outputDirectory = folder
        return options
    }

    /// Pixels of the accent colour (the loaders' stroke) in the left and right halves of a band.
    private func accentPixels(_ image: PixelImage, rows: Range<Int>, scale: Int = 1) -> (left: Int, right: Int) {
        let accent = PixelColor(Color.accentColor)
        var left = 0, right = 0
        for y in rows.lowerBound * scale..<rows.upperBound * scale {
            for x in 0..<image.width {
                guard let pixel = image.pixel(x: x, y: y), abs(Int(pixel.r) - Int(accent.r)) < 6,
                      abs(Int(pixel.g) - Int(accent.g)) < 6, abs(Int(pixel.b) - Int(accent.b)) < 6 else { continue }
                if x < image.width / 2 { left += 1 } else { right += 1 }
            }
        }
        return (left, right)
    }

    func testTheLoaderIsDrawnFrameByFrame() throws {
        let folder = try temporaryFolder("loader")
        var lines: [String] = []
        let session = try HeadlessSession(shell: PlayerShell(sceneIndex: 0), options: options(folder, frames: 100, fps: 30)) { lines.append($0) }
        try session.run()
        XCTAssertEqual(session.framesWritten, 100)
        XCTAssertEqual(lines.count, 1)
        // Below the scene bar, above the help line: the loaders' rows.
        let early = try PixelImage(contentsOfPNG: folder + "/frame-0030.png")   // 29/30 s
        let counts = accentPixels(early, rows: 100..<450)
        XCTAssertGreaterThan(counts.left, 500, "the first loader is half drawn")
        XCTAssertEqual(counts.right, 0, "the final loader waits for its first tick at 2 s")
        let later = try PixelImage(contentsOfPNG: folder + "/frame-0091.png")  // 3 s: half-way through expanding
        XCTAssertGreaterThan(accentPixels(later, rows: 100..<450).right, 500)
        // The scene bar's current tab is the accent colour too, at the top left.
        XCTAssertGreaterThan(accentPixels(early, rows: 0..<45).left, 300)
    }

    func testScaleTwoDoublesThePixels() throws {
        let folder = try temporaryFolder("scale")
        let session = try HeadlessSession(shell: PlayerShell(sceneIndex: 1), options: options(folder, frames: 1, scale: 2)) { _ in }
        try session.run()
        let image = try PixelImage(contentsOfPNG: folder + "/frame-0001.png")
        XCTAssertEqual(image.width, 1600)
        XCTAssertEqual(image.height, 1200)
        XCTAssertEqual(session.runner.size, CGSize(width: 800, height: 600), "layout stays in points")
    }

    func testAScriptOutlastsTheFramesTakesScreenshotsAndQuits() throws {
        let folder = try temporaryFolder("script")
        let script = try AppScript.parse("""
            scene shake
            wait 1
            click "Login" 2
            wait 0.1
            screenshot \(folder)/sub/mid-shake.png
            key f12
            resize 400 300
            wait 0.5
            screenshot \(folder)/small.png
            quit
            wait 5
            screenshot \(folder)/never.png
            """)
        var lines: [String] = []
        let session = try HeadlessSession(shell: PlayerShell(sceneIndex: 0), options: options(folder, frames: 3, fps: 60), script: script) { lines.append($0) }
        try session.run()
        XCTAssertEqual(session.framesWritten, 3)
        XCTAssertEqual(session.screenshots, ["\(folder)/sub/mid-shake.png", "\(folder)/shake-0001.png", "\(folder)/small.png"])
        XCTAssertEqual(lines.filter { $0.hasPrefix("motion-player: screenshot ") }.count, 3)
        XCTAssertFalse(FileManager.default.fileExists(atPath: "\(folder)/never.png"), "quit ends the session")
        let mid = try PixelImage(contentsOfPNG: "\(folder)/sub/mid-shake.png")
        XCTAssertEqual(mid.width, 800)
        let small = try PixelImage(contentsOfPNG: "\(folder)/small.png")
        XCTAssertEqual(small.width, 400)
        XCTAssertEqual(small.height, 300)
        XCTAssertEqual(session.runner.player.currentScene?.name, "shake")
        XCTAssertEqual(session.runner.time, 1.6, accuracy: 1e-9, "stopped at the quit")
    }

    func testZeroFramesOnlyPlaysTheScript() throws {
        let folder = try temporaryFolder("zero")
        let script = try AppScript.parse("wait 0.25\nscreenshot \(folder)/only.png")
        var lines: [String] = []
        let session = try HeadlessSession(shell: PlayerShell(sceneIndex: 0), options: options(folder, frames: 0), script: script) { lines.append($0) }
        try session.run()
        XCTAssertEqual(session.framesWritten, 0)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), ["only.png"])
        XCTAssertEqual(lines, ["motion-player: screenshot \(folder)/only.png"])
    }

    func testAScriptErrorStopsTheRun() throws {
        let folder = try temporaryFolder("error")
        let script = try AppScript.parse("wait 0.1\nclick \"Nowhere\"")
        let session = try HeadlessSession(shell: PlayerShell(sceneIndex: 0), options: options(folder, frames: 10), script: script) { _ in }
        XCTAssertThrowsError(try session.run()) { error in
            XCTAssertEqual("\(error)", "script:2: no text \"Nowhere\" number 1 on screen (none)")
        }
        XCTAssertEqual(session.framesWritten, 3, "frames 0, 1/30 and 2/30 were written before 0.1 s")
    }

    // MARK: The trace (issue 15)

    func testIssue15_aScriptedShakeSessionTracesEveryFrameWithItsPartsNested() throws {
        let folder = try temporaryFolder("trace")
        let path = folder + "/t.json"
        var lines: [String] = []
        let trace = AppTrace(file: try TraceFile(path: path), program: "motion-player", clock: TraceChecks.ticking()) { lines.append($0) }
        let session = try HeadlessSession(shell: PlayerShell(sceneIndex: 1), options: options(folder, frames: 60, fps: 60),
                                          script: try AppScript.parse("key space"), trace: trace) { lines.append($0) }
        try session.run()
        XCTAssertEqual(lines.last, "motion-player: wrote the trace \(path) (60 frames, \(trace.file.eventCount) events)")

        let events = try TraceChecks.events(path)
        XCTAssertEqual(events.filter { $0["ph"] as? String == "M" }.count, 3, "the process and its two threads are named")
        let nested = try TraceChecks.nestedFrames(events)
        let frames = nested.map(\.frame)
        XCTAssertEqual(frames.count, 60)
        XCTAssertTrue(nested.allSatisfy { $0.parts == ["update", "layout", "display list", "render", "present"] })
        // Frame n (from 0) starts at n/60 s of the virtual clock, in whole microseconds: 0, 16667, 33333, 50000, …
        XCTAssertEqual(frames.map { $0["ts"] as? Int }, (0..<60).map { Int((Double($0) * 1_000_000 / 60).rounded()) })
        XCTAssertEqual(frames.map { ($0["args"] as? [String: Any])?["frame"] as? Int }, Array(1...60))
        XCTAssertEqual(frames.compactMap { ($0["args"] as? [String: Any])?["app_time"] as? Double }.last ?? 0, 59.0 / 60, accuracy: 1e-12)

        // Space, in the first frame: Wrong toggles its flag (no animation), Correct counts an attempt with `.default`.
        let state = events.filter { $0["ph"] as? String == "i" }
        XCTAssertEqual(state.map { "\($0["ts"]!) \($0["name"]!) \(($0["args"] as? [String: Any])?["view"] ?? "-")" },
                       ["0 transaction -", "0 state write Wrong", "0 transaction -", "0 state write Correct"])
        XCTAssertEqual(state.map { ($0["args"] as? [String: Any])?["animation"] as? String },
                       ["none", "none", "\(Animation.default)", "\(Animation.default)"])

        // The shake's two animations: each an async span that begins in the first frame and ends later.
        let spans = events.filter { $0["cat"] as? String == "animation" }
        let begins = spans.filter { $0["ph"] as? String == "b" }
        let column = "PlayerChrome › VStack › ShakeScene › HStack › SceneColumn › VStack"
        let spring = "spring(response: 0.55, dampingFraction: 1.0, blendDuration: 0.0)"
        XCTAssertEqual(begins.map { event -> String in
            let args = event["args"] as? [String: Any] ?? [:]
            return ["view", "attribute", "animation", "from", "to"].map { "\(args[$0] ?? "-")" }.joined(separator: " | ")
                + " @\(event["ts"]!) #\(event["id"]!)"
        }, ["\(column) › Correct › VStack › Rectangle | Shake.animatableData | \(spring) | 0 | 1 @0 #1",
            "\(column) › Wrong › VStack › Rectangle | offset.x | \(spring).repeatCount(5) | 0 | -10 @0 #2"])
        for begin in begins {
            let ends = spans.filter { $0["ph"] as? String == "e" && $0["id"] as? Int == begin["id"] as? Int }
            XCTAssertEqual(ends.count, 1)
            XCTAssertEqual(ends.first?["name"] as? String, begin["name"] as? String, "Perfetto pairs an end by name and id")
            XCTAssertGreaterThan(ends.first?["ts"] as? Int ?? 0, 0)
        }
    }

    func testIssue15_aSessionThatFailsStillLeavesACompleteTrace() throws {
        let folder = try temporaryFolder("trace-error")
        let path = folder + "/t.json"
        let trace = AppTrace(file: try TraceFile(path: path), program: "motion-player", clock: TraceChecks.ticking()) { _ in }
        let session = try HeadlessSession(shell: PlayerShell(sceneIndex: 0), options: options(folder, frames: 10),
                                          script: try AppScript.parse("wait 0.1\nclick \"Nowhere\""), trace: trace) { _ in }
        XCTAssertThrowsError(try session.run())
        let frames = try TraceChecks.events(path).filter { $0["name"] as? String == "frame" }
        XCTAssertEqual(frames.map { $0["ts"] as? Int }, [0, 33_333, 66_667, 100_000],
                       "frames 0 to 2/30 s, and the frame at 0.1 s whose script step failed")
    }

    /// The address of the process's `SIGINT` handler now.
    private static func interruptHandler() -> Int {
        let handler = signal(SIGINT, SIG_IGN)
        signal(SIGINT, handler)
        return unsafeBitCast(handler, to: Int.self)
    }

    func testIssue15_ctrlCStopsAHeadlessRunAfterTheFrameInProgressWithACompleteTrace() throws {
        let folder = try temporaryFolder("trace-interrupt")
        let path = folder + "/t.json"
        var readings = 0
        let clock: () -> TimeInterval = {
            readings += 1
            if readings == 50 { raise(SIGINT) }   // Ctrl-C, a few frames in
            return Double(readings) * 0.0001
        }
        let trace = AppTrace(file: try TraceFile(path: path), program: "motion-player", clock: clock) { _ in }
        let session = try HeadlessSession(shell: PlayerShell(sceneIndex: 1), options: options(folder, frames: 1_000), trace: trace) { _ in }
        let handlerBefore = Self.interruptHandler()
        var message = ""
        XCTAssertThrowsError(try session.run()) { message = "\($0)" }
        let frames = try TraceChecks.nestedFrames(try TraceChecks.events(path))
        XCTAssertGreaterThan(frames.count, 1)
        XCTAssertLessThan(frames.count, 20)
        XCTAssertEqual(message, "interrupted after \(frames.count) frames; the files written so far are complete")
        XCTAssertEqual(session.framesWritten, frames.count)
        XCTAssertEqual(Self.interruptHandler(), handlerBefore, "the handler before the run is back")
    }
}
