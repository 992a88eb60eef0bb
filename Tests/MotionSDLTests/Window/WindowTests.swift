import CSDL2
import XCTest
@testable import MotionSDL

/// Opens a window with SDL's dummy video driver (unless SDL_VIDEODRIVER names another), or skips
/// the test when that driver cannot give the window a renderer.
func makeTestWindow(size: CGSize, file: StaticString = #filePath, line: UInt = #line) throws -> Window {
    useDummyVideoDriverUnlessSet()
    do {
        return try Window(title: "Motion test", size: size)
    } catch SDLError.rendererCreationFailed(let message) {
        throw XCTSkip("the '\(ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] ?? "")' video driver cannot create a renderer: \(message)")
    }
}

final class WindowTests: XCTestCase {
    func testOpensWithItsSizeAndDensityOne() throws {
        let window = try makeTestWindow(size: CGSize(width: 320, height: 200))
        XCTAssertEqual(window.size, CGSize(width: 320, height: 200))
        XCTAssertEqual(window.pixelSize.width, 320)
        XCTAssertEqual(window.pixelSize.height, 200)
        // The dummy driver has no HiDPI: drawable = window size.
        XCTAssertEqual(window.pixelDensity, 1)
        XCTAssertEqual(window.canvas.scale, 1)
        XCTAssertNotEqual(window.id, 0)
        XCTAssertFalse(window.isMinimized)
        window.title = "Renamed"
        XCTAssertEqual(window.title, "Renamed")
    }

    func testStartsTextInput() throws {
        let window = try makeTestWindow(size: CGSize(width: 100, height: 100))
        window.startTextInput()
        XCTAssertTrue(window.isTextInputActive)
        window.startTextInput()   // idempotent
        XCTAssertTrue(window.isTextInputActive)
    }

    func testSetSizeResizesTheDrawable() throws {
        let window = try makeTestWindow(size: CGSize(width: 300, height: 200))
        window.setSize(CGSize(width: 420, height: 260))
        XCTAssertEqual(window.size, CGSize(width: 420, height: 260))
        // Draw and present once so the software renderer picks up the new window surface.
        window.canvas.clear(.white)
        window.canvas.present()
        XCTAssertEqual(window.pixelSize.width, 420)
        XCTAssertEqual(window.pixelSize.height, 260)
        // Bad sizes are clamped, not crashes: NaN counts as the default 800×600, 0 as 1.
        window.setSize(CGSize(width: CGFloat.nan, height: 0))
        XCTAssertEqual(window.size, CGSize(width: 800, height: 1))
    }

    func testDrawsThroughRenderGeometry() throws {
        let window = try makeTestWindow(size: CGSize(width: 64, height: 64))
        XCTAssertEqual(window.canvas.meshBackend, .renderGeometry)
        window.canvas.meshBackend = .exactSoftware   // no surface of its own: stays on SDL's path
        XCTAssertEqual(window.canvas.meshBackend, .renderGeometry)
        window.canvas.clear(.black)
        window.canvas.fillCircle(center: CGPoint(x: 32, y: 32), radius: 20, color: .white)
        window.canvas.present()
        XCTAssertNil(window.canvas.lastError)
    }
}
