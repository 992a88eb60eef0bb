import XCTest
@testable import MotionUI

/// contentMargins, scrollClipDisabled and scrollIndicators on a vertical scroll view.
final class ViewScrollAppearanceTests: XCTestCase {
    private func rows<V: View>(_ host: ViewHost<V>) -> [DisplayItem] {
        host.displayList.items.filter { $0.kind == .fill(shape: "Rectangle") }
    }

    func testMarginsInsetTheContentAndExtendTheScroll() {
        // Three 100-pt rows in a 100 × 200 view with 10-pt top and 30-pt bottom margins and 5-pt
        // horizontal ones (an inner modifier replacing the outer's top): content 10 + 300 + 30.
        let host = ViewHost(ScrollView {
            VStack(spacing: 0) { ForEach(0..<3) { _ in Rectangle().frame(height: 100) } }
        }
        .contentMargins(.top, 10)
        .contentMargins(.vertical, EdgeInsets(top: 99, leading: 0, bottom: 30, trailing: 0))
        .contentMargins(.horizontal, 5, for: .scrollContent)
        .contentMargins(.all, 70, for: .scrollIndicators), size: CGSize(width: 100, height: 200))
        XCTAssertEqual(rows(host)[0].bounds, CGRect(x: 5, y: 10, width: 90, height: 100), "proposed 100 − 2 × 5 across")
        host.send(.scroll(CGSize(width: 0, height: 1000), at: CGPoint(x: 50, y: 100)))
        // The most it scrolls: 340 − 200 = 140; the last row ends 30 above the bottom.
        XCTAssertEqual(rows(host)[2].bounds.maxY, 170, accuracy: 1e-9)
        XCTAssertEqual(rows(host)[0].bounds.minY, 10 - 140, accuracy: 1e-9)
    }

    func testNegativeAndNaNMarginsAreZero() {
        let host = ViewHost(ScrollView { Rectangle().frame(height: 50) }
            .contentMargins(.top, -10).contentMargins(.leading, .nan), size: CGSize(width: 100, height: 200))
        XCTAssertEqual(rows(host)[0].bounds, CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    func testClipDisabledDrawsTheContentUnclipped() {
        let content = { ScrollView { VStack(spacing: 0) { ForEach(0..<5) { _ in Rectangle().frame(height: 100) } } } }
        let clipped = ViewHost(content(), size: CGSize(width: 100, height: 200))
        XCTAssertFalse(rows(clipped)[0].clips.isEmpty)
        let free = ViewHost(content().scrollClipDisabled(), size: CGSize(width: 100, height: 200))
        XCTAssertTrue(rows(free)[0].clips.isEmpty)
        XCTAssertTrue(free.send(.scroll(CGSize(width: 0, height: 50), at: CGPoint(x: 50, y: 100))), "still scrolls")
    }

    func testScrollIndicatorsSetTheEnvironmentPerAxis() {
        final class Log { var seen: [String] = [] }
        struct Reader: View {
            let log: Log
            @Environment(\.horizontalScrollIndicatorVisibility) var horizontal
            @Environment(\.verticalScrollIndicatorVisibility) var vertical
            var body: some View {
                let _ = log.seen.append("\(horizontal) \(vertical)")
                Color.clear
            }
        }
        let log = Log()
        _ = ViewHost(Reader(log: log).scrollIndicators(.never, axes: .vertical).scrollIndicators(.hidden),
                     size: CGSize(width: 10, height: 10)).displayList
        XCTAssertEqual(log.seen.last, "hidden never", "the inner modifier wins on its axis")
    }
}
