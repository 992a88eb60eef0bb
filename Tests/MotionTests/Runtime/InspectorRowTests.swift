import XCTest
@testable import Motion

final class InspectorRowTests: XCTestCase {
    func testShortPathKeepsTheLongestTailThatFits() {
        let path = ["PlayerChrome", "VStack", "ShakeScene", "HStack", "VStack", "Rectangle"]
        XCTAssertEqual(InspectorRow.shortPath(path), "… › ShakeScene › HStack › VStack › Rectangle")
        XCTAssertLessThanOrEqual("ShakeScene › HStack › VStack › Rectangle".count, InspectorRow.pathCharacters)
        XCTAssertGreaterThan("VStack › ShakeScene › HStack › VStack › Rectangle".count, InspectorRow.pathCharacters)
        XCTAssertEqual(InspectorRow.shortPath(["Pulse", "Circle"]), "Pulse › Circle")
        XCTAssertEqual(InspectorRow.shortPath([String(repeating: "A", count: 60)]), String(repeating: "A", count: 60),
                       "the animated view itself always shows")
        XCTAssertEqual(InspectorRow.shortPath([]), "(root)")
    }
}
