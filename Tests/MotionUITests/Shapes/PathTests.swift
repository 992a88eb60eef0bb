import XCTest
@testable import MotionUI

final class PathTests: XCTestCase {
    func testEmptyPath() {
        let p = Path()
        XCTAssertTrue(p.isEmpty)
        XCTAssertNil(p.currentPoint)
        XCTAssertTrue(p.boundingRect.isNull)
        XCTAssertEqual(p.description, "")
    }

    func testRectElementsRunClockwiseOnScreenFromTopLeft() {
        let p = Path(CGRect(x: 0, y: 0, width: 4, height: 3))
        XCTAssertEqual(elements(of: p), [
            .move(to: CGPoint(x: 0, y: 0)), .line(to: CGPoint(x: 4, y: 0)), .line(to: CGPoint(x: 4, y: 3)),
            .line(to: CGPoint(x: 0, y: 3)), .closeSubpath,
        ])
        XCTAssertEqual(p.description, "0 0 m 4 0 l 4 3 l 0 3 l h")
        XCTAssertEqual(p.currentPoint, CGPoint(x: 0, y: 0), "after a close, the subpath's start")
        XCTAssertEqual(p.boundingRect, CGRect(x: 0, y: 0, width: 4, height: 3))
    }

    func testLineWithoutCurrentPointIsIgnored() {
        var p = Path()
        p.addLine(to: CGPoint(x: 1, y: 1))
        p.addQuadCurve(to: CGPoint(x: 1, y: 1), control: .zero)
        p.addCurve(to: CGPoint(x: 1, y: 1), control1: .zero, control2: .zero)
        p.closeSubpath()
        XCTAssertTrue(p.isEmpty)
    }

    func testConsecutiveMovesKeepTheLast() {
        var p = Path()
        p.move(to: CGPoint(x: 1, y: 1))
        p.move(to: CGPoint(x: 2, y: 2))
        XCTAssertEqual(elements(of: p), [.move(to: CGPoint(x: 2, y: 2))])
    }

    func testDrawingAfterCloseStartsAtTheClosedSubpathsStart() {
        var p = Path()
        p.addLines([CGPoint(x: 1, y: 1), CGPoint(x: 5, y: 1), CGPoint(x: 5, y: 5)])
        p.closeSubpath()
        p.addLine(to: CGPoint(x: 9, y: 9))
        XCTAssertEqual(elements(of: p).suffix(2), [.move(to: CGPoint(x: 1, y: 1)), .line(to: CGPoint(x: 9, y: 9))])
        p.closeSubpath()
        p.closeSubpath()
        XCTAssertEqual(elements(of: p).filter { $0 == .closeSubpath }.count, 2, "a second close is a no-op")
    }

    func testNonFinitePointsAreIgnored() {
        var p = Path()
        p.move(to: CGPoint(x: CGFloat.nan, y: 0))
        XCTAssertTrue(p.isEmpty)
        p.move(to: .zero)
        p.addLine(to: CGPoint(x: CGFloat.infinity, y: 0))
        p.addCurve(to: CGPoint(x: 1, y: 1), control1: CGPoint(x: 0, y: CGFloat.nan), control2: .zero)
        XCTAssertEqual(elements(of: p), [.move(to: .zero)])
        let scaled = Path(CGRect(x: 0, y: 0, width: 1, height: 1)).applying(CGAffineTransform(scaleX: .infinity, y: 1))
        scaled.forEach { element in
            if case .line(let q) = element { XCTAssertTrue(q.x.isFinite) }
        }
    }

