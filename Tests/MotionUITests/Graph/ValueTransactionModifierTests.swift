import XCTest
@testable import MotionUI

private struct Watched: View {
    var x: CGFloat
    var y: CGFloat
    var body: some View {
        Color.red.frame(width: 20, height: 20)
            .offset(x: x, y: y)
            .transaction(value: x) { $0.animation = .linear(duration: 1) }
    }
}

final class ValueTransactionModifierTests: XCTestCase {
    private func origin<V: View>(_ host: ViewHost<V>) -> CGPoint { host.displayList.items[0].bounds.origin }

    func testIssue11_TransformAppliesOnlyWhenTheValueChanged() {
        // The square sits at (40, 40) in 100 × 100.
        let host = ViewHost(Watched(x: 0, y: 0), size: CGSize(width: 100, height: 100))
        host.content = Watched(x: 0, y: 30)
        XCTAssertEqual(origin(host), CGPoint(x: 40, y: 70), "x did not change: y snaps")
        host.content = Watched(x: 40, y: 30)
        host.advance(by: 0.5)
        XCTAssertEqual(origin(host).x, 60, accuracy: 1e-9, "x changed: linear, half of 40")
        host.advance(by: 0.5)
        XCTAssertEqual(origin(host).x, 80, accuracy: 1e-9)
    }

    func testIssue11_DisablesAnimationsIsHonouredByTransactionModifiers() {
        // `.transaction` sets an animation, but the change's transaction disables animations.
        let host = ViewHost(Color.red.frame(width: 20, height: 20).offset(x: 0)
            .transaction { $0.animation = .linear(duration: 1) }, size: CGSize(width: 100, height: 100))
        withTransaction(\.disablesAnimations, true) {
            host.content = Color.red.frame(width: 20, height: 20).offset(x: 40)
                .transaction { $0.animation = .linear(duration: 1) }
        }
        XCTAssertEqual(origin(host).x, 80, accuracy: 1e-9)
        XCTAssertEqual(host.liveAnimationCount, 0)
    }
}
