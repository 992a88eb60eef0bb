import Foundation
import MotionUI

/// `motion-bench graph`: (a) 1,000 views with one leaf's state changing per frame, against
/// re-evaluating the whole tree; (b) 1,000 views animating offset, rotation and opacity at once.
struct GraphBench: BenchSuite {
    let name = "graph"
    let summary = "view graph update cost: one dirty leaf vs the whole tree; 1,000 animated views per frame"

    let frames = Int(ProcessInfo.processInfo.environment["MOTION_BENCH_FRAMES"] ?? "") ?? 120

    func run(report: inout BenchReport) {
        // (a) A leaf's own state changes each frame: only that leaf re-evaluates.
        let leafHost = ViewHost(BenchTree(generation: 0), size: CGSize(width: 2000, height: 2000))
        let leafSeconds = measure {
            for frame in 0..<frames {
                leafHost.tap(text: "leaf \(frame * 7 % 1000)")
                leafHost.advance(by: 1.0 / 60)
            }
        } / Double(frames)
        // The same tree with a new input for every leaf each frame: every body re-evaluates.
        let wholeHost = ViewHost(BenchTree(generation: 0), size: CGSize(width: 2000, height: 2000))
        let wholeSeconds = measure {
            for frame in 0..<frames {
                wholeHost.content = BenchTree(generation: frame + 1)
                wholeHost.advance(by: 1.0 / 60)
            }
        } / Double(frames)
        report.note("one dirty leaf: \(String(format: "%.3f", leafSeconds * 1e3)) ms/frame; whole tree: \(String(format: "%.3f", wholeSeconds * 1e3)) ms/frame")
        report.figure("graph.leaf_update", leafSeconds * 1e3, unit: "ms", target: "<=", 16.7)
        report.figure("graph.leaf_vs_whole", wholeSeconds / leafSeconds, unit: "x", target: ">=", 20)

        // (c) Hit testing: which of the 1,000 tappable leaves (and none of the empty space) takes a
        // press, at points spread over the window (a fixed sequence).
        let probes = 10_000
        var found = 0
        let hitSeconds = measure {
            for index in 0..<probes {
                let x = CGFloat((index * 7_919) % 2000), y = CGFloat((index * 104_729) % 2000)
                if leafHost.respondsToPointer(at: CGPoint(x: x, y: y)) { found += 1 }
            }
        } / Double(probes)
        report.note("hit testing: \(found) of \(probes) probes landed on a leaf")
        report.figure("graph.hit_test.1k", hitSeconds * 1e3, unit: "ms", target: "<=", 0.1)

        // (b) 1,000 views animating offset, rotation and opacity.
        let animatedHost = ViewHost(AnimatedField(on: false), size: CGSize(width: 1280, height: 800))
        withAnimation(.linear(duration: 10)) { animatedHost.content = AnimatedField(on: true) }
        animatedHost.advance(by: 1.0 / 60)
        let animatedSeconds = measure {
            for _ in 0..<frames { animatedHost.advance(by: 1.0 / 60) }
        } / Double(frames)
        report.note("\(animatedHost.liveAnimationCount) live animations, \(animatedHost.displayList.items.count) display items")
        report.figure("graph.animated_frame", animatedSeconds * 1e3, unit: "ms", target: "<=", 2)
    }
}

private struct BenchLeaf: View {
    let index: Int
    let generation: Int
    @State private var taps = 0
    var body: some View {
        Text("leaf \(index)").opacity(taps % 2 == 0 ? 1 : 0.9).offset(x: CGFloat(generation % 2))
            .onTapGesture { taps += 1 }
    }
}

private struct BenchTree: View {
    let generation: Int
    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<20) { column in
                VStack(spacing: 0) {
                    ForEach(0..<50) { row in BenchLeaf(index: column * 50 + row, generation: generation) }
                }
            }
        }
    }
}

private struct AnimatedField: View {
    let on: Bool
    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<25) { row in
                HStack(spacing: 0) {
                    ForEach(0..<40) { column in
                        Rectangle().fill(Color.blue).frame(width: 20, height: 20)
                            .offset(x: on ? 10 : 0, y: on ? CGFloat(row % 3) : 0)
                            .rotationEffect(.degrees(on ? 90 : 0))
                            .opacity(on ? 0.5 : 1)
                    }
                }
            }
        }
    }
}
