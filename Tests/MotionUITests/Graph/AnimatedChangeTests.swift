import XCTest
@testable import MotionUI

private struct Mover: View {
    @State var right = false
    var body: some View {
        ZStack {
            Rectangle().fill(Color.red).frame(width: 20, height: 20).offset(x: right ? 100 : 0)
            Rectangle().fill(Color.blue).frame(width: 20, height: 20).offset(y: right ? 100 : 0)
                .animation(nil, value: right)
            Rectangle().fill(Color.green).frame(width: 20, height: 20).offset(y: right ? -100 : 0)
                .animation(.linear(duration: 1), value: right)
        }
    }
}

final class AnimatedChangeTests: XCTestCase {
    private func minX<V: View>(_ host: ViewHost<V>, _ color: Color) -> CGFloat {
        host.displayList.items.first { $0.color == color }!.bounds.minX
    }

    private func minY<V: View>(_ host: ViewHost<V>, _ color: Color) -> CGFloat {
        host.displayList.items.first { $0.color == color }!.bounds.minY
    }

    /// Drives the mover's state from outside, as a button would.
    private func write(_ host: ViewHost<Mover>, _ value: Bool, animation: Animation?) {
        let node = host.graph.root as! CompositeNode<Mover>
        let storage: StateStorage<Bool> = node.storage(slot: 0) { false }
        withAnimation(animation) { storage.write(value, transaction: Transaction.current) }
        host.renderFrame(at: host.time)
    }

    func testWithAnimationAnimatesTheOffsetFromTheWriteOn() {
        let host = ViewHost(Mover(), size: CGSize(width: 300, height: 300))
        let x0 = minX(host, .red)
        write(host, true, animation: .linear(duration: 2))
        XCTAssertEqual(minX(host, .red), x0, accuracy: 1e-9, "starts where it was")
        host.advance(by: 0.5)
        XCTAssertEqual(minX(host, .red), x0 + 25, accuracy: 1e-9, "a quarter of 100 at a quarter of 2 s")
        host.advance(by: 1.5)
        XCTAssertEqual(minX(host, .red), x0 + 100, accuracy: 1e-9)
        XCTAssertEqual(host.liveAnimationCount, 0)
    }

    func testInterruptedAnimationIsContinuous() {
        let host = ViewHost(Mover(), size: CGSize(width: 300, height: 300))
        let x0 = minX(host, .red)
        write(host, true, animation: .easeInOut(duration: 1))
        host.advance(by: 0.5)
        let midway = minX(host, .red)
        XCTAssertEqual(midway, x0 + 50, accuracy: 1e-9, "easeInOut is symmetric: half way at half time")
        write(host, false, animation: .easeInOut(duration: 1))
        XCTAssertEqual(minX(host, .red), midway, accuracy: 1e-9, "no jump at the instant of the change")
        var previous = midway
        for _ in 0..<90 {
            host.advance(by: 1.0 / 60)
            let x = minX(host, .red)
            XCTAssertLessThan(abs(x - previous), 100.0 / 60 * 2, "each frame moves less than twice the fastest single curve")
            previous = x
        }
        XCTAssertEqual(minX(host, .red), x0, accuracy: 1e-9, "ends at the new target")
    }

    func testAnimationNilSnapsItsSubtreeInsideWithAnimation() {
        let host = ViewHost(Mover(), size: CGSize(width: 300, height: 300))
        let y0 = minY(host, .blue)
        write(host, true, animation: .linear(duration: 2))
        XCTAssertEqual(minY(host, .blue), y0 + 100, accuracy: 1e-9, "snapped")
        host.advance(by: 0.5)
        XCTAssertEqual(minY(host, .blue), y0 + 100, accuracy: 1e-9)
    }

    func testValueAnimationOverridesTheOuterTransactionForItsSubtreeOnly() {
        let host = ViewHost(Mover(), size: CGSize(width: 300, height: 300))
        let x0 = minX(host, .red), y0 = minY(host, .green)
        write(host, true, animation: .linear(duration: 2))
        host.advance(by: 0.5)
        XCTAssertEqual(minY(host, .green), y0 - 50, accuracy: 1e-9, "its own 1 s linear animation")
        XCTAssertEqual(minX(host, .red), x0 + 25, accuracy: 1e-9, "the outer 2 s animation is untouched")
        write(host, false, animation: nil)
        XCTAssertEqual(minX(host, .red), x0, accuracy: 1e-9, "no animation outside: snaps")
        host.advance(by: 0.25)
        XCTAssertNotEqual(minY(host, .green), y0, "still animates under its own animation")
    }

    func testLaidOutFramesAnimateWithTheTransaction() {
        struct Growing: View {
            @State var big = false
            var body: some View {
                VStack(spacing: 0) {
                    Color.red.frame(width: 50, height: big ? 100 : 50)
                    Color.blue.frame(width: 50, height: 50)
                    Text("grow").onTapGesture { withAnimation(.linear(duration: 1)) { big.toggle() } }
                }
            }
        }
        let host = ViewHost(Growing(), size: CGSize(width: 200, height: 400))
        let blue0 = minY(host, .blue)
        host.tap(text: "grow")
        host.advance(by: 0.5)
        // The stack grows by 50: centred in the window, its top moves up 25 and the blue view moves
        // down 50 within it; half way through a linear second: 0.5 · (50 − 25) = 12.5 down.
        XCTAssertEqual(minY(host, .blue), blue0 + 12.5, accuracy: 1e-9)
        host.advance(by: 0.5)
        XCTAssertEqual(minY(host, .blue), blue0 + 25, accuracy: 1e-9)
    }

