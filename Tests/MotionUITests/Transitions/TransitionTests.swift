import XCTest
@testable import MotionUI

/// A red 100 × 50 view, shown or not, with a transition. In a 400 × 300 window it sits at
/// (150, 125, 100, 50), its centre at (200, 150). The clear colour keeps the stack's frame fixed (a
/// stack that grows under the animation would carry the inserted view along with its own frame).
private struct Subject: View {
    var shown: Bool
    var transition: AnyTransition
    var body: some View {
        ZStack {
            Color.clear
            if shown {
                Color.red.frame(width: 100, height: 50).transition(transition)
            }
        }
    }
}

/// Moves content by `dx` plus `widthFraction` of its own width: checks that a transition's geometry
/// effect is interpolated and sees the view's size.
private struct Shift: GeometryEffect {
    var dx: CGFloat
    var widthFraction: CGFloat
    var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(dx, widthFraction) }
        set { (dx, widthFraction) = (newValue.first, newValue.second) }
    }
    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: dx + widthFraction * size.width, y: 0))
    }
}

/// Turns content about its centre.
private struct Spin: GeometryEffect {
    var degrees: Double
    var animatableData: Double {
        get { degrees }
        set { degrees = newValue }
    }
    func effectValue(size: CGSize) -> ProjectionTransform {
        let (cx, cy) = (size.width / 2, size.height / 2)
        return ProjectionTransform(CGAffineTransform(translationX: -cx, y: -cy)
            .concatenating(CGAffineTransform(rotationAngle: CGFloat(degrees * .pi / 180)))
            .concatenating(CGAffineTransform(translationX: cx, y: cy)))
    }
}

/// What the red view looks like at a transition progress (0 = active, 1 = identity).
private struct Look {
    var bounds: CGRect
    var opacity: Double
}

private let base = CGRect(x: 150, y: 125, width: 100, height: 50)

private func moved(_ dx: CGFloat, _ dy: CGFloat, opacity: Double = 1) -> Look {
    Look(bounds: base.offsetBy(dx: dx, dy: dy), opacity: opacity)
}

/// Scaled by `s` about the anchor point `(ax, ay)` of the base frame.
private func scaled(_ s: CGFloat, anchor: UnitPoint = .center, opacity: Double = 1) -> Look {
    let ax = base.minX + anchor.x * base.width, ay = base.minY + anchor.y * base.height
    return Look(bounds: CGRect(x: ax + (base.minX - ax) * s, y: ay + (base.minY - ay) * s,
                               width: base.width * s, height: base.height * s), opacity: opacity)
}

/// The y of a cubic Bézier timing curve at x, solved by bisection to 1e-13 (independent of Motion's
/// Newton solver): x(s) = 3(1−s)²s·x1 + 3(1−s)s²·x2 + s³ is increasing for control x in [0, 1].
private func bezierY(x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
    func bez(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
    }
    var (low, high) = (0.0, 1.0)
    for _ in 0..<200 {
        let mid = (low + high) / 2
        if bez(mid, x1, x2) < x { low = mid } else { high = mid }
    }
    return bez((low + high) / 2, y1, y2)
}

final class TransitionTests: XCTestCase {
    let size = CGSize(width: 400, height: 300)

    private func red<V: View>(_ host: ViewHost<V>) -> DisplayItem? {
        host.displayList.items.first { $0.color == .red }
    }

    private func assertLook<V: View>(_ host: ViewHost<V>, _ look: Look, _ message: String,
                                     file: StaticString = #filePath, line: UInt = #line) {
        guard look.opacity > 0 else {
            return XCTAssertNil(red(host), "fully transparent items are not drawn: \(message)", file: file, line: line)
        }
        guard let item = red(host) else { return XCTFail("not drawn: \(message)", file: file, line: line) }
        let b = item.bounds
        for (actual, expected, name) in [(b.minX, look.bounds.minX, "minX"), (b.minY, look.bounds.minY, "minY"),
                                         (b.width, look.bounds.width, "width"), (b.height, look.bounds.height, "height")] {
            XCTAssertEqual(actual, expected, accuracy: 1e-9, "\(name), \(message)", file: file, line: line)
        }
        XCTAssertEqual(item.opacity, look.opacity, accuracy: 1e-12, "opacity, \(message)", file: file, line: line)
    }

