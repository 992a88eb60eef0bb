import XCTest
@testable import MotionUI

/// A red 100 × 50 view at (150, 125) in a 400 × 300 window, shown or not, with an ``AnyTransition``.
private struct Shown: View {
    var shown: Bool
    var transition: AnyTransition
    var body: some View {
        ZStack {
            Color.clear
            if shown { Color.red.frame(width: 100, height: 50).transition(transition) }
        }
    }
}

/// `Base`'s body as a custom transition: drawn through its phase body, not as the built-in
/// ``AnyTransition`` it converts to.
private struct Bodied<Base: Transition>: Transition {
    var base: Base
    func body(content: Content, phase: TransitionPhase) -> some View {
        base.apply(content: content, phase: phase)
    }
}

/// Apple's documentation example: fades, turning from 30° on the way in to −30° on the way out.
private struct RotatingFade: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity ? 1 : 0).rotationEffect(.degrees(phase.value * -30))
    }
}

/// Not `Animatable`: only the opacity effect in its body animates.
private struct Dim: ViewModifier {
    var amount: Double
    func body(content: Content) -> some View { content.opacity(amount) }
}

/// `Animatable`: its own data animates, and its body squares it.
private struct SquaredDim: ViewModifier, Animatable {
    var amount: Double
    var animatableData: Double {
        get { amount }
        set { amount = newValue }
    }
    func body(content: Content) -> some View { content.opacity(amount * amount) }
}

/// iOS 17's `Transition` protocol and `AnyTransition.modifier` of any view modifier: the body is set
/// to `willAppear` and at once to `identity` under the inserting transaction, to `didDisappear`
/// under the removing one, and its effects animate as any change of that transaction.
final class TransitionProtocolTests: XCTestCase {
    private let size = CGSize(width: 400, height: 300)
    private let base = CGRect(x: 150, y: 125, width: 100, height: 50)

    private func red<V: View>(_ host: ViewHost<V>) -> DisplayItem? {
        host.displayList.items.first { $0.color == .red }
    }

    /// Inserts under a 1 s linear animation, checks `look(progress)` at 0, 0.25, 0.75 and 1; then
    /// removes likewise and checks `look` of the removal's progress down to 1/60 and that it is gone.
    private func checkLifecycle(_ transition: AnyTransition, insertion: (Double) -> (CGRect, Double),
                                removal: (Double) -> (CGRect, Double), file: StaticString = #filePath, line: UInt = #line) {
        func check<V: View>(_ host: ViewHost<V>, _ look: (CGRect, Double), _ message: String) {
            guard look.1 > 0 else { return XCTAssertNil(red(host), message, file: file, line: line) }
            guard let item = red(host) else { return XCTFail("not drawn: \(message)", file: file, line: line) }
            for (a, e, name) in [(item.bounds.minX, look.0.minX, "minX"), (item.bounds.minY, look.0.minY, "minY"),
                                 (item.bounds.width, look.0.width, "width"), (item.bounds.height, look.0.height, "height")] {
                XCTAssertEqual(a, e, accuracy: 1e-9, "\(name), \(message)", file: file, line: line)
            }
            XCTAssertEqual(item.opacity, look.1, accuracy: 1e-12, "opacity, \(message)", file: file, line: line)
        }
        let host = ViewHost(Shown(shown: false, transition: transition), size: size)
        withAnimation(.linear(duration: 1)) { host.content = Shown(shown: true, transition: transition) }
        check(host, insertion(0), "first inserted frame")
        host.advance(by: 0.25)
        check(host, insertion(0.25), "inserted, t = 0.25")
        host.advance(by: 0.5)
        check(host, insertion(0.75), "inserted, t = 0.75")
        host.advance(by: 0.25)
        check(host, (base, 1), "inserted, t = 1")
        XCTAssertEqual(host.liveAnimationCount, 0, file: file, line: line)

        withAnimation(.linear(duration: 1)) { host.content = Shown(shown: false, transition: transition) }
        check(host, removal(1), "first removal frame")
        host.advance(by: 0.25)
        check(host, removal(0.75), "removed, t = 0.25")
        host.advance(by: 0.75 - 1.0 / 60)
        check(host, removal(1.0 / 60), "the removed view's last frame")
        host.advance(by: 1.0 / 60)
        XCTAssertNil(red(host), "gone once the removal has run", file: file, line: line)
        XCTAssertEqual(host.liveAnimationCount, 0, file: file, line: line)
    }

    private func moved(_ dx: Double, _ dy: Double, _ opacity: Double = 1) -> (CGRect, Double) {
        (base.offsetBy(dx: dx, dy: dy), opacity)
    }

