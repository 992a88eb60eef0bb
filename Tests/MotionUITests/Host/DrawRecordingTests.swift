import XCTest
@testable import MotionUI
import MotionTestSupport

/// Replaying unchanged subtrees (``DrawRecording``) must give exactly the display list and hit
/// testing of drawing every node afresh, whatever changes.
final class DrawRecordingTests: XCTestCase {
    /// A seeded random session on a tree of 40 cells: content replacements with and without
    /// animation (sizes, offsets, rotations, opacity, colours, text, shadows, clips, insertions and
    /// removals with transitions, reordering, z order), taps that change a cell's own state, drags,
    /// hover and wheel scrolling, and time steps of every length. Two hosts get the same session;
    /// one replays recordings, lets chains of effects save the state once and puts off animation
    /// steps until their values are read, the other draws everything each frame with every node
    /// saving its own state and takes every step in its frame; every frame's display list and a
    /// sample of hit tests must agree exactly.
    func testIssue14_retainedDrawingMatchesAFreshBuildEveryFrame() {
        for seed in [1, 2] as [UInt64] {
            var random = SeededRandom(seed: seed)
            var model = RandomModel(random: &random)
            let size = CGSize(width: 640, height: 480)
            let retained = ViewHost(RandomTree(model: model), size: size)
            let fresh = ViewHost(RandomTree(model: model), size: size)
            fresh.graph.retainsDrawing = false
            fresh.graph.retainsLayout = false
            fresh.graph.elidesEffectSaves = false
            fresh.graph.defersAnimationSteps = false
            var replayedFrames = 0
            for frame in 0..<100 {
                let step = random.int(in: 0..<10)
                switch step {
                case 0...3:
                    model.mutate(random: &random)
                    let animated = random.int(in: 0..<3) == 0
                    let animation: Animation? = animated ? (random.bool() ? .easeInOut(duration: 0.3) : .spring) : nil
                    withAnimation(animation) {
                        retained.content = RandomTree(model: model)
                        fresh.content = RandomTree(model: model)
                    }
                case 4, 5:
                    let point = CGPoint(x: random.double(in: 0..<640), y: random.double(in: 0..<480))
                    retained.tap(at: point)
                    fresh.tap(at: point)
                case 6:
                    let point = CGPoint(x: random.double(in: 0..<640), y: random.double(in: 0..<480))
                    for host in [retained, fresh] { host.send(.hover(point)) }
                case 7:
                    let point = CGPoint(x: random.double(in: 0..<640), y: random.double(in: 0..<480))
                    let delta = CGSize(width: 0, height: random.double(in: -60..<60))
                    for host in [retained, fresh] { host.send(.scroll(delta, at: point)) }
                default:
                    break
                }
                let seconds = [0, 1.0 / 240, 1.0 / 60, 1.0 / 60, 0.1, 0.25][random.int(in: 0..<6)]
                retained.advance(by: seconds)
                fresh.advance(by: seconds)
                guard retained.displayList == fresh.displayList else {
                    return XCTFail("seed \(seed), frame \(frame): the display lists differ")
                }
                for _ in 0..<8 {
                    let point = CGPoint(x: random.double(in: 0..<640), y: random.double(in: 0..<480))
                    XCTAssertEqual(retained.respondsToPointer(at: point), fresh.respondsToPointer(at: point),
                                   "seed \(seed), frame \(frame): hit testing at \(point) differs")
                }
                if retained.graph.replayedNodes > 0 { replayedFrames += 1 }
            }
            // The test means something only if recordings were in use.
            XCTAssertGreaterThan(replayedFrames, 10, "seed \(seed)")
        }
    }

