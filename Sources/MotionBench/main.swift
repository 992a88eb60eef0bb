import Foundation

// motion-bench: benchmarks that print ratios measured side by side in one run. Every figure ends
// with a `bench NAME VALUE UNIT target OP LIMIT` line, so a script can read it.

// `--minutes M` sets the soak's virtual minutes a scene (60 by default).
var arguments = Array(CommandLine.arguments.dropFirst())
var soakMinutes = 60.0
if let flag = arguments.firstIndex(of: "--minutes") {
    guard flag + 1 < arguments.count, let minutes = Double(arguments[flag + 1]), minutes.isFinite, minutes > 0, minutes <= 1440 else {
        FileHandle.standardError.write(Data("motion-bench: --minutes takes a number of minutes above 0 and at most 1440\n".utf8))
        exit(2)
    }
    soakMinutes = minutes
    arguments.removeSubrange(flag...(flag + 1))
}

// `all` runs every suite but the soak (an hour a scene); `motion-bench soak` runs it.
let suites: [BenchSuite] = [CoreBench(), GraphBench(), RenderBench(), WindowBench(), LayerBench(), ScrubBench()]
let soak = SoakBench(minutes: soakMinutes)

exit(BenchCommand(suites: suites, extra: [soak]).run(arguments))
