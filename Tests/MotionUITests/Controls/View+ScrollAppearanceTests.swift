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

    private final class TapLog { var taps: [Int] = [] }

    /// A "go" text that scrolls row 10 to the top, over a scroll view of 20 rows of 50 pt (100 wide).
    private struct DisabledRows: View {
        let log: TapLog
        let disabled: Bool
        var body: some View {
            ScrollViewReader { proxy in
                VStack(spacing: 0) {
                    Text("go").onTapGesture { proxy.scrollTo(10, anchor: .top) }
                    ScrollView {
                        VStack(spacing: 0) {
                            ForEach(0..<20) { index in
                                Rectangle().frame(width: 100, height: 50).id(index).onTapGesture { log.taps.append(index) }
                            }
                        }
                    }
                    .scrollDisabled(disabled)
                }
            }
        }
    }

    func testScrollDisabledStopsTheWheelAndDragsButNotTapsOrScrollTo() {
        let log = TapLog()
        let host = ViewHost(DisabledRows(log: log, disabled: true), size: CGSize(width: 200, height: 300))
        let first = rows(host)[0].bounds
        XCTAssertFalse(host.send(.scroll(CGSize(width: 0, height: 120), at: CGPoint(x: 100, y: 150))), "the wheel moves nothing")
        host.press(at: CGPoint(x: 180, y: 200))
        host.send(.pointerMoved(CGPoint(x: 180, y: 100)))
        host.release(at: CGPoint(x: 180, y: 100))
        XCTAssertEqual(rows(host)[0].bounds, first, "nor does a drag")
        let row = rows(host)[4].bounds
        host.tap(at: CGPoint(x: row.midX, y: row.midY))
        XCTAssertEqual(log.taps, [4], "the rows still take taps")
        XCTAssertTrue(host.tap(text: "go"))
        XCTAssertEqual(rows(host)[10].bounds.minY, first.minY, accuracy: 1e-9, "scrollTo still scrolls")
        // Enabled again: the wheel scrolls.
        host.content = DisabledRows(log: log, disabled: false)
        XCTAssertTrue(host.send(.scroll(CGSize(width: 0, height: -50), at: CGPoint(x: 100, y: 150))))
        XCTAssertEqual(rows(host)[10].bounds.minY, first.minY + 50, accuracy: 1e-9)
    }

    func testTheWheelOverADisabledScrollViewScrollsTheOneAroundIt() {
        let host = ViewHost(ScrollView {
            VStack(spacing: 0) {
                ScrollView { Rectangle().frame(width: 100, height: 400) }.frame(height: 100).scrollDisabled(true)
                Rectangle().frame(width: 100, height: 1000)
            }
        }, size: CGSize(width: 200, height: 300))
        XCTAssertEqual(rows(host)[0].bounds.minY, 0)
        XCTAssertTrue(host.send(.scroll(CGSize(width: 0, height: 30), at: CGPoint(x: 50, y: 50))))
        XCTAssertEqual(rows(host)[0].bounds.minY, -30, accuracy: 1e-9, "the outer scroll view moved, the inner one with it")
        XCTAssertEqual(rows(host)[1].bounds.minY, 70, accuracy: 1e-9)
    }
}
