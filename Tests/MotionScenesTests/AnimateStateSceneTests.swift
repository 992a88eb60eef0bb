import XCTest
import MotionUI
@testable import MotionScenes

/// The y of the easeInOut timing curve (control points (0.42, 0) and (0.58, 1)) at x, solved by
/// bisection on x(s) = 3(1−s)²s·0.42 + 3(1−s)s²·0.58 + s³ to 1e-15: independent of Motion's solver.
func easeInOutReference(_ x: Double) -> Double {
    func bez(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
    }
    guard x > 0 else { return 0 }
    guard x < 1 else { return 1 }
    var (low, high) = (0.0, 1.0)
    for _ in 0..<200 {
        let mid = (low + high) / 2
        if bez(mid, 0.42, 0.58) < x { low = mid } else { high = mid }
    }
    return bez((low + high) / 2, 0, 1)
}

final class AnimateStateSceneTests: XCTestCase {
    let size = CGSize(width: 800, height: 600)

    private func makeHost() -> ViewHost<AnyView> {
        ViewHost(PlayerScene.animateState.makeView(), size: size)
    }

    /// The two "Hello, world!" texts: withAnimation's (left), then @AnimateState's (right).
    private func hellos(_ host: ViewHost<AnyView>) -> (left: CGRect, right: CGRect) {
        let frames = host.displayList.items.filter { $0.text == "Hello, world!" }.map(\.bounds).sorted { $0.minX < $1.minX }
        XCTAssertEqual(frames.count, 2)
        return (frames[0], frames[1])
    }

    private func toggleButtons(_ host: ViewHost<AnyView>) -> [CGPoint] {
        host.displayList.items.filter { $0.text == "Toggle offset" }.map(\.bounds).sorted { $0.minX < $1.minX }
            .map { CGPoint(x: $0.midX, y: $0.midY) }
    }

    func testBothImplementationsGiveTheSameOffsetsAtTheSameTimes() {
        let host = makeHost()
        let rest = hellos(host)
        let buttons = toggleButtons(host)
        XCTAssertEqual(buttons.count, 2)
        XCTAssertTrue(host.tap(at: buttons[0]))
        XCTAssertTrue(host.tap(at: buttons[1]))   // same frame, same host time
        let start = host.time
        for frame in 1...150 {
            host.advance(by: 1.0 / 60)
            let (left, right) = hellos(host)
            let dyLeft = left.minY - rest.left.minY, dyRight = right.minY - rest.right.minY
            XCTAssertEqual(dyLeft, dyRight, "frame \(frame): exactly the same offset")
            // easeInOut over 2 s: 100 · y(t / 2). Motion solves the curve to 1e-6.
            let expected = 100 * easeInOutReference((host.time - start) / 2)
            XCTAssertEqual(dyRight, expected, accuracy: 1e-4, "frame \(frame)")
        }
        XCTAssertEqual(hellos(host).right.minY - rest.right.minY, 100, "at rest, 100 down")
        XCTAssertEqual(host.liveAnimationCount, 0)

        // Back up, half way through, then down again: still the same on both sides.
        host.tap(at: buttons[0])
        host.tap(at: buttons[1])
        host.advance(by: 1)
        XCTAssertEqual(hellos(host).left.minY - rest.left.minY, 50, accuracy: 1e-4, "the symmetric curve: half way")
        host.tap(at: buttons[0])
        host.tap(at: buttons[1])
        for _ in 0..<120 {
            host.advance(by: 1.0 / 60)
            let (left, right) = hellos(host)
            XCTAssertEqual(left.minY - rest.left.minY, right.minY - rest.right.minY)
        }
    }

    func testTheSceneTriggerTogglesBothInOneFrame() {
        let host = makeHost()
        let rest = hellos(host)
        host.environment.sceneTrigger += 1
        let start = host.time
        host.advance(by: 0.5)
        let (left, right) = hellos(host)
        XCTAssertEqual(left.minY - rest.left.minY, right.minY - rest.right.minY)
        XCTAssertEqual(right.minY - rest.right.minY, 100 * easeInOutReference((host.time - start) / 2), accuracy: 1e-4)
        XCTAssertGreaterThan(right.minY - rest.right.minY, 0)
    }

    func testWritesThroughTheProjectedBindingAnimateToo() {
        struct Parent: View {
            @AnimateState(wrappedValue: 0, animation: .linear(duration: 1)) var x: CGFloat
            var body: some View {
                VStack {
                    Child(x: $x)
                    Text("parent \(Int(x))")
                }
            }
        }
        struct Child: View {
            @Binding var x: CGFloat
            var body: some View {
                Text("move").offset(x: x).onTapGesture { x = x == 0 ? 100 : 0 }
            }
        }
        let host = ViewHost(Parent(), size: size)
        let x0 = host.frame(ofText: "move")!.minX
        XCTAssertTrue(host.tap(text: "move"))
        XCTAssertNotNil(host.frame(ofText: "parent 100"), "the wrapper's state changed")
        host.advance(by: 0.25)
        XCTAssertEqual(host.frame(ofText: "move")!.minX - x0, 25, accuracy: 1e-9, "a quarter of 1 s linear")
        host.advance(by: 0.75)
        XCTAssertEqual(host.frame(ofText: "move")!.minX - x0, 100, accuracy: 1e-9)
    }

    func testANilAnimationSnaps() {
        struct Snapping: View {
            @AnimateState(wrappedValue: false) var down: Bool
            var body: some View {
                Text("snap").offset(y: down ? 50 : 0).onTapGesture { down.toggle() }
            }
        }
        let host = ViewHost(Snapping(), size: size)
        let y0 = host.frame(ofText: "snap")!.minY
        host.tap(text: "snap")
        XCTAssertEqual(host.frame(ofText: "snap")!.minY - y0, 50)
        XCTAssertEqual(host.liveAnimationCount, 0)
    }
}