    /// A host showing nothing, then the subject inserted under a 1 s linear animation at time 0.
    private func inserting(_ transition: AnyTransition) -> ViewHost<Subject> {
        let host = ViewHost(Subject(shown: false, transition: transition), size: size)
        withAnimation(.linear(duration: 1)) { host.content = Subject(shown: true, transition: transition) }
        return host
    }

    /// A host showing the subject, then removing it under a 1 s linear animation at time 0.
    private func removing(_ transition: AnyTransition) -> ViewHost<Subject> {
        let host = ViewHost(Subject(shown: true, transition: transition), size: size)
        withAnimation(.linear(duration: 1)) { host.content = Subject(shown: false, transition: transition) }
        return host
    }

    /// Checks the insertion's first frame, two frames on the way (linear: progress = time), the
    /// identity at the end; then the removal's first frame, the way out, its last frame (progress
    /// 1/60 at 59/60 s) and that it is gone at 1 s.
    private func checkLifecycle(_ transition: AnyTransition, insertion: (CGFloat) -> Look, removal: (CGFloat) -> Look,
                                file: StaticString = #filePath, line: UInt = #line) {
        let host = inserting(transition)
        assertLook(host, insertion(0), "first inserted frame: the active state", file: file, line: line)
        host.advance(by: 0.25)
        assertLook(host, insertion(0.25), "inserted, t = 0.25", file: file, line: line)
        host.advance(by: 0.5)
        assertLook(host, insertion(0.75), "inserted, t = 0.75", file: file, line: line)
        host.advance(by: 0.25)
        assertLook(host, Look(bounds: base, opacity: 1), "inserted, t = 1: identity", file: file, line: line)
        XCTAssertEqual(host.liveAnimationCount, 0, file: file, line: line)
        XCTAssertNil(host.graph.root.flatMap(findTransition), "no transition left on any node", file: file, line: line)

        let out = removing(transition)
        assertLook(out, removal(1), "first removal frame: identity", file: file, line: line)
        out.advance(by: 0.25)
        assertLook(out, removal(0.75), "removed, t = 0.25", file: file, line: line)
        out.advance(by: 0.5)
        assertLook(out, removal(0.25), "removed, t = 0.75", file: file, line: line)
        out.advance(by: 0.25 - 1.0 / 60)
        assertLook(out, removal(1.0 / 60), "the removed view's last frame", file: file, line: line)
        out.advance(by: 1.0 / 60)
        XCTAssertNil(red(out), "gone once the removal animation is removed", file: file, line: line)
        XCTAssertEqual(out.liveAnimationCount, 0, file: file, line: line)
    }

    private func findTransition(_ node: ViewNode) -> TransitionState? {
        node.transition ?? node.children.lazy.compactMap(findTransition).first
    }

    // MARK: Each kind

    func testIdentity() {
        checkLifecycle(.identity, insertion: { _ in moved(0, 0) }, removal: { _ in moved(0, 0) })
    }

    func testOpacity() {
        checkLifecycle(.opacity, insertion: { moved(0, 0, opacity: Double($0)) },
                       removal: { moved(0, 0, opacity: Double($0)) })
    }

    func testScale() {
        checkLifecycle(.scale, insertion: { scaled($0) }, removal: { scaled($0) })
    }

    func testScaleWithScaleAndAnchor() {
        // From half size about the top leading corner: s = 0.5 + 0.5 p.
        checkLifecycle(.scale(scale: 0.5, anchor: .topLeading),
                       insertion: { scaled(0.5 + 0.5 * $0, anchor: .topLeading) },
                       removal: { scaled(0.5 + 0.5 * $0, anchor: .topLeading) })
    }

    func testMoveFromEachEdgeByTheViewsOwnSize() {
        // Absent, the view sits one of its own widths (100) or heights (50) beyond the edge.
        checkLifecycle(.move(edge: .leading), insertion: { moved(-100 * (1 - $0), 0) }, removal: { moved(-100 * (1 - $0), 0) })
        checkLifecycle(.move(edge: .trailing), insertion: { moved(100 * (1 - $0), 0) }, removal: { moved(100 * (1 - $0), 0) })
        checkLifecycle(.move(edge: .top), insertion: { moved(0, -50 * (1 - $0)) }, removal: { moved(0, -50 * (1 - $0)) })
        checkLifecycle(.move(edge: .bottom), insertion: { moved(0, 50 * (1 - $0)) }, removal: { moved(0, 50 * (1 - $0)) })
    }

