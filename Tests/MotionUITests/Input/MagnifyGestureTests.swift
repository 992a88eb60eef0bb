import XCTest
@testable import MotionUI

/// Pinches through the real input path (`ViewHost.send`), on the host clock: a magnify gesture
/// multiplies the pinch's scale steps and composes like every other gesture.
final class MagnifyGestureTests: XCTestCase {
    private final class Log<Value> {
        var changes: [Value] = []
        var ends: [Value] = []
    }

    private let size = CGSize(width: 300, height: 300)
    /// The square's centre: the squares below are 100 × 100 in the middle (100…200).
    private let centre = CGPoint(x: 150, y: 150)

    private func square() -> some View { Rectangle().frame(width: 100, height: 100) }

    private func host(_ log: Log<MagnifyGesture.Value>, _ gesture: MagnifyGesture = MagnifyGesture()) -> ViewHost<some View> {
        ViewHost(square().gesture(gesture.onChanged { log.changes.append($0) }.onEnded { log.ends.append($0) }), size: size)
    }

    private func squareBounds(_ host: ViewHost<some View>) -> CGRect {
        host.displayList.items.first { $0.kind == .fill(shape: "Rectangle") }!.bounds
    }

    func testTheDefaultsAreSwiftUIs() {
        XCTAssertEqual(MagnifyGesture().minimumScaleDelta, 0.01)
        XCTAssertEqual(MagnifyGesture(minimumScaleDelta: 0.2).minimumScaleDelta, 0.2)
    }

    func testTheMagnificationIsTheProductOfThePinchStepsFromWhereItBegan() throws {
        let log = Log<MagnifyGesture.Value>()
        let host = host(log)
        let point = CGPoint(x: 125, y: 175)
        XCTAssertTrue(host.send(.pinchBegan(point)))
        XCTAssertTrue(log.changes.isEmpty, "a pinch that has not scaled yet is no magnification")
        host.advance(by: 1.0 / 60)
        host.send(.pinchChanged(scale: 1.25, rotation: .zero, at: point))
        host.advance(by: 1.0 / 60)
        host.send(.pinchChanged(scale: 0.9, rotation: .degrees(3), at: point))
        host.advance(by: 1.0 / 60)
        host.send(.pinchChanged(scale: 1.5, rotation: .zero, at: point))
        XCTAssertEqual(log.changes.map(\.magnification), [1.25, 1.25 * 0.9, 1.25 * 0.9 * 1.5])
        let first = try XCTUnwrap(log.changes.first)
        XCTAssertEqual(first.startLocation, CGPoint(x: 25, y: 75), "the square's own coordinates")
        XCTAssertEqual(first.startAnchor, UnitPoint(x: 0.25, y: 0.75))
        XCTAssertEqual(first.time, Date(timeIntervalSince1970: 1.0 / 60))
        XCTAssertTrue(log.ends.isEmpty)
        XCTAssertTrue(host.send(.pinchEnded(point)))
        XCTAssertEqual(log.ends.map(\.magnification), [1.25 * 0.9 * 1.5], "onEnded runs once, with the whole magnification")
        XCTAssertEqual(log.ends[0].time, Date(timeIntervalSince1970: 1.0 / 60 + 1.0 / 60 + 1.0 / 60))
        XCTAssertFalse(host.send(.pinchEnded(point)), "no pinch is running")
        XCTAssertFalse(host.send(.pinchChanged(scale: 2, rotation: .zero, at: point)), "a change without a begin is ignored")
        XCTAssertEqual(log.ends.count, 1)
        XCTAssertEqual(log.changes.count, 3)
    }

