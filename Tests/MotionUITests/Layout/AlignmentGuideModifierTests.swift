import XCTest
@testable import MotionUI

private enum MyCenter: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.center] }
}

private extension VerticalAlignment {
    static let myCenter = VerticalAlignment(MyCenter.self)
}

/// `alignmentGuide` through a ViewHost; every position worked out by hand from the stack rules.
final class AlignmentGuideModifierTests: XCTestCase {
    private func frame<V: View>(_ host: ViewHost<V>, _ color: Color) -> CGRect {
        host.displayList.items.first { $0.color == color }!.bounds
    }

    func testIssue10_constantLeadingGuideInAVStack() {
        // Guides 0 and −20: the column is 70 wide (above 0, below 50 + 20), 28 tall; at (65, 36) in
        // 200 × 100; red at x 65, blue 20 further right.
        let host = ViewHost(VStack(alignment: .leading) {
            Color.red.frame(width: 50, height: 10)
            Color.blue.frame(width: 50, height: 10).alignmentGuide(.leading) { _ in -20 }
        }, size: CGSize(width: 200, height: 100))
        XCTAssertEqual(frame(host, .red), CGRect(x: 65, y: 36, width: 50, height: 10))
        XCTAssertEqual(frame(host, .blue), CGRect(x: 85, y: 54, width: 50, height: 10))
    }

    func testIssue10_guideComputedFromTheViewDimensions() {
        // Blue's leading guide is its trailing edge (30): the column is 30 + 50 = 80 wide at x 60;
        // red at 60 + 30 = 90, blue at 60 so its trailing edge meets red's leading one.
        let host = ViewHost(VStack(alignment: .leading) {
            Color.red.frame(width: 50, height: 10)
            Color.blue.frame(width: 30, height: 10).alignmentGuide(.leading) { d in d[.trailing] }
        }, size: CGSize(width: 200, height: 100))
        XCTAssertEqual(frame(host, .red).minX, 90)
        XCTAssertEqual(frame(host, .blue).minX, 60)
    }

    func testIssue10_customGuideLinesUpViewsInDifferentStacks() {
        // The VStack states myCenter = 40 + 10 = 50 (green's centre); red's is its default 10. The
        // HStack is 60 × 60 at (70, 70): red at y 70 + 50 − 10 = 110, the column at y 70, so green's
        // centre (110 + 10) meets red's (110 + 10).
        let host = ViewHost(HStack(alignment: .myCenter, spacing: 10) {
            Color.red.frame(width: 20, height: 20)
            VStack(spacing: 0) {
                Color.blue.frame(width: 30, height: 40)
                Color.green.frame(width: 30, height: 20).alignmentGuide(.myCenter) { d in d[VerticalAlignment.center] }
            }
        }, size: CGSize(width: 200, height: 200))
        XCTAssertEqual(frame(host, .red), CGRect(x: 70, y: 110, width: 20, height: 20))
        XCTAssertEqual(frame(host, .blue), CGRect(x: 100, y: 70, width: 30, height: 40))
        XCTAssertEqual(frame(host, .green), CGRect(x: 100, y: 110, width: 30, height: 20))
    }

    func testIssue10_customGuideIsTheMeanOfTheValuesSetInside() {
        // Green and blue set myCenter at their centres, 10 and 20 + 10 = 30 in the column: mean 20.
        // Red (20 tall) aligns its centre (10) there.
        let host = ViewHost(HStack(alignment: .myCenter, spacing: 0) {
            Color.red.frame(width: 10, height: 20)
            VStack(spacing: 0) {
                Color.green.frame(width: 10, height: 20).alignmentGuide(.myCenter) { d in d.height / 2 }
                Color.blue.frame(width: 10, height: 20).alignmentGuide(.myCenter) { d in d.height / 2 }
            }
        }, size: CGSize(width: 100, height: 100))
        // The HStack: above max(10, 20) = 20, below max(10, 40 − 20) = 20: 40 tall at y 30;
        // red at 30 + 20 − 10 = 40.
        XCTAssertEqual(frame(host, .green).minY, 30)
        XCTAssertEqual(frame(host, .red).minY, 40)
    }

    func testIssue10_frameAlignsByTheExplicitGuide() {
        // The child's leading guide is 10: in the 100 × 50 frame (at (50, 25)) it sits at x −10.
        let host = ViewHost(Color.red.frame(width: 20, height: 20).alignmentGuide(.leading) { _ in 10 }
            .frame(width: 100, height: 50, alignment: .leading), size: CGSize(width: 200, height: 100))
        XCTAssertEqual(frame(host, .red), CGRect(x: 40, y: 40, width: 20, height: 20))
    }

