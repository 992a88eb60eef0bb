import XCTest
@testable import MotionUI
import MotionTestSupport

/// Subtrees left out whole when their ink lies outside the window (``ViewNode/drawnInk``) must
/// leave exactly the frame that culling item by item leaves: the same items in the same order,
/// only those outside the window or their clips missing, with every animation step in between.
final class ViewNodeInkTests: XCTestCase {
    /// A seeded random session on tall grids of shapes (fills and strokes of every kind, frames,
    /// padding, offsets, scales and rotations about random anchors, opacity, some tappable),
    /// changed with every kind of animation (timing curves that overshoot, springs, delays, none)
    /// and scrolled, in windows of several sizes. One host culls and puts off animation steps until
    /// their values are read (``ViewGraph/defersAnimationSteps``), one draws everything and takes
    /// every step; every frame, the culled one's items are the other's minus only items outside
    /// the window or clip, hit tests agree, and the changes' completion handlers have run equally
    /// often. Whole subtrees must have been left out for the test to mean anything.
    func testIssue14_subtreesLeftOutWholeLeaveExactlyTheItemsOutsideTheWindow() {
        var culledSubtrees = 0, leftOut = 0
        for (seed, size, scrolls) in [(11, CGSize(width: 240, height: 160), false), (12, CGSize(width: 200, height: 160), true),
                                      (13, CGSize(width: 160, height: 100), false), (14, CGSize(width: 320, height: 60), false)]
                as [(UInt64, CGSize, Bool)] {
            var random = SeededRandom(seed: seed)
            var model = InkGridModel(random: &random)
            let culled = ViewHost(InkGrid(model: model, scrolls: scrolls), size: size)
            culled.cullsOffscreenItems = true
            let whole = ViewHost(InkGrid(model: model, scrolls: scrolls), size: size)
            whole.graph.defersAnimationSteps = false
            var completions = (culled: 0, whole: 0)
            let window = CGRect(origin: .zero, size: size)
            for frame in 0..<150 {
                let point = CGPoint(x: random.double(in: 0..<size.width), y: random.double(in: 0..<size.height))
                switch random.int(in: 0..<10) {
                case 0...4:
                    model.mutate(random: &random)
                    let animation = InkGridModel.animation(random: &random)
                    let criteria: AnimationCompletionCriteria = random.bool() ? .logicallyComplete : .removed
                    withAnimation(animation, completionCriteria: criteria, { culled.content = InkGrid(model: model, scrolls: scrolls) },
                                  completion: { completions.culled += 1 })
                    withAnimation(animation, completionCriteria: criteria, { whole.content = InkGrid(model: model, scrolls: scrolls) },
                                  completion: { completions.whole += 1 })
                case 5:
                    culled.tap(at: point)
                    whole.tap(at: point)
                case 6, 7:
                    let delta = CGSize(width: 0, height: random.double(in: -90..<90))
                    for host in [culled, whole] { host.send(.scroll(delta, at: point)) }
                default:
                    break
                }
                let seconds = [1.0 / 60, 1.0 / 60, 0.05, 0.2][random.int(in: 0..<4)]
                culled.advance(by: seconds)
                whole.advance(by: seconds)
                culledSubtrees += culled.graph.culledSubtrees
                XCTAssertEqual(completions.culled, completions.whole, "seed \(seed), frame \(frame)")
                leftOut += checkCulledFrame(culled, against: whole, window: window, probes: 6, random: &random,
                                            "seed \(seed), frame \(frame)")
            }
        }
        XCTAssertGreaterThan(culledSubtrees, 2_000, "subtrees were not left out whole")
        XCTAssertGreaterThan(leftOut, 2_000)
    }

    /// A square that starts and ends outside the window but passes through it mid-animation (slid
    /// across, turned about a far anchor, scaled through a flip about a far anchor) is drawn at
    /// every step inside: its ink holds the whole sweep, not where it started or ends.
    func testIssue14_aViewThatSweepsThroughTheWindowIsDrawnWhileItPasses() {
        for sweep in 0..<3 {
            let culled = ViewHost(Sweep(kind: sweep, on: false), size: CGSize(width: 100, height: 100))
            culled.cullsOffscreenItems = true
            let whole = ViewHost(Sweep(kind: sweep, on: false), size: CGSize(width: 100, height: 100))
            for host in [culled, whole] {
                host.advance(by: 1.0 / 60)
                withAnimation(.linear(duration: 1)) { host.content = Sweep(kind: sweep, on: true) }
            }
            var drawnInside = 0
            for step in 0..<60 {
                culled.advance(by: 1.0 / 60)
                whole.advance(by: 1.0 / 60)
                let square = whole.displayList.items.filter { $0.kind == .fill(shape: "Rectangle") }
                XCTAssertEqual(square.count, 1)
                let inside = square.contains { $0.bounds.insetBy(dx: -1, dy: -1).meets(CGRect(x: 0, y: 0, width: 100, height: 100)) }
                if inside { drawnInside += 1 }
                XCTAssertEqual(culled.displayList.items, whole.displayList.items.filter { $0.kind != .fill(shape: "Rectangle") || inside },
                               "sweep \(sweep), step \(step)")
            }
            XCTAssertGreaterThan(drawnInside, 5, "sweep \(sweep) never passed through the window")
            XCTAssertLessThan(drawnInside, 55, "sweep \(sweep) was inside the window nearly throughout")
        }
    }

