import XCTest
@testable import MotionUI

private final class TaskLog: @unchecked Sendable { var lines: [String] = [] }

private struct Greeting: View {
    @State private var message = "waiting"
    var body: some View {
        Text(message).task {
            try? await Task.sleep(for: .seconds(0.5))
            message = "ready"
        }
    }
}

private struct Metronome: View {
    @State private var beats = 0
    var body: some View {
        Text("beats \(beats)").task {
            while !Task.isCancelled {
                try? await Task.sleep(nanoseconds: 250_000_000)
                beats += 1
            }
        }
    }
}

private struct Removable: View {
    let log: TaskLog
    @State private var shown = true
    var body: some View {
        VStack {
            if shown {
                Text("worker").task {
                    log.lines.append("start")
                    do {
                        try await Task.sleep(for: .seconds(10))
                        log.lines.append("finished")
                    } catch {
                        log.lines.append("cancelled")
                    }
                }
            }
            Text("remove").onTapGesture { shown = false }
        }
    }
}

private struct Search: View {
    let log: TaskLog
    @State private var query = 0
    @State private var result = "none"
    var body: some View {
        VStack {
            Text("result \(result)")
            Text("next").onTapGesture { query += 1 }
        }
        .task(id: query) {
            let current = query
            log.lines.append("start \(current)")
            do {
                try await Task.sleep(for: .milliseconds(300))
                result = "\(current)"
            } catch {
                log.lines.append("cancel \(current)")
            }
        }
    }
}

/// Sleeps off the frame grid, on both standard clocks, and logs the host's time at each wake-up.
private struct OffGrid: View {
    let log: TaskLog
    let time: () -> TimeInterval
    var body: some View {
        Text("x").task {
            try? await Task.sleep(for: .seconds(0.26))
            log.lines.append(String(format: "%.4f", time()))
            try? await Task.sleep(until: .now + .seconds(0.11), clock: SuspendingClock())
            log.lines.append(String(format: "%.4f", time()))
        }
    }
}

final class TaskModifierTests: XCTestCase {
    func testIssue10_ASleepOffTheFrameGridWakesAtTheFirstFrameAfterIt() {
        let log = TaskLog()
        var host: ViewHost<OffGrid>?
        host = ViewHost(OffGrid(log: log, time: { host?.time ?? -1 }), size: CGSize(width: 100, height: 100))
        host!.advance(by: 1)
        // 0.26 s: frame 16 (0.2667 s); then 0.11 s more: 0.3767 s, frame 23 (0.3833 s)
        XCTAssertEqual(log.lines, ["0.2667", "0.3833"])
    }

    func testIssue10_ASleepInsideTaskEndsExactlyOnTheHostsClock() {
        let host = ViewHost(Greeting(), size: CGSize(width: 200, height: 200))
        host.advance(by: 0.5 - 1.0 / 60)
        XCTAssertNotNil(host.frame(ofText: "waiting"))
        host.advance(by: 1.0 / 60)
        XCTAssertNotNil(host.frame(ofText: "ready"), "the task started as the view appeared, at 0")
    }

    func testIssue10_ASleepLoopTicksOncePerInterval() {
        let host = ViewHost(Metronome(), size: CGSize(width: 200, height: 200))
        host.advance(by: 0.5)
        XCTAssertNotNil(host.frame(ofText: "beats 2"))
        host.advance(by: 0.25 - 1.0 / 60)
        XCTAssertNotNil(host.frame(ofText: "beats 2"))
        host.advance(by: 1.0 / 60)
        XCTAssertNotNil(host.frame(ofText: "beats 3"))
    }

    func testIssue10_LeavingCancelsTheTask() {
        let log = TaskLog()
        let host = ViewHost(Removable(log: log), size: CGSize(width: 200, height: 200))
        XCTAssertEqual(log.lines, ["start"])
        host.advance(by: 1)
        XCTAssertTrue(host.tap(text: "remove"))
        XCTAssertEqual(log.lines, ["start", "cancelled"], "the sleep throws as the view leaves")
        host.advance(by: 20)
        XCTAssertEqual(log.lines, ["start", "cancelled"])
    }

    func testIssue10_TaskIDChangeCancelsAndRestarts() {
        let log = TaskLog()
        let host = ViewHost(Search(log: log), size: CGSize(width: 200, height: 200))
        host.advance(by: 0.1)
        XCTAssertTrue(host.tap(text: "next"))
        XCTAssertEqual(log.lines, ["start 0", "cancel 0", "start 1"])
        host.advance(by: 0.3 - 1.0 / 60)
        XCTAssertNotNil(host.frame(ofText: "result none"), "the first search never finished")
        host.advance(by: 1.0 / 60)
        XCTAssertNotNil(host.frame(ofText: "result 1"), "0.3 s after the tap")
    }
}
