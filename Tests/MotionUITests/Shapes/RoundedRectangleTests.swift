import XCTest
@testable import MotionUI

final class RoundedRectangleTests: XCTestCase {
    let rect = CGRect(x: 0, y: 0, width: 200, height: 120)

    func testCircularArea() {
        // Each corner removes a square r² minus a quarter disc πr²/4: area = w·h − (4 − π)·r².
        // 200·120 − (4 − π)·400 = 24000 − 343.36 = 23656.64.
        let path = RoundedRectangle(cornerRadius: 20).path(in: rect)
        XCTAssertEqual(Coverage.area(of: path, step: 0.1), 24000 - (4 - .pi) * 400, accuracy: 2)
        XCTAssertEqual(path.boundingRect, rect)
    }

    func testCornersAreClampedToHalfTheSide() {
        // A radius of 500 clamps to (100, 60): the corners meet and the shape is the inscribed
        // ellipse, area π·100·60 = 18849.56. Its cubic quarters bulge outside the true ellipse by up
        // to 2.7·10⁻⁴ of the semi-axis (≈ 1.5·10⁻⁴ on average), adding about 3·10⁻⁴ of the area.
        let path = RoundedRectangle(cornerRadius: 500).path(in: rect)
        XCTAssertEqual(Coverage.area(of: path, step: 0.1), .pi * 100 * 60 * (1 + 3e-4), accuracy: 3)
        let elliptical = RoundedRectangle(cornerSize: CGSize(width: 100, height: 60)).path(in: rect)
        XCTAssertEqual(path, elliptical)
    }

    func testStartsAfterTheTopLeftCornerAndRunsClockwiseOnScreen() {
        let e = elements(of: RoundedRectangle(cornerRadius: 20).path(in: rect))
        XCTAssertEqual(e[0], .move(to: CGPoint(x: 20, y: 0)))
        XCTAssertEqual(e[1], .line(to: CGPoint(x: 180, y: 0)))
        guard case .curve(let to, _, _) = e[2] else { return XCTFail() }
        XCTAssertEqual(to, CGPoint(x: 200, y: 20), "then down the right side")
    }

    func testContinuousCornerShape() {
        // Apple's corner leaves each edge 1.52866483·r from the corner and is three cubics joined by
        // two short lines: move + 4 × 6 + close = 26 elements.
        let r: CGFloat = 20
        let path = RoundedRectangle(cornerRadius: r, style: .continuous).path(in: rect)
        let e = elements(of: path)
        XCTAssertEqual(e.count, 26)
        assertPoint({ if case .move(let p) = e[0] { return p } else { return nil } }(), CGPoint(x: 1.52866483 * r, y: 0), accuracy: 1e-9)
        assertPoint({ if case .line(let p) = e[1] { return p } else { return nil } }(), CGPoint(x: 200 - 1.52866483 * r, y: 0), accuracy: 1e-9)
        XCTAssertEqual(path.boundingRect.width, 200, accuracy: 1e-9)
        XCTAssertEqual(path.boundingRect.height, 120, accuracy: 1e-9)
        // The middle cubic is symmetric about the corner's diagonal; its midpoint
        // (P0 + 3P1 + 3P2 + P3)/8 = (0.63149399 + 3·0.37282392 + 3·0.16905899 + 0.07491100)/8
        // = 0.29150672 of r from both edges (a circular corner's is 1 − 1/√2 = 0.29289).
        let depth = 0.29150672 * r
        XCTAssertTrue(path.contains(CGPoint(x: 200 - depth - 0.1, y: depth + 0.1)))
        XCTAssertFalse(path.contains(CGPoint(x: 200 - depth + 0.1, y: depth - 0.1)))
        // Where the circular corner would already have curved away (x = 200 − 1.2r on the top edge
        // is on the straight part of a circular corner), the continuous one has left the edge.
        let circular = RoundedRectangle(cornerRadius: r).path(in: rect)
        XCTAssertTrue(circular.contains(CGPoint(x: 200 - 1.2 * r, y: 0.01)))
        XCTAssertFalse(path.contains(CGPoint(x: 200 - 1.2 * r, y: 0.01)))
    }

    func testContinuousBlendsIntoCircularWithoutJumps() {
        // In a 100 × 100 square the continuous corner fits whole up to r = 50 / 1.52866 = 32.71; past
        // that it blends towards the circular corner, which it reaches at r = 50. Points along the
        // outline move by O(Δr) across the threshold (a switch of style would move them by ~10).
        let square = CGRect(x: 0, y: 0, width: 100, height: 100)
        func shape(_ r: CGFloat) -> Path { RoundedRectangle(cornerRadius: r, style: .continuous).path(in: square) }
        let threshold = 50 / 1.52866483
        let below = shape(threshold - 1e-4), above = shape(threshold + 1e-4)
        for f: CGFloat in [0.02, 0.05, 0.1, 0.15, 0.2, 0.45] {
            assertPoint(below.trimmedPath(from: 0, to: f).currentPoint,
                        above.trimmedPath(from: 0, to: f).currentPoint!, accuracy: 1e-2, "f = \(f)")
        }
        // At r = 50 both styles are the inscribed circle: area π·50² (+3·10⁻⁴ for the cubics).
        XCTAssertEqual(Coverage.area(of: shape(50), step: 0.1), .pi * 2500 * (1 + 3e-4), accuracy: 2)
        let circle = RoundedRectangle(cornerRadius: 50, style: .continuous).path(in: square)
        assertPoint(circle.trimmedPath(from: 0, to: 0.3).currentPoint,
                    RoundedRectangle(cornerRadius: 50).path(in: square).trimmedPath(from: 0, to: 0.3).currentPoint!,
                    accuracy: 1e-4)
    }

    func testAnimatableDataIsTheCornerSize() {
        var shape = RoundedRectangle(cornerSize: CGSize(width: 8, height: 4))
        XCTAssertEqual(shape.animatableData, AnimatablePair(8, 4))
        shape.animatableData = AnimatablePair(12, 6)
        XCTAssertEqual(shape.cornerSize, CGSize(width: 12, height: 6))
        XCTAssertEqual(shape.style, .circular, "SwiftUI's default for the shape")
    }

    func testNegativeOrNaNCornersAreSquare() {
        XCTAssertEqual(RoundedRectangle(cornerRadius: -5).path(in: rect), Path(rect))
        XCTAssertEqual(RoundedRectangle(cornerRadius: .nan).path(in: rect), Path(rect))
    }
}
