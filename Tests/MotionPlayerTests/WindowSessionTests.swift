import XCTest
import Motion
import MotionSDL
@testable import MotionPlayer

final class WindowSessionTests: XCTestCase {
    override func setUpWithError() throws {
        setenv("SDL_VIDEODRIVER", "dummy", 0)   // never needs a display
    }

    private func makeSession(script: String?, scale: Double = 1, size: CGSize = CGSize(width: 400, height: 300), trace: AppTrace? = nil,
                             log: @escaping (String) -> Void = { _ in }) throws -> WindowSession {
        var options = CommandLineOptions()
        options.size = size
        options.scale = scale
        do {
            let session = try WindowSession(shell: PlayerShell(), options: options, script: try script.map { try AppScript.parse($0) },
                                            trace: trace, log: log)
            let folder = NSTemporaryDirectory() + "motion-player-window-\(getpid())"
            session.screenshotFolder = folder
            // The block captures the path only: XCTest keeps every test case (and its teardown
            // blocks) to the end of the run, so capturing the session would keep it alive.
            addTeardownBlock { try? FileManager.default.removeItem(atPath: folder) }
            return session
        } catch SDLError.rendererCreationFailed(let message) {
            throw XCTSkip("the video driver cannot create a renderer: \(message)")
        }
    }

    func testIssue15_aTracedWindowSessionRecordsEveryTurnOfTheLoopWithItsPresent() throws {
        let path = NSTemporaryDirectory() + "motion-player-window-trace-\(getpid()).json"
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        var lines: [String] = []
        let trace = AppTrace(file: try TraceFile(path: path), program: "motion-player", clock: TraceChecks.ticking()) { lines.append($0) }
        let session = try makeSession(script: "key 2\nwait 0.05\nkey space", trace: trace) { lines.append($0) }
        session.frameLimit = 12
        try session.run()
        XCTAssertTrue(lines.contains("motion-player: wrote the trace \(path) (12 frames, \(trace.file.eventCount) events)"), "\(lines)")
        let events = try TraceChecks.events(path)
        let frames = try TraceChecks.nestedFrames(events)
        XCTAssertEqual(frames.count, 12)
        XCTAssertEqual(frames.first?.frame["ts"] as? Int, 0, "the loop's animation clock starts at the first frame")
        // A drawn frame has all five parts, its present timed after the loop presents; a frame whose
        // picture did not change is neither rendered nor presented.
        let drawn = frames.filter { $0.parts == ["update", "layout", "display list", "render", "present"] }.count
        let unchanged = frames.filter { $0.parts == ["update", "layout", "display list"] }.count
        XCTAssertEqual(drawn + unchanged, 12, "\(frames.map(\.parts))")
        XCTAssertEqual(unchanged, session.loop.unchangedFrames)
        XCTAssertGreaterThan(drawn, 0)
        let writes = events.filter { $0["name"] as? String == "state write" }.compactMap { ($0["args"] as? [String: Any])?["view"] as? String }
        XCTAssertEqual(writes, ["Wrong", "Correct"], "Space logs in on both")
    }

    /// The smoke test: the real player loop for 120 frames under SDL's dummy driver, a resize
    /// and a scene switch half-way, a screenshot, and a clean end.
    func testRunsFramesResizesAndStops() throws {
        let session = try makeSession(script: """
            wait 0.5
            resize 640 480
            key 2
            key f12
            """)
        XCTAssertEqual(session.runner.size, CGSize(width: 400, height: 300))
        session.frameLimit = 120
        try session.run()
        XCTAssertEqual(session.loop.frameCount, 120)
        XCTAssertFalse(session.loop.isRunning)
        XCTAssertEqual(session.window.size, CGSize(width: 640, height: 480))
        XCTAssertEqual(session.runner.size, CGSize(width: 640, height: 480), "laid out again for the new size")
        XCTAssertEqual(session.runner.player.currentScene?.name, "shake")
        XCTAssertEqual(session.window.title, "motion-player: Shake")
        XCTAssertEqual(session.screenshots.count, 1)
        let shot = try PixelImage(contentsOfPNG: try XCTUnwrap(session.screenshots.first))
        XCTAssertEqual(shot.width, 640)
        XCTAssertNil(session.window.canvas.lastError)
        XCTAssertGreaterThan(session.runner.frameStats.averageInterval ?? 0, 0.005, "paced, not a busy loop")
        XCTAssertGreaterThan(session.runner.time, 1.5, "the scene clock followed the frames")
    }