    func testItStartsPastItsMinimumScaleDeltaWithoutAJumpAndIgnoresPureRotation() {
        let log = Log<MagnifyGesture.Value>()
        let host = host(log, MagnifyGesture(minimumScaleDelta: 0.1))
        host.send(.pinchBegan(centre))
        host.send(.pinchChanged(scale: 1.05, rotation: .zero, at: centre))
        XCTAssertTrue(log.changes.isEmpty, "5 %: not yet")
        host.send(.pinchChanged(scale: 1.05, rotation: .zero, at: centre))
        XCTAssertEqual(log.changes.map(\.magnification), [1.05 * 1.05], "10.25 %: it starts with the whole magnification")
        host.send(.pinchEnded(centre))
        XCTAssertEqual(log.ends.count, 1)
        // Shrinking counts too.
        host.send(.pinchBegan(centre))
        host.send(.pinchChanged(scale: 0.85, rotation: .zero, at: centre))
        host.send(.pinchEnded(centre))
        XCTAssertEqual(log.ends.map(\.magnification), [1.05 * 1.05, 0.85])
        // A pinch that only turns is no magnification: it fails when the pinch ends.
        host.pinch(at: centre, rotation: .degrees(45), steps: 3)
        XCTAssertEqual(log.changes.count, 2)
        XCTAssertEqual(log.ends.count, 2)
    }

    func testVelocityIsTheMagnificationsRateOnTheHostClock() throws {
        let log = Log<MagnifyGesture.Value>()
        let host = host(log)
        host.send(.pinchBegan(centre))
        host.advance(by: 1.0 / 60)
        host.send(.pinchChanged(scale: 1.2, rotation: .zero, at: centre))
        XCTAssertEqual(try XCTUnwrap(log.changes.last).velocity, 0.2 * 60, accuracy: 1e-9, "from 1 to 1.2 in 1/60 s")
        host.advance(by: 1.0 / 60)
        host.send(.pinchChanged(scale: 1.5, rotation: .zero, at: centre))
        XCTAssertEqual(try XCTUnwrap(log.changes.last).velocity, 0.8 * 30, accuracy: 1e-9,
                       "from 1 to 1.8 in 2/60 s: the oldest sample within 0.1 s counts")
    }

    func testPinchingTheHelperMultipliesEqualStepsOneAFrame() throws {
        let log = Log<MagnifyGesture.Value>()
        let host = host(log)
        XCTAssertTrue(host.pinch(at: centre, scale: 2, steps: 4))
        let step = pow(CGFloat(2), 1.0 / 4)
        XCTAssertEqual(log.changes.map(\.magnification), [step, step * step, step * step * step, step * step * step * step])
        XCTAssertEqual(try XCTUnwrap(log.ends.last).magnification, 2, accuracy: 1e-12)
        XCTAssertEqual(host.time, 4.0 / 60, accuracy: 1e-12, "one frame before each change")
        XCTAssertFalse(host.pinch(at: CGPoint(x: 20, y: 20), scale: 2), "nothing under the pinch")
        XCTAssertEqual(log.ends.count, 1)
    }

    private struct Zoomed: View {
        @GestureState private var zoom: CGFloat = 1
        var body: some View {
            Rectangle().frame(width: 40, height: 40)
                .scaleEffect(zoom)
                .gesture(MagnifyGesture().updating($zoom) { value, state, _ in state = value.magnification })
        }
    }

    func testGestureStateFollowsTheMagnificationAndResetsWhenThePinchEnds() {
        let host = ViewHost(Zoomed(), size: CGSize(width: 200, height: 200))
        let point = CGPoint(x: 100, y: 100)
        host.send(.pinchBegan(point))
        host.send(.pinchChanged(scale: 1.5, rotation: .zero, at: point))
        XCTAssertEqual(squareBounds(host).width, 40 * 1.5, accuracy: 1e-9)
        host.send(.pinchChanged(scale: 1.25, rotation: .zero, at: point))
        XCTAssertEqual(squareBounds(host).width, 40 * 1.5 * 1.25, accuracy: 1e-9)
        host.send(.pinchEnded(point))
        XCTAssertEqual(squareBounds(host).width, 40, accuracy: 1e-9, "the state resets when the gesture is over")
    }