    private func scaled(_ s: Double, _ opacity: Double = 1) -> (CGRect, Double) {
        (base.insetBy(dx: base.width * (1 - s) / 2, dy: base.height * (1 - s) / 2), opacity)
    }

    // MARK: The built-in transitions' bodies, drawn through the phase

    func testBuiltInBodiesThroughThePhaseLookLikeTheBuiltInTransitions() {
        checkLifecycle(AnyTransition(Bodied(base: OpacityTransition())), insertion: { self.moved(0, 0, $0) },
                       removal: { self.moved(0, 0, $0) })
        checkLifecycle(AnyTransition(Bodied(base: ScaleTransition(0.5))), insertion: { self.scaled(0.5 + 0.5 * $0) },
                       removal: { self.scaled(0.5 + 0.5 * $0) })
        checkLifecycle(AnyTransition(Bodied(base: MoveTransition(edge: .top))), insertion: { self.moved(0, -50 * (1 - $0)) },
                       removal: { self.moved(0, -50 * (1 - $0)) })
        checkLifecycle(AnyTransition(Bodied(base: OffsetTransition(CGSize(width: 30, height: -20)))),
                       insertion: { self.moved(30 * (1 - $0), -20 * (1 - $0)) },
                       removal: { self.moved(30 * (1 - $0), -20 * (1 - $0)) })
        checkLifecycle(AnyTransition(Bodied(base: SlideTransition())), insertion: { self.moved(-100 * (1 - $0), 0) },
                       removal: { self.moved(100 * (1 - $0), 0) })
        checkLifecycle(AnyTransition(Bodied(base: PushTransition(edge: .bottom))),
                       insertion: { self.moved(0, 50 * (1 - $0), $0) }, removal: { self.moved(0, -50 * (1 - $0), $0) })
        checkLifecycle(AnyTransition(Bodied(base: IdentityTransition())), insertion: { _ in self.moved(0, 0) },
                       removal: { _ in self.moved(0, 0) })
        checkLifecycle(AnyTransition(Bodied(base: AsymmetricTransition(insertion: MoveTransition(edge: .leading),
                                                                      removal: OpacityTransition()))),
                       insertion: { self.moved(-100 * (1 - $0), 0) }, removal: { self.moved(0, 0, $0) })
        checkLifecycle(AnyTransition(Bodied(base: OpacityTransition().combined(with: MoveTransition(edge: .trailing)))),
                       insertion: { self.moved(100 * (1 - $0), 0, $0) }, removal: { self.moved(100 * (1 - $0), 0, $0) })
    }

    func testBuiltInTransitionsAreDrawnAsTheirAnyTransition() {
        // Through `.transition(_ t: some Transition)`: a built-in is its AnyTransition, no body node.
        checkLifecycle(AnyTransition(ScaleTransition(0.5).combined(with: .opacity)),
                       insertion: { self.scaled(0.5 + 0.5 * $0, $0) }, removal: { self.scaled(0.5 + 0.5 * $0, $0) })
        XCTAssertNil(AnyTransition(MoveTransition(edge: .top)).storage.phasedBody)
        XCTAssertNotNil(AnyTransition(RotatingFade()).storage.phasedBody)
    }

    // MARK: Custom transitions

    func testDocumentationsRotatingFadeTurnsInFromThirtyDegreesAndOutToMinusThirty() {
        let host = ViewHost(Shown(shown: false, transition: AnyTransition(RotatingFade())), size: size)
        withAnimation(.linear(duration: 1)) { host.content = Shown(shown: true, transition: AnyTransition(RotatingFade())) }
        host.advance(by: 0.25)
        // willAppear → identity: the angle goes 30° → 0 and the opacity 0 → 1, linearly.
        func angle() -> Double {
            let t = red(host)!.transform
            return atan2(Double(t.b), Double(t.a)) * 180 / .pi
        }
        XCTAssertEqual(angle(), 30 * 0.75, accuracy: 1e-9)
        XCTAssertEqual(red(host)!.opacity, 0.25, accuracy: 1e-12)
        host.advance(by: 0.75)
        XCTAssertEqual(angle(), 0, accuracy: 1e-9)
        withAnimation(.linear(duration: 1)) { host.content = Shown(shown: false, transition: AnyTransition(RotatingFade())) }
        host.advance(by: 0.5)
        XCTAssertEqual(angle(), -15, accuracy: 1e-9)
        XCTAssertEqual(red(host)!.opacity, 0.5, accuracy: 1e-12)
    }

    func testModifierOfAPlainViewModifierAnimatesTheEffectsInItsBody() {
        // Dim is not Animatable: its opacity effect animates 0 → 1 linearly.
        checkLifecycle(.modifier(active: Dim(amount: 0), identity: Dim(amount: 1)),
                       insertion: { self.moved(0, 0, $0) }, removal: { self.moved(0, 0, $0) })
    }

