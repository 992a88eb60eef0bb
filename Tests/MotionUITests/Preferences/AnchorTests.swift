import XCTest
@testable import MotionUI

private struct SelectedKey: PreferenceKey {
    static var defaultValue: Anchor<CGRect>?
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}

/// Three 40 × 20 tabs in a row with an underline under the selected one, drawn from its anchor.
private struct Tabs: View {
    var selected: Int
    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<3, id: \.self) { index in
                Color.clear.frame(width: 40, height: 20)
                    .anchorPreference(key: SelectedKey.self, value: .bounds) { index == selected ? $0 : nil }
            }
        }
        .overlayPreferenceValue(SelectedKey.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    Rectangle().fill(Color.blue)
                        .frame(width: proxy[anchor].width, height: 2)
                        .offset(x: proxy[anchor].minX, y: proxy[anchor].maxY)
                }
            }
        }
    }
}

final class AnchorTests: XCTestCase {
    private func underline(_ host: ViewHost<Tabs>) -> CGRect? {
        host.displayList.items.first { $0.color == .blue }?.bounds
    }

    /// The row (120 × 20) is centred in 200 × 100: at (40, 40). Tab 1's bounds in the window are
    /// (80, 40, 40, 20); in the overlay's reader (at the row's origin) (40, 0, 40, 20); the line
    /// goes 2 points high at its bottom: (80, 60, 40, 2) in the window.
    func testAnAnchorIsReadInTheReadersOwnSpaceInTheFirstFrame() {
        let host = ViewHost(Tabs(selected: 1), size: CGSize(width: 200, height: 100))
        XCTAssertEqual(underline(host), CGRect(x: 80, y: 60, width: 40, height: 2))
    }

    /// Selecting another tab inside `withAnimation` moves the line with that animation: half way
    /// through a linear second from tab 0 (x 40) to tab 2 (x 120) it is at x 80.
    func testTheOverlayIsRebuiltWithTheChangesTransaction() {
        let host = ViewHost(Tabs(selected: 0), size: CGSize(width: 200, height: 100))
        XCTAssertEqual(underline(host)?.minX, 40)
        withAnimation(.linear(duration: 1)) { host.content = Tabs(selected: 2) }
        host.advance(by: 0.5)
        XCTAssertEqual(underline(host)?.minX ?? .nan, 80, accuracy: 1e-9)
        host.advance(by: 0.5)
        XCTAssertEqual(underline(host), CGRect(x: 120, y: 60, width: 40, height: 2))
    }

    /// Public samples force-unwrap the anchor (`proxy[anchor!]`): the overlay is first built with
    /// the content's value, never with the key's default.
    func testTheOverlayNeverSeesTheDefaultWhenTheContentSetAValue() {
        final class Seen { var values: [Bool] = [] }
        let seen = Seen()
        let view = Color.clear.frame(width: 40, height: 20)
            .anchorPreference(key: SelectedKey.self, value: .bounds) { $0 }
            .overlayPreferenceValue(SelectedKey.self) { anchor in
                seen.values.append(anchor != nil)
                return GeometryReader { proxy in Rectangle().fill(Color.blue).frame(width: proxy[anchor!].width / 2) }
            }
        let host = ViewHost(view, size: CGSize(width: 200, height: 100))
        XCTAssertFalse(seen.values.contains(false))
        XCTAssertEqual(host.displayList.items.first { $0.color == .blue }?.bounds.width, 20)
    }

    func testPointsListsAndOptionalsConvertIntoTheReadersSpace() {
        let geometry = AnchorGeometry.list([.point(CGPoint(x: 10, y: 20)), .optional(.rect(CGRect(x: 0, y: 0, width: 4, height: 2))),
                                            .optional(nil)])
        let toWindow = CGAffineTransform(translationX: 100, y: 50).scaledBy(x: 2, y: 2)
        let anchor = Anchor<[CGPoint]>(geometry: .list([geometry.applying(toWindow)]))
        XCTAssertEqual(AnchorGeometry.point(CGPoint(x: 10, y: 20)).applying(toWindow), .point(CGPoint(x: 120, y: 90)))
        let readerToWindow = CGAffineTransform(translationX: 100, y: 50)
        // Back in a reader at (100, 50): the point doubled, the rectangle doubled.
        let inReader = Anchor<[CGRect?]>(geometry: .list([.optional(.rect(CGRect(x: 100, y: 50, width: 8, height: 4))),
                                                           .optional(nil)]))
        XCTAssertEqual(inReader.value(inSpace: readerToWindow), [CGRect(x: 0, y: 0, width: 8, height: 4), nil])
        XCTAssertNotEqual(anchor.geometry, geometry)
        let points = Anchor<[CGPoint]>(geometry: .list([.point(CGPoint(x: 120, y: 90))]))
        XCTAssertEqual(points.value(inSpace: readerToWindow), [CGPoint(x: 20, y: 40)])
    }

    func testSourcesResolveInTheViewsBounds() {
        let size = CGSize(width: 40, height: 20)
        XCTAssertEqual(Anchor<CGRect>.Source.bounds.resolve(size), .rect(CGRect(x: 0, y: 0, width: 40, height: 20)))
        XCTAssertEqual(Anchor<CGPoint>.Source.bottomTrailing.resolve(size), .point(CGPoint(x: 40, y: 20)))
        XCTAssertEqual(Anchor<CGPoint>.Source.center.resolve(size), .point(CGPoint(x: 20, y: 10)))
        XCTAssertEqual(Anchor<CGPoint>.Source.unitPoint(UnitPoint(x: 0.25, y: 1)).resolve(size), .point(CGPoint(x: 10, y: 20)))
        XCTAssertEqual(Anchor<[CGPoint]>.Source([.topLeading, .trailing]).resolve(size),
                       .list([.point(.zero), .point(CGPoint(x: 40, y: 10))]))
        XCTAssertEqual(Anchor<CGRect?>.Source(nil).resolve(size), .optional(nil))
    }
}
