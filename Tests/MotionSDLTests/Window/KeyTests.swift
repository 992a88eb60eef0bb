import XCTest
@testable import MotionSDL

final class KeyTests: XCTestCase {
    func testCharactersAreTheirKeyCodes() {
        // SDL's key codes for printable keys are the characters: 'a' = 97, ' ' = 32, Esc = 27.
        XCTAssertEqual(Key("a").code, 97)
        XCTAssertEqual(Key(" "), .space)
        XCTAssertEqual(Key.escape.code, 27)
        XCTAssertEqual(Key.enter.code, 13)
    }

    func testNames() throws {
        try SDLSession.start()
        XCTAssertEqual(Key.escape.name, "Escape")
        XCTAssertEqual(Key.space.name, "Space")
        XCTAssertEqual(Key("a").name, "A")
        XCTAssertEqual(Key.escape.description, "Key(Escape)")
        XCTAssertEqual(Key.f1.name, "F1")
        XCTAssertEqual(Key.f12.name, "F12")
        XCTAssertEqual(Key.home.name, "Home")
        XCTAssertEqual(Key.end.name, "End")
        XCTAssertEqual(Key.delete.name, "Delete")
    }

    func testNoModifiersHeldWithoutAKeyboard() throws {
        try SDLSession.start()
        XCTAssertEqual(Key.heldModifiers, [])
    }
}
