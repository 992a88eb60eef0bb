import XCTest
@testable import MotionCore

final class AngleTests: XCTestCase {
    func testExactConversionsAtBinaryFractionsOf180() {
        // degrees / 180 is exact for 90, 180, 360, 45 (0.5, 1, 2, 0.25) and multiplying π by a
        // power of two only changes the exponent, so these radians are exact.
        XCTAssertEqual(Angle(degrees: 90).radians, .pi / 2)
        XCTAssertEqual(Angle(degrees: 180).radians, .pi)
        XCTAssertEqual(Angle(degrees: 360).radians, 2 * .pi)
        XCTAssertEqual(Angle(degrees: 45).radians, .pi / 4)
        XCTAssertEqual(Angle(degrees: -90).radians, -.pi / 2)
        // radians / π is exactly 1, 0.5, 2, so the degrees are exact too.
        XCTAssertEqual(Angle(radians: .pi).degrees, 180)
        XCTAssertEqual(Angle(radians: .pi / 2).degrees, 90)
        XCTAssertEqual(Angle(radians: 2 * .pi).degrees, 360)
    }

    func testConversionsAgainstPublishedConstants() {
        // π/6 = 0.52359877559829887..., one radian = 57.295779513082320876...°
        XCTAssertEqual(Angle(degrees: 30).radians, 0.52359877559829887, accuracy: 1e-15)
        XCTAssertEqual(Angle(radians: 1).degrees, 57.295779513082320876, accuracy: 1e-13)
        XCTAssertEqual(Angle(degrees: 1).radians, 0.017453292519943295, accuracy: 1e-17)
    }

    func testRoundTripOverManyValues() {
        for i in -720...720 {
            let degrees = Double(i) * 0.5
            XCTAssertEqual(Angle(degrees: degrees).degrees, degrees, accuracy: 1e-12)
        }
    }

    func testStaticConstructorsAndZero() {
        XCTAssertEqual(Angle.degrees(90), Angle(degrees: 90))
        XCTAssertEqual(Angle.radians(2), Angle(radians: 2))
        XCTAssertEqual(Angle(), .zero)
        XCTAssertEqual(Angle.zero.radians, 0)
        // The seed's test: CircularLoaderView starts at Angle(degrees: 0).
        XCTAssertEqual(Angle(degrees: 0), Angle(degrees: 0))
        XCTAssertEqual(Angle(degrees: 0), .zero)
        XCTAssertNotEqual(Angle(degrees: 0), Angle(degrees: 360))
    }

    func testDegreesSetter() {
        var angle = Angle.zero
        angle.degrees = 180
        XCTAssertEqual(angle.radians, .pi)
        angle.radians = .pi / 2
        XCTAssertEqual(angle.degrees, 90)
    }

    func testComparableDoesNotWrap() {
        XCTAssertLessThan(Angle.degrees(10), .degrees(370))
        XCTAssertLessThan(Angle.degrees(-90), .zero)
        XCTAssertEqual([Angle.degrees(30), .degrees(-10), .degrees(400)].sorted(),
                       [.degrees(-10), .degrees(30), .degrees(400)])
    }

    func testOperators() {
        XCTAssertEqual(Angle.degrees(30) + .degrees(60), .degrees(90), accuracyDegrees: 1e-12)
        XCTAssertEqual((Angle.degrees(90) - .degrees(45)).radians, .pi / 4)   // π/2 − π/4, exact
        XCTAssertEqual((-Angle.degrees(90)).radians, -.pi / 2)
        XCTAssertEqual((Angle.degrees(90) * 4).radians, 2 * .pi)
        XCTAssertEqual((2 * Angle.degrees(90)).radians, .pi)
        XCTAssertEqual((Angle.degrees(90) / 2).radians, .pi / 4)
        var angle = Angle.radians(1)
        angle += .radians(2)
        XCTAssertEqual(angle.radians, 3)
        angle -= .radians(0.5)
        XCTAssertEqual(angle.radians, 2.5)
        angle *= 2
        XCTAssertEqual(angle.radians, 5)
    }

    func testAnimatableDataIsRadians() {
        var angle = Angle.degrees(180)
        XCTAssertEqual(angle.animatableData, .pi)
        angle.animatableData = .pi / 2
        XCTAssertEqual(angle.degrees, 90)
        // Halfway from 0° to 180° in animatableData is 90°: 0 + (π − 0) · 0.5 = π/2, exact.
        var mid = Angle.zero
        mid.animatableData = Angle.zero.animatableData.interpolated(towards: Angle.degrees(180).animatableData,
                                                                   amount: 0.5)
        XCTAssertEqual(mid, .degrees(90))
    }

    func testBadValuesBecomeZero() {
        XCTAssertEqual(Angle(radians: .nan), .zero)
        XCTAssertEqual(Angle(radians: .infinity), .zero)
        XCTAssertEqual(Angle(degrees: -.infinity), .zero)
        XCTAssertEqual(Angle.degrees(.nan), .zero)
        XCTAssertEqual(Angle.degrees(90) / 0, .zero)
        XCTAssertEqual(Angle.degrees(90) * .nan, .zero)
        XCTAssertEqual(Angle(radians: .greatestFiniteMagnitude) * 2, .zero)   // overflows to ∞
        var angle = Angle.degrees(45)
        angle.radians = .nan
        XCTAssertEqual(angle.radians, 0)
        angle.degrees = .infinity
        XCTAssertEqual(angle.radians, 0)
        angle.animatableData = -.infinity
        XCTAssertEqual(angle.radians, 0)
    }

    func testHashable() {
        let set: Set<Angle> = [.degrees(90), .radians(.pi / 2), .zero]
        XCTAssertEqual(set.count, 2)
    }
}

private func XCTAssertEqual(_ a: Angle, _ b: Angle, accuracyDegrees: Double,
                            file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(a.degrees, b.degrees, accuracy: accuracyDegrees, file: file, line: line)
}