    func testModifierOfAnAnimatableModifierAnimatesItsData() {
        // SquaredDim's data animates linearly and its body squares it: opacity p².
        checkLifecycle(.modifier(active: SquaredDim(amount: 0), identity: SquaredDim(amount: 1)),
                       insertion: { self.moved(0, 0, $0 * $0) }, removal: { self.moved(0, 0, $0 * $0) })
    }

    func testCustomPartCombinesWithADrawnOne() {
        // The phase body (Dim) inside, the drawn move outside: both at the same progress.
        checkLifecycle(AnyTransition.modifier(active: Dim(amount: 0), identity: Dim(amount: 1)).combined(with: .move(edge: .bottom)),
                       insertion: { self.moved(0, 50 * (1 - $0), $0) }, removal: { self.moved(0, 50 * (1 - $0), $0) })
    }

    func testRemovedWhileEnteringLeavesFromWhereItIs() {
        let fade = AnyTransition(Bodied(base: OpacityTransition()))
        let host = ViewHost(Shown(shown: false, transition: fade), size: size)
        withAnimation(.linear(duration: 1)) { host.content = Shown(shown: true, transition: fade) }
        host.advance(by: 0.5)
        XCTAssertEqual(red(host)!.opacity, 0.5, accuracy: 1e-12)
        // didDisappear under a new 1 s linear animation, added to the running one as SwiftUI adds
        // animations: presented = target 0 − (1 − p_in)·1 + (1 − p_out)·1. At t = 0.75:
        // 0 − 0.25 + 0.75 = 0.5.
        withAnimation(.linear(duration: 1)) { host.content = Shown(shown: false, transition: fade) }
        host.advance(by: 0.25)
        XCTAssertEqual(red(host)!.opacity, 0.5, accuracy: 1e-12)
        host.advance(by: 0.25)
        // t = 1: the insertion is done (its +1 all in), the removal is halfway through its −1: 0.5.
        XCTAssertEqual(red(host)!.opacity, 0.5, accuracy: 1e-12)
        host.advance(by: 0.5 - 1.0 / 60)
        XCTAssertEqual(red(host)!.opacity, 1.0 / 60, accuracy: 1e-12)
        host.advance(by: 1.0 / 60)
        XCTAssertNil(red(host), "gone when the removal's animation has run")
    }

    func testWithoutAnimationThePhaseIsIdentityAtOnce() {
        let host = ViewHost(Shown(shown: false, transition: AnyTransition(RotatingFade())), size: size)
        host.content = Shown(shown: true, transition: AnyTransition(RotatingFade()))
        XCTAssertEqual(red(host)?.bounds, base)
        XCTAssertEqual(red(host)?.opacity, 1)
        XCTAssertEqual(host.liveAnimationCount, 0)
        host.content = Shown(shown: false, transition: AnyTransition(RotatingFade()))
        XCTAssertNil(red(host))
    }

    func testAnimationAttachedToATransitionRunsWithoutWithAnimation() {
        let fade = AnyTransition(Bodied(base: OpacityTransition()).animation(.linear(duration: 1)))
        let host = ViewHost(Shown(shown: false, transition: fade), size: size)
        host.content = Shown(shown: true, transition: fade)
        host.advance(by: 0.25)
        XCTAssertEqual(red(host)!.opacity, 0.25, accuracy: 1e-12)
    }

    func testPhaseValues() {
        XCTAssertEqual(TransitionPhase.willAppear.value, -1)
        XCTAssertEqual(TransitionPhase.identity.value, 0)
        XCTAssertEqual(TransitionPhase.didDisappear.value, 1)
        XCTAssertTrue(TransitionPhase.identity.isIdentity)
        XCTAssertFalse(TransitionPhase.willAppear.isIdentity)
        XCTAssertTrue(RotatingFade.properties.hasMotion)
    }

    func testSwiftUISpellingsCompile() {
        // The iOS 17 static members next to AnyTransition's; `.transition(.opacity)` stays AnyTransition's.
        _ = Text("a").transition(.opacity)
        _ = Text("a").transition(.scale.combined(with: .opacity))
        _ = Text("a").transition(RotatingFade().combined(with: .opacity).animation(.bouncy))
        _ = Text("a").transition(.asymmetric(insertion: MoveTransition(edge: .leading), removal: OpacityTransition()))
        _ = Text("a").transition(BlurReplaceTransition.blurReplace(.upUp))
        let t: some Transition = .push(from: .top)
        _ = Text("a").transition(t)
        _ = AnyTransition(SlideTransition())
    }
}