    /// The same kind of seeded session, in a window that shows all of the tree and in one that
    /// shows a part of it: a host that leaves out what the window does not show
    /// (``ViewHost/cullsOffscreenItems``) lists the whole frame's items in order with some left
    /// out, each of them wholly outside the window or inside clips; hit testing agrees everywhere
    /// in the window. (That the pixels are the same is checked with the renderer, in MotionSDL's
    /// `OffscreenCullingTests`.)
    func testIssue14_aFrameThatLeavesOutWhatTheWindowDoesNotShowKeepsEverythingElse() {
        var leftOut = 0
        for (seed, size) in [(3, CGSize(width: 640, height: 480)), (4, CGSize(width: 200, height: 60)), (5, CGSize(width: 160, height: 100))] as [(UInt64, CGSize)] {
            var random = SeededRandom(seed: seed)
            var model = RandomModel(random: &random)
            let culled = ViewHost(RandomTree(model: model), size: size)
            culled.cullsOffscreenItems = true
            let whole = ViewHost(RandomTree(model: model), size: size)
            let window = CGRect(origin: .zero, size: size)
            for frame in 0..<80 {
                let point = CGPoint(x: random.double(in: 0..<size.width), y: random.double(in: 0..<size.height))
                switch random.int(in: 0..<8) {
                case 0...3:
                    model.mutate(random: &random)
                    withAnimation(random.bool() ? .easeInOut(duration: 0.3) : nil) {
                        culled.content = RandomTree(model: model)
                        whole.content = RandomTree(model: model)
                    }
                case 4, 5:
                    culled.tap(at: point)
                    whole.tap(at: point)
                case 6:
                    let delta = CGSize(width: 0, height: random.double(in: -60..<60))
                    for host in [culled, whole] { host.send(.scroll(delta, at: point)) }
                default:
                    break
                }
                let seconds = [1.0 / 60, 0.1, 0.25][random.int(in: 0..<3)]
                culled.advance(by: seconds)
                whole.advance(by: seconds)
                leftOut += checkCulledFrame(culled, against: whole, window: window, probes: 8, random: &random,
                                            "seed \(seed), frame \(frame)")
            }
        }
        // The test means something only if items were left out.
        XCTAssertGreaterThan(leftOut, 1_000)
    }

    /// A leaf's change redraws its path to the root only: the other subtrees' recordings are
    /// replayed (no body runs, nothing is drawn again), and the result equals a fresh build.
    func testIssue14_anUnchangedSiblingIsReplayedNotRedrawn() {
        let host = ViewHost(TwoCounters(), size: CGSize(width: 200, height: 100))
        host.advance(by: 1.0 / 60)
        let before = host.displayList
        XCTAssertTrue(host.tap(text: "left 0"))
        host.advance(by: 1.0 / 60)
        XCTAssertEqual(host.displayList.texts.map(\.text), ["left 1", "right 0"])
        // The right counter kept its recording through the frame and was replayed, unchanged.
        let counters = host.graph.root!.subtree.filter { $0.viewType == ObjectIdentifier(Counter.self) }
        XCTAssertEqual(counters.count, 2)
        XCTAssertEqual(counters.map(\.drawingIsCurrent), [true, true])
        XCTAssertEqual(host.graph.replayedNodes, 1)
        XCTAssertEqual(host.graph.drawnNodes, host.graph.root!.subtree.count - counters[1].subtree.count)
        XCTAssertEqual(host.displayList.items[1], before.items[1])
    }
}

private struct TwoCounters: View {
    var body: some View {
        HStack { Counter(name: "left"); Counter(name: "right") }
    }
}

private struct Counter: View {
    let name: String
    @State private var count = 0
    var body: some View {
        Text("\(name) \(count)").onTapGesture { count += 1 }
    }
}

private extension ViewNode {
    /// This node and every node below it, depth first.
    var subtree: [ViewNode] { [self] + children.flatMap(\.subtree) }
}

/// The values a ``RandomTree`` shows: one cell per id, in order.
private struct RandomModel {
    struct Cell: Equatable {
        let id: Int
        var width: CGFloat
        var offset: CGFloat
        var angle: Double
        var opacity: Double
        var hue: Int
        var label: Int
        var shadow: Bool
        var clipped: Bool
        var zIndex: Double
        var shape: Int
    }

    var cells: [Cell] = []
    private var nextID = 0
    var scrolls = false