    func testSlideEntersFromLeadingAndLeavesTowardsTrailing() {
        checkLifecycle(.slide, insertion: { moved(-100 * (1 - $0), 0) }, removal: { moved(100 * (1 - $0), 0) })
    }

    func testOffset() {
        checkLifecycle(.offset(x: 30, y: -20), insertion: { moved(30 * (1 - $0), -20 * (1 - $0)) },
                       removal: { moved(30 * (1 - $0), -20 * (1 - $0)) })
        checkLifecycle(.offset(CGSize(width: -5, height: 8)), insertion: { moved(-5 * (1 - $0), 8 * (1 - $0)) },
                       removal: { moved(-5 * (1 - $0), 8 * (1 - $0)) })
    }

    func testPushFromAnEdgeLeavesTowardsTheOppositeOneFading() {
        checkLifecycle(.push(from: .bottom), insertion: { moved(0, 50 * (1 - $0), opacity: Double($0)) },
                       removal: { moved(0, -50 * (1 - $0), opacity: Double($0)) })
        checkLifecycle(.push(from: .leading), insertion: { moved(-100 * (1 - $0), 0, opacity: Double($0)) },
                       removal: { moved(100 * (1 - $0), 0, opacity: Double($0)) })
    }

    func testCombined() {
        checkLifecycle(.scale.combined(with: .opacity), insertion: { scaled($0, opacity: Double($0)) },
                       removal: { scaled($0, opacity: Double($0)) })
        checkLifecycle(.move(edge: .top).combined(with: .offset(x: 10)),
                       insertion: { moved(10 * (1 - $0), -50 * (1 - $0)) }, removal: { moved(10 * (1 - $0), -50 * (1 - $0)) })
    }

    func testAsymmetric() {
        checkLifecycle(.asymmetric(insertion: .scale, removal: .opacity), insertion: { scaled($0) },
                       removal: { moved(0, 0, opacity: Double($0)) })
    }

    func testModifierInterpolatesAGeometryEffectWithTheViewsSize() {
        // Active Shift(dx: −60, widthFraction: 0.25): −60 + 25 = −35 at p = 0; both parameters
        // interpolate linearly to 0, so the shift is −35 (1 − p).
        checkLifecycle(.modifier(active: Shift(dx: -60, widthFraction: 0.25), identity: Shift(dx: 0, widthFraction: 0)),
                       insertion: { moved(-35 * (1 - $0), 0) }, removal: { moved(-35 * (1 - $0), 0) })
    }

    func testModifierWithARotationEffect() {
        // Spin 90° → 0° about the view's centre. The bounds of a 100 × 50 box turned by θ about its
        // centre: (100 |cos θ| + 50 |sin θ|) × (100 |sin θ| + 50 |cos θ|), centred at (200, 150).
        let host = inserting(.modifier(active: Spin(degrees: 90), identity: Spin(degrees: 0)))
        func look(_ degrees: Double) -> Look {
            let (c, s) = (abs(cos(degrees * .pi / 180)), abs(sin(degrees * .pi / 180)))
            let (w, h) = (100 * c + 50 * s, 100 * s + 50 * c)
            return Look(bounds: CGRect(x: 200 - w / 2, y: 150 - h / 2, width: w, height: h), opacity: 1)
        }
        assertLook(host, look(90), "turned a quarter")
        host.advance(by: 0.5)
        assertLook(host, look(45), "half way")
        host.advance(by: 0.5)
        assertLook(host, look(0), "identity")
    }

    // MARK: Timing

    func testEveryFrameFollowsTheLinearCurve() {
        let host = inserting(.opacity)
        for frame in 0...60 {
            XCTAssertEqual(red(host)?.opacity ?? 0, Double(frame) / 60, accuracy: 1e-12, "frame \(frame)")
            host.advance(by: 1.0 / 60)
        }
    }

    func testMidwayValuesFollowTheTransactionsCurve() {
        let host = ViewHost(Subject(shown: false, transition: .move(edge: .leading)), size: size)
        withAnimation(.easeInOut(duration: 2)) { host.content = Subject(shown: true, transition: .move(edge: .leading)) }
        for time in [0.25, 0.5, 1.0, 1.5, 1.75] {
            host.advance(to: time)
            // easeInOut: control points (0.42, 0) (0.58, 1) over 2 s; progress p at t is y(x = t / 2).
            let p = bezierY(x: time / 2, 0.42, 0, 0.58, 1)
            XCTAssertEqual(red(host)!.bounds.minX, 150 - 100 * (1 - p), accuracy: 1e-4, "t = \(time)")
            if time == 1 { XCTAssertEqual(p, 0.5, accuracy: 1e-12, "the symmetric curve is half way at half time") }
        }
    }

