import XCTest
@testable import MotionUI

/// Plain data with its own `==` that ignores `stamp`.
private struct Score: View, Equatable {
    let points: Int
    let stamp: Int
    static func == (a: Score, b: Score) -> Bool { a.points == b.points }
    var body: some View { Text("\(points) pts") }
}

/// A score with state of its own (not plain data) and an environment read.
private struct TappableScore: View, Equatable {
    let points: Int
    let stamp: Int
    @State private var taps = 0
    @Environment(\.lineLimit) private var lineLimit
    static func == (a: TappableScore, b: TappableScore) -> Bool { a.points == b.points }
    var body: some View {
        Text("\(points) pts \(taps) taps \(lineLimit ?? 0)").onTapGesture { taps += 1 }
    }
}

private struct Board: View {
    let equatable: Bool
    @State private var tick = 0
    @State private var points = 3
    var body: some View {
        VStack {
            Text("tick \(tick)").onTapGesture { tick += 1 }
            Text("score").onTapGesture { points += 1 }
            if equatable {
                Score(points: points, stamp: tick).equatable()
            } else {
                Score(points: points, stamp: tick)
            }
        }
    }
}

private struct StatefulBoard: View {
    @State private var tick = 0
    @State private var limit = 1
    var body: some View {
        VStack {
            Text("tick \(tick)").onTapGesture { tick += 1 }
            Text("limit").onTapGesture { limit += 1 }
            EquatableView(content: TappableScore(points: 3, stamp: tick)).lineLimit(limit)
        }
    }
}

final class EquatableViewTests: XCTestCase {
    private func host<V: View>(_ view: V) -> ViewHost<V> {
        ViewHost(view, size: CGSize(width: 400, height: 300), textMeasurer: MonospaceTextMeasurer())
    }

    func testIssue14_equatableViewAsksEqualsAndSkipsTheBody() {
        let host = host(Board(equatable: true))
        let before = host.bodyEvaluationCount
        XCTAssertTrue(host.tap(text: "tick 0"))
        XCTAssertNotNil(host.frame(ofText: "tick 1"))
        XCTAssertEqual(host.bodyEvaluationCount - before, 1, "the board only: == says the score is the same")
        XCTAssertNotNil(host.frame(ofText: "3 pts"))
    }

    func testIssue14_plainDataComparesBytesNotItsOwnEquals() {
        let host = host(Board(equatable: false))
        let before = host.bodyEvaluationCount
        XCTAssertTrue(host.tap(text: "tick 0"))
        XCTAssertEqual(host.bodyEvaluationCount - before, 2, "a new stamp is new bytes: the score's body runs again")
    }

    func testIssue14_equatableViewUpdatesWhenNotEqual() {
        let host = host(Board(equatable: true))
        let before = host.bodyEvaluationCount
        XCTAssertTrue(host.tap(text: "score"))
        XCTAssertEqual(host.bodyEvaluationCount - before, 2)
        XCTAssertNotNil(host.frame(ofText: "4 pts"))
        XCTAssertNil(host.frame(ofText: "3 pts"))
    }

    func testIssue14_equatableContentKeepsItsStateAndStillAnswersItsOwnWritesAndTheEnvironment() {
        let host = host(StatefulBoard())
        XCTAssertTrue(host.tap(text: "3 pts 0 taps 1"))
        XCTAssertNotNil(host.frame(ofText: "3 pts 1 taps 1"), "its own state re-evaluates it")
        var before = host.bodyEvaluationCount
        XCTAssertTrue(host.tap(text: "tick 0"))
        XCTAssertEqual(host.bodyEvaluationCount - before, 1, "equal by ==: not evaluated")
        XCTAssertNotNil(host.frame(ofText: "3 pts 1 taps 1"), "state kept")
        before = host.bodyEvaluationCount
        XCTAssertTrue(host.tap(text: "limit"))
        XCTAssertEqual(host.bodyEvaluationCount - before, 2, "the environment it reads changed: evaluated")
        XCTAssertNotNil(host.frame(ofText: "3 pts 1 taps 2"))
    }
}
