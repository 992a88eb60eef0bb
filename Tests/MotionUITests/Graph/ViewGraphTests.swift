import XCTest
@testable import MotionUI

/// A counter whose state must survive its parent's re-evaluations.
private struct Counter: View {
    let label: String
    @State var count = 0
    var body: some View {
        Text("\(label) \(count)").onTapGesture { count += 1 }
    }
}

private struct Parent: View {
    @State var flag = false
    @State var showCounter = true
    var body: some View {
        VStack {
            Text(flag ? "on" : "off").onTapGesture { flag.toggle() }
            if showCounter { Counter(label: "c") }
            Text("hide").onTapGesture { showCounter.toggle() }
        }
    }
}

/// A leaf in a big tree: it counts its own body evaluations.
private final class Evaluations { var byID: [Int: Int] = [:] }

private struct Leaf: View {
    let id: Int
    let evaluations: Evaluations
    @State var value = 0
    var body: some View {
        evaluations.byID[id, default: 0] += 1
        return Text("\(id):\(value)").onTapGesture { value += 1 }
    }
}

private struct Branch: View {
    let ids: Range<Int>
    let evaluations: Evaluations
    var body: some View {
        VStack(spacing: 0) {
            ForEach(ids) { id in Leaf(id: id, evaluations: evaluations) }
        }
    }
}

private struct Tree: View {
    let evaluations: Evaluations
    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<10) { column in Branch(ids: column * 100 ..< column * 100 + 100, evaluations: evaluations) }
        }
    }
}

/// A row of squares, each logging its `onDisappear`; their removals fade out (the default transition).
private final class DisappearLog { var ids: [Int] = [] }

private struct Leavers: View {
    let ids: [Int]
    let log: DisappearLog
    var body: some View {
        HStack(spacing: 0) {
            ForEach(ids, id: \.self) { id in
                Rectangle().fill(Color.blue).frame(width: 10, height: 10).onDisappear { log.ids.append(id) }
            }
        }
    }
}

/// Three squares fading over 0.5 s, 1 s and 2 s when `faded` changes.
private struct Faders: View {
    let faded: Bool
    var body: some View {
        HStack(spacing: 0) {
            ForEach([0.5, 1.0, 2.0], id: \.self) { duration in
                Rectangle().fill(Color.blue).frame(width: 10, height: 10)
                    .opacity(faded ? 0.5 : 1)
                    .animation(.linear(duration: duration), value: faded)
            }
        }
    }
}

final class ViewGraphTests: XCTestCase {
    func testStateSurvivesParentReevaluation() {
        let host = ViewHost(Parent(), size: CGSize(width: 300, height: 300))
        host.tap(text: "c 0")
        host.tap(text: "c 1")
        XCTAssertNotNil(host.frame(ofText: "c 2"))
        host.tap(text: "off")   // the parent re-evaluates; the counter keeps its state
        XCTAssertNotNil(host.frame(ofText: "on"))
        XCTAssertNotNil(host.frame(ofText: "c 2"))
    }

    func testStateInARemovedThenReinsertedBranchStartsFresh() {
        let host = ViewHost(Parent(), size: CGSize(width: 300, height: 300))
        host.tap(text: "c 0")
        XCTAssertNotNil(host.frame(ofText: "c 1"))
        host.tap(text: "hide")
        XCTAssertNil(host.frame(ofText: "c 1"), "removed without animation: gone at once")
        host.tap(text: "hide")
        XCTAssertNotNil(host.frame(ofText: "c 0"), "a new view: new state")
    }

    func testWriteInOneLeafOfAThousandReevaluatesOnlyThatLeaf() {
        let evaluations = Evaluations()
        let host = ViewHost(Tree(evaluations: evaluations), size: CGSize(width: 4000, height: 4000),
                            textMeasurer: MonospaceTextMeasurer())
        XCTAssertEqual(evaluations.byID.count, 1000)
        XCTAssertTrue(evaluations.byID.values.allSatisfy { $0 == 1 })
        let before = host.bodyEvaluationCount
        XCTAssertTrue(host.tap(text: "417:0"))
        XCTAssertNotNil(host.frame(ofText: "417:1"))
        XCTAssertEqual(host.bodyEvaluationCount - before, 1, "only the leaf that changed")
        XCTAssertEqual(evaluations.byID[417], 2)
        XCTAssertEqual(evaluations.byID.values.reduce(0, +), 1001)
    }

