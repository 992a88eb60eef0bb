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
    }
}
