import XCTest
@testable import MotionUI

/// A bar `height` points tall at the bottom of its frame; nothing animates (plain values).
private struct Bar: Shape {
    var height: CGFloat
    func path(in rect: CGRect) -> Path {
        Path(CGRect(x: rect.minX, y: rect.maxY - height, width: rect.width, height: height))
    }
}

/// A polyline through `xs` (fractions of the width) along the top edge, closed at the bottom;
/// holds an array, so it is not a plain value.
private struct Profile: Shape {
    var xs: [CGFloat]
    func path(in rect: CGRect) -> Path {
        Path { p in
            p.move(to: CGPoint(x: rect.minX + xs[0] * rect.width, y: rect.maxY))
            for x in xs { p.addLine(to: CGPoint(x: rect.minX + x * rect.width, y: rect.minY)) }
            p.addLine(to: CGPoint(x: rect.minX + xs[xs.count - 1] * rect.width, y: rect.maxY))
            p.closeSubpath()
        }
    }
}

final class ShapeViewTests: XCTestCase {
    private func bounds<V: View>(_ host: ViewHost<V>) throws -> CGRect {
        try XCTUnwrap(host.displayList.items.first).bounds
    }

    func testIssue15_aShapeOfPlainValuesRedrawsWhenAStoredPropertyChanges() throws {
        let host = ViewHost(Bar(height: 10).fill(Color.red).frame(width: 40, height: 40), size: CGSize(width: 40, height: 40))
        XCTAssertEqual(try bounds(host).height, 10, accuracy: 1e-9)
        host.content = Bar(height: 30).fill(Color.red).frame(width: 40, height: 40)
        XCTAssertEqual(try bounds(host).height, 30, accuracy: 1e-9, "the new height, not the cached outline")
        XCTAssertEqual(try bounds(host).minY, 10, accuracy: 1e-9)
    }

    func testIssue15_aShapeHoldingAnArrayRedrawsWhenItChanges() throws {
        let host = ViewHost(Profile(xs: [0, 0.5]).fill(Color.red).frame(width: 40, height: 40), size: CGSize(width: 40, height: 40))
        XCTAssertEqual(try bounds(host).width, 20, accuracy: 1e-9)
        host.content = Profile(xs: [0, 0.25, 1]).fill(Color.red).frame(width: 40, height: 40)
        XCTAssertEqual(try bounds(host).width, 40, accuracy: 1e-9)
        host.content = Profile(xs: [0, 0.25, 1]).fill(Color.red).frame(width: 40, height: 40)
        XCTAssertEqual(try bounds(host).width, 40, accuracy: 1e-9, "an equal shape keeps drawing the same")
    }
}