    func testOnAppearOnDisappearAndOnChangeRunAfterTheirUpdates() {
        final class Log { var lines: [String] = [] }
        struct Logged: View {
            let log: Log
            @State var shown = true
            @State var value = 0
            var body: some View {
                VStack {
                    if shown {
                        Text("child").onAppear { log.lines.append("appear") }.onDisappear { log.lines.append("disappear") }
                    }
                    Text("toggle").onTapGesture { shown.toggle() }
                    Text("bump").onTapGesture { value += 1 }
                        .onChange(of: value) { old, new in log.lines.append("change \(old)->\(new)") }
                }
            }
        }
        let log = Log()
        let host = ViewHost(Logged(log: log), size: CGSize(width: 200, height: 200))
        XCTAssertEqual(log.lines, ["appear"])
        host.tap(text: "bump")
        XCTAssertEqual(log.lines, ["appear", "change 0->1"])
        host.tap(text: "toggle")
        XCTAssertEqual(log.lines, ["appear", "change 0->1", "disappear"])
        host.tap(text: "toggle")
        XCTAssertEqual(log.lines, ["appear", "change 0->1", "disappear", "appear"])
    }

    func testExplicitIdentityReplacesTheView() {
        struct Identified: View {
            @State var generation = 0
            var body: some View {
                VStack {
                    Counter(label: "n").id(generation)
                    Text("next").onTapGesture { generation += 1 }
                }
            }
        }
        let host = ViewHost(Identified(), size: CGSize(width: 200, height: 200))
        host.tap(text: "n 0")
        XCTAssertNotNil(host.frame(ofText: "n 1"))
        host.tap(text: "next")
        XCTAssertNotNil(host.frame(ofText: "n 0"), "a new id is a new view with fresh state")
    }

    func testUserPropertyWrapperOverStateKeepsItsStorage() {
        @propertyWrapper
        struct Doubling: DynamicProperty {
            let storage: State<Int>
            init(wrappedValue: Int) { storage = State(initialValue: wrappedValue) }
            var wrappedValue: Int {
                get { storage.wrappedValue }
                nonmutating set { storage.wrappedValue = newValue * 2 }
            }
        }
        struct UsesWrapper: View {
            @Doubling var value = 1
            var body: some View { Text("v\(value)").onTapGesture { value += 1 } }
        }
        let host = ViewHost(UsesWrapper(), size: CGSize(width: 200, height: 200))
        host.tap(text: "v1")
        XCTAssertNotNil(host.frame(ofText: "v4"))
        host.tap(text: "v4")
        XCTAssertNotNil(host.frame(ofText: "v10"))
    }

    func testEnvironmentChangeReevaluatesReaders() {
        struct Reader: View {
            @Environment(\.accessibilityReduceMotion) var reduceMotion
            var body: some View { Text(reduceMotion ? "still" : "moving") }
        }
        let host = ViewHost(VStack { Reader() }, size: CGSize(width: 200, height: 200))
        XCTAssertNotNil(host.frame(ofText: "moving"))
        host.environment.accessibilityReduceMotion = true
        XCTAssertNotNil(host.frame(ofText: "still"))
        let inner = ViewHost(Reader().environment(\.accessibilityReduceMotion, true), size: CGSize(width: 200, height: 200))
        XCTAssertNotNil(inner.frame(ofText: "still"))
    }
}

/// A button whose action animates a change elsewhere: its own release must not be animated.
private struct AnimatingAction: View {
    @State var count = 0
    var body: some View {
        VStack {
            Text("count \(count)")
            Button("Go") { withAnimation(.linear(duration: 1)) { count += 1 } }
        }
    }
}

extension ViewGraphTests {
    func testIssue4_buttonReleaseSnapsEvenWhenItsActionAnimates() {
        let host = ViewHost(AnimatingAction(), size: CGSize(width: 200, height: 200))
        let label = host.frame(ofText: "Go")!
        let point = CGPoint(x: label.midX, y: label.midY)
        host.press(at: point)
        XCTAssertEqual(host.displayList.texts.first { $0.text == "Go" }!.opacity, 0.2, accuracy: 1e-9, "pressed")
        host.release(at: point)
        XCTAssertNotNil(host.frame(ofText: "count 1"))
        host.advance(by: 1.0 / 60)
        // The release wrote isPressed = false with no animation: the label is back at full opacity
        // at once, although the parent re-rendered the button under the action's 1 s animation.
        XCTAssertEqual(host.displayList.texts.first { $0.text == "Go" }!.opacity, 1, accuracy: 1e-9)
    }
}

/// The benchmark's leaf: a text, faded by its own state, shifted by its input, tappable.
private struct BenchLikeLeaf: View {
    let index: Int
    let generation: Int
    @State private var taps = 0
    var body: some View {
        Color.green.frame(width: 10, height: 10).opacity(taps % 2 == 0 ? 1 : 0.5).offset(x: CGFloat(generation % 2))
            .onTapGesture { taps += 1 }
    }
}

/// `columns` columns of 5 leaves.
private struct BenchLikeTree: View {
    let columns: Int
    let generation: Int
    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<columns, id: \.self) { column in
                VStack(spacing: 0) {
                    ForEach(0..<5) { row in BenchLikeLeaf(index: column * 5 + row, generation: generation) }
                }
            }
        }
    }
}