    func testSpringRemovalEndsWhenTheSpringIsRemoved() {
        final class Log { var disappearedAt: TimeInterval? }
        struct Leaving: View {
            let shown: Bool
            let log: Log
            var time: () -> TimeInterval
            var body: some View {
                ZStack {
                    if shown {
                        Color.red.frame(width: 100, height: 50).transition(.opacity)
                            .onDisappear { log.disappearedAt = time() }
                    }
                }
            }
        }
        let log = Log()
        var host: ViewHost<Leaving>!
        host = ViewHost(Leaving(shown: true, log: log, time: { host.time }), size: size)
        withAnimation { host.content = Leaving(shown: false, log: log, time: { host.time }) }   // .default: a spring
        var lastDrawn = 0.0
        while red(host) != nil, host.time < 5 {
            lastDrawn = host.time
            XCTAssertNil(log.disappearedAt, "not while the view is still drawn")
            host.advance(by: 1.0 / 60)
        }
        XCTAssertNil(red(host))
        XCTAssertEqual(log.disappearedAt, host.time, "onDisappear in the frame the removal ends")
        XCTAssertGreaterThan(lastDrawn, 0.55, "a critically damped spring of response 0.55 is still settling past its response")
    }

    // MARK: Lifecycle

    func testLeavingViewIsDrawnButNotHitTestable() {
        final class Taps { var count = 0 }
        struct Tappable: View {
            let shown: Bool
            let taps: Taps
            var body: some View {
                ZStack {
                    Color.clear
                    if shown {
                        Color.red.frame(width: 100, height: 50).onTapGesture { taps.count += 1 }
                    }
                }
            }
        }
        let taps = Taps()
        let host = ViewHost(Tappable(shown: true, taps: taps), size: size)
        let centre = CGPoint(x: 200, y: 150)
        XCTAssertTrue(host.tap(at: centre))
        XCTAssertEqual(taps.count, 1)
        withAnimation(.linear(duration: 1)) { host.content = Tappable(shown: false, taps: taps) }
        host.advance(by: 0.5)
        XCTAssertEqual(red(host)?.opacity ?? 0, 0.5, accuracy: 1e-12, "still drawn, half faded (the default .opacity)")
        XCTAssertFalse(host.tap(at: centre), "a leaving view takes no taps")
        XCTAssertEqual(taps.count, 1)
    }

    func testOnDisappearRunsOnlyAfterTheRemovalAnimationIsRemoved() {
        final class Log { var events: [String] = [] }
        struct Logged: View {
            let shown: Bool
            let log: Log
            var body: some View {
                ZStack {
                    Color.clear
                    if shown {
                        Color.red.frame(width: 100, height: 50)
                            .onAppear { log.events.append("appear") }
                            .onDisappear { log.events.append("disappear") }
                    }
                }
            }
        }
        let log = Log()
        let host = ViewHost(Logged(shown: true, log: log), size: size)
        XCTAssertEqual(log.events, ["appear"])
        withAnimation(.linear(duration: 1)) { host.content = Logged(shown: false, log: log) }
        host.advance(by: 59.0 / 60)
        XCTAssertNotNil(red(host), "the last frame of the removal")
        XCTAssertEqual(log.events, ["appear"], "not while the removal runs")
        host.advance(by: 1.0 / 60)
        XCTAssertNil(red(host))
        XCTAssertEqual(log.events, ["appear", "disappear"], "in the frame the animation is removed")
        host.content = Logged(shown: true, log: log)
        XCTAssertEqual(log.events, ["appear", "disappear", "appear"])
        host.content = Logged(shown: false, log: log)
        XCTAssertEqual(log.events, ["appear", "disappear", "appear", "disappear"], "no animation: at once")
    }

