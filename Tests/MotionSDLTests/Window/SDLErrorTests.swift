import XCTest
@testable import MotionSDL

final class SDLErrorTests: XCTestCase {
    func testNoDisplayNamesBothFixes() {
        let text = SDLError.noDisplay(sdlMessage: "No available video device").description
        XCTAssertTrue(text.hasPrefix("no display: set DISPLAY"), text)
        XCTAssertTrue(text.contains("--headless"), text)
        XCTAssertTrue(text.contains("No available video device"), text)
    }

    func testInvalidSizeStatesTheLimits() {
        XCTAssertEqual(SDLError.invalidSize(width: 0, height: 10).description,
                       "invalid size 0x10 pixels: width and height must be between 1 and 16384")
    }

    func testEveryCaseIsOneLine() {
        let errors: [SDLError] = [
            .initializationFailed(library: "SDL2_ttf", sdlMessage: "m"), .noDisplay(sdlMessage: "m"),
            .windowCreationFailed(sdlMessage: "m"), .rendererCreationFailed(sdlMessage: "m"),
            .surfaceCreationFailed(width: 1, height: 2, sdlMessage: "m"), .invalidSize(width: 1, height: 2),
            .imageWriteFailed(path: "/x.png", sdlMessage: "m"), .imageReadFailed(path: "/x.png", sdlMessage: "m"),
            .drawFailed(call: "SDL_RenderGeometry", sdlMessage: "m"),
        ]
        for error in errors {
            XCTAssertFalse(error.description.contains("\n"), error.description)
            XCTAssertFalse(error.description.isEmpty)
        }
        XCTAssertTrue(SDLError.imageWriteFailed(path: "/x.png", sdlMessage: "m").description.contains("/x.png"))
    }
}
