import XCTest
@testable import MotionUI

final class FramePartTests: XCTestCase {
    private struct Box: View {
        @State private var wide = false
        var body: some View {
            Rectangle().frame(width: wide ? 200 : 100, height: 50).onTapGesture { wide.toggle() }
        }
    }

    func testIssue15_aFrameReportsItsUpdateLayoutAndDisplayListInOrder() {
        let host = ViewHost(Box(), size: CGSize(width: 300, height: 100))
        var seen: [String] = []
        host.framePartObserver = { part, edge in seen.append("\(part.title) \(edge == .begin ? "begin" : "end")") }
        host.advance(by: 1.0 / 60)
        // Timers and main-queue work, then writes and animation values (both update), layout, drawing.
        XCTAssertEqual(seen, ["update begin", "update end", "update begin", "update end", "layout begin", "layout end",
                              "display list begin", "display list end"])
        seen.removeAll()
        host.tap(at: CGPoint(x: 150, y: 50))
        // Press: updates and lays out. Release: the press made the display list stale, so it is built
        // for the hit test first, then the release updates and lays out; drawing waits until it is read.
        XCTAssertEqual(seen, ["update begin", "update end", "layout begin", "layout end",
                              "display list begin", "display list end",
                              "update begin", "update end", "layout begin", "layout end"])
        seen.removeAll()
        _ = host.displayList
        XCTAssertEqual(seen, ["display list begin", "display list end"])
        host.framePartObserver = nil
        host.advance(by: 1.0 / 60)
        XCTAssertEqual(seen.count, 2)
    }

    func testIssue15_partsAreNamedForTraces() {
        XCTAssertEqual(FramePart.allCases.map(\.title), ["update", "layout", "display list", "render", "present"])
    }
}