    func testViewReinsertedWhileLeavingIsANewView() {
        struct Counter: View {
            @State var count = 0
            var body: some View { Text("n \(count)").onTapGesture { count += 1 } }
        }
        struct Holder: View {
            @State var shown = true
            var body: some View {
                VStack {
                    Text("toggle").onTapGesture { withAnimation(.linear(duration: 1)) { shown.toggle() } }
                    if shown { Counter() }
                }
            }
        }
        let host = ViewHost(Holder(), size: size)
        host.tap(text: "n 0")
        host.tap(text: "n 1")
        XCTAssertNotNil(host.frame(ofText: "n 2"))
        host.tap(text: "toggle")
        host.advance(by: 0.5)
        host.tap(text: "toggle")   // back in while the old view is still leaving
        let leaving = host.displayList.items.first { $0.text == "n 2" }
        let entering = host.displayList.items.first { $0.text == "n 0" }
        XCTAssertEqual(leaving?.opacity ?? -1, 0.5, accuracy: 1e-12, "the old view keeps leaving from where it was")
        XCTAssertNil(entering, "the new view starts fully transparent")
        host.advance(by: 0.25)
        XCTAssertEqual(host.displayList.items.first { $0.text == "n 0" }?.opacity ?? -1, 0.25, accuracy: 1e-12,
                       "a new view with fresh state, fading in")
        XCTAssertEqual(host.displayList.items.first { $0.text == "n 2" }?.opacity ?? -1, 0.25, accuracy: 1e-12)
        host.advance(by: 1)
        XCTAssertNil(host.frame(ofText: "n 2"), "the old view is gone")
        XCTAssertTrue(host.tap(text: "n 0"))
        XCTAssertNotNil(host.frame(ofText: "n 1"), "the new view counts from its own state")
    }

    func testWithoutAnimationInsertionAndRemovalAreImmediate() {
        let host = ViewHost(Subject(shown: false, transition: .scale), size: size)
        host.content = Subject(shown: true, transition: .scale)
        assertLook(host, Look(bounds: base, opacity: 1), "inserted at once")
        XCTAssertEqual(host.liveAnimationCount, 0)
        host.content = Subject(shown: false, transition: .scale)
        XCTAssertNil(red(host), "removed at once")
        XCTAssertEqual(host.liveAnimationCount, 0)
        withAnimation(.linear(duration: 1)) {
            withTransaction(\.disablesAnimations, true) { host.content = Subject(shown: true, transition: .scale) }
        }
        assertLook(host, Look(bounds: base, opacity: 1), "disabled animations: inserted at once")
    }

    func testIfElseSwapAnimatesBothSidesAtOnce() {
        struct Swap: View {
            @State var first = true
            var body: some View {
                ZStack {
                    Color.clear
                    if first {
                        Color.red.frame(width: 100, height: 50).transition(.move(edge: .leading))
                    } else {
                        Color.blue.frame(width: 100, height: 50).transition(.move(edge: .trailing))
                    }
                    Text("swap").onTapGesture { withAnimation(.linear(duration: 1)) { first.toggle() } }.offset(y: 100)
                }
            }
        }
        let host = ViewHost(Swap(), size: size)
        XCTAssertTrue(host.tap(text: "swap"))
        func minX(_ color: Color) -> CGFloat? { host.displayList.items.first { $0.color == color }?.bounds.minX }
        XCTAssertEqual(minX(.red), 150, "the leaving view starts where it was")
        XCTAssertEqual(minX(.blue), 250, "the entering view starts one width beyond the trailing edge")
        host.advance(by: 0.25)
        XCTAssertEqual(minX(.red)!, 150 - 25, accuracy: 1e-9)
        XCTAssertEqual(minX(.blue)!, 150 + 75, accuracy: 1e-9)
        host.advance(by: 0.75)
        XCTAssertNil(minX(.red))
        XCTAssertEqual(minX(.blue), 150)
    }