    func testCompletionFiresWhenTheBlocksAnimationsAreDone() {
        var fired: [TimeInterval] = []
        let host = ViewHost(Mover(), size: CGSize(width: 300, height: 300))
        let node = host.graph.root as! CompositeNode<Mover>
        let storage: StateStorage<Bool> = node.storage(slot: 0) { false }
        withAnimation(.linear(duration: 1), completionCriteria: .logicallyComplete) {
            storage.write(true, transaction: Transaction.current)
        } completion: {
            fired.append(host.time)
        }
        XCTAssertEqual(fired, [], "not before the frame that applies the write")
        host.renderFrame(at: host.time)
        host.advance(by: 0.5)
        XCTAssertEqual(fired, [])
        host.advance(by: 0.5 + 1e-6)
        XCTAssertEqual(fired.count, 1)
        host.advance(by: 2)
        XCTAssertEqual(fired.count, 1, "exactly once")
    }

    /// A circle whose frame grows by 50 each tap, centred in a ZStack, animated by the modifier on it.
    private struct GrowingCircle: View {
        @State var width: CGFloat = 50
        var body: some View {
            ZStack {
                Circle().fill(Color.blue).frame(width: width, height: width)
                    .animation(.linear(duration: 1), value: width)
                    .onTapGesture { width += 50 }
            }
        }
    }

    func testValueAnimationCoversTheFrameOfTheViewItModifies() {
        // 50 → 100 wide, centred in 400 × 300: the origin goes (175, 125) → (150, 100) with the
        // size, so half way through the linear second the circle is 75 wide at (162.5, 112.5) —
        // still centred on (200, 150), not grown from its new corner.
        let host = ViewHost(GrowingCircle(), size: CGSize(width: 400, height: 300))
        XCTAssertEqual(host.displayList.items.first { $0.color == .blue }!.bounds, CGRect(x: 175, y: 125, width: 50, height: 50))
        host.tap(at: CGPoint(x: 200, y: 150))
        XCTAssertEqual(host.displayList.items.first { $0.color == .blue }!.bounds, CGRect(x: 175, y: 125, width: 50, height: 50),
                       "no jump at the change")
        host.advance(by: 0.5)
        XCTAssertEqual(host.displayList.items.first { $0.color == .blue }!.bounds, CGRect(x: 162.5, y: 112.5, width: 75, height: 75))
        host.advance(by: 0.5)
        XCTAssertEqual(host.displayList.items.first { $0.color == .blue }!.bounds, CGRect(x: 150, y: 100, width: 100, height: 100))
    }

    /// A red bar that grows from 20 to 100 tall above a blue square, in a stack centred in the
    /// window; only the bar is in the animation's scope (`always`: the deprecated `.animation(_:)`).
    private struct GrowingBar: View {
        @State var tall = false
        let always: Bool
        var body: some View {
            VStack(spacing: 0) {
                if always {
                    Color.red.frame(width: 20, height: tall ? 100 : 20).animation(.linear(duration: 1))
                } else {
                    Color.red.frame(width: 20, height: tall ? 100 : 20).animation(.linear(duration: 1), value: tall)
                }
                Color.blue.frame(width: 20, height: 20)
            }
            .onTapGesture { tall.toggle() }
        }
    }

    func testAViewInTheScopeOfAnAnimationMovesFromWhereItWasOnScreenWhenItsParentJumps() {
        // The stack grows from 40 to 120 tall in 300 without animation: its top jumps from 130
        // to 90. The bar, in the scope, goes from (y 130, h 20) to (y 90, h 100) on screen: half
        // way through the linear second y 110, h 60. The blue square, outside it, jumps at once
        // from y 150 to 90 + 100 = 190.
        for always in [false, true] {
            let host = ViewHost(GrowingBar(always: always), size: CGSize(width: 100, height: 300))
            XCTAssertEqual(host.displayList.items.first { $0.color == .red }!.bounds.minY, 130)
            host.tap(at: CGPoint(x: 50, y: 150))
            XCTAssertEqual(host.displayList.items.first { $0.color == .red }!.bounds.minY, 130, accuracy: 1e-9)
            XCTAssertEqual(host.displayList.items.first { $0.color == .blue }!.bounds.minY, 190, accuracy: 1e-9)
            host.advance(by: 0.5)
            let bar = host.displayList.items.first { $0.color == .red }!.bounds
            XCTAssertEqual(bar.minY, 110, accuracy: 1e-9, "always: \(always)")
            XCTAssertEqual(bar.height, 60, accuracy: 1e-9)
            host.advance(by: 0.5)
            XCTAssertEqual(host.displayList.items.first { $0.color == .red }!.bounds, CGRect(x: 40, y: 90, width: 20, height: 100))
        }
    }
}
