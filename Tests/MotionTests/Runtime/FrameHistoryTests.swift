import XCTest
import MotionSDL
@testable import Motion

final class FrameHistoryTests: XCTestCase {
    /// A display list told apart by one number.
    private func list(_ n: Int) -> DisplayList {
        DisplayList(items: [DisplayItem(kind: .fill(shape: "Rectangle"), polygons: [[CGPoint(x: n, y: 0)]], color: .red,
                                        opacity: 1, transform: .identity)])
    }

    func testKeepsTheLastSpanOfAppTime() {
        var history = FrameHistory(span: 1, capacity: 1000)
        for n in 0...120 { history.record(time: Double(n) / 60, displayList: list(n)) }
        // Frames 60…120: their times are within 1 s of the newest (2 s); frame 59 is 61/60 s behind.
        XCTAssertEqual(history.count, 61)
        XCTAssertEqual(history.oldest?.displayList, list(60))
        XCTAssertEqual(history.newest?.displayList, list(120))
        XCTAssertEqual(history[1].time, 61.0 / 60)
    }

    func testKeepsAtMostCapacityFrames() {
        var history = FrameHistory(span: 100, capacity: 5)
        for n in 0..<23 { history.record(time: Double(n), displayList: list(n)) }
        XCTAssertEqual(history.count, 5)
        XCTAssertEqual((0..<5).map { history[$0].time }, [18, 19, 20, 21, 22])
    }

    func testTimesOnlyGrow() {
        var history = FrameHistory()
        history.record(time: 1, displayList: list(1))
        history.record(time: 0.5, displayList: list(2))
        history.record(time: .nan, displayList: list(3))
        history.record(time: .infinity, displayList: list(4))
        XCTAssertEqual(history.count, 1, "earlier and non-finite times are ignored")
        history.record(time: 1, displayList: list(5))
        XCTAssertEqual(history.count, 1)
        XCTAssertEqual(history.newest?.displayList, list(5), "the same time replaces the newest frame")
        history.removeAll()
        XCTAssertTrue(history.isEmpty)
        XCTAssertNil(history.newest)
    }

    func testBadSpanAndCapacityFallBack() {
        XCTAssertEqual(FrameHistory(span: -1, capacity: 0).span, 10)
        XCTAssertEqual(FrameHistory(span: .nan, capacity: -3).capacity, 1)
    }

    func testTheNearestFrame() {
        var history = FrameHistory()
        XCTAssertNil(history.index(nearest: 0))
        for time in [0.0, 1, 2, 4] { history.record(time: time, displayList: list(Int(time))) }
        XCTAssertEqual(history.index(nearest: -5), 0)
        XCTAssertEqual(history.index(nearest: 0.4), 0)
        XCTAssertEqual(history.index(nearest: 0.5), 0, "a tie goes to the earlier frame")
        XCTAssertEqual(history.index(nearest: 0.6), 1)
        XCTAssertEqual(history.index(nearest: 3), 2)
        XCTAssertEqual(history.index(nearest: 3.1), 3)
        XCTAssertEqual(history.index(nearest: 99), 3)
        XCTAssertEqual(history.index(nearest: .nan), 3)
    }

    func testEstimatedBytesCountItemsOutlinesAndText() {
        XCTAssertEqual(FrameHistory.estimatedBytes(of: DisplayList()), 0)
        var text = DisplayItem(kind: .text, polygons: [[.zero, .zero, .zero, .zero]], color: .black, opacity: 1,
                               transform: .identity, text: "abc")
        text.clips = [[.zero, .zero]]
        let point = MemoryLayout<CGPoint>.stride
        XCTAssertEqual(FrameHistory.estimatedBytes(of: DisplayList(items: [text])),
                       MemoryLayout<DisplayItem>.stride + 6 * point + 3)
    }
}
