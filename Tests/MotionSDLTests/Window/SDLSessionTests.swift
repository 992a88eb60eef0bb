import XCTest
@testable import MotionSDL

final class SDLSessionTests: XCTestCase {
    func testStartIsIdempotent() throws {
        let first = try SDLSession.start()
        let second = try SDLSession.start()
        XCTAssertTrue(first === second)
        XCTAssertTrue(SDLSession.isRunning)
    }

    func testShutdownIsIdempotentAndStartWorksAgain() throws {
        let before = try SDLSession.start()
        SDLSession.shutdown()
        XCTAssertFalse(SDLSession.isRunning)
        SDLSession.shutdown()   // a second shutdown does nothing
        XCTAssertFalse(SDLSession.isRunning)
        let after = try SDLSession.start()
        XCTAssertFalse(before === after)
        XCTAssertFalse(after.isVideoRunning)
        // The restarted libraries work: a headless canvas draws.
        let headless = try HeadlessCanvas(width: 4, height: 4)
        headless.canvas.clear(.white)
        XCTAssertEqual(headless.pixel(x: 0, y: 0), .white)
    }

    func testVideoStartsWithTheDummyDriver() throws {
        useDummyVideoDriverUnlessSet()
        let session = try SDLSession.start()
        try session.startVideo()
        try session.startVideo()   // idempotent
        XCTAssertTrue(session.isVideoRunning)
        XCTAssertNotNil(session.videoDriver)
    }

    func testNoDisplayIsAnErrorRatherThanAnInvisibleWindow() throws {
        let environment = ProcessInfo.processInfo.environment
        guard (environment["DISPLAY"] ?? "").isEmpty, (environment["WAYLAND_DISPLAY"] ?? "").isEmpty else {
            throw XCTSkip("a display is set (DISPLAY or WAYLAND_DISPLAY): the no-display path cannot be exercised")
        }
        let savedDriver = environment["SDL_VIDEODRIVER"]
        SDLSession.shutdown()
        unsetenv("SDL_VIDEODRIVER")
        defer {
            SDLSession.shutdown()
            if let savedDriver { setenv("SDL_VIDEODRIVER", savedDriver, 1) }
        }
        let session = try SDLSession.start()
        XCTAssertThrowsError(try session.startVideo()) { error in
            guard case .noDisplay? = error as? SDLError else { return XCTFail("\(error)") }
            XCTAssertTrue("\(error)".hasPrefix("no display: set DISPLAY"))
        }
        XCTAssertFalse(session.isVideoRunning)
    }
}
