import XCTest
@testable import MotionUI

/// `.visualEffect` through ViewHost: a 40-pt bar above a vertical scroll view of five 100-pt rows
/// in a 100 × 240 window; row 2 sits 200 pt down the content.
final class VisualEffectModifierTests: XCTestCase {
    private struct Parallax: View {
        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(height: 40)
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<5) { index in
                            if index == 2 {
                                Rectangle().frame(width: 100, height: 100).visualEffect { content, proxy in
                                    content.offset(x: proxy.frame(in: .scrollView).minY / 2)
                                        .opacity(proxy.frame(in: .global).minY / 400)
                                }
                            } else {
                                Rectangle().frame(width: 100, height: 100)
                            }
                        }
                    }
                }
            }
        }
    }

    private func row(_ host: ViewHost<Parallax>) -> DisplayItem {
        host.displayList.items.filter { $0.kind == .fill(shape: "Rectangle") }[2]
    }

    func testTheProxyMeasuresInTheScrollViewAndTheWindowAsItScrolls() {
        let host = ViewHost(Parallax(), size: CGSize(width: 100, height: 240))
        // In the scroll view's space the row is at 200; in the window at 240.
        XCTAssertEqual(row(host).bounds.minX, 100, accuracy: 1e-9)
        XCTAssertEqual(row(host).opacity, 240.0 / 400, accuracy: 1e-9)
        host.send(.scroll(CGSize(width: 0, height: 60), at: CGPoint(x: 50, y: 100)))
        XCTAssertEqual(row(host).bounds.minX, 70, accuracy: 1e-9, "(200 − 60) / 2")
        XCTAssertEqual(row(host).bounds.minY, 180, accuracy: 1e-9)
        XCTAssertEqual(row(host).opacity, 180.0 / 400, accuracy: 1e-9)
    }

    func testLaterEffectsWrapEarlierOnes() {
        let host = ViewHost(Rectangle().frame(width: 100, height: 100)
            .visualEffect { content, _ in content.offset(x: 10).scaleEffect(2) }, size: CGSize(width: 100, height: 100))
        // x ↦ 2 (x + 10 − 50) + 50: the moved square is scaled about the frame's centre.
        XCTAssertEqual(host.displayList.items[0].bounds, CGRect(x: -30, y: -50, width: 200, height: 200))
    }

    func testAScrollViewSpaceNoScrollViewCarriesMeasuresInTheWindow() {
        let host = ViewHost(VStack(spacing: 0) {
            Color.red.frame(height: 30)
            Rectangle().frame(width: 10, height: 10).visualEffect { content, proxy in
                content.offset(x: proxy.frame(in: .scrollView(axis: .horizontal)).minY)
            }
        }, size: CGSize(width: 100, height: 40))
        XCTAssertEqual(host.displayList.items.last!.bounds.minX, 45 + 30, accuracy: 1e-9)
    }
}