    /// The sample snippet: `.gesture(MagnifyGesture().onChanged { scale = $0.magnification })`.
    private struct Sample: View {
        @State private var scale: CGFloat = 1
        var body: some View {
            Rectangle().frame(width: 40, height: 40)
                .scaleEffect(scale)
                .gesture(MagnifyGesture().onChanged { scale = $0.magnification })
        }
    }

    func testTheSampleSnippetScalesAndKeepsItsScale() {
        let host = ViewHost(Sample(), size: CGSize(width: 200, height: 200))
        host.pinch(at: CGPoint(x: 100, y: 100), scale: 1.5)
        XCTAssertEqual(squareBounds(host).width, 60, accuracy: 1e-9, "@State keeps the last magnification")
    }

    /// Apple's sample for `MagnifyGesture`, as it is: a `Double` gesture state set from a `CGFloat`.
    private struct MagnifyGestureView: View {
        @GestureState private var magnifyBy = 1.0

        var magnification: some Gesture {
            MagnifyGesture()
                .updating($magnifyBy) { value, gestureState, transaction in
                    gestureState = value.magnification
                }
        }

        var body: some View {
            Circle()
                .frame(width: 100, height: 100)
                .scaleEffect(magnifyBy)
                .gesture(magnification)
        }
    }

    func testApplesSampleGrowsTheCircleWhileThePinchRunsAndResetsAfter() {
        let host = ViewHost(MagnifyGestureView(), size: CGSize(width: 300, height: 300))
        func width() -> CGFloat { host.displayList.items.first { $0.kind == .fill(shape: "Circle") }!.bounds.width }
        host.send(.pinchBegan(centre))
        host.send(.pinchChanged(scale: 1.5, rotation: .zero, at: centre))
        XCTAssertEqual(width(), 150, accuracy: 1e-6)
        host.send(.pinchEnded(centre))
        XCTAssertEqual(width(), 100, accuracy: 1e-6)
    }

    func testAPressCancelsARunningPinch() {
        let log = Log<MagnifyGesture.Value>()
        let host = host(log)
        host.send(.pinchBegan(centre))
        host.send(.pinchChanged(scale: 2, rotation: .zero, at: centre))
        XCTAssertEqual(log.changes.count, 1)
        host.tap(at: centre)
        XCTAssertFalse(host.send(.pinchEnded(centre)), "the pinch was cancelled by the press")
        XCTAssertTrue(log.ends.isEmpty, "a cancelled gesture does not end")
    }

    func testPinchingATextPinchesAroundItsCentre() throws {
        let log = Log<MagnifyGesture.Value>()
        let host = ViewHost(Text("zoom").gesture(MagnifyGesture().onEnded { log.ends.append($0) }), size: size)
        XCTAssertTrue(host.pinch(text: "zoom", scale: 3))
        let frame = try XCTUnwrap(host.frame(ofText: "zoom"))
        XCTAssertEqual(log.ends.map(\.magnification), [3])
        // The text sits at a fractional place: its local centre is exact to rounding.
        XCTAssertEqual(log.ends[0].startAnchor.x, 0.5, accuracy: 1e-9)
        XCTAssertEqual(log.ends[0].startAnchor.y, 0.5, accuracy: 1e-9)
        XCTAssertEqual(log.ends[0].startLocation.x, frame.width / 2, accuracy: 1e-9)
        XCTAssertEqual(log.ends[0].startLocation.y, frame.height / 2, accuracy: 1e-9)
        XCTAssertFalse(host.pinch(text: "missing", scale: 3))
    }

