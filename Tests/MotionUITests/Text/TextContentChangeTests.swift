import XCTest
@testable import MotionUI

/// `.contentTransition` on text whose string changes inside an animation. The test measurer at
/// 10 pt: a character is 6 wide, a line 12 tall, so a roll travels half a line, 6 points.
final class TextContentChangeTests: XCTestCase {
    private struct Counter: View {
        var text: String
        var transition: ContentTransition
        var body: some View {
            Text(text).font(.system(size: 10)).contentTransition(transition)
        }
    }

    private let size = CGSize(width: 100, height: 40)

    /// The text runs drawn: string, top-left corner in window points, opacity.
    private func runs(_ host: ViewHost<Counter>) -> [(String, CGPoint, Double)] {
        host.displayList.texts.map { ($0.text ?? "", $0.bounds.origin, $0.opacity) }
    }

    private func assertRuns(_ actual: [(String, CGPoint, Double)], _ expected: [(String, CGPoint, Double)],
                            file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(actual.map(\.0), expected.map(\.0), file: file, line: line)
        for (a, e) in zip(actual, expected) {
            XCTAssertEqual(a.1.x, e.1.x, accuracy: 1e-9, "x of \(e.0)", file: file, line: line)
            XCTAssertEqual(a.1.y, e.1.y, accuracy: 1e-9, "y of \(e.0)", file: file, line: line)
            XCTAssertEqual(a.2, e.2, accuracy: 1e-9, "opacity of \(e.0)", file: file, line: line)
        }
    }

    private func change(to text: String, transition: ContentTransition, from old: String = "109",
                        animation: Animation? = .linear(duration: 1), at time: TimeInterval = 0.25) -> ViewHost<Counter> {
        let host = ViewHost(Counter(text: old, transition: transition), size: size)
        withAnimation(animation) { host.content = Counter(text: text, transition: transition) }
        host.advance(by: time)
        return host
    }

    func testIssue12_numericTextRollsTheChangedDigitsUp() {
        // "109" → "110", 18 wide, centred in 100 × 40: x 41, y 14. At p = 0.25 the leading "1"
        // stays; "09" (x 47) rises 6 · 0.25 = 1.5 at opacity 0.75; "10" comes up from 6 · 0.75 =
        // 4.5 below at opacity 0.25.
        let host = change(to: "110", transition: .numericText())
        assertRuns(runs(host), [("1", CGPoint(x: 41, y: 14), 1),
                                ("09", CGPoint(x: 47, y: 12.5), 0.75),
                                ("10", CGPoint(x: 47, y: 18.5), 0.25)])
        host.advance(by: 1)
        assertRuns(runs(host), [("110", CGPoint(x: 41, y: 14), 1)])
        XCTAssertEqual(host.liveAnimationCount, 0)
    }

    func testIssue12_numericTextCountingDownRollsDown() {
        // Half way (p = 0.5): the old digits move down 3, the new ones come from 3 above.
        let host = change(to: "108", transition: .numericText(countsDown: true), at: 0.5)
        assertRuns(runs(host), [("10", CGPoint(x: 41, y: 14), 1),
                                ("9", CGPoint(x: 53, y: 17), 0.5),
                                ("8", CGPoint(x: 53, y: 11), 0.5)])
    }

    func testIssue12_numericTextValueGivesTheDirection() {
        // 109 → 108 by value: down, whatever countsDown says.
        let host = ViewHost(Counter(text: "109", transition: .numericText(value: 109)), size: size)
        withAnimation(.linear(duration: 1)) { host.content = Counter(text: "108", transition: .numericText(value: 108)) }
        host.advance(by: 0.5)
        XCTAssertEqual(runs(host).map(\.1.y), [14, 17, 11])
        // And back up: 108 → 112, the "08" → "12" digits rise.
        withAnimation(.linear(duration: 1)) { host.content = Counter(text: "112", transition: .numericText(value: 112)) }
        host.advance(by: 0.5)
        XCTAssertEqual(runs(host).map(\.0), ["1", "08", "12"])
        XCTAssertEqual(runs(host).map(\.1.y), [14, 11, 17])
    }

    func testIssue12_differentLengthsKeepTheCommonLeadingCharacters() {
        // A change of width moves the text's frame under the same animation: "12" (12 wide, x 44)
        // → "125" (18 wide, x 41) is at x 44 − 3 · 0.5 = 42.5 half way. Lines are leading-aligned
        // in it: the "12" stays at 42.5, the "5" rolls in at 42.5 + 12 = 54.5.
        let host = change(to: "125", transition: .numericText(), from: "12", at: 0.5)
        assertRuns(runs(host), [("12", CGPoint(x: 42.5, y: 14), 1), ("5", CGPoint(x: 54.5, y: 17), 0.5)])
        // "99" → "100": nothing in common, everything rolls, both from the frame's leading edge.
        let wider = change(to: "100", transition: .numericText(), from: "99", at: 0.5)
        assertRuns(runs(wider), [("99", CGPoint(x: 42.5, y: 11), 0.5), ("100", CGPoint(x: 42.5, y: 17), 0.5)])
    }

    func testIssue12_opacityAndInterpolateCrossFade() {
        for transition in [ContentTransition.opacity, .interpolate] {
            // "Hi" (12 wide, x 44) → "Hello" (30 wide, x 35): at p = 0.25 the frame is at
            // 44 − 9 · 0.25 = 41.75; the old string at 0.75, the new at 0.25, both at its leading edge.
            let host = change(to: "Hello", transition: transition, from: "Hi", at: 0.25)
            assertRuns(runs(host), [("Hi", CGPoint(x: 41.75, y: 14), 0.75), ("Hello", CGPoint(x: 41.75, y: 14), 0.25)])
        }
    }

    func testIssue12_withoutAnAnimationOrUnderIdentityTheTextIsReplacedAtOnce() {
        assertRuns(runs(change(to: "110", transition: .numericText(), animation: nil)), [("110", CGPoint(x: 41, y: 14), 1)])
        assertRuns(runs(change(to: "110", transition: .identity)), [("110", CGPoint(x: 41, y: 14), 1)])
        XCTAssertEqual(change(to: "110", transition: .identity).liveAnimationCount, 0)
    }

    func testIssue12_stayingCharacters() {
        let same = TextContentChange.staying(old: Array("1234"), new: Array("1294"))
        XCTAssertEqual(same.new, [true, true, false, true])
        let longer = TextContentChange.staying(old: Array("12"), new: Array("125"))
        XCTAssertEqual(longer.old, [true, true])
        XCTAssertEqual(longer.new, [true, true, false])
        XCTAssertEqual(TextContentChange.staying(old: [], new: Array("7")).new, [false])
    }
}