    func testIssue10_guidesPassThroughPaddingButNotThroughAStack() {
        // Through padding: the padded view's leading guide is 10 + 5 = 15; column 65 wide at 67.5;
        // red at 67.5 + 15 = 82.5, blue at 67.5 + 10 = 77.5.
        let padded = ViewHost(VStack(alignment: .leading) {
            Color.red.frame(width: 50, height: 10)
            Color.blue.frame(width: 30, height: 10).alignmentGuide(.leading) { _ in 5 }.padding(.leading, 10)
        }, size: CGSize(width: 200, height: 100))
        XCTAssertEqual(frame(padded, .red).minX, 82.5)
        XCTAssertEqual(frame(padded, .blue).minX, 77.5)
        // A built-in guide stops at the HStack: both start at the column's leading edge, x 75.
        let stacked = ViewHost(VStack(alignment: .leading) {
            Color.red.frame(width: 50, height: 10)
            HStack { Color.blue.frame(width: 30, height: 10).alignmentGuide(.leading) { _ in 20 } }
        }, size: CGSize(width: 200, height: 100))
        XCTAssertEqual(frame(stacked, .red).minX, 75)
        XCTAssertEqual(frame(stacked, .blue).minX, 75)
    }

    func testIssue10_textBaselinesAlignInAnHStack() {
        // 34 pt "Big": 61.2 × 40.8, baseline 27.2; 17 pt "small": 51 × 20.4, baseline 13.6. The row is
        // 40.8 tall at y 29.6 in 300 × 100; "small" at 29.6 + 27.2 − 13.6 = 43.2.
        let host = ViewHost(HStack(alignment: .firstTextBaseline) {
            Text("Big").font(.system(size: 34))
            Text("small")
        }, size: CGSize(width: 300, height: 100))
        let big = host.displayList.items.first { $0.text == "Big" }!.bounds
        let small = host.displayList.items.first { $0.text == "small" }!.bounds
        XCTAssertEqual(big.minY, 29.6, accuracy: 1e-9)
        XCTAssertEqual(small.minY, 43.2, accuracy: 1e-9)
        // Through padding, the baseline moves with the text: 8 more above "small".
        let paddedHost = ViewHost(HStack(alignment: .firstTextBaseline) {
            Text("Big").font(.system(size: 34))
            Text("small").padding(.top, 8)
        }, size: CGSize(width: 300, height: 100))
        XCTAssertEqual(paddedHost.displayList.items.first { $0.text == "small" }!.bounds.minY, 43.2, accuracy: 1e-9)
    }

    func testIssue10_badValuesAndRemovalUnregister() {
        struct Toggle: View {
            @State var on = true
            var body: some View {
                VStack(alignment: .leading) {
                    Color.red.frame(width: 50, height: 10)
                    if on {
                        Color.blue.frame(width: 50, height: 10).alignmentGuide(.leading) { _ in .nan }
                    }
                }
                .onTapGesture { on = false }
            }
        }
        let host = ViewHost(Toggle(), size: CGSize(width: 200, height: 100))
        // NaN is ignored: both at the default leading edge.
        XCTAssertEqual(frame(host, .red).minX, frame(host, .blue).minX)
        XCTAssertEqual(host.graph.alignmentGuideUses.count, 1)
        // A tap on what the stack draws (since issue 11 its empty spacing takes no taps).
        host.tap(at: CGPoint(x: frame(host, .red).midX, y: frame(host, .red).midY))
        host.advance(by: 1.0 / 60)
        XCTAssertEqual(host.graph.alignmentGuideUses.count, 0)
    }
}

extension AlignmentGuideModifierTests {
    func testIssue10_zStackAlignsByTheExplicitGuide() {
        // Leading guides 0 and −30: the stack is 100 wide at x 50; red at 50, blue at 50 + 30 = 80.
        let host = ViewHost(ZStack(alignment: .leading) {
            Color.red.frame(width: 100, height: 20)
            Color.blue.frame(width: 40, height: 20).alignmentGuide(.leading) { _ in -30 }
        }, size: CGSize(width: 200, height: 100))
        XCTAssertEqual(frame(host, .red).minX, 50)
        XCTAssertEqual(frame(host, .blue).minX, 80)
    }
}