    init(random: inout SeededRandom) {
        for _ in 0..<40 { cells.append(makeCell(random: &random)) }
    }

    private mutating func makeCell(random: inout SeededRandom) -> Cell {
        nextID += 1
        return Cell(id: nextID, width: CGFloat(random.int(in: 10..<60)), offset: 0, angle: 0, opacity: 1,
                    hue: random.int(in: 0..<6), label: random.int(in: 0..<100), shadow: random.int(in: 0..<8) == 0,
                    clipped: random.int(in: 0..<8) == 0, zIndex: 0, shape: random.int(in: 0..<3))
    }

    /// Changes a few cells, inserts or removes some, or reorders.
    mutating func mutate(random: inout SeededRandom) {
        for _ in 0..<random.int(in: 1..<4) {
            guard !cells.isEmpty else { break }
            let index = random.int(in: 0..<cells.count)
            switch random.int(in: 0..<12) {
            case 0: cells[index].width = CGFloat(random.int(in: 10..<60))
            case 1: cells[index].offset = CGFloat(random.int(in: -20..<20))
            case 2: cells[index].angle = Double(random.int(in: -45..<45))
            case 3: cells[index].opacity = [0, 0.5, 1][random.int(in: 0..<3)]
            case 4: cells[index].hue = random.int(in: 0..<6)
            case 5: cells[index].label = random.int(in: 0..<100)
            case 6: cells[index].shadow.toggle()
            case 7: cells[index].clipped.toggle()
            case 8: cells[index].zIndex = Double(random.int(in: -1..<2))
            case 9: cells.insert(makeCell(random: &random), at: random.int(in: 0..<cells.count + 1))
            case 10: cells.remove(at: index)
            default:
                cells.swapAt(index, random.int(in: 0..<cells.count))
                scrolls.toggle()
            }
        }
    }
}

private struct RandomTree: View {
    let model: RandomModel
    var body: some View {
        VStack(spacing: 2) {
            Text("cells \(model.cells.count)")
            if model.scrolls {
                ScrollView { grid }.frame(height: 300)
            } else {
                grid
            }
        }
    }

    private var grid: some View {
        LazyRows(cells: model.cells)
    }
}

/// Rows of 10 cells.
private struct LazyRows: View {
    let cells: [RandomModel.Cell]
    var body: some View {
        VStack(spacing: 2) {
            ForEach(0..<(cells.count + 9) / 10, id: \.self) { row in
                HStack(spacing: 2) {
                    ForEach(cells[row * 10..<min(row * 10 + 10, cells.count)], id: \.id) { cell in
                        RandomCell(cell: cell)
                            .transition(cell.id % 2 == 0 ? .scale : .slide)
                            .zIndex(cell.zIndex)
                    }
                }
            }
        }
    }
}

private struct RandomCell: View {
    let cell: RandomModel.Cell
    @State private var taps = 0
    private static let colors: [Color] = [.red, .orange, .green, .blue, .purple, .gray]

    var body: some View {
        let color = Self.colors[(cell.hue + taps) % Self.colors.count]
        return shape(color: color)
            .frame(width: cell.width + CGFloat(taps % 3) * 4, height: 14)
            .overlay(Text("\(cell.label)").font(.caption))
            .shadow(color: cell.shadow ? .black.opacity(0.3) : .clear, radius: 3)
            .clipShape(RoundedRectangle(cornerRadius: cell.clipped ? 6 : 0))
            .rotationEffect(.degrees(cell.angle))
            .offset(x: cell.offset)
            .opacity(cell.opacity)
            .onTapGesture { withAnimation(taps % 2 == 0 ? .linear(duration: 0.2) : nil) { taps += 1 } }
    }

    @ViewBuilder private func shape(color: Color) -> some View {
        switch cell.shape {
        case 0: Rectangle().fill(color)
        case 1: Capsule().fill(color)
        default: Circle().stroke(color, lineWidth: 2).contentShape(Rectangle())
        }
    }
}