    func testBoundingRectUsesCurveExtremaNotControlPoints() {
        // Quadratic (0,0) (5,10) (10,0): y(t) = 2(1−t)t·10, largest at t = ½: y = 5.
        let quad = Path { p in
            p.move(to: .zero)
            p.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10))
        }
        XCTAssertEqual(quad.boundingRect.height, 5, accuracy: 1e-12)
        XCTAssertEqual(quad.boundingRect.width, 10, accuracy: 1e-12)
        // Cubic (0,0) (0,10) (10,10) (10,0): y(t) = 3(1−t)²t·10 + 3(1−t)t²·10 = 30t(1−t), max 7.5.
        let cubic = Path { p in
            p.move(to: .zero)
            p.addCurve(to: CGPoint(x: 10, y: 0), control1: CGPoint(x: 0, y: 10), control2: CGPoint(x: 10, y: 10))
        }
        XCTAssertEqual(cubic.boundingRect, CGRect(x: 0, y: 0, width: 10, height: 7.5))
    }

    func testEllipseStartsAtThreeOClockAndTurnsClockwiseOnScreen() {
        let p = Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10))
        let e = elements(of: p)
        XCTAssertEqual(e.count, 6)
        XCTAssertEqual(e.first, .move(to: CGPoint(x: 20, y: 5)))
        guard case .curve(let to, let c1, _) = e[1] else { return XCTFail("expected a curve") }
        XCTAssertEqual(to, CGPoint(x: 10, y: 10), "the bottom (y down) comes next")
        // κ = 4(√2 − 1)/3 = 0.55228474983…: control 1 is κ·ry below the start.
        XCTAssertEqual(c1.y, 5 + 5 * 0.5522847498307936, accuracy: 1e-12)
        XCTAssertEqual(e.last, .closeSubpath)
        XCTAssertEqual(p.boundingRect, CGRect(x: 0, y: 0, width: 20, height: 10))
    }

    func testApplyingAndOffset() {
        let p = Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(p.offsetBy(dx: 5, dy: -2).boundingRect, CGRect(x: 5, y: -2, width: 10, height: 10))
        XCTAssertEqual(p.applying(CGAffineTransform(scaleX: 2, y: 3)).boundingRect,
                       CGRect(x: 0, y: 0, width: 20, height: 30))
        XCTAssertEqual(p.applying(.identity), p)
    }

    func testArcDirectionsOnAYDownScreen() {
        // clockwise: false → increasing angles: from (10, 0) through (7.07, 7.07) (below the x axis on
        // screen) to (0, 10): a quarter, length 2π·10/4 = 5π.
        var down = Path()
        down.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        XCTAssertEqual(elements(of: down).count, 2, "one move and one cubic for 90°")
        assertPoint(down.currentPoint, CGPoint(x: 0, y: 10), accuracy: 1e-12)
        assertPoint(down.trimmedPath(from: 0, to: 0.5).currentPoint, CGPoint(x: 10 / 2.squareRoot(), y: 10 / 2.squareRoot()), accuracy: 1e-4)
        // The cubic quarter is 1.4·10⁻⁴ longer than the true arc (its radius bulges by up to 2.7·10⁻⁴).
        XCTAssertEqual(down.length, 5 * .pi, accuracy: 5 * .pi * 2e-4)
        // clockwise: true → decreasing angles: the long way, through (0, −10) (above on screen) and
        // (−10, 0): three quarters, length 15π, midway at angle −135°.
        var up = Path()
        up.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
        XCTAssertEqual(elements(of: up).count, 4)
        XCTAssertEqual(up.length, 15 * .pi, accuracy: 1e-2)
        assertPoint(up.trimmedPath(from: 0, to: 0.5).currentPoint, CGPoint(x: -10 / 2.squareRoot(), y: -10 / 2.squareRoot()), accuracy: 1e-3)
        assertPoint(up.currentPoint, CGPoint(x: 0, y: 10), accuracy: 1e-12)
    }

    func testArcControlPointsMatchTheEllipseConstant() {
        // A 90° arc uses control length 4/3·tan(π/8)·r = 4(√2 − 1)/3·r = κ·r, the ellipse's constant.
        var arc = Path()
        arc.addArc(center: CGPoint(x: 10, y: 10), radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        let ellipse = Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20))
        guard case .curve(let a, let a1, let a2) = elements(of: arc)[1],
              case .curve(let b, let b1, let b2) = elements(of: ellipse)[1] else { return XCTFail() }
        assertPoint(a, b, accuracy: 1e-12)
        assertPoint(a1, b1, accuracy: 1e-12)
        assertPoint(a2, b2, accuracy: 1e-12)
    }

    func testArcSweepRules() {
        // End before start, counterclockwise in CG terms (increasing): wraps to 270°.
        var wrap = Path()
        wrap.addArc(center: .zero, radius: 1, startAngle: .degrees(90), endAngle: .zero, clockwise: false)
        XCTAssertEqual(wrap.length, 1.5 * .pi, accuracy: 1e-3)
        // A sweep of 1.5 turns draws one full circle.
        var full = Path()
        full.addArc(center: .zero, radius: 1, startAngle: .zero, endAngle: .degrees(540), clockwise: false)
        XCTAssertEqual(full.length, 2 * .pi, accuracy: 1e-3)
        XCTAssertEqual(elements(of: full).count, 5)
        // Equal angles: only the start point.
        var none = Path()
        none.addArc(center: .zero, radius: 1, startAngle: .degrees(30), endAngle: .degrees(30), clockwise: true)
        XCTAssertEqual(elements(of: none).count, 1)
        // A negative radius adds nothing.
        var bad = Path()
        bad.addArc(center: .zero, radius: -1, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        XCTAssertTrue(bad.isEmpty)
    }

    func testArcJoinsTheCurrentPointWithALine() {
        var p = Path()
        p.move(to: CGPoint(x: -20, y: 0))
        p.addArc(center: .zero, radius: 10, startAngle: .degrees(180), endAngle: .degrees(270), clockwise: false)
        guard case .line(let to) = elements(of: p)[1] else { return XCTFail("expected a line") }
        assertPoint(to, CGPoint(x: -10, y: 0), accuracy: 1e-12)
        assertPoint(p.currentPoint, CGPoint(x: 0, y: -10), accuracy: 1e-12)
    }

    func testRelativeArc() {
        var p = Path()
        p.addRelativeArc(center: .zero, radius: 10, startAngle: .zero, delta: .degrees(-90))
        assertPoint(p.currentPoint, CGPoint(x: 0, y: -10), accuracy: 1e-12)
        XCTAssertEqual(p.length, 5 * .pi, accuracy: 5 * .pi * 2e-4)
    }

    func testTangentArc() {
        // From (0,0) along +x to the corner (100,0), then down to (100,100): a 20-radius fillet
        // centred at (80, 20), from (80, 0) to (100, 20).
        var p = Path()
        p.move(to: .zero)
        p.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        guard case .line(let to) = elements(of: p)[1] else { return XCTFail("expected a line") }
        assertPoint(to, CGPoint(x: 80, y: 0), accuracy: 1e-9)
        assertPoint(p.currentPoint, CGPoint(x: 100, y: 20), accuracy: 1e-9)
        // Length: 80 + quarter circle 10π.
        XCTAssertEqual(p.length, 80 + 10 * .pi, accuracy: 10 * .pi * 2e-4)
        // Collinear points: a line to tangent1End.
        var straight = Path()
        straight.move(to: .zero)
        straight.addArc(tangent1End: CGPoint(x: 5, y: 0), tangent2End: CGPoint(x: 10, y: 0), radius: 3)
        XCTAssertEqual(elements(of: straight).last, .line(to: CGPoint(x: 5, y: 0)))
    }

    func testRoundedRectCircular() {
        let p = Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60), cornerRadius: 10, style: .circular)
        let e = elements(of: p)
        XCTAssertEqual(e.count, 10, "move, 4 × (line, curve), close")
        XCTAssertEqual(e[0], .move(to: CGPoint(x: 10, y: 0)))
        XCTAssertEqual(e[1], .line(to: CGPoint(x: 90, y: 0)))
        XCTAssertEqual(p.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 60))
        // Zero or negative radius: a plain rectangle.
        XCTAssertEqual(Path(roundedRect: CGRect(x: 0, y: 0, width: 5, height: 5), cornerRadius: -3),
                       Path(CGRect(x: 0, y: 0, width: 5, height: 5)))
    }

    func testEqualityAndHashing() {
        let a = Path(ellipseIn: CGRect(x: 0, y: 0, width: 3, height: 3))
        let b = Path(ellipseIn: CGRect(x: 0, y: 0, width: 3, height: 3))
        XCTAssertEqual(a, b)
        XCTAssertEqual(Set([a, b]).count, 1)
        XCTAssertNotEqual(a, Path(ellipseIn: CGRect(x: 0, y: 0, width: 3, height: 4)))
    }

    func testAddPathAndRects() {
        var p = Path()
        p.addRects([CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 2, y: 0, width: 1, height: 1)])
        XCTAssertEqual(elements(of: p).count, 10)
        var q = Path()
        q.addPath(p, transform: CGAffineTransform(translationX: 1, y: 1))
        XCTAssertEqual(q.boundingRect, CGRect(x: 1, y: 1, width: 3, height: 1))
        var count = 0
        q.forEach { _ in count += 1 }
        XCTAssertEqual(count, 10)
    }
}

