import XCTest
@testable import MotionCore

final class EdgeTests: XCTestCase {
    func testCasesAndRawValuesMatchSwiftUI() {
        XCTAssertEqual(Edge.allCases, [.top, .leading, .bottom, .trailing])
        XCTAssertEqual(Edge.allCases.map(\.rawValue), [0, 1, 2, 3])
    }

    func testSetBits() {
        // One bit per edge, bit number = raw value.
        XCTAssertEqual(Edge.Set.top.rawValue, 1)
        XCTAssertEqual(Edge.Set.leading.rawValue, 2)
        XCTAssertEqual(Edge.Set.bottom.rawValue, 4)
        XCTAssertEqual(Edge.Set.trailing.rawValue, 8)
        XCTAssertEqual(Edge.Set.horizontal.rawValue, 2 | 8)
        XCTAssertEqual(Edge.Set.vertical.rawValue, 1 | 4)
        XCTAssertEqual(Edge.Set.all.rawValue, 15)
        for edge in Edge.allCases {
            XCTAssertEqual(Edge.Set(edge).rawValue, 1 << edge.rawValue)
        }
    }

    func testSetAlgebra() {
        XCTAssertEqual(Edge.Set.horizontal, [.leading, .trailing])
        XCTAssertEqual(Edge.Set.vertical, [.top, .bottom])
        XCTAssertEqual(Edge.Set.all, Edge.Set.horizontal.union(.vertical))
        XCTAssertTrue(Edge.Set.horizontal.intersection(.vertical).isEmpty)
        for edge in Edge.allCases {
            XCTAssertTrue(Edge.Set.all.contains(Edge.Set(edge)))
        }
        XCTAssertTrue(Edge.Set.horizontal.contains(.leading))
        XCTAssertFalse(Edge.Set.horizontal.contains(.top))
        var edges: Edge.Set = []
        edges.insert(.bottom)
        XCTAssertEqual(edges, .bottom)
        XCTAssertEqual(Set([Edge.Set.top, Edge.Set(.top), .bottom]).count, 2)
    }

    func testHorizontalAndVerticalEdges() {
        XCTAssertEqual(HorizontalEdge.allCases, [.leading, .trailing])
        XCTAssertEqual(VerticalEdge.allCases, [.top, .bottom])
        XCTAssertEqual(HorizontalEdge.Set.all, [.leading, .trailing])
        XCTAssertEqual(HorizontalEdge.Set.all.rawValue, 3)
        XCTAssertEqual(VerticalEdge.Set.all.rawValue, 3)
        XCTAssertEqual(VerticalEdge.Set(.bottom), .bottom)
        XCTAssertEqual(Edge(HorizontalEdge.leading), .leading)
        XCTAssertEqual(Edge(HorizontalEdge.trailing), .trailing)
        XCTAssertEqual(Edge(VerticalEdge.top), .top)
        XCTAssertEqual(Edge(VerticalEdge.bottom), .bottom)
    }
}