/// A row of squares; `extra` inserts one more in the middle with the default (opacity) transition.
private struct Growing: View {
    let extra: Bool
    var body: some View {
        HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10)
            if extra { Color.blue.frame(width: 10, height: 10) }
            Color.red.frame(width: 10, height: 10)
        }
    }
}

extension ViewGraphTests {
    func testIssue14_everyLeafGetsANewInputKeepsItsStateAndMoves() {
        let host = ViewHost(BenchLikeTree(columns: 4, generation: 0), size: CGSize(width: 100, height: 100))
        // 40 × 50 centred: columns from x = 30, rows from y = 25.
        XCTAssertTrue(host.tap(at: CGPoint(x: 45, y: 40)))   // column 1, row 1: faded
        let before = host.bodyEvaluationCount
        host.content = BenchLikeTree(columns: 4, generation: 1)
        XCTAssertEqual(host.bodyEvaluationCount - before, 21, "the tree and its 20 leaves")
        let fills = host.displayList.items.filter { if case .fill = $0.kind { return true } else { return false } }
        XCTAssertEqual(fills.count, 20)
        for (index, item) in fills.enumerated() {
            let (column, row) = (index / 5, index % 5)
            XCTAssertEqual(item.bounds, CGRect(x: 31 + 10 * CGFloat(column), y: 25 + 10 * CGFloat(row), width: 10, height: 10))
            XCTAssertEqual(item.opacity, index == 6 ? 0.5 : 1, "leaf \(index)")
        }
    }

    func testIssue14_anInsertionAmongUnchangedSiblingsMovesThemAndFadesIn() {
        let host = ViewHost(Growing(extra: false), size: CGSize(width: 100, height: 100))
        withAnimation(.linear(duration: 1)) { host.content = Growing(extra: true) }
        host.advance(by: 0.25)
        let fills = host.displayList.items.filter { if case .fill = $0.kind { return true } else { return false } }
        XCTAssertEqual(fills.count, 3)
        // The row grows from 20 to 30 wide; the siblings' frames animate linearly over 1 s, a
        // quarter of the way: the left one from x = 40 to 35 → 38.75, the right one from 50 to 55 → 51.25.
        XCTAssertEqual(fills[0].bounds.minX, 38.75, accuracy: 1e-9)
        XCTAssertEqual(fills[2].bounds.minX, 51.25, accuracy: 1e-9)
        XCTAssertEqual(fills[1].opacity, 0.25, accuracy: 1e-9, "the inserted square fades in")
    }

    func testIssue14_removalsEndingInOneFrameRunOnDisappearInTheOrderTheyStarted() {
        let log = DisappearLog()
        let host = ViewHost(Leavers(ids: Array(0..<12), log: log), size: CGSize(width: 200, height: 50))
        withAnimation(.linear(duration: 0.5)) { host.content = Leavers(ids: [], log: log) }
        host.advance(by: 0.25)
        XCTAssertEqual(log.ids, [], "still fading out")
        host.advance(by: 0.5)
        // The twelve removals started in drawing order and end in the same frame: their
        // `onDisappear` actions run in that order (before, in the order of a hash table).
        XCTAssertEqual(log.ids, Array(0..<12))
        XCTAssertEqual(host.graph.animatingNodeCount, 0)
    }

    func testIssue14_animationsThatStopAndStartAgainKeepAdvancing() {
        let host = ViewHost(Faders(faded: false), size: CGSize(width: 100, height: 50))
        func assertOpacities(_ expected: [Double], line: UInt = #line) {
            let opacities = host.displayList.items.map(\.opacity)
            XCTAssertEqual(opacities.count, expected.count, line: line)
            for (opacity, value) in zip(opacities, expected) { XCTAssertEqual(opacity, value, accuracy: 1e-9, line: line) }
        }
        host.content = Faders(faded: true)
        XCTAssertEqual(host.graph.animatingNodeCount, 3)
        host.advance(by: 0.25)
        // Linear from 1 to 0.5: 1 − 0.5 × elapsed / duration.
        assertOpacities([0.75, 0.875, 0.9375])
        host.advance(by: 0.5)   // 0.75 s: the first has stopped, the others run on
        assertOpacities([0.5, 0.625, 0.8125])
        XCTAssertEqual(host.graph.animatingNodeCount, 2)
        host.content = Faders(faded: false)   // at 0.75 s: every one turns back from where it is
        XCTAssertEqual(host.graph.animatingNodeCount, 3)
        host.advance(by: 0.5)   // 1.25 s
        // The first runs back over 0.5 s: done. The second: its first run ended at 1 s (−0.5),
        // its second covers +0.5 × 0.5 / 1. The third: its first run at 1.25 / 2, its second +0.5 × 0.5 / 2.
        assertOpacities([1, 0.75, 0.8125])
        XCTAssertEqual(host.graph.animatingNodeCount, 2)
        host.advance(by: 2)
        assertOpacities([1, 1, 1])
        XCTAssertEqual(host.graph.animatingNodeCount, 0)
    }
}