    func testTransitionIsFoundThroughModifiersAsTheSeedsCheckmarkWritesIt() {
        struct Check: View {
            @State var checked = false
            var body: some View {
                ZStack {
                    Color.clear
                    if checked { mark(accepted: true) } else { mark(accepted: false) }
                }
            }
            func mark(accepted: Bool) -> some View {
                (accepted ? Color.green : Color.gray)
                    .transition(.scale)
                    .frame(width: 18, height: 18)
                    .onTapGesture { withAnimation(.linear(duration: 1)) { checked.toggle() } }
            }
        }
        let host = ViewHost(Check(), size: size)
        func item(_ color: Color) -> DisplayItem? { host.displayList.items.first { $0.color == color } }
        XCTAssertEqual(item(.gray)?.bounds, CGRect(x: 191, y: 141, width: 18, height: 18))
        XCTAssertTrue(host.tap(at: CGPoint(x: 200, y: 150)))
        XCTAssertEqual(item(.green)?.bounds, CGRect(x: 200, y: 150, width: 0, height: 0), "scaled to nothing about its centre")
        XCTAssertFalse(host.tap(at: CGPoint(x: 200, y: 150)), "a view scaled to nothing takes no taps; the leaving one none either")
        host.advance(by: 0.5)
        XCTAssertEqual(item(.green)!.bounds.width, 9, accuracy: 1e-9, "half of 18")
        XCTAssertEqual(item(.gray)!.bounds.width, 9, accuracy: 1e-9, "the unchecked mark shrinks away")
        XCTAssertTrue(host.tap(at: CGPoint(x: 200, y: 150)), "a click during the transition reaches the entering mark")
        host.advance(by: 2)
        XCTAssertEqual(item(.gray)?.bounds, CGRect(x: 191, y: 141, width: 18, height: 18), "toggled back")
        XCTAssertNil(item(.green))
        XCTAssertEqual(host.liveAnimationCount, 0)
    }

    func testMoveOfACompositeViewUsesItsOwnSize() {
        struct Panel: View {
            let color: Color
            var body: some View {
                VStack(spacing: 0) {
                    color.frame(width: 120, height: 40)
                    color.frame(width: 60, height: 40)
                }
            }
        }
        struct Panels: View {
            let left: Bool
            var body: some View {
                ZStack {
                    Color.clear
                    if left {
                        Panel(color: .red).transition(.asymmetric(insertion: .move(edge: .leading), removal: .move(edge: .trailing)))
                    }
                }
            }
        }
        let host = ViewHost(Panels(left: false), size: size)
        withAnimation(.linear(duration: 1)) { host.content = Panels(left: true) }
        // The panel is 120 × 80, centred: x 140…260; its wide bar starts at 140. Absent it is one panel
        // width (120) to the leading side.
        XCTAssertEqual(red(host)?.bounds.minX ?? -1, 140 - 120, accuracy: 1e-9)
        host.advance(by: 0.5)
        XCTAssertEqual(red(host)?.bounds.minX ?? -1, 140 - 60, accuracy: 1e-9)
        host.advance(by: 0.5)
        withAnimation(.linear(duration: 1)) { host.content = Panels(left: false) }
        host.advance(by: 0.25)
        XCTAssertEqual(red(host)?.bounds.minX ?? -1, 140 + 30, accuracy: 1e-9, "leaving towards the trailing edge")
    }
}

extension ViewHost {
    /// Advances to an absolute time (tests).
    fileprivate func advance(to target: TimeInterval) {
        if target > time { advance(by: target - time) }
    }
}

extension TransitionTests {
    /// Issue 10: `AnyTransition.animation(_:)` runs the transition with its own animation, also
    /// for a change made without one (the shallx TransitionBootcamp sample's pattern).
    func testIssue10_aTransitionWithItsOwnAnimationAnimatesWithoutWithAnimation() {
        struct Banner: View {
            @State var show = false
            var body: some View {
                VStack {
                    Text("toggle").onTapGesture { show.toggle() }
                    if show {
                        Rectangle().frame(width: 100, height: 50)
                            .transition(.opacity.animation(.linear(duration: 1)))
                    }
                }
            }
        }
        let host = ViewHost(Banner(), size: CGSize(width: 300, height: 300))
        host.tap(text: "toggle")
        host.advance(by: 0.25)
        let rectangle = { host.displayList.items.first { $0.kind == .fill(shape: "Rectangle") } }
        XCTAssertEqual(rectangle()?.opacity ?? -1, 0.25, accuracy: 1e-9, "a quarter of the linear second")
        host.advance(by: 1)
        XCTAssertEqual(rectangle()?.opacity ?? -1, 1, accuracy: 1e-9)
        host.tap(text: "toggle")
        host.advance(by: 0.5)
        XCTAssertEqual(rectangle()?.opacity ?? -1, 0.5, accuracy: 1e-9, "the removal runs it too")
        // A change that disables animations snaps.
        host.advance(by: 1)
        var transaction = Transaction()
        transaction.disablesAnimations = true
        withTransaction(transaction) { host.tap(text: "toggle") }
        XCTAssertEqual(rectangle()?.opacity ?? -1, 1, accuracy: 1e-9)
    }
}
