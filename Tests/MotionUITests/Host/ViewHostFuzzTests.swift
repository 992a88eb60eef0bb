import XCTest
@testable import MotionUI

/// The seeded graph fuzzer (issue 13): random view trees under random sessions, every invariant
/// checked after every frame (see ``FuzzRunner``). `make test` runs a short slice of seeds;
/// `make fuzz` runs `FUZZ_SEEDS` of them from `FUZZ_FIRST_SEED` (0). A failure prints its seed and
/// a shrunk reproduction (a smaller tree and fewer steps that still fail).
final class ViewHostFuzzTests: XCTestCase {
    /// Steps per session.
    static let sessionLength = 40

    func testSeededSliceKeepsEveryInvariant() {
        let environment = ProcessInfo.processInfo.environment
        let first = environment["FUZZ_FIRST_SEED"].flatMap(UInt64.init) ?? 0
        let count = environment["FUZZ_SEEDS"].flatMap(UInt64.init) ?? 12
        let verbose = environment["FUZZ_SEEDS"] != nil
        for seed in first..<(first + count) {
            if verbose && seed % 100 == 0 { print("fuzz: seed \(seed)…") }
            let (tree, steps) = Self.makeCase(seed: seed)
            do {
                try FuzzRunner.run(tree: tree, steps: steps)
            } catch {
                let (smallTree, smallSteps, smallError) = Self.shrink(tree: tree, steps: steps, error: error)
                XCTFail("""
                    fuzz seed \(seed) failed: \(error)
                    shrunk reproduction (\(smallError)):
                      tree: \(smallTree)
                      steps:
                    \(smallSteps.map { "    \($0)" }.joined(separator: "\n"))
                    rerun: FUZZ_FIRST_SEED=\(seed) FUZZ_SEEDS=1 make fuzz
                    """)
                return
            }
        }
    }

    static func makeCase(seed: UInt64) -> (FuzzTree, [FuzzStep]) {
        var generator = FuzzGenerator(seed: seed)
        let tree = generator.tree()
        return (tree, generator.session(count: sessionLength, scopes: tree.scopeIDs, tree: tree))
    }

    /// Greedy shrinking: drop steps, then shrink the tree, while the case still fails.
    static func shrink(tree: FuzzTree, steps: [FuzzStep], error: Error) -> (FuzzTree, [FuzzStep], Error) {
        var tree = tree, steps = steps, error = error
        func failure(_ tree: FuzzTree, _ steps: [FuzzStep]) -> Error? {
            do { try FuzzRunner.run(tree: tree, steps: steps) } catch { return error }
            return nil
        }
        var budget = 400
        var progress = true
        while progress && budget > 0 {
            progress = false
            var index = steps.count - 1
            while index >= 0 && budget > 0 {
                var fewer = steps
                fewer.remove(at: index)
                budget -= 1
                if let found = failure(tree, fewer) { steps = fewer; error = found; progress = true }
                index -= 1
            }
            for smaller in tree.shrunk where budget > 0 {
                budget -= 1
                if let found = failure(smaller, steps) { tree = smaller; error = found; progress = true; break }
            }
        }
        return (tree, steps, error)
    }
}
