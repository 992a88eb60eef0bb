import Foundation

/// What one node's subtree drew in a frame: its display items, hit parts and hit regions, with
/// the graphics state and scale it was drawn under. A node keeps its recording and, while nothing
/// in its subtree changed, replays it in the next frame instead of drawing again, as long as it
/// is drawn under exactly the same state (transform, opacity, clips, hit testing) — so a frame
/// costs what changed plus a copy of the rest.
///
/// The rule that keeps this exact: a recording is replayed only when the node and every node
/// below it are unchanged since it was made (no update, no layout change, no animation step, no
/// child removed — ``ViewNode/invalidateDrawing()``), and none is made around drawing that reads
/// more than that (``DisplayListBuilder/noteVolatileDrawing()``: focused fields, scroll offsets).
/// Hit targets are held weakly, so a recording never keeps a view alive. A class: a node looks at
/// its recording every frame, and a reference is cheaper to look at than a copy of the state and
/// arrays.
final class DrawRecording {
    /// A hit region with its part and region indices counted from the recording's start.
    struct Region {
        private weak var target: PointerResponder?
        private let area: HitRegion.Area
        private let transform: CGAffineTransform
        private let bounds: CGRect
        private let subtree: Range<Int>

        init(_ region: HitRegion, partBase: Int, regionBase: Int) {
            target = region.target
            switch region.area {
            case .parts(let range, let excluded):
                area = .parts(range.shifted(by: -partBase), excluded: excluded.map { $0.shifted(by: -partBase) })
            case .rect:
                area = region.area
            }
            transform = region.transform
            bounds = region.bounds
            subtree = region.subtree.shifted(by: -regionBase)
        }

        /// The region in a frame whose parts and regions so far number `partBase` and
        /// `regionBase`; nil when its target is gone.
        func hitRegion(partBase: Int, regionBase: Int) -> HitRegion? {
            guard let target else { return nil }
            let area: HitRegion.Area
            switch self.area {
            case .parts(let range, let excluded):
                area = .parts(range.shifted(by: partBase), excluded: excluded.map { $0.shifted(by: partBase) })
            case .rect:
                area = self.area
            }
            return HitRegion(target: target, area: area, transform: transform, bounds: bounds,
                             subtree: subtree.shifted(by: regionBase))
        }
    }

    let state: DisplayListBuilder.GraphicsState
    let scale: CGFloat
    let items: [DisplayItem]
    let parts: [HitPart]
    let regions: [Region]
    /// Indices into `regions`.
    let hoverRegions: [Int]
    /// Ranges of `parts` that content shapes replaced.
    let replacedParts: [Range<Int>]

    init(state: DisplayListBuilder.GraphicsState, scale: CGFloat, items: [DisplayItem], parts: [HitPart],
         regions: [Region], hoverRegions: [Int], replacedParts: [Range<Int>]) {
        self.state = state
        self.scale = scale
        self.items = items
        self.parts = parts
        self.regions = regions
        self.hoverRegions = hoverRegions
        self.replacedParts = replacedParts
    }
}

extension Range where Bound == Int {
    /// The range moved by `offset`.
    func shifted(by offset: Int) -> Range<Int> { lowerBound + offset..<upperBound + offset }
}
