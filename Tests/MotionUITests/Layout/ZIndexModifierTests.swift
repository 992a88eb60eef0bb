import XCTest
@testable import MotionUI

private struct Stacked: View {
    var showRed = true
    var redIndex: Double = 1
    var onRed: () -> Void = {}
    var onBlue: () -> Void = {}
    var body: some View {
        ZStack {
            if showRed {
                Color.red.frame(width: 40, height: 40).zIndex(redIndex).onTapGesture(perform: onRed)
            }
            Color.blue.frame(width: 40, height: 40).onTapGesture(perform: onBlue)
            Color.green.frame(width: 40, height: 40).zIndex(-1)
        }
    }
}

final class ZIndexModifierTests: XCTestCase {
    private let window = CGSize(width: 200, height: 200)

    private func colours<V: View>(_ host: ViewHost<V>) -> [Color?] { host.displayList.items.map(\.color) }

    func testIssue11_HigherZIndexDrawsOnTopAndEqualOnesKeepTheirOrder() {
        let host = ViewHost(Stacked(), size: window)
        XCTAssertEqual(colours(host), [.green, .blue, .red], "green −1, blue 0, red 1")
        host.content = Stacked(redIndex: 0)
        XCTAssertEqual(colours(host), [.green, .red, .blue], "equal indices: builder order")
        host.content = Stacked(redIndex: .nan)
        XCTAssertEqual(colours(host), [.green, .red, .blue], "NaN counts as 0")
    }

    func testIssue11_TapsGoToTheTopmostByZIndex() {
        var taps: [String] = []
        let host = ViewHost(Stacked(onRed: { taps.append("red") }, onBlue: { taps.append("blue") }), size: window)
        host.tap(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(taps, ["red"])
    }

    func testIssue11_LeavingViewKeepsItsZOrder() {
        let host = ViewHost(Stacked(), size: window)
        withAnimation(.linear(duration: 1)) { host.content = Stacked(showRed: false) }
        host.advance(by: 0.5)
        XCTAssertEqual(colours(host), [.green, .blue, .red], "still on top while it fades out")
        XCTAssertEqual(host.displayList.items.last!.opacity, 0.5, accuracy: 1e-9)
        host.advance(by: 0.5)
        XCTAssertEqual(colours(host), [.green, .blue])
    }
}
