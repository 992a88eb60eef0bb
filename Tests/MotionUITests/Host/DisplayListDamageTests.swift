import XCTest
@testable import MotionUI

/// Damage of known changes, worked out by hand: a footprint is the item's bounds × scale rounded
/// out to whole pixels, one pixel around (``DisplayListDamage/footprintMargin``), a shadow's grown
/// by ⌈3σ⌉ + 1 more (σ = radius × scale / 2).
final class DisplayListDamageTests: XCTestCase {
    private let size = CGSize(width: 100, height: 100)

    /// A 20 × 20 square centred in 100 × 100 points — (40, 40, 20, 20) — moved `dx` points.
    private struct Square: View {
        var dx: CGFloat = 0
        var color = Color.red
        var shadow = Color.black
        var body: some View {
            Rectangle().fill(color).frame(width: 20, height: 20).shadow(color: shadow, radius: 4).offset(x: dx)
        }
    }

    private struct Plain: View {
        var dx: CGFloat = 0
        var body: some View { Rectangle().fill(Color.red).frame(width: 20, height: 20).offset(x: dx) }
    }

    private func damage<V: View>(_ before: V, _ after: V, scale: CGFloat = 1) -> DisplayListDamage {
        let host = ViewHost(before, size: size, scale: scale)
        let old = host.displayList
        host.content = after
        let pixels = Int(100 * scale)
        return DisplayListDamage(from: old, to: host.displayList, width: pixels, height: pixels, scale: Double(scale))
    }

    func testIssue14_aSquareMoving10PointsDamagesItsOldAndNewBounds() {
        // Old (40…60) and new (50…70) squares, a pixel around each: x 39…71, y 39…61.
        XCTAssertEqual(damage(Plain(), Plain(dx: 10)).rects, [CGRect(x: 39, y: 39, width: 32, height: 22)])
        // At scale 2: 80…120 and 100…140, a pixel around: x 79…141, y 79…121.
        XCTAssertEqual(damage(Plain(), Plain(dx: 10), scale: 2).rects, [CGRect(x: 79, y: 79, width: 62, height: 42)])
    }

    func testIssue14_aSquareMovingFarDamagesTwoRectangles() {
        // 40…60 and 75…95 (dx 35): a gap of 14 pixels between 22-pixel footprints wastes 14 × 22 =
        // 308 > (484 + 484) / 4 = 242, so they stay apart.
        let rects = damage(Plain(), Plain(dx: 35)).rects
        XCTAssertEqual(Set(rects), [CGRect(x: 39, y: 39, width: 22, height: 22), CGRect(x: 74, y: 39, width: 22, height: 22)])
    }

    func testIssue14_aShadowDamagesItsBlurExtent() {
        // Only the shadow's colour changes: σ = 4 × 1 / 2 = 2, reach ⌈6⌉ + 1 = 7, plus the margin:
        // 40 − 8 = 32 … 60 + 8 = 68. The square on top is unchanged.
        XCTAssertEqual(damage(Square(), Square(shadow: .blue)).rects, [CGRect(x: 32, y: 32, width: 36, height: 36)])
        // Scale 2: σ = 4, reach 12 + 1 + 1 = 14 around 80…120.
        XCTAssertEqual(damage(Square(), Square(shadow: .blue), scale: 2).rects, [CGRect(x: 66, y: 66, width: 68, height: 68)])
    }

    func testIssue14_aColourChangeDamagesOnlyTheItem() {
        XCTAssertEqual(damage(Square(), Square(color: .green)).rects, [CGRect(x: 39, y: 39, width: 22, height: 22)])
    }

    private struct Pair: View {
        var showsSecond = true
        var body: some View {
            ZStack(alignment: .topLeading) {
                Rectangle().fill(Color.red).frame(width: 10, height: 10)
                if showsSecond {
                    Rectangle().fill(Color.blue).frame(width: 10, height: 10).offset(x: 50, y: 50)
                }
            }
            .frame(width: 100, height: 100, alignment: .topLeading)
        }
    }

    func testIssue14_aRemovedItemDamagesItsOldBounds() {
        // The blue square was at (50, 50, 10, 10): 49…61.
        XCTAssertEqual(damage(Pair(), Pair(showsSecond: false)).rects, [CGRect(x: 49, y: 49, width: 12, height: 12)])
        XCTAssertEqual(damage(Pair(showsSecond: false), Pair()).rects, [CGRect(x: 49, y: 49, width: 12, height: 12)])
    }

