import XCTest
@testable import MotionUI

private struct Scoped: View {
    var on: Bool
    var body: some View {
        (on ? Color.blue : Color.red).frame(width: 50, height: 20)
            .animation(.linear(duration: 1)) { content in
                content.opacity(on ? 1 : 0.5)
            }
    }
}

final class ScopedAnimationTests: XCTestCase {
    private func item<V: View>(_ host: ViewHost<V>) -> DisplayItem { host.displayList.items[0] }

    func testIssue11_OnlyTheModifiersInsideTheBodyAnimate() {
        let host = ViewHost(Scoped(on: false), size: CGSize(width: 100, height: 100))
        XCTAssertEqual(item(host).opacity, 0.5, accuracy: 1e-9)
        host.content = Scoped(on: true)   // no withAnimation: only the scope animates
        host.advance(by: 0.5)
        XCTAssertEqual(item(host).opacity, 0.75, accuracy: 1e-9, "opacity: half of 0.5 → 1 at 0.5 s, linear")
        XCTAssertEqual(item(host).color, .blue, "the content's colour changed at once")
        host.advance(by: 0.5)
        XCTAssertEqual(item(host).opacity, 1, accuracy: 1e-9)
    }

    func testIssue11_ContentKeepsTheOutsideTransaction() {
        // Inside withAnimation, the content's colour animates with the outer animation (2 s), the
        // opacity with the scope's (1 s).
        let host = ViewHost(Scoped(on: false), size: CGSize(width: 100, height: 100))
        withAnimation(.linear(duration: 2)) { host.content = Scoped(on: true) }
        host.advance(by: 0.5)
        XCTAssertEqual(item(host).opacity, 0.75, accuracy: 1e-9)
        XCTAssertNotEqual(item(host).color, .blue, "still on its way from red to blue")
        host.advance(by: 1.5)
        XCTAssertEqual(item(host).color, .blue)
    }

    func testIssue11_DisablesAnimationsSnapsTheScope() {
        let host = ViewHost(Scoped(on: false), size: CGSize(width: 100, height: 100))
        withTransaction(\.disablesAnimations, true) { host.content = Scoped(on: true) }
        XCTAssertEqual(item(host).opacity, 1, accuracy: 1e-9)
    }
}
