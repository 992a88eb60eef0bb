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
}