    func testAMagnifyAndADragOnTheSameViewUnderSimultaneousGestureEachFollowTheirOwnInput() {
        final class Drags { var changes: [CGSize] = []; var ends = 0 }
        let drags = Drags()
        let log = Log<MagnifyGesture.Value>()
        let host = ViewHost(square()
            .gesture(DragGesture(minimumDistance: 0).onChanged { drags.changes.append($0.translation) }.onEnded { _ in drags.ends += 1 })
            .simultaneousGesture(MagnifyGesture().onChanged { log.changes.append($0) }.onEnded { log.ends.append($0) }),
            size: size)
        host.pinch(at: centre, scale: 1.5)
        XCTAssertEqual(log.ends.map(\.magnification), [1.5])
        XCTAssertTrue(drags.changes.isEmpty, "a pinch is no drag")
        host.press(at: centre)
        host.send(.pointerMoved(CGPoint(x: 170, y: 150)))
        host.release(at: CGPoint(x: 170, y: 150))
        XCTAssertEqual(drags.changes, [.zero, CGSize(width: 20, height: 0)])
        XCTAssertEqual(drags.ends, 1)
        XCTAssertEqual(log.changes.count, 1, "a drag is no pinch")
        XCTAssertEqual(log.ends.count, 1)
        // A pinch that begins while a drag runs cancels the drag: it never ends.
        host.press(at: centre)
        host.send(.pointerMoved(CGPoint(x: 160, y: 150)))
        host.pinch(at: centre, scale: 2)
        XCTAssertFalse(host.release(at: CGPoint(x: 160, y: 150)), "the drag's sequence was cancelled")
        XCTAssertEqual(drags.ends, 1)
        XCTAssertEqual(log.ends.map(\.magnification), [1.5, 2])
    }

    func testSimultaneouslyWithRotateReportsBothFromOnePinch() throws {
        let log = Log<SimultaneousGesture<MagnifyGesture, RotateGesture>.Value>()
        let host = ViewHost(square().gesture(MagnifyGesture().simultaneously(with: RotateGesture())
            .onChanged { log.changes.append($0) }.onEnded { log.ends.append($0) }), size: size)
        host.send(.pinchBegan(centre))
        host.send(.pinchChanged(scale: 1.5, rotation: .zero, at: centre))
        XCTAssertEqual(log.changes.last?.first?.magnification, 1.5)
        XCTAssertNil(log.changes.last?.second, "no rotation yet")
        host.send(.pinchChanged(scale: 1, rotation: .degrees(10), at: centre))
        host.send(.pinchEnded(centre))
        let end = try XCTUnwrap(log.ends.first)
        XCTAssertEqual(log.ends.count, 1)
        XCTAssertEqual(end.first?.magnification, 1.5)
        XCTAssertEqual(end.second?.rotation, .degrees(10))
    }

    func testExclusivelyBeforeRotatePrefersTheMagnificationAndFallsBackToTheRotation() {
        let log = Log<ExclusiveGesture<MagnifyGesture, RotateGesture>.Value>()
        let host = ViewHost(square().gesture(MagnifyGesture().exclusively(before: RotateGesture())
            .onChanged { log.changes.append($0) }.onEnded { log.ends.append($0) }), size: size)
        // Scaling and turning: the magnification is recognized, the rotation cancelled.
        host.send(.pinchBegan(centre))
        host.send(.pinchChanged(scale: 1.5, rotation: .degrees(10), at: centre))
        host.send(.pinchEnded(centre))
        XCTAssertEqual(log.ends.count, 1)
        guard case .first(let magnify)? = log.ends.first else { return XCTFail("expected the magnification: \(log.ends)") }
        XCTAssertEqual(magnify.magnification, 1.5)
        // Turning only: the rotation counts once the magnification has failed, as the pinch ends.
        let changesBefore = log.changes.count
        host.send(.pinchBegan(centre))
        host.send(.pinchChanged(scale: 1, rotation: .degrees(20), at: centre))
        XCTAssertEqual(log.changes.count, changesBefore, "undecided while the first may still recognize")
        host.send(.pinchEnded(centre))
        XCTAssertEqual(log.ends.count, 2)
        guard case .second(let rotate)? = log.ends.last else { return XCTFail("expected the rotation: \(log.ends)") }
        XCTAssertEqual(rotate.rotation, .degrees(20))
    }