    func testIssue14_anUnchangedFrameHasNoDamage() {
        let host = ViewHost(Square(), size: size)
        let old = host.displayList
        host.advance(by: 1.0 / 60)
        let damage = DisplayListDamage(from: old, to: host.displayList, width: 100, height: 100, scale: 1)
        XCTAssertTrue(damage.isEmpty)
        XCTAssertEqual(damage.area, 0)
    }

    func testIssue14_theFirstFrameDamagesTheWholeWindow() {
        let list = ViewHost(Square(), size: size).displayList
        let damage = DisplayListDamage(from: nil, to: list, width: 100, height: 100, scale: 1)
        XCTAssertEqual(damage.rects, [CGRect(x: 0, y: 0, width: 100, height: 100)])
        XCTAssertTrue(damage.isFull)
        XCTAssertEqual(damage.area, 10_000)
    }

    private struct Swapped: View {
        var blueOnTop = false
        var body: some View {
            ZStack(alignment: .topLeading) {
                if blueOnTop {
                    Rectangle().fill(Color.red).frame(width: 20, height: 20).id("red")
                    Rectangle().fill(Color.blue).frame(width: 20, height: 20).offset(x: 10).id("blue")
                } else {
                    Rectangle().fill(Color.blue).frame(width: 20, height: 20).offset(x: 10).id("blue")
                    Rectangle().fill(Color.red).frame(width: 20, height: 20).id("red")
                }
            }
            .frame(width: 100, height: 100, alignment: .topLeading)
        }
    }

    func testIssue14_reorderingOverlappingItemsDamagesTheirOverlap() {
        // The squares at (0, 0) and (10, 0), 20 × 20, swap order: both changed places in the list, so
        // at least where they overlap (10…20) must be repainted.
        let damage = damage(Swapped(), Swapped(blueOnTop: true))
        XCTAssertTrue(damage.intersects(CGRect(x: 10, y: 0, width: 10, height: 20)))
        XCTAssertTrue(damage.rects.contains { $0.contains(CGRect(x: 10, y: 0, width: 10, height: 20)) })
    }

    private struct Blurred: View {
        var color = Color.red
        var body: some View {
            HStack(spacing: 0) {
                Rectangle().fill(color).frame(width: 10, height: 10)
                Rectangle().fill(Color.black).frame(width: 10, height: 10)
            }
            .blur(radius: 2)
        }
    }

    func testIssue14_aChangeInsideABlurDamagesTheWholeLayer() {
        // The layer holds (40, 45, 20, 10) grown by 3σ = 6: (34, 39, 32, 22); a pixel around.
        let host = ViewHost(Blurred(), size: size)
        XCTAssertEqual(host.displayList.items[0].bounds, CGRect(x: 34, y: 39, width: 32, height: 22))
        XCTAssertEqual(damage(Blurred(), Blurred(color: .green)).rects, [CGRect(x: 33, y: 38, width: 34, height: 24)])
    }

    private struct Grouped: View {
        var color = Color.red
        var body: some View {
            HStack(spacing: 0) {
                Rectangle().fill(color).frame(width: 10, height: 10)
                Rectangle().fill(Color.black).frame(width: 10, height: 10)
            }
            .compositingGroup()
            .opacity(0.5)
        }
    }

    func testIssue14_aChangeInsideACompositingGroupDamagesOnlyTheChangedItem() {
        // The left square (40, 45, 10, 10), a pixel around; the group's extent and opacity are the same.
        XCTAssertEqual(damage(Grouped(), Grouped(color: .green)).rects, [CGRect(x: 39, y: 44, width: 12, height: 12)])
    }

    private struct Clipped: View {
        var dx: CGFloat = 0
        var body: some View {
            Rectangle().fill(Color.red).frame(width: 40, height: 40).offset(x: dx)
                .frame(width: 20, height: 20).clipped()
        }
    }

    func testIssue14_aClippedItemDamagesOnlyInsideItsClip() {
        // The 40-point square moves inside a (40, 40, 20, 20) clip: never more than the clip.
        XCTAssertEqual(damage(Clipped(), Clipped(dx: 5)).rects, [CGRect(x: 40, y: 40, width: 20, height: 20)])
    }

