import XCTest
@testable import MotionUI

/// `safeAreaInset` through a ViewHost, numbers worked out by hand from SwiftUI's algorithm (see
/// SafeAreaInsetLayout). Text: 0.6 × 17 = 10.2 per character, 20.4 per line.
final class SafeAreaInsetLayoutTests: XCTestCase {
    private func frame<V: View>(_ host: ViewHost<V>, _ color: Color) -> CGRect? {
        host.displayList.items.first { $0.color == color }?.bounds
    }

    private func text<V: View>(_ host: ViewHost<V>, _ string: String) -> CGRect? {
        host.displayList.items.first { $0.text == string }?.bounds
    }

    func testIssue10_bottomInsetTakesItsHeightAndTheDefaultSpacing() {
        // 200 × 300: inset proposed 200 × (300 − 8 − 0) → 200 × 50 at y 250; red proposed 300 − 58 = 242.
        let host = ViewHost(Color.red.safeAreaInset(edge: .bottom) { Color.blue.frame(height: 50) },
                            size: CGSize(width: 200, height: 300))
        XCTAssertEqual(frame(host, .blue), CGRect(x: 0, y: 250, width: 200, height: 50))
        XCTAssertEqual(frame(host, .red), CGRect(x: 0, y: 0, width: 200, height: 242))
    }

    func testIssue10_topInsetAlignedLeadingAndTrailing() {
        // "Main" 40.8 × 20.4, "Bar" 30.6 × 20.4, spacing 4: the view is 40.8 × 44.8, centred in 200 × 100
        // at (79.6, 27.6). Bar on top at y 27.6; Main below at 27.6 + 24.4 = 52.
        let leading = ViewHost(Text("Main").safeAreaInset(edge: .top, alignment: .leading, spacing: 4) { Text("Bar") },
                               size: CGSize(width: 200, height: 100))
        let bar = try! XCTUnwrap(text(leading, "Bar")), main = try! XCTUnwrap(text(leading, "Main"))
        XCTAssertEqual(bar.minX, 79.6, accuracy: 1e-9)
        XCTAssertEqual(bar.minY, 27.6, accuracy: 1e-9)
        XCTAssertEqual(main.minX, 79.6, accuracy: 1e-9)
        XCTAssertEqual(main.minY, 52, accuracy: 1e-9)
        // Trailing: the bar's trailing edge on Main's: x = 79.6 + 40.8 − 30.6 = 89.8.
        let trailing = ViewHost(Text("Main").safeAreaInset(edge: .top, alignment: .trailing, spacing: 4) { Text("Bar") },
                                size: CGSize(width: 200, height: 100))
        XCTAssertEqual(try XCTUnwrap(text(trailing, "Bar")).minX, 89.8, accuracy: 1e-9)
    }

    func testIssue10_horizontalInset() {
        // Leading inset 60 wide, spacing 10, in 200 × 100: inset at x 0, gray from x 70, 130 wide.
        let host = ViewHost(Color.gray.safeAreaInset(edge: .leading, spacing: 10) { Color.blue.frame(width: 60) },
                            size: CGSize(width: 200, height: 100))
        XCTAssertEqual(frame(host, .blue), CGRect(x: 0, y: 0, width: 60, height: 100))
        XCTAssertEqual(frame(host, .gray), CGRect(x: 70, y: 0, width: 130, height: 100))
    }

    func testIssue10_insetFitsWhatThePrimaryLeaves() {
        // A flexible inset (no height) is proposed 300 − 8 − minimum of the primary (a 100-tall frame): 192.
        let host = ViewHost(Color.red.frame(height: 100).safeAreaInset(edge: .bottom) { Color.blue },
                            size: CGSize(width: 200, height: 300))
        XCTAssertEqual(frame(host, .blue), CGRect(x: 0, y: 108, width: 200, height: 192))
        XCTAssertEqual(frame(host, .red), CGRect(x: 0, y: 0, width: 200, height: 100))
    }

    func testIssue10_ignoringTheSafeAreaExtendsUnderTheInset() {
        // Spacing 0: red is proposed 250 but, ignoring the bottom safe area, is placed 300 tall.
        let all = ViewHost(Color.red.ignoresSafeArea().safeAreaInset(edge: .bottom, spacing: 0) {
            Color.blue.frame(height: 50)
        }, size: CGSize(width: 200, height: 300))
        XCTAssertEqual(frame(all, .red), CGRect(x: 0, y: 0, width: 200, height: 300))
        XCTAssertEqual(frame(all, .blue), CGRect(x: 0, y: 250, width: 200, height: 50))
        // Only the top ignored, or only the keyboard: red stops at the inset.
        let top = ViewHost(Color.red.ignoresSafeArea(edges: .top).safeAreaInset(edge: .bottom, spacing: 0) {
            Color.blue.frame(height: 50)
        }, size: CGSize(width: 200, height: 300))
        XCTAssertEqual(frame(top, .red)?.height, 250)
        let keyboard = ViewHost(Color.red.ignoresSafeArea(.keyboard).safeAreaInset(edge: .bottom, spacing: 0) {
            Color.blue.frame(height: 50)
        }, size: CGSize(width: 200, height: 300))
        XCTAssertEqual(frame(keyboard, .red)?.height, 250)
        let old = ViewHost(Color.red.edgesIgnoringSafeArea(.bottom).safeAreaInset(edge: .bottom, spacing: 0) {
            Color.blue.frame(height: 50)
        }, size: CGSize(width: 200, height: 300))
        XCTAssertEqual(frame(old, .red)?.height, 300)
    }

    func testIssue10_ignoringTheSafeAreaAtTheTopOfAWindowChangesNothing() {
        let host = ViewHost(Color.red.frame(width: 50, height: 40).ignoresSafeArea(), size: CGSize(width: 100, height: 100))
        XCTAssertEqual(frame(host, .red), CGRect(x: 25, y: 30, width: 50, height: 40))
        let whole = ViewHost(Color.red.edgesIgnoringSafeArea(.all), size: CGSize(width: 100, height: 100))
        XCTAssertEqual(frame(whole, .red), CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    func testIssue10_safeAreaPaddingInsetsLikePadding() {
        let host = ViewHost(Color.red.safeAreaPadding(20), size: CGSize(width: 200, height: 300))
        XCTAssertEqual(frame(host, .red), CGRect(x: 20, y: 20, width: 160, height: 260))
        let padded = ViewHost(Color.red.padding(20), size: CGSize(width: 200, height: 300))
        XCTAssertEqual(frame(padded, .red), frame(host, .red))
        let horizontal = ViewHost(Color.red.safeAreaPadding(.horizontal, 10), size: CGSize(width: 200, height: 300))
        XCTAssertEqual(frame(horizontal, .red), CGRect(x: 10, y: 0, width: 180, height: 300))
        let standard = ViewHost(Color.red.safeAreaPadding(), size: CGSize(width: 200, height: 300))
        XCTAssertEqual(frame(standard, .red), CGRect(x: 16, y: 16, width: 168, height: 268))
        let insets = ViewHost(Color.red.safeAreaPadding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: -4)),
                              size: CGSize(width: 200, height: 300))
        XCTAssertEqual(frame(insets, .red), CGRect(x: 2, y: 1, width: 198, height: 296))
        // A view ignoring the safe area extends into safe-area padding (unlike padding).
        let ignoring = ViewHost(Color.red.ignoresSafeArea().safeAreaPadding(20), size: CGSize(width: 200, height: 300))
        XCTAssertEqual(frame(ignoring, .red), CGRect(x: 0, y: 0, width: 200, height: 300))
    }
}
