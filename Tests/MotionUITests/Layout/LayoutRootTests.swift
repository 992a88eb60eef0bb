import XCTest
@testable import MotionUI

/// A user's layout: each subview at its ideal size, down and to the right of the one before.
private struct Diagonal: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.reduce(CGSize.zero) { size, subview in
            let s = subview.sizeThatFits(.unspecified)
            return CGSize(width: size.width + s.width, height: size.height + s.height)
        }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var corner = bounds.origin
        for subview in subviews {
            let s = subview.sizeThatFits(.unspecified)
            subview.place(at: corner, proposal: .unspecified)
            corner.x += s.width
            corner.y += s.height
        }
    }
}

/// A custom layout written as a container (`Diagonal { … }`), as SwiftUI's `Layout.callAsFunction`.
final class LayoutRootTests: XCTestCase {
    private func frame<V: View>(_ host: ViewHost<V>, _ color: Color) -> CGRect? {
        host.displayList.items.first { $0.color == color }?.bounds
    }

    func testACustomLayoutIsAContainerOfItsClosuresViews() {
        // Diagonal { 20×10; 30×20 } is 50 × 30, centred in 200 × 100 at (75, 35); the second
        // subview starts where the first ends: (95, 45).
        let host = ViewHost(Diagonal {
            Color.red.frame(width: 20, height: 10)
            Color.blue.frame(width: 30, height: 20)
        }, size: CGSize(width: 200, height: 100))
        XCTAssertEqual(frame(host, .red), CGRect(x: 75, y: 35, width: 20, height: 10))
        XCTAssertEqual(frame(host, .blue), CGRect(x: 95, y: 45, width: 30, height: 20))
    }

    func testABuiltInLayoutValueIsAContainerToo() {
        // HStackLayout(spacing: 4) { 20×10; 30×20 } = HStack(spacing: 4): 54 × 20 at (73, 40);
        // the short one centred: y 45.
        let host = ViewHost(HStackLayout(spacing: 4) {
            Color.red.frame(width: 20, height: 10)
            Color.blue.frame(width: 30, height: 20)
        }, size: CGSize(width: 200, height: 100))
        XCTAssertEqual(frame(host, .red), CGRect(x: 73, y: 45, width: 20, height: 10))
        XCTAssertEqual(frame(host, .blue), CGRect(x: 97, y: 40, width: 30, height: 20))
    }

    func testAStackLayoutValueGivesTheSpacersInsideItsAxis() {
        // VStackLayout(spacing: 0) { 20×10; Spacer(); 30×20 } in 200 × 100: the spacer is vertical,
        // so the stack is 100 tall and 30 wide at x 85: red at (90, 0), blue at (85, 80).
        let host = ViewHost(VStackLayout(spacing: 0) {
            Color.red.frame(width: 20, height: 10)
            Spacer()
            Color.blue.frame(width: 30, height: 20)
        }, size: CGSize(width: 200, height: 100))
        XCTAssertEqual(frame(host, .red), CGRect(x: 90, y: 0, width: 20, height: 10))
        XCTAssertEqual(frame(host, .blue), CGRect(x: 85, y: 80, width: 30, height: 20))
    }
}
