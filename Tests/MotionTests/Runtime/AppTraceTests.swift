import XCTest
import MotionSDL
@testable import Motion

final class AppTraceTests: XCTestCase {
    /// One button whose action writes two states in one `withAnimation` block, then one more without.
    private struct Pair: View {
        @State private var left = 0
        @State private var right = 0
        var body: some View {
            VStack {
                Button("both") {
                    withAnimation(.easeIn(duration: 0.5)) {
                        left += 1
                        right += 1
                    }
                    right += 1
                }
                Rectangle().frame(width: CGFloat(10 + left * 10), height: CGFloat(10 + right))
            }
        }
    }

    /// A square that moves 100 points right, linearly over 0.4 s, when tapped.
    private struct Mover: View {
        @State private var moved = false
        var body: some View {
            Rectangle().frame(width: 20, height: 20).offset(x: moved ? 100 : 0)
                .onTapGesture { withAnimation(.linear(duration: 0.4)) { moved.toggle() } }
        }
    }

    /// A clock the test sets by hand.
    private final class Clock {
        var now: TimeInterval = 0
    }

    private func tracePath(_ name: String) -> String {
        let path = NSTemporaryDirectory() + "motion-app-trace-\(name)-\(getpid()).json"
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return path
    }

    private func events(_ path: String) throws -> [[String: Any]] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try XCTUnwrap(object["traceEvents"] as? [[String: Any]])
    }

    /// An event as one line: the values of `fields`, then its args sorted by name.
    private func line(_ event: [String: Any], _ fields: [String]) -> String {
        let args = event["args"] as? [String: Any] ?? [:]
        let details = args.keys.sorted().map { "\($0)=\(args[$0]!)" }.joined(separator: " ")
        return fields.map { "\(event[$0] ?? "-")" }.joined(separator: " ") + ": " + details
    }

    private func span(_ event: [String: Any]) -> String {
        "\(event["name"] as? String ?? "?") \(event["ts"] as? Int ?? -1)+\(event["dur"] as? Int ?? -1)"
    }

    func testIssue15_partsAreTimedOnTheGivenClockAndAFrameIsWrittenWhenTheNextStarts() throws {
        let path = tracePath("parts")
        let clock = Clock()
        var lines: [String] = []
        let trace = AppTrace(file: try TraceFile(path: path), program: "demo", clock: { clock.now }, log: { lines.append($0) })
        clock.now = 10
        trace.beginFrame(at: 0)
        clock.now = 10.001
        trace.mark(.update, .begin)
        clock.now = 10.003
        trace.mark(.update, .begin)        // inside itself: only the outermost piece counts
        trace.mark(.update, .end)
        clock.now = 10.004
        trace.mark(.update, .end)          // 3 ms
        trace.mark(.layout, .end)          // never began: ignored
        trace.mark(.render, .begin)
        clock.now = 10.005
        trace.mark(.render, .end)          // 1 ms
        clock.now = 10.010
        trace.endFrame()                   // 10 ms of work
        XCTAssertEqual(trace.file.eventCount, 3, "only the metadata so far: the frame waits for the next one")
        trace.mark(.update, .begin)        // between frames: counts toward the next
        clock.now = 10.012
        trace.mark(.update, .end)          // 2 ms
        trace.beginFrame(at: 0.005)        // the next frame starts 5 ms later: the first is cut to 5000 µs
        clock.now = 10.016
        trace.mark(.present, .begin)
        clock.now = 10.017
        trace.finish()                     // ends the frame and the open present (1 ms)
        trace.finish()

        let all = try events(path)
        XCTAssertEqual(all.prefix(3).map { $0["ph"] as? String }, ["M", "M", "M"])
        XCTAssertEqual((all[0]["args"] as? [String: Any])?["name"] as? String, "demo")
        // Frame 1: 10 ms of work, cut to the 5000 µs before the next frame; its 4 ms of parts fit unscaled.
        // Frame 2: 5 ms of work (from 10.012), its update from between the frames first.
        XCTAssertEqual(all.dropFirst(3).map(span(_:)), ["frame 0+5000", "update 0+3000", "render 3000+1000",
                                                        "frame 5000+5000", "update 5000+2000", "present 7000+1000"])
        XCTAssertEqual(lines, ["demo: wrote the trace \(path) (2 frames, 9 events)"])
    }

    func testIssue15_writesAreGroupedByTransactionAndStampedWithTheFrameThatAppliesThem() throws {
        let path = tracePath("writes")
        let runner = AppRunner(shell: WindowGroupShell(program: "pair", title: "Pair", content: AnyView(Pair())),
                               size: CGSize(width: 200, height: 200))
        let trace = AppTrace(file: try TraceFile(path: path), program: "pair", clock: { 0 }, log: { _ in })
        trace.attach(to: runner)
        trace.beginFrame(at: 0)
        runner.advance(toWallTime: 0)
        trace.endFrame()
        let button = try XCTUnwrap(runner.displayList.texts.first { $0.text == "both" }).bounds
        let center = CGPoint(x: button.midX, y: button.midY)
        runner.handle(.mouseDown(center, button: 1))   // input between frames belongs to the next frame
        runner.handle(.mouseUp(center, button: 1))
        trace.beginFrame(at: 0.25)
        runner.advance(toWallTime: 0.25)
        trace.endFrame()
        trace.finish()

        let all = try events(path)
        let frames = all.filter { $0["name"] as? String == "frame" }
        XCTAssertEqual(frames.map { $0["ts"] as? Int }, [0, 250_000])
        XCTAssertEqual(frames.map { ($0["args"] as? [String: Any])?["app_time"] as? Double }, [0, 0.25])
        let state = all.filter { $0["tid"] as? Int == 2 && $0["ph"] as? String == "i" }
        let easeIn = String(describing: Animation.easeIn(duration: 0.5))
        // The button's own pressed state (down, then up: one transaction), then the action's two transactions.
        XCTAssertEqual(state.map { line($0, ["ts", "cat", "name"]) }, [
            "250000 transaction transaction: animation=none disablesAnimations=0 transaction=1 writes=2",
            "250000 state state write: animation=none transaction=1 view=Button<Text>",
            "250000 state state write: animation=none transaction=1 view=Button<Text>",
            "250000 transaction transaction: animation=\(easeIn) disablesAnimations=0 transaction=2 writes=2",
            "250000 state state write: animation=\(easeIn) transaction=2 view=Pair",
            "250000 state state write: animation=\(easeIn) transaction=2 view=Pair",
            "250000 transaction transaction: animation=none disablesAnimations=0 transaction=3 writes=1",
            "250000 state state write: animation=none transaction=3 view=Pair",
        ])
    }

    func testIssue15_eachAnimationIsAnAsyncSpanFromTheFrameThatShowsItToTheFirstWithoutIt() throws {
        let path = tracePath("animations")
        let runner = AppRunner(shell: WindowGroupShell(program: "mover", title: "Mover", content: AnyView(Mover())),
                               size: CGSize(width: 200, height: 200))
        let trace = AppTrace(file: try TraceFile(path: path), program: "mover", clock: { 0 }, log: { _ in })
        trace.attach(to: runner)
        for time in [0, 0.25, 0.5, 0.75] {
            trace.beginFrame(at: time)
            runner.advance(toWallTime: time)
            // Each tap on the square starts a 0.4 s linear move at that time of the app clock: out, then back.
            if let x = [0.25: 100.0, 0.75: 195.0][time] {
                runner.handle(.mouseDown(CGPoint(x: x, y: 100), button: 1))
                runner.handle(.mouseUp(CGPoint(x: x, y: 100), button: 1))
            }
            trace.endFrame()
        }
        trace.finish()
        let spans = try events(path).filter { $0["cat"] as? String == "animation" }
        // The first move shows from the frame at 0.25 s; at 0.5 s it is (0.5 − 0.25) / 0.4 = 0.625 done, at
        // 62.5 points; by 0.75 s it is over. The second, started at 0.75 s, runs when the trace ends: its
        // span ends with the last frame (0 µs long on this clock, which never moves).
        XCTAssertEqual(spans.map { line($0, ["ph", "ts", "id", "name"]) }, [
            "b 250000 1 Rectangle offset.x: animation=linear(duration: 0.4) attribute=offset.x from=0 start=0.25 to=100 view=Mover › Rectangle",
            "e 750000 1 Rectangle offset.x: current=62.5 progress=0.625",
            "b 750000 2 Rectangle offset.x: animation=linear(duration: 0.4) attribute=offset.x from=100 start=0.75 to=0 view=Mover › Rectangle",
            "e 750000 2 Rectangle offset.x: current=100 progress=0",
        ])
        XCTAssertTrue(spans.allSatisfy { $0["pid"] as? Int == 1 })
    }
}