    /// 200 rows of three animating squares in a window showing five: the rows below are skipped
    /// whole (not walked), through the animation and after it.
    func testIssue14_rowsBelowTheWindowAreSkippedWholeWhileTheyAnimate() {
        let host = ViewHost(AnimatedRows(on: false), size: CGSize(width: 120, height: 100))
        host.cullsOffscreenItems = true
        host.advance(by: 1.0 / 60)
        withAnimation(.easeInOut(duration: 1)) { host.content = AnimatedRows(on: true) }
        for _ in 0..<3 {
            host.advance(by: 0.2)
            // Rows 0…4 show (20 pt each, the window's top first); the next two may reach in while
            // the squares turn (their corners sweep a circle) and move 6 pt down; the rest are
            // skipped whole.
            XCTAssertGreaterThanOrEqual(host.graph.culledSubtrees, 193)
            XCTAssertLessThanOrEqual(host.graph.drawnNodes, 7 * 3 * 6 + 10)
        }
        // At rest, the first five rows are drawn; a frame with no change replays that drawing.
        host.advance(by: 1)
        XCTAssertEqual(host.liveAnimationCount, 0)
        XCTAssertEqual(host.displayList.items.count, 3 * 5)
        host.advance(by: 1.0 / 60)
        XCTAssertEqual(host.graph.drawnNodes, 0)
        XCTAssertEqual(host.displayList.items.count, 3 * 5)
    }

    /// A subtree whose ink is not known (a text's, here) is never skipped whole: each row is
    /// walked, its text culled as an item, and only its square (whose ink is known) skipped whole.
    func testIssue14_aSubtreeWithoutAKnownInkIsDrawn() {
        let rows = VStack(spacing: 0) {
            ForEach(0..<50, id: \.self) { row in
                HStack { Text("row \(row)"); Rectangle().frame(width: 10, height: 10) }.frame(height: 20)
            }
        }.frame(height: 60, alignment: .top)
        let host = ViewHost(rows, size: CGSize(width: 100, height: 60))
        host.cullsOffscreenItems = true
        host.advance(by: 1.0 / 60)
        let squares = host.displayList.items.filter { $0.kind == .fill(shape: "Rectangle") }.count
        XCTAssertEqual(host.graph.culledSubtrees, 50 - squares)
        let texts = host.displayList.texts.compactMap(\.text)
        XCTAssertEqual(texts.first, "row 0")
        XCTAssertLessThan(texts.count, 6)
    }
}

/// A dot (always drawn) beside a 20-pt square outside the window's right edge that sweeps
/// through the window and out again as `on` animates: slid from the right of the window to its
/// left (0), a full turn about an anchor 40 pt to its left (1), a scale from 1.2 to -1.2 about an
/// anchor 80 pt to its left (2: a flip to the mirrored place, through zero width).
private struct Sweep: View {
    let kind: Int
    let on: Bool
    var body: some View {
        HStack(spacing: 0) {
            Color.red.frame(width: 2, height: 2)
            square.frame(width: 0, height: 20)
        }
    }

    @ViewBuilder private var square: some View {
        let base = Rectangle().fill(Color.blue).frame(width: 20, height: 20)
        switch kind {
        case 0: base.offset(x: on ? -180 : 80)
        case 1: base.rotationEffect(.degrees(on ? 360 : 0), anchor: UnitPoint(x: -2, y: 0.5)).offset(x: 80)
        default: base.scaleEffect(x: on ? -1.2 : 1.2, y: 1, anchor: UnitPoint(x: -4, y: 0.5)).offset(x: 80)
        }
    }
}

/// 200 rows of three squares, offset, turned and faded when `on`.
private struct AnimatedRows: View {
    let on: Bool
    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<200, id: \.self) { _ in
                HStack(spacing: 0) {
                    ForEach(0..<3, id: \.self) { _ in
                        Rectangle().fill(Color.blue).frame(width: 20, height: 20)
                            .offset(x: on ? 10 : 0, y: on ? 6 : 0)
                            .rotationEffect(.degrees(on ? 90 : 0))
                            .opacity(on ? 0.5 : 1)
                    }
                }
            }
        }.frame(height: 100, alignment: .top)
    }
}

/// The grid of ``ViewNodeInkTests``: rows of cells, each a shape with random geometry and effects.
private struct InkGridModel {
    struct Cell {
        var id: Int
        var shape = 0
        var stroke: CGFloat = 0
        var miter = false
        var width: CGFloat = 20
        var padding: CGFloat = 0
        var offset = CGSize.zero
        var scale = CGSize(width: 1, height: 1)
        var angle = 0.0
        var anchor = UnitPoint.center
        var opacity = 1.0
        var tappable = false
    }

