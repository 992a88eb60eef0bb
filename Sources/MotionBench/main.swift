import Foundation

// motion-bench: benchmarks that print ratios measured side by side in one run. Every figure ends
// with a `bench NAME VALUE UNIT target OP LIMIT` line, so a script can read it.

let suites: [BenchSuite] = [CoreBench(), GraphBench(), RenderBench(), WindowBench(), LayerBench()]

exit(BenchCommand(suites: suites).run(Array(CommandLine.arguments.dropFirst())))
