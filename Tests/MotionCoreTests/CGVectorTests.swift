import XCTest
@testable import MotionCore

final class CGVectorTests: XCTestCase {
    func testIssue10_componentsAndInitialisers() {
        let v = CGVector(dx: 3, dy: -4)
        XCTAssertEqual(v.dx, 3)
        XCTAssertEqual(v.dy, -4)
        XCTAssertEqual(CGVector(dx: 1.5 as Double, dy: 2 as Double), CGVector(dx: 1.5 as CGFloat, dy: 2 as CGFloat))
        XCTAssertEqual(CGVector(dx: 2 as Int, dy: -1 as Int), CGVector(dx: 2.0, dy: -1.0))
        XCTAssertEqual(CGVector(), .zero)
        XCTAssertEqual(CGVector.zero.dx, 0)
        var m = CGVector.zero
        m.dx = 5
        XCTAssertNotEqual(m, .zero)
        XCTAssertEqual(CGVector(dx: 1, dy: 2).description, "(1.0, 2.0)")
    }

    func testIssue10_codableRoundTrip() throws {
        let v = CGVector(dx: 0.25, dy: 8)
        let back = try JSONDecoder().decode(CGVector.self, from: JSONEncoder().encode(v))
        XCTAssertEqual(back, v)
    }
}
