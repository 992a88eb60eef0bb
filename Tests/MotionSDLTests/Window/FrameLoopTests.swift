import CSDL2
import XCTest
@testable import MotionSDL

final class FrameLoopTests: XCTestCase {
    private func push(key: Key) {
        var event = SDL_Event()
        event.type = SDL_KEYDOWN.rawValue
        event.key.keysym.sym = key.code
        event.key.windowID = 0
        XCTAssertEqual(SDL_PushEvent(&event), 1)
    }

    private func drainEvents() {
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {}
    }

    /// The smoke test: 120 frames through the real loop with an injected stop, a resize half-way,
    /// pacing without vsync (the dummy driver has none), and a clean end.
    func testRunsFramesResizesAndStops() throws {
        let window = try makeTestWindow(size: CGSize(width: 320, height: 240))
        drainEvents()
        let loop = FrameLoop(window: window)
        var times: [TimeInterval] = [], sizes: [CGSize] = [], pixelWidths: [Int] = []
        var events: [WindowEvent] = []
        loop.onEvent = { events.append($0) }
        loop.shouldStop = { $0.index == 119 }
        let clock = MonotonicClock()
        let start = clock.now()
        loop.run { frame in
            XCTAssertEqual(frame.index, times.count)
            times.append(frame.time)
            sizes.append(frame.size)
            pixelWidths.append(frame.canvas.pixelSize.width)
            frame.canvas.clear(.white)
            let x = 40 + 200 * (frame.time - floor(frame.time))
            frame.canvas.fillCircle(center: CGPoint(x: x, y: 100), radius: 30, color: .blue)
            if frame.index == 59 { window.setSize(CGSize(width: 400, height: 300)) }
        }
        let elapsed = clock.now() - start

        XCTAssertFalse(loop.isRunning)
        XCTAssertEqual(loop.frameCount, 120)
        XCTAssertEqual(times.count, 120)
        XCTAssertEqual(times.first, 0)
        for index in 1..<times.count {
            let step = times[index] - times[index - 1]
            XCTAssertGreaterThanOrEqual(step, 0)
            XCTAssertLessThanOrEqual(step, FrameTimeline.defaultMaximumStep + 1e-12)
        }
        XCTAssertEqual(sizes[0], CGSize(width: 320, height: 240))
        XCTAssertEqual(sizes[119], CGSize(width: 400, height: 300))
        XCTAssertEqual(pixelWidths[119], 400)
        XCTAssertTrue(events.contains(.resized(CGSize(width: 400, height: 300))), "\(events)")
        // No vsync here, so the pacer must have slept: 120 frames at 60 Hz take about 2 s, not the
        // few milliseconds a busy loop would. (Loose bounds: shared CI machines are slow.)
        XCTAssertGreaterThan(loop.pacingSleeps, 60)
        XCTAssertGreaterThan(elapsed, 1.0)
        // Animation time follows the wall clock (no stall here longer than 1/15 s is expected,
        // but allow for one or two on a loaded machine).
        XCTAssertEqual(times[119], elapsed, accuracy: 0.5)
        XCTAssertNil(window.canvas.lastError)
    }

    func testEscapeEndsTheLoopBeforeAnotherFrame() throws {
        let window = try makeTestWindow(size: CGSize(width: 100, height: 100))
        drainEvents()
        let loop = FrameLoop(window: window)
        var received: [WindowEvent] = []
        loop.onEvent = { received.append($0) }
        push(key: .escape)
        loop.run { _ in XCTFail("no frame should be drawn after Esc") }
        XCTAssertEqual(loop.frameCount, 0)
        XCTAssertTrue(received.contains(.keyDown(.escape, isRepeat: false)))
    }

    func testEscapeCanBeTurnedOffAndQuitStillEnds() throws {
        let window = try makeTestWindow(size: CGSize(width: 100, height: 100))
        drainEvents()
        let loop = FrameLoop(window: window)
        loop.quitsOnEscape = false
        push(key: .escape)
        loop.run { frame in
            if frame.index == 2 {
                var quit = SDL_Event()
                quit.type = SDL_QUIT.rawValue
                SDL_PushEvent(&quit)
            }
        }
        XCTAssertEqual(loop.frameCount, 3)   // frames 0, 1, 2; the quit is seen before frame 3
    }

    func testStopFromInsideAFrame() throws {
        let window = try makeTestWindow(size: CGSize(width: 100, height: 100))
        drainEvents()
        let loop = FrameLoop(window: window)
        loop.run { frame in if frame.index == 4 { loop.stop() } }
        XCTAssertEqual(loop.frameCount, 5)
        XCTAssertFalse(loop.isRunning)
    }
}

extension FrameLoopTests {
    func testUnchangedFramesAreCountedAndNotPresented() throws {
        let window = try makeTestWindow(size: CGSize(width: 64, height: 48))
        let loop = FrameLoop(window: window)
        loop.quitsOnEscape = false
        loop.runReportingChanges({ frame in
            if frame.index == 9 { loop.stop() }
            return frame.index.isMultiple(of: 3) ? .drawn : .unchanged
        })
        XCTAssertEqual(loop.frameCount, 10)
        XCTAssertEqual(loop.unchangedFrames, 6, "frames 1, 2, 4, 5, 7, 8 reported no change")
    }
}

extension FrameLoopTests {
    /// A window drawn into its own pixels shows its whole picture again when the display exposes
    /// it, even in a frame that changed nothing.
    func testIssue14_anExposedSoftwareWindowIsPresentedWholeWithoutARedraw() throws {
        let window = try makeTestWindow(size: CGSize(width: 64, height: 48))
        XCTAssertTrue(window.canvas.presentsRegions)
        drainEvents()
        let loop = FrameLoop(window: window)
        loop.runReportingChanges({ frame in
            if frame.index == 0 {
                window.canvas.limitNextPresent(to: [CGRect(x: 0, y: 0, width: 8, height: 8)])
                return .drawn
            }
            if frame.index == 1 {
                var event = SDL_Event()
                event.type = SDL_WINDOWEVENT.rawValue
                event.window.event = UInt8(SDL_WINDOWEVENT_EXPOSED.rawValue)
                event.window.windowID = window.id
                XCTAssertEqual(SDL_PushEvent(&event), 1)
            }
            if frame.index == 2 { loop.stop() }
            return .unchanged
        })
        XCTAssertEqual(loop.unchangedFrames, 2)
        XCTAssertEqual(window.canvas.presentCount, 2, "frame 0 drew; frame 2 followed the exposure")
        XCTAssertNil(window.canvas.lastPresentedRegion)
    }
}
