import XCTest
@testable import MotionUI

final class PathTrimTests: XCTestCase {
    let circle = Circle().path(in: CGRect(x: 0, y: 0, width: 100, height: 100))

    func testBoundsAreClampedAndEmptyRangesGiveNothing() {
        XCTAssertEqual(circle.trimmedPath(from: -1, to: 2), circle)
        XCTAssertEqual(circle.trimmedPath(from: 0, to: 1), circle)
        XCTAssertTrue(circle.trimmedPath(from: 0.5, to: 0.5).isEmpty)
        XCTAssertTrue(circle.trimmedPath(from: 0.7, to: 0.2).isEmpty)
        XCTAssertTrue(circle.trimmedPath(from: 1, to: 1).isEmpty, "the loader's (1, 1) phase draws nothing")
        XCTAssertTrue(circle.trimmedPath(from: 1.5, to: 3).isEmpty, "both clamp to 1")
        XCTAssertTrue(circle.trimmedPath(from: .nan, to: 1).isEmpty)
        XCTAssertTrue(Path().trimmedPath(from: 0, to: 0.5).isEmpty)
        XCTAssertTrue(Path { $0.move(to: .zero); $0.addLine(to: .zero) }.trimmedPath(from: 0, to: 0.5).isEmpty)
    }

    func testPolylineIsCutAtExactPoints() {
        // Length 200; a quarter of it is 50, three quarters 150.
        let p = Path { $0.addLines([.zero, CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100)]) }
        XCTAssertEqual(elements(of: p.trimmedPath(from: 0.25, to: 0.75)), [
            .move(to: CGPoint(x: 50, y: 0)), .line(to: CGPoint(x: 100, y: 0)), .line(to: CGPoint(x: 100, y: 50)),
        ])
        XCTAssertEqual(elements(of: p.trimmedPath(from: 0, to: 0.5)), [
            .move(to: .zero), .line(to: CGPoint(x: 100, y: 0)),
        ])
    }

    func testHalfACircleEndsOppositeItsStart() {
        // The circle starts at 3 o'clock (100, 50) and runs clockwise on screen; half its length
        // ends at 9 o'clock (0, 50), passing 6 o'clock (50, 100).
        let half = circle.trimmedPath(from: 0, to: 0.5)
        assertPoint(half.currentPoint, CGPoint(x: 0, y: 50), accuracy: 1e-6)
        XCTAssertEqual(half.length, circle.length / 2, accuracy: 1e-6)
        // 2π·50 = 100π; the cubic circle is 1.4·10⁻⁴ longer (see PathTests).
        XCTAssertEqual(circle.length, 100 * .pi, accuracy: 100 * .pi * 2e-4)
        assertPoint(circle.trimmedPath(from: 0, to: 0.25).currentPoint, CGPoint(x: 50, y: 100), accuracy: 1e-6)
        // An eighth lands at 45°, the middle of the first cubic, which lies exactly on the circle.
        let r45 = 50 / 2.squareRoot()
        assertPoint(circle.trimmedPath(from: 0, to: 0.125).currentPoint, CGPoint(x: 50 + r45, y: 50 + r45), accuracy: 1e-5)
    }

    func testTrimFollowsArcLengthNotParameter() {
        // Symmetric quadratic: half the length is at the apex (50, 50) by symmetry.
        let arch = Path { p in
            p.move(to: .zero)
            p.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        }
        assertPoint(arch.trimmedPath(from: 0, to: 0.5).currentPoint, CGPoint(x: 50, y: 50), accuracy: 1e-6)
        // Lopsided cubic: the cut is at arc length, checked against a dense independent sum.
        let q = [CGPoint(x: 0, y: 0), CGPoint(x: 5, y: 80), CGPoint(x: 20, y: 90), CGPoint(x: 200, y: 10)]
        let lopsided = Path { p in p.move(to: q[0]); p.addCurve(to: q[3], control1: q[1], control2: q[2]) }
        let dense = (0...200_000).map { Bezier.cubicPoint(q[0], q[1], q[2], q[3], CGFloat($0) / 200_000) }
        var lengths: [CGFloat] = [0]
        for i in 1..<dense.count { lengths.append(lengths[i - 1] + dense[i - 1].distance(to: dense[i])) }
        let total = lengths.last!
        XCTAssertEqual(lopsided.length, total, accuracy: total * 1e-6)
        let target = total * 0.3
        let index = lengths.firstIndex { $0 >= target }!
        assertPoint(lopsided.trimmedPath(from: 0, to: 0.3).currentPoint, dense[index], accuracy: 1e-2)
        // The trimmed piece's own length is 40 % of the whole.
        XCTAssertEqual(lopsided.trimmedPath(from: 0.3, to: 0.7).length, total * 0.4, accuracy: total * 1e-6)
    }

    func testClosedSubpathsStayClosedOnlyWhenWhollyInside() {
        var two = Path()
        two.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        two.addRect(CGRect(x: 20, y: 0, width: 10, height: 10))
        // Total 80: the first half is exactly the first square, still closed.
        let first = two.trimmedPath(from: 0, to: 0.5)
        XCTAssertEqual(elements(of: first), elements(of: Path(CGRect(x: 0, y: 0, width: 10, height: 10))))
        // 0.25…0.75 = 20…60: the second half of square one (open) and the first half of square two.
        let middle = elements(of: two.trimmedPath(from: 0.25, to: 0.75))
        XCTAssertEqual(middle, [
            .move(to: CGPoint(x: 10, y: 10)), .line(to: CGPoint(x: 0, y: 10)), .line(to: CGPoint(x: 0, y: 0)),
            .move(to: CGPoint(x: 20, y: 0)), .line(to: CGPoint(x: 30, y: 0)), .line(to: CGPoint(x: 30, y: 10)),
        ])
        XCTAssertFalse(middle.contains(.closeSubpath))
    }

    func testTrimmedPathKeepsCurves() {
        let quarter = circle.trimmedPath(from: 0.1, to: 0.2)
        XCTAssertTrue(elements(of: quarter).dropFirst().allSatisfy {
            if case .curve = $0 { return true } else { return false }
        })
        XCTAssertEqual(quarter.length, circle.length * 0.1, accuracy: circle.length * 1e-6)
    }
}