/// The path building calls Canvas code makes, checked by hand.
extension PathTests {
    func testIssue12_CurveBoundsAreTheCurvesExtrema() {
        // Quadratic (0,0)–(50,100)–(100,0): y(t) = 200t(1 − t), highest 50 at t = ½.
        var quad = Path()
        quad.move(to: .zero)
        quad.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        XCTAssertEqual(quad.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 50))
        // Cubic (0,0)–(0,100)–(100,100)–(100,0): y(t) = 300t(1 − t), highest 75 at t = ½.
        var cubic = Path()
        cubic.move(to: .zero)
        cubic.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        XCTAssertEqual(cubic.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 75))
        XCTAssertEqual(cubic.currentPoint, CGPoint(x: 100, y: 0))
    }

    func testIssue12_ClosureBuiltPathWithLinesAndArc() {
        let path = Path { p in
            p.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 40, y: 0), CGPoint(x: 40, y: 50)])
            p.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: .degrees(180), endAngle: .degrees(90),
                     clockwise: true)
        }
        // From 9 o'clock back to 6 o'clock (decreasing angles): the arc ends at (50, 60).
        assertPoint(path.currentPoint, CGPoint(x: 50, y: 60), accuracy: 1e-9)
        XCTAssertFalse(path.isEmpty)
        XCTAssertEqual(path.boundingRect.maxY, 60, accuracy: 1e-9)
        XCTAssertEqual(path.boundingRect.minX, 0)
    }

    func testIssue12_ContainsFollowsTheFillRule() {
        var frame = Path(CGRect(x: 0, y: 0, width: 100, height: 100))
        frame.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        XCTAssertTrue(frame.contains(CGPoint(x: 50, y: 50)))
        XCTAssertFalse(frame.contains(CGPoint(x: 50, y: 50), eoFill: true))
        XCTAssertTrue(frame.contains(CGPoint(x: 10, y: 50), eoFill: true))
        XCTAssertFalse(frame.contains(CGPoint(x: 110, y: 50)))
    }

    func testIssue12_RoundedRectsEllipsesStrokesTrimsAndOffsets() {
        let card = Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40), cornerSize: CGSize(width: 10, height: 10),
                        style: .circular)
        XCTAssertEqual(card.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 40))
        // (1, 1) is 9√2 ≈ 12.7 from the corner's centre (10, 10): cut off; (3, 10) is 7 from it: inside.
        XCTAssertFalse(card.contains(CGPoint(x: 1, y: 1)))
        XCTAssertTrue(card.contains(CGPoint(x: 3, y: 10)))
        XCTAssertEqual(Path(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 2).boundingRect,
                       CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(Path(ellipseIn: CGRect(x: 10, y: 20, width: 30, height: 40)).boundingRect,
                       CGRect(x: 10, y: 20, width: 30, height: 40))

        let line = Path { $0.move(to: .zero); $0.addLine(to: CGPoint(x: 100, y: 0)) }
        XCTAssertEqual(line.strokedPath(StrokeStyle(lineWidth: 10)).boundingRect, CGRect(x: 0, y: -5, width: 100, height: 10))
        XCTAssertEqual(line.trimmedPath(from: 0.25, to: 0.75).boundingRect, CGRect(x: 25, y: 0, width: 50, height: 0))
        XCTAssertEqual(line.offsetBy(dx: 3, dy: 4).boundingRect, CGRect(x: 3, y: 4, width: 100, height: 0))
        XCTAssertEqual(line.applying(CGAffineTransform(scaleX: 0.5, y: 1)).currentPoint, CGPoint(x: 50, y: 0))
    }
}
