import XCTest
@testable import MotionUI
import MotionTestSupport

/// Checks a frame drawn with items outside the window left out (``ViewHost/cullsOffscreenItems``)
/// against the same frame drawn whole: the culled frame's items are the whole frame's in the same
/// order, missing only items wholly outside the window or the bounding box of their clips (grown
/// by a point, as the builder grows them), and hit testing agrees at `probes` random points.
/// Returns how many items were left out.
@discardableResult
func checkCulledFrame(_ culled: ViewHost<some View>, against whole: ViewHost<some View>, window: CGRect, probes: Int,
                      random: inout SeededRandom, _ context: String) -> Int {
    let kept = culled.displayList.items
    var next = 0, leftOut = 0
    for item in whole.displayList.items {
        if next < kept.count, kept[next] == item {
            next += 1
            continue
        }
        leftOut += 1
        let grown = item.bounds.insetBy(dx: -1, dy: -1)
        let clipBox = item.clips.reduce(CGRect.infinite) { $0.intersection(DisplayItem.boundingBox(of: [$1])) }
        XCTAssertTrue(!grown.meets(window) || !grown.meets(clipBox),
                      "\(context): \(item.kind) at \(item.bounds) was left out inside the window")
    }
    XCTAssertEqual(next, kept.count, "\(context): an item the whole frame does not hold")
    for _ in 0..<probes {
        let probe = CGPoint(x: random.double(in: 0..<window.width), y: random.double(in: 0..<window.height))
        XCTAssertEqual(culled.respondsToPointer(at: probe), whole.respondsToPointer(at: probe),
                       "\(context): hit testing at \(probe) differs")
    }
    return leftOut
}