    /// The last line a session logs gives the frames it presented, their rate and the CPU used.
    func testTheSessionEndsWithItsFramesRateAndCPU() throws {
        var lines: [String] = []
        let session = try makeSession(script: nil, log: { lines.append($0) })
        session.frameLimit = 30
        try session.run()
        XCTAssertEqual(session.stats.frames, 30)
        // Paced to the display's refresh (60 Hz under the dummy driver): well below a busy loop.
        XCTAssertLessThan(try XCTUnwrap(session.stats.framesPerSecond), 70)
        XCTAssertGreaterThanOrEqual(try XCTUnwrap(session.stats.cpuShare), 0)
        XCTAssertEqual(lines.last, session.stats.line(program: "motion-player"))
        XCTAssertTrue(lines.last?.hasPrefix("motion-player: 30 frames in ") == true, lines.last ?? "")
    }

    /// A scene at rest is drawn once and then shown unchanged: an idle window does not redraw.
    func testIssue4_anIdleSceneIsNotRedrawnEveryFrame() throws {
        let session = try makeSession(script: "key 4")   // the form: nothing moves once it is shown
        session.frameLimit = 40
        try session.run()
        XCTAssertEqual(session.stats.frames, 40)
        XCTAssertLessThan(session.stats.redrawnFrames, 10, "only the frames around the key press")
        XCTAssertGreaterThan(session.loop.unchangedFrames, 30)
    }

    func testEscapeQuits() throws {
        let session = try makeSession(script: "wait 0.2\nkey escape")
        session.frameLimit = 600
        try session.run()
        XCTAssertLessThan(session.loop.frameCount, 100, "Esc ended the loop after about 0.2 s")
    }

    func testZoomLaysOutInPoints() throws {
        let session = try makeSession(script: "quit", scale: 2)
        XCTAssertEqual(session.window.size, CGSize(width: 800, height: 600), "window coordinates are points × zoom")
        XCTAssertEqual(session.runner.size, CGSize(width: 400, height: 300))
        try session.run()
        XCTAssertEqual(session.window.canvas.scale, 2)
        XCTAssertEqual(WindowSession.points(.mouseDown(CGPoint(x: 100, y: 50), button: 1), zoom: 2),
                       .mouseDown(CGPoint(x: 50, y: 25), button: 1))
        XCTAssertEqual(WindowSession.points(.resized(CGSize(width: 800, height: 600)), zoom: 2),
                       .resized(CGSize(width: 400, height: 300)))
    }

    func testAScriptErrorEndsTheLoop() throws {
        let session = try makeSession(script: "click \"Nowhere\"")
        session.frameLimit = 600
        XCTAssertThrowsError(try session.run())
        XCTAssertEqual(session.loop.frameCount, 1)
    }

    /// The shake in an 800 × 500 window (400,000 pixels): the first frames upload the whole window,
    /// then each frame only the two shaking rectangles' damage.
    func testIssue14_theWindowUploadsOnlyTheDamageAndF3Flashes() throws {
        let session = try makeSession(script: "key f1\nkey 2\nkey space\nkey f3", size: CGSize(width: 800, height: 500))
        session.frameLimit = 40
        try session.run()
        XCTAssertTrue(session.runner.flashesDamage, "F3 turned the flash on")
        let average = try XCTUnwrap(session.stats.averageUploadedPixels)
        XCTAssertGreaterThan(average, 0)
        XCTAssertLessThan(average, 100_000, "a quarter of the window at most, a full repaint every frame would be 400,000")
        XCTAssertTrue(session.runner.frameStats.text.contains(" · upload "), session.runner.frameStats.text)
        XCTAssertNil(session.window.canvas.lastError)
    }
}
