import XCTest
import Motion
import MotionSDL
@testable import MotionPlayer

/// `G` and `--record` in a window (SDL's dummy driver), issue 15.
final class WindowSessionRecordingTests: XCTestCase {
    override func setUpWithError() throws {
        setenv("SDL_VIDEODRIVER", "dummy", 0)
    }

    private func makeSession(script: String, record: String? = nil, log: @escaping (String) -> Void) throws -> (WindowSession, String) {
        var options = CommandLineOptions()
        options.size = CGSize(width: 400, height: 300)
        options.recordPath = record
        let folder = NSTemporaryDirectory() + "motion-player-window-recording-\(getpid())"
        try? FileManager.default.removeItem(atPath: folder)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: folder) }
        do {
            let session = try WindowSession(shell: PlayerShell(), options: options, script: try AppScript.parse(script), log: log)
            session.recordingFolder = folder
            return (session, folder)
        } catch SDLError.rendererCreationFailed(let message) {
            throw XCTSkip("the video driver cannot create a renderer: \(message)")
        }
    }

    /// Delays on the app clock are whole steps of 2 hundredths; the wall clock decides how many.
    private func checkSteps(_ gif: GIFAnimation, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertFalse(gif.frames.isEmpty, file: file, line: line)
        XCTAssertTrue(gif.frames.allSatisfy { $0.delay >= 2 && $0.delay % 2 == 0 }, "\(gif.frames.map(\.delay))", file: file, line: line)
    }

    func testIssue15_gStartsAndStopsARecordingAndPrintsItsName() throws {
        var lines: [String] = []
        let (session, folder) = try makeSession(script: "key g\nwait 0.3\nkey g", log: { lines.append($0) })
        session.frameLimit = 40
        try session.run()
        let path = folder + "/loader-0001.gif"
        XCTAssertEqual(lines.first, "motion-player: recording \(path) (G stops)")
        XCTAssertTrue(lines.contains { $0.hasPrefix("motion-player: recorded \(path): ") }, "\(lines)")
        XCTAssertEqual(session.recordings.map(\.path), [path])
        let gif = try GIFAnimation(contentsOf: path)
        XCTAssertEqual(gif.width, 400)
        XCTAssertEqual(gif.height, 300)
        checkSteps(gif)
    }

    func testIssue15_recordRecordsUntilTheWindowCloses() throws {
        let target = NSTemporaryDirectory() + "motion-player-window-record-\(getpid()).gif"
        addTeardownBlock { try? FileManager.default.removeItem(atPath: target) }
        var lines: [String] = []
        let (session, _) = try makeSession(script: "wait 0.2\nquit", record: target, log: { lines.append($0) })
        XCTAssertEqual(lines, ["motion-player: recording \(target) until the window closes"])
        try session.run()
        XCTAssertEqual(session.recordings.map(\.path), [target])
        checkSteps(try GIFAnimation(contentsOf: target))
    }
}
