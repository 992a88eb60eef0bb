import XCTest
@testable import Motion

final class InspectorPlotTests: XCTestCase {
    private func points(_ plot: InspectorPlot, in rect: CGRect) -> [CGPoint] {
        var points: [CGPoint] = []
        plot.path(in: rect).forEach { element in
            switch element {
            case .move(let to), .line(let to): points.append(to)
            default: XCTFail("only lines: \(element)")
            }
        }
        return points
    }

    func testSamplesSpanTheLastTwoSecondsAndTheValueRange() {
        // Now at the right edge; 2 s ago at the left; values 0…10 from the bottom to the top.
        let plot = InspectorPlot(samples: [(0, 0), (1, 10), (2, 5)], now: 2, bounds: [0, 10])
        XCTAssertEqual(points(plot, in: CGRect(x: 0, y: 0, width: 100, height: 20)),
                       [CGPoint(x: 0, y: 20), CGPoint(x: 50, y: 0), CGPoint(x: 100, y: 10)])
    }

    func testBoundsWidenTheRangeAndBadOnesAreIgnored() {
        // From 0 to 20 while the samples only reached 5: 5 is a quarter of the way up.
        let plot = InspectorPlot(samples: [(1.5, 5), (2, 5)], now: 2, bounds: [0, 20, .nan, .infinity])
        XCTAssertEqual(points(plot, in: CGRect(x: 0, y: 0, width: 100, height: 20)),
                       [CGPoint(x: 75, y: 15), CGPoint(x: 100, y: 15)])
    }

    func testOneSampleIsADashAndAFlatRangeSitsMidHeight() {
        let plot = InspectorPlot(samples: [(2, 3)], now: 2, bounds: [])
        XCTAssertEqual(points(plot, in: CGRect(x: 0, y: 0, width: 100, height: 20)),
                       [CGPoint(x: 100, y: 10), CGPoint(x: 99, y: 10)])
        XCTAssertTrue(InspectorPlot(samples: [], now: 2, bounds: [0, 1]).path(in: CGRect(x: 0, y: 0, width: 9, height: 9)).isEmpty)
    }
}
