import Foundation
import MotionCore

/// `motion-bench core`: 10,000 running animators (timing curves and springs, on Double and
/// AnimatablePair) ticked for 600 frames, against a plain loop computing the same curves inline.
struct CoreBench: BenchSuite {
    let name = "core"
    let summary = "Animator tick cost per animator per frame, and its ratio to inline curve maths"

    let count = Int(ProcessInfo.processInfo.environment["MOTION_BENCH_COUNT"] ?? "") ?? 10_000
    let frames = 600
    let frame = 1.0 / 60.0

    func run(report: inout BenchReport) {
        let animations: [Animation] = [.easeInOut(duration: 2), .linear(duration: 3),
                                       .spring(response: 20, dampingFraction: 0.8), .timingCurve(0.2, 0.8, 0.4, 1, duration: 4)]
        var doubles: [Animator<Double>] = []
        var pairs: [Animator<AnimatablePair<Double, Double>>] = []
        for i in 0..<count {
            let animation = animations[i % animations.count]
            if i % 2 == 0 {
                var a = Animator(0.0)
                a.setTarget(Double(i), animation: animation, at: 0)
                doubles.append(a)
            } else {
                var a = Animator(AnimatablePair(0.0, 0.0))
                a.setTarget(AnimatablePair(Double(i), 1), animation: animation, at: 0)
                pairs.append(a)
            }
        }
        var checksum = 0.0
        let animatorSeconds = measure {
            for f in 1...frames {
                let t = Double(f) * frame
                for i in doubles.indices { checksum += doubles[i].advance(to: t) }
                for i in pairs.indices { checksum += pairs[i].advance(to: t).first }
            }
        }
        // The same curves computed inline: value = target · curve(t / duration), springs in closed form.
        let curves: [(TimeInterval) -> Double] = [
            { UnitCurve.easeInOut.value(at: min($0 / 2, 1)) },
            { UnitCurve.linear.value(at: min($0 / 3, 1)) },
            { Spring(response: 20, dampingRatio: 0.8).value(target: 1.0, initialVelocity: 0.0, time: $0) },
            { UnitCurve.bezier(0.2, 0.8, 0.4, 1).value(at: min($0 / 4, 1)) },
        ]
        var inlineChecksum = 0.0
        let inlineSeconds = measure {
            for f in 1...frames {
                let t = Double(f) * frame
                for i in 0..<count {
                    let progress = curves[i % curves.count](t)
                    if i % 2 == 0 {
                        inlineChecksum += Double(i) * progress
                    } else {
                        inlineChecksum += Double(i) * progress + progress * 0
                    }
                }
            }
        }
        let perTick = animatorSeconds / Double(count * frames) * 1e9
        report.note("checksums \(String(format: "%.6e", checksum)) vs \(String(format: "%.6e", inlineChecksum))")
        report.note("animators \(String(format: "%.3f", animatorSeconds)) s, inline \(String(format: "%.3f", inlineSeconds)) s")
        report.figure("core.tick", perTick, unit: "ns", target: "<=", 100)
        report.figure("core.ratio", animatorSeconds / inlineSeconds, unit: "x", target: "<=", 3)
    }
}