    func testSequencedBeforeRunsTheFirstThroughThePinchAndTheSecondStartsFromNothingAtItsEnd() {
        let log = Log<SequenceGesture<MagnifyGesture, RotateGesture>.Value>()
        let host = ViewHost(square().gesture(MagnifyGesture().sequenced(before: RotateGesture())
            .onChanged { log.changes.append($0) }.onEnded { log.ends.append($0) }), size: size)
        host.send(.pinchBegan(centre))
        host.send(.pinchChanged(scale: 2, rotation: .degrees(30), at: centre))
        guard case .first(let magnify)? = log.changes.last else { return XCTFail("expected the first: \(log.changes)") }
        XCTAssertEqual(magnify.magnification, 2)
        host.send(.pinchEnded(centre))
        XCTAssertTrue(log.ends.isEmpty, "the rotation starts as the pinch ends, from nothing: it never turns, the sequence fails")
    }

    func testMapTransformsTheValue() {
        final class Ends { var values: [CGFloat] = [] }
        let ends = Ends()
        let host = ViewHost(square().gesture(MagnifyGesture().map { $0.magnification * 100 }.onEnded { ends.values.append($0) }),
                            size: size)
        host.pinch(at: centre, scale: 0.5)
        XCTAssertEqual(ends.values, [50])
    }

    func testTheDeepestGestureTakesThePinchUnlessItsParentHasHighPriority() {
        final class Winners { var names: [String] = [] }
        for parentPriority in [false, true] {
            let winners = Winners()
            let child = square().gesture(MagnifyGesture().onEnded { _ in winners.names.append("child") })
            let parent = MagnifyGesture().onEnded { _ in winners.names.append("parent") }
            let view = Group {
                if parentPriority {
                    AnyView(child.highPriorityGesture(parent))
                } else {
                    AnyView(child.gesture(parent))
                }
            }
            let host = ViewHost(view, size: size)
            host.pinch(at: centre, scale: 1.5)
            XCTAssertEqual(winners.names, [parentPriority ? "parent" : "child"])
        }
    }

    func testButtonsTapsAndDisabledGesturesDoNotTakeAPinch() {
        final class Counts { var actions = 0; var taps = 0; var magnifies = 0 }
        let counts = Counts()
        let host = ViewHost(VStack(spacing: 0) {
            Button("Go") { counts.actions += 1 }
            Rectangle().frame(width: 100, height: 50).onTapGesture { counts.taps += 1 }
            Rectangle().frame(width: 100, height: 50).gesture(MagnifyGesture().onEnded { _ in counts.magnifies += 1 }).disabled(true)
        }, size: size)
        let button = host.frame(ofText: "Go")!
        XCTAssertFalse(host.pinch(at: CGPoint(x: button.midX, y: button.midY), scale: 2), "a button drops out of a pinch")
        let tapRect = CGPoint(x: 150, y: button.maxY + 25)
        XCTAssertFalse(host.pinch(at: tapRect, scale: 2), "a tap gesture fails when a pinch begins")
        XCTAssertFalse(host.pinch(at: CGPoint(x: 150, y: button.maxY + 75), scale: 2), "a disabled view's gesture takes no part")
        XCTAssertEqual(counts.actions, 0)
        XCTAssertEqual(counts.taps, 0)
        XCTAssertEqual(counts.magnifies, 0)
        XCTAssertTrue(host.tap(at: tapRect))
        XCTAssertEqual(counts.taps, 1, "the tap still works with the pointer")
    }

    func testAReleasedHostFreesWhatTheGestureCaptured() {
        final class Captured {}
        weak var weakCaptured: Captured?
        do {
            let captured = Captured()
            weakCaptured = captured
            let host = ViewHost(square().gesture(MagnifyGesture().onChanged { _ in _ = captured }), size: size)
            host.send(.pinchBegan(centre))
            host.send(.pinchChanged(scale: 2, rotation: .zero, at: centre))
        }
        XCTAssertNil(weakCaptured, "a host released mid-pinch frees its recognizer and the closures it holds")
    }
}
