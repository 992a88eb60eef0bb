import XCTest
@testable import MotionUI

private final class Log { var entries: [String] = [] }

private struct Watcher: View {
    var value: Int
    let log: Log
    var body: some View {
        Color.red
            .onChange(of: value) { log.entries.append("zero") }
            .onChange(of: value) { old, new in log.entries.append("two \(old)→\(new)") }
            .onChange(of: value) { new in log.entries.append("one \(new)") }
            .onChange(of: value, initial: true) { log.entries.append("initial") }
    }
}

final class LifecycleModifiersTests: XCTestCase {
    func testIssue11_OnChangeFormsWithZeroOneAndTwoParameters() {
        let log = Log()
        let host = ViewHost(Watcher(value: 1, log: log), size: CGSize(width: 10, height: 10))
        XCTAssertEqual(log.entries, ["initial"], "only the initial form runs on appearance")
        log.entries = []
        host.content = Watcher(value: 1, log: log)
        XCTAssertEqual(log.entries, [], "same value: nothing runs")
        host.content = Watcher(value: 2, log: log)
        XCTAssertEqual(log.entries.sorted(), ["initial", "one 2", "two 1→2", "zero"])
    }
}
