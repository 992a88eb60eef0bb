import XCTest
@testable import MotionUI

/// `LazyVGrid` through a host: every cell's frame worked out by hand from the column rule
/// (``LazyGridTracksTests``), rows as tall as their tallest cell, cells aligned in their rectangles.
final class LazyVGridTests: XCTestCase {
    private let size = CGSize(width: 300, height: 200)

    func testRowsAreAsTallAsTheirTallestCellAndCellsCentreInTheirRectangles() {
        // Three flexible columns 6 apart share 300 − 12 = 288: 96 each at x 0, 102, 204. Rows
        // 30 and 10 tall, 4 apart: 44 tall, centred at y (200 − 44) / 2 = 78.
        let host = ViewHost(LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 6), count: 3), spacing: 4) {
            Color.red.frame(height: 10)
            Color.blue.frame(height: 20)
            Color.green.frame(height: 30)
            Color.yellow.frame(height: 10)
        }, size: size)
        XCTAssertEqual(host.bounds(of: .red), CGRect(x: 0, y: 88, width: 96, height: 10))
        XCTAssertEqual(host.bounds(of: .blue), CGRect(x: 102, y: 83, width: 96, height: 20))
        XCTAssertEqual(host.bounds(of: .green), CGRect(x: 204, y: 78, width: 96, height: 30))
        XCTAssertEqual(host.bounds(of: .yellow), CGRect(x: 0, y: 112, width: 96, height: 10))
    }

    func testTheGridAlignmentAndAnItemAlignmentPlaceCellsAndNilSpacingIsEight() {
        // Two fixed 50s, 8 apart: 108 wide, centred at x 96; one 10-tall row at y 95.
        let host = ViewHost(LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.fixed(50), alignment: .trailing)],
                                      alignment: .leading) {
            Color.red.frame(width: 20, height: 10)
            Color.blue.frame(width: 20, height: 10)
        }, size: size)
        XCTAssertEqual(host.bounds(of: .red), CGRect(x: 96, y: 95, width: 20, height: 10))
        XCTAssertEqual(host.bounds(of: .blue), CGRect(x: 96 + 58 + 30, y: 95, width: 20, height: 10))
    }

    func testFixedFlexibleAndAdaptiveColumnsTogether() {
        // fixed 40, flexible(min 30, max 60), adaptive(min 45), all 0 apart, in 300: 260 shared by
        // two: the flexible takes 130 held to 60, the adaptive the 200 left: 4 cells of 50.
        let host = ViewHost(LazyVGrid(columns: [GridItem(.fixed(40), spacing: 0), GridItem(.flexible(minimum: 30, maximum: 60), spacing: 0),
                                                GridItem(.adaptive(minimum: 45), spacing: 0)], spacing: 0) {
            ForEach([Color.red, .blue, .green, .yellow, .orange, .purple, .pink], id: \.self) { color in
                color.frame(height: 10)
            }
        }, size: size)
        XCTAssertEqual(host.bounds(of: .red), CGRect(x: 0, y: 90, width: 40, height: 10))
        XCTAssertEqual(host.bounds(of: .blue), CGRect(x: 40, y: 90, width: 60, height: 10))
        XCTAssertEqual(host.bounds(of: .green), CGRect(x: 100, y: 90, width: 50, height: 10))
        XCTAssertEqual(host.bounds(of: .purple), CGRect(x: 250, y: 90, width: 50, height: 10))
        XCTAssertEqual(host.bounds(of: .pink), CGRect(x: 0, y: 100, width: 40, height: 10), "the seventh cell starts the second row")
    }

    func testAGridLongerThanProposedIsPlacedAndSizedAgainForItsOwnWidth() {
        // Asked 300, the grid answers 146 + 8 + 180 = 334 and is centred at x −17; placed in
        // 334 wide it draws 163 + 8 + 180, as SwiftUI does.
        let host = ViewHost(LazyVGrid(columns: [GridItem(.flexible(minimum: 100)), GridItem(.flexible(minimum: 180))]) {
            Color.red.frame(height: 10)
            Color.blue.frame(height: 10)
        }, size: size)
        XCTAssertEqual(host.bounds(of: .red), CGRect(x: -17, y: 95, width: 163, height: 10))
        XCTAssertEqual(host.bounds(of: .blue), CGRect(x: 154, y: 95, width: 180, height: 10))
    }

    func testASectionHeaderSpansTheGridAndASectionStartsANewRow() {
        // Two fixed 40s 8 apart (88 wide, x 106): header row 10, cells a b / c, then the next
        // section's d on a new row; rows 10 tall, 0 apart: 40 tall at y 80.
        let host = ViewHost(LazyVGrid(columns: [GridItem(.fixed(40)), GridItem(.fixed(40))], spacing: 0) {
            Section {
                Color.red.frame(height: 10)
                Color.blue.frame(height: 10)
                Color.green.frame(height: 10)
            } header: {
                Color.black.frame(height: 10)
            }
            Section {
                Color.yellow.frame(height: 10)
            }
        }, size: size)
        XCTAssertEqual(host.bounds(of: .black), CGRect(x: 106, y: 80, width: 88, height: 10))
        XCTAssertEqual(host.bounds(of: .red), CGRect(x: 106, y: 90, width: 40, height: 10))
        XCTAssertEqual(host.bounds(of: .blue), CGRect(x: 154, y: 90, width: 40, height: 10))
        XCTAssertEqual(host.bounds(of: .green), CGRect(x: 106, y: 100, width: 40, height: 10))
        XCTAssertEqual(host.bounds(of: .yellow), CGRect(x: 106, y: 110, width: 40, height: 10))
    }

    func testInAScrollViewTheGridSpansTheWidthAndGrowsDown() {
        // 300 wide, two flexible columns: 146 each; rows of 150 run past the 200-point window.
        let host = ViewHost(ScrollView {
            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 8) {
                ForEach([Color.red, .blue, .green], id: \.self) { $0.frame(height: 150) }
            }
        }, size: size)
        XCTAssertEqual(host.bounds(of: .red), CGRect(x: 0, y: 0, width: 146, height: 150))
        XCTAssertEqual(host.bounds(of: .blue), CGRect(x: 154, y: 0, width: 146, height: 150))
        XCTAssertEqual(host.bounds(of: .green)?.minY, 158)
    }

    func testBadSizesAndSpacingGiveTheDocumentedLayout() {
        // fixed(NaN) is 0 wide, its NaN spacing 0; flexible(minimum: −10) reads minimum 0 and
        // takes all 300; the NaN row spacing reads as 0.
        let host = ViewHost(LazyVGrid(columns: [GridItem(.fixed(.nan), spacing: .nan), GridItem(.flexible(minimum: -10))], spacing: .nan) {
            Color.red.frame(height: 10)
            Color.blue.frame(height: 10)
            Color.green.frame(height: -5)
            Color.yellow.frame(height: 10)
        }, size: size)
        XCTAssertEqual(host.bounds(of: .blue), CGRect(x: 0, y: 90, width: 300, height: 10))
        XCTAssertEqual(host.bounds(of: .yellow), CGRect(x: 0, y: 100, width: 300, height: 10))
    }

    /// A cell that turns orange when tapped (its own state).
    private struct Cell: View {
        @State private var tapped = false
        var body: some View {
            (tapped ? Color.orange : Color.blue).frame(height: 20).onTapGesture { tapped = true }
        }
    }

    private struct Gallery: View {
        let columns: Int
        var body: some View {
            LazyVGrid(columns: Array(repeating: GridItem(.fixed(50), spacing: 0), count: columns), spacing: 0) {
                ForEach(0..<4, id: \.self) { _ in Cell() }
            }
        }
    }

    func testAnimatingAChangeOfColumnsMovesCellsSmoothlyAndKeepsTheirState() {
        // One column: 50 × 80 centred in 200 × 200 at (75, 60); cell i at y 60 + 20i. Two columns:
        // 100 × 40 at (50, 80); cell 2 goes to column 0, row 1: (50, 100).
        let host = ViewHost(Gallery(columns: 1), size: CGSize(width: 200, height: 200))
        XCTAssertTrue(host.tap(at: CGPoint(x: 100, y: 110)))   // cell 2
        let orange = { host.displayList.items.filter { $0.color == .orange }.map(\.bounds) }
        XCTAssertEqual(orange(), [CGRect(x: 75, y: 100, width: 50, height: 20)])
        withAnimation(.linear(duration: 1)) { host.content = Gallery(columns: 2) }
        host.advance(by: 0.5)
        XCTAssertEqual(orange(), [CGRect(x: 62.5, y: 100, width: 50, height: 20)], "halfway, linearly")
        host.advance(by: 0.5)
        XCTAssertEqual(orange(), [CGRect(x: 50, y: 100, width: 50, height: 20)])
        XCTAssertEqual(host.displayList.items.filter { $0.color == .blue }.map(\.bounds), [
            CGRect(x: 50, y: 80, width: 50, height: 20), CGRect(x: 100, y: 80, width: 50, height: 20),
            CGRect(x: 100, y: 100, width: 50, height: 20),
        ], "the other cells kept their state and moved")
    }
}
