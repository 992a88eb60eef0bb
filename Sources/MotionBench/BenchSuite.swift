import Dispatch
import Foundation

/// A named group of benchmarks (`motion-bench core`).
protocol BenchSuite {
    var name: String { get }
    var summary: String { get }
    func run(report: inout BenchReport)
}

/// Collects a suite's figures and prints each as a readable line and a machine line.
struct BenchReport {
    private(set) var failures = 0
    /// Broken invariants (the soak's): `motion-bench` then exits 1.
    private(set) var brokenInvariants = 0

    /// Prints a free-form line of context.
    func note(_ text: String) { print("  \(text)") }

    /// Reports a broken invariant (on standard error); the command will exit 1.
    mutating func fail(_ message: String) {
        brokenInvariants += 1
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    /// Prints a figure and its target: `bench NAME VALUE UNIT target OP LIMIT`.
    mutating func figure(_ name: String, _ value: Double, unit: String, target op: String, _ limit: Double) {
        let met = op == "<=" ? value <= limit : value >= limit
        if !met { failures += 1 }
        print("bench \(name) \(String(format: "%.3f", value)) \(unit) target \(op) \(limit.formatted())\(met ? "" : "   (missed)")")
    }
}

/// Parses `motion-bench [--list | SUITE… | all]` and runs the suites; `extra` suites run only when
/// named (the soak takes hours).
struct BenchCommand {
    let suites: [BenchSuite]
    var extra: [BenchSuite] = []

    func run(_ arguments: [String]) -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") {
            print("usage: motion-bench [--list | all | SUITE...] [--minutes M (soak)]")
            return 0
        }
        if arguments == ["--list"] {
            for suite in suites + extra { print("\(suite.name)\t\(suite.summary)") }
            return 0
        }
        let names = arguments.isEmpty || arguments == ["all"] ? suites.map(\.name) : arguments
        var selected: [BenchSuite] = []
        for name in names {
            guard let suite = (suites + extra).first(where: { $0.name == name }) else {
                FileHandle.standardError.write(Data("motion-bench: no suite named '\(name)'; see motion-bench --list\n".utf8))
                return 2
            }
            selected.append(suite)
        }
        var report = BenchReport()
        for suite in selected {
            print("== \(suite.name): \(suite.summary)")
            suite.run(report: &report)
        }
        return report.brokenInvariants > 0 ? 1 : 0
    }
}

/// Seconds taken by `body`, on the monotonic clock.
func measure(_ body: () -> Void) -> Double {
    let start = Dispatch.DispatchTime.now().uptimeNanoseconds
    body()
    return Double(Dispatch.DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// The median of `frames` frames' seconds, each frame `body(frame)` timed on its own: a frame
/// slowed by another process on a shared machine moves a mean, not the median.
///
/// ```swift
/// let seconds = medianFrame(120) { _ in host.advance(by: 1.0 / 60) }
/// ```
func medianFrame(_ frames: Int, _ body: (Int) -> Void) -> Double {
    var times: [Double] = []
    times.reserveCapacity(frames)
    for frame in 0..<frames { times.append(measure { body(frame) }) }
    times.sort()
    guard !times.isEmpty else { return 0 }
    return times.count % 2 == 1 ? times[times.count / 2] : (times[times.count / 2 - 1] + times[times.count / 2]) / 2
}

extension Double {
    func formatted() -> String {
        self == rounded() ? String(Int(self)) : String(self)
    }
}
