import CSDL2
import XCTest
@testable import MotionSDL

final class WindowEventTests: XCTestCase {
    func testKeyboard() {
        var event = SDL_Event()
        event.type = SDL_KEYDOWN.rawValue
        event.key.keysym.sym = Key.space.code
        event.key.repeat = 1
        XCTAssertEqual(WindowEvent(event), .keyDown(.space, isRepeat: true))
        event.type = SDL_KEYUP.rawValue
        XCTAssertEqual(WindowEvent(event), .keyUp(.space))
    }

    func testMouseInWindowCoordinates() {
        var event = SDL_Event()
        event.type = SDL_MOUSEBUTTONDOWN.rawValue
        event.button.x = 120
        event.button.y = 45
        event.button.button = 1
        XCTAssertEqual(WindowEvent(event), .mouseDown(CGPoint(x: 120, y: 45), button: 1))
        event.type = SDL_MOUSEBUTTONUP.rawValue
        event.button.button = 3
        XCTAssertEqual(WindowEvent(event), .mouseUp(CGPoint(x: 120, y: 45), button: 3))
        var motion = SDL_Event()
        motion.type = SDL_MOUSEMOTION.rawValue
        motion.motion.x = 7
        motion.motion.y = 9
        XCTAssertEqual(WindowEvent(motion), .mouseMoved(CGPoint(x: 7, y: 9)))
    }

    func testATwoFingerGestureIsAPinch() {
        var event = SDL_Event()
        event.type = SDL_MULTIGESTURE.rawValue
        event.mgesture.dDist = 0.25
        event.mgesture.dTheta = 0.5
        XCTAssertEqual(WindowEvent(event), .pinch(scale: 2, rotation: .radians(0.5)), "a quarter of the surface doubles")
        event.mgesture.dDist = -0.125
        event.mgesture.dTheta = 0
        XCTAssertEqual(WindowEvent(event), .pinch(scale: 0.5.squareRoot(), rotation: .zero))
    }

    func testWindowAndQuit() {
        var event = SDL_Event()
        event.type = SDL_WINDOWEVENT.rawValue
        event.window.event = UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue)
        event.window.data1 = 640
        event.window.data2 = 480
        XCTAssertEqual(WindowEvent(event), .resized(CGSize(width: 640, height: 480)))
        event.window.event = UInt8(SDL_WINDOWEVENT_CLOSE.rawValue)
        XCTAssertEqual(WindowEvent(event), .quitRequested)
        event.window.event = UInt8(SDL_WINDOWEVENT_MINIMIZED.rawValue)
        XCTAssertEqual(WindowEvent(event), .minimized)
        event.window.event = UInt8(SDL_WINDOWEVENT_RESTORED.rawValue)
        XCTAssertEqual(WindowEvent(event), .restored)
        event.window.event = UInt8(SDL_WINDOWEVENT_MOVED.rawValue)
        XCTAssertNil(WindowEvent(event))
        var quit = SDL_Event()
        quit.type = SDL_QUIT.rawValue
        XCTAssertEqual(WindowEvent(quit), .quitRequested)
    }

    func testTextInputIsUTF8() {
        var event = SDL_Event()
        event.type = SDL_TEXTINPUT.rawValue
        let bytes = Array("né".utf8)
        withUnsafeMutableBytes(of: &event.text.text) { raw in
            for (index, byte) in bytes.enumerated() { raw[index] = byte }
            raw[bytes.count] = 0
        }
        XCTAssertEqual(WindowEvent(event), .textInput("né"))
    }

    func testUnusedEventsAreNil() {
        var event = SDL_Event()
        event.type = SDL_JOYAXISMOTION.rawValue
        XCTAssertNil(WindowEvent(event))
    }
}