    private struct Dots: View {
        var colored: Set<Int> = []
        var body: some View {
            VStack(spacing: 0) {
                ForEach(0..<20, id: \.self) { row in
                    HStack(spacing: 0) {
                        ForEach(0..<20, id: \.self) { column in
                            let index = row * 20 + column
                            Rectangle().fill(colored.contains(index) ? Color.blue : Color.white).frame(width: 2, height: 2)
                                .frame(width: 5, height: 5)
                        }
                    }
                }
            }
        }
    }

    func testIssue14_manyScatteredChangesMergeIntoAtMostTheLimitOfDisjointRectangles() {
        // 30 dots changed across the grid (every 13th): far more footprints than the limit.
        let changed = Set(stride(from: 0, to: 400, by: 13))
        let host = ViewHost(Dots(), size: size)
        let old = host.displayList
        host.content = Dots(colored: changed)
        let new = host.displayList
        let damage = DisplayListDamage(from: old, to: new, width: 100, height: 100, scale: 1)
        XCTAssertLessThanOrEqual(damage.rects.count, DisplayListDamage.rectLimit)
        XCTAssertGreaterThan(damage.rects.count, 1)
        for (index, a) in damage.rects.enumerated() {
            XCTAssertEqual(a, a.integral)
            XCTAssertTrue(damage.bounds.contains(a))
            for b in damage.rects[(index + 1)...] { XCTAssertTrue(a.intersection(b).isEmpty, "\(a) overlaps \(b)") }
        }
        // Every changed item's footprint is inside the damage.
        for (before, after) in zip(old.items, new.items) where before != after {
            let footprint = DisplayListDamage.footprint(of: after, scale: 1)
            XCTAssertTrue(damage.rects.contains { $0.contains(footprint) }, "\(footprint) not damaged")
        }
    }

    func testIssue14_damageCoveringMostOfTheWindowBecomesTheWholeWindow() {
        let host = ViewHost(Rectangle().fill(Color.red).frame(width: 80, height: 80), size: size)
        let old = host.displayList
        host.content = Rectangle().fill(Color.blue).frame(width: 80, height: 80)
        // 82 × 82 = 6,724 pixels ≥ 60 % of 10,000.
        XCTAssertTrue(DisplayListDamage(from: old, to: host.displayList, width: 100, height: 100, scale: 1).isFull)
    }

    func testIssue14_footprintsOfBadInput() {
        var item = DisplayItem(kind: .fill(shape: "Rectangle"), polygons: [[CGPoint(x: 0, y: 0), CGPoint(x: CGFloat.infinity, y: 10)]],
                               color: .red, opacity: 1, transform: .identity)
        XCTAssertEqual(DisplayListDamage.footprint(of: item, scale: 1), DisplayListDamage.everywhere)
        item.polygons = []
        item.bounds = CGRect.null
        XCTAssertTrue(DisplayListDamage.footprint(of: item, scale: 1).isNull)
        let square = DisplayItem(kind: .fill(shape: "Rectangle"),
                                 polygons: [[CGPoint(x: 10, y: 10), CGPoint(x: 20, y: 10), CGPoint(x: 20, y: 20)]],
                                 color: .red, opacity: 1, transform: .identity)
        // A shadow radius that is NaN or negative blurs nothing: the margin only.
        var shadow = square
        shadow.kind = .shadow
        shadow.shadowRadius = .nan
        XCTAssertEqual(DisplayListDamage.footprint(of: shadow, scale: 1), CGRect(x: 9, y: 9, width: 12, height: 12))
        shadow.shadowRadius = -3
        XCTAssertEqual(DisplayListDamage.footprint(of: shadow, scale: 1), CGRect(x: 9, y: 9, width: 12, height: 12))
        // A NaN scale counts as 1; a window with no pixels has no damage.
        let old = DisplayList(items: [square])
        let damage = DisplayListDamage(from: old, to: DisplayList(), width: 100, height: 100, scale: .nan)
        XCTAssertEqual(damage.rects, [CGRect(x: 9, y: 9, width: 12, height: 12)])
        XCTAssertTrue(DisplayListDamage(from: old, to: DisplayList(), width: 0, height: -5, scale: 1).isEmpty)
        XCTAssertTrue(DisplayListDamage.full(width: 0, height: 10).isEmpty)
    }
}