    var rows: [[Cell]]
    private var nextID = 0

    init(random: inout SeededRandom) {
        rows = []
        for _ in 0..<30 {
            var row: [Cell] = []
            for _ in 0..<random.int(in: 1..<6) { row.append(makeCell(random: &random)) }
            rows.append(row)
        }
    }

    private mutating func makeCell(random: inout SeededRandom) -> Cell {
        nextID += 1
        var cell = Cell(id: nextID)
        randomise(&cell, random: &random)
        return cell
    }

    private func randomise(_ cell: inout Cell, random: inout SeededRandom) {
        cell.shape = random.int(in: 0..<4)
        cell.stroke = random.chance(0.3) ? random.uniform(1, 8) : 0
        cell.miter = random.bool()
        cell.width = random.uniform(4, 60)
        cell.padding = random.chance(0.3) ? random.uniform(0, 10) : 0
        cell.offset = random.chance(0.6) ? CGSize(width: random.uniform(-150, 150), height: random.uniform(-150, 150)) : .zero
        cell.scale = random.chance(0.4) ? CGSize(width: random.uniform(-3, 3), height: random.uniform(-1, 4)) : CGSize(width: 1, height: 1)
        cell.angle = random.chance(0.5) ? random.double(-720, 720) : 0
        cell.anchor = random.chance(0.5) ? UnitPoint(x: random.uniform(-3, 4), y: random.uniform(-3, 4)) : .center
        cell.opacity = random.chance(0.2) ? random.double(0, 1) : 1
        cell.tappable = random.chance(0.15)
    }

    mutating func mutate(random: inout SeededRandom) {
        for _ in 0..<random.int(in: 1..<12) {
            let row = random.int(in: 0..<rows.count)
            switch random.int(in: 0..<8) {
            case 0 where rows[row].count > 1:
                rows[row].remove(at: random.int(in: 0..<rows[row].count))
            case 1:
                rows[row].insert(makeCell(random: &random), at: random.int(in: 0..<(rows[row].count + 1)))
            case 2:
                let moved = rows.remove(at: row)
                rows.insert(moved, at: random.int(in: 0..<(rows.count + 1)))
            default:
                let index = random.int(in: 0..<rows[row].count)
                randomise(&rows[row][index], random: &random)
            }
        }
    }

    /// No animation, timing curves (one overshooting both ways), a spring, a delayed curve.
    static func animation(random: inout SeededRandom) -> Animation? {
        switch random.int(in: 0..<7) {
        case 0: return nil
        case 1: return .easeInOut(duration: random.double(0.3, 2))
        case 2: return .linear(duration: random.double(0.3, 2))
        case 3: return .timingCurve(0.5, -0.8, 0.4, 1.9, duration: random.double(0.3, 2))
        case 4: return .spring(response: 0.4, dampingFraction: 0.5)
        case 5: return .easeOut(duration: 0.6).delay(0.15)
        default: return .easeIn(duration: random.double(0.1, 0.8))
        }
    }
}

private struct InkGrid: View {
    let model: InkGridModel
    let scrolls: Bool

    var body: some View {
        if scrolls {
            ScrollView { grid }
        } else {
            grid
        }
    }

    private var grid: some View {
        VStack(spacing: 2) {
            ForEach(Array(model.rows.enumerated()), id: \.element.first?.id) { _, row in
                HStack(spacing: 3) {
                    ForEach(row, id: \.id) { cell in InkCell(cell: cell) }
                }
            }
        }
    }
}

private struct InkCell: View {
    let cell: InkGridModel.Cell
    @State private var taps = 0

    var body: some View {
        let content = shape
            .frame(width: cell.width + CGFloat(taps % 2) * 6, height: 16)
            .padding(cell.padding)
            .scaleEffect(cell.scale, anchor: cell.anchor)
            .rotationEffect(.degrees(cell.angle), anchor: cell.anchor)
            .offset(cell.offset)
            .opacity(cell.opacity)
        if cell.tappable {
            content.onTapGesture { taps += 1 }
        } else {
            content
        }
    }

    @ViewBuilder private var shape: some View {
        let style = StrokeStyle(lineWidth: cell.stroke, lineJoin: cell.miter ? .miter : .round, miterLimit: 6)
        switch (cell.shape, cell.stroke > 0) {
        case (0, false): Rectangle().fill(Color.blue)
        case (0, true): Rectangle().stroke(Color.blue, style: style)
        case (1, false): Circle().fill(Color.red)
        case (1, true): Circle().stroke(Color.red, style: style)
        case (2, false): RoundedRectangle(cornerRadius: 5).fill(Color.green)
        case (2, true): RoundedRectangle(cornerRadius: 5).stroke(Color.green, style: style)
        case (_, false): Capsule().fill(Color.orange)
        default: Capsule().stroke(Color.orange, style: style)
        }
    }
}
