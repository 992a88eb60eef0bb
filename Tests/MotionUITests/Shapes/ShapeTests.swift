import XCTest
@testable import MotionUI

/// A user's shape with nothing to animate: `EmptyAnimatableData` comes for free.
private struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        Path { p in
            p.move(to: CGPoint(x: rect.midX, y: rect.minY))
            p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            p.closeSubpath()
        }
    }
}

/// A user's shape whose parameter animates.
private struct Wedge: Shape {
    var sweep: Double
    var animatableData: Double {
        get { sweep }
        set { sweep = newValue }
    }
    func path(in rect: CGRect) -> Path {
        Path { p in
            let centre = CGPoint(x: rect.midX, y: rect.midY)
            p.move(to: centre)
            p.addArc(center: centre, radius: rect.width / 2, startAngle: .zero, endAngle: .radians(sweep), clockwise: false)
            p.closeSubpath()
        }
    }
}

final class ShapeTests: XCTestCase {
    func testCustomShapeWithoutAnimatableData() {
        let triangle = Triangle()
        XCTAssertEqual(triangle.animatableData, EmptyAnimatableData())
        let path = triangle.path(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        // Base 10, height 10: area 50.
        XCTAssertEqual(Coverage.area(of: path, step: 0.01), 50, accuracy: 0.1)
    }

    func testCustomShapeAnimatesItsParameter() {
        var wedge = Wedge(sweep: .pi / 2)
        wedge.animatableData = .pi
        let path = wedge.path(in: CGRect(x: 0, y: 0, width: 20, height: 20))
        // A half disc of radius 10: 50π.
        XCTAssertEqual(Coverage.area(of: path, step: 0.02), 50 * .pi, accuracy: 50 * .pi * 0.005)
    }

    func testShapesAreUsableAsExistentials() {
        let shapes: [any Shape] = [Circle(), Rectangle(), Ellipse(), Capsule(), RoundedRectangle(cornerRadius: 4), Triangle()]
        for shape in shapes {
            XCTAssertEqual(shape.path(in: CGRect(x: 0, y: 0, width: 20, height: 10)).boundingRect.maxY, 10, accuracy: 1e-9)
        }
    }
}
