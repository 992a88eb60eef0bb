import Foundation

/// What one node's subtree drew in a frame — its display items, hit parts and hit regions, with
/// the graphics state and scale it was drawn under — as a piece of a frame that later frames
/// share instead of copying. A node keeps its recording and, while nothing in its subtree changed,
/// the next frame takes the recording itself (a reference) instead of drawing again, as long as
/// it is drawn under exactly the same state (transform, opacity, clips, hit testing). A recording
/// holds its own drawing in runs and the recordings of its unchanged subtrees as nested pieces,
/// so a frame is a tree of recordings and costs what changed: the path from a changed view to the
/// root, plus a reference to each unchanged sibling on that path. The frame's flat list of items
/// is made only when something reads it (``ViewHost/displayList``).
///
/// The rule that keeps this exact: a recording is taken only when the node and every node below
/// it are unchanged since it was made (no update, no layout change, no animation step, no child
/// removed — ``ViewNode/invalidateDrawing()``), and none is made around drawing that reads more
/// than that (``DisplayListBuilder/noteVolatileDrawing()``: focused fields, scroll offsets).
/// Inside an offscreen layer or a shadow, whose items the builder reads back when it closes them,
/// a recording's drawing is copied in instead of referenced. Hit targets are held weakly, so a
/// recording never keeps a view alive; a region whose target is gone takes no pointer.
final class DrawRecording {
    /// A hit region as recorded: its part and region indices counted from the start of the
    /// recording (or frame) that holds it.
    struct Region {
        private(set) weak var target: PointerResponder?
        let area: HitRegion.Area
        let transform: CGAffineTransform
        let bounds: CGRect
        let subtree: Range<Int>
        let projection: ProjectionTransform?
        /// Whether it is a hover view's region (`onHover`).
        let isHover: Bool

        init(_ region: HitRegion, isHover: Bool) {
            target = region.target
            area = region.area
            transform = region.transform
            bounds = region.bounds
            subtree = region.subtree
            projection = region.projection
            self.isHover = isHover
        }

        private init(_ region: Region, area: HitRegion.Area, subtree: Range<Int>) {
            target = region.target
            self.area = area
            transform = region.transform
            bounds = region.bounds
            self.subtree = subtree
            projection = region.projection
            isHover = region.isHover
        }

        /// The same region with its indices moved by `parts` and `regions`.
        func shifted(parts: Int, regions: Int) -> Region {
            guard parts != 0 || regions != 0 else { return self }
            return Region(self, area: area.shifted(by: parts), subtree: subtree.shifted(by: regions))
        }

        /// The region in a frame where the recording holding it starts at `partBase` and
        /// `regionBase`; nil when its target is gone.
        func hitRegion(partBase: Int, regionBase: Int) -> HitRegion? {
            guard let target else { return nil }
            return HitRegion(target: target, area: area.shifted(by: partBase), transform: transform, bounds: bounds,
                             subtree: subtree.shifted(by: regionBase), projection: projection)
        }
    }

    /// Drawing of the recording's own, between nested recordings.
    struct Run {
        var items: [DisplayItem] = []
        var parts: [HitPart] = []
        var regions: [Region] = []

        var isEmpty: Bool { items.isEmpty && parts.isEmpty && regions.isEmpty }
        var counts: Counts { Counts(items: items.count, parts: parts.count, regions: regions.count) }
    }

    /// A piece of a recording, in drawing order.
    enum Piece {
        case run(Run)
        case recording(DrawRecording)

        var counts: Counts {
            switch self {
            case .run(let run): return run.counts
            case .recording(let recording): return recording.counts
            }
        }
    }

    /// How many items, hit parts and hit regions something holds (or precede it).
    struct Counts: Equatable {
        var items = 0, parts = 0, regions = 0

        static func + (a: Counts, b: Counts) -> Counts {
            Counts(items: a.items + b.items, parts: a.parts + b.parts, regions: a.regions + b.regions)
        }
        static func - (a: Counts, b: Counts) -> Counts {
            Counts(items: a.items - b.items, parts: a.parts - b.parts, regions: a.regions - b.regions)
        }
    }

    let state: DisplayListBuilder.GraphicsState
    let scale: CGFloat
    /// The window it was drawn for (items outside it were left out, ``DisplayListBuilder/isCulled(_:)``).
    let window: CGRect?
    let pieces: [Piece]
    /// Ranges of the recording's parts that content shapes replaced (counted from its start).
    let replacedParts: [Range<Int>]
    /// How many items, parts and regions it holds, nested recordings included.
    let counts: Counts
    /// How many of its regions are hover regions.
    let hoverCount: Int
    /// The union of its hit parts' bounds and of its regions' bounds (finite ones): what a point
    /// must fall in to touch any of them.
    let partBounds: CGRect, regionBounds: CGRect

    init(state: DisplayListBuilder.GraphicsState, scale: CGFloat, window: CGRect? = nil, pieces: [Piece],
         replacedParts: [Range<Int>]) {
        self.state = state
        self.scale = scale
        self.window = window
        self.pieces = pieces
        self.replacedParts = replacedParts
        var counts = Counts(), hovers = 0
        var partBounds = CGRect.null, regionBounds = CGRect.null
        for piece in pieces {
            switch piece {
            case .run(let run):
                for part in run.parts { partBounds = partBounds.union(finite: part.bounds) }
                for region in run.regions {
                    regionBounds = regionBounds.union(finite: region.bounds)
                    if region.isHover { hovers += 1 }
                }
            case .recording(let recording):
                partBounds = partBounds.union(finite: recording.partBounds)
                regionBounds = regionBounds.union(finite: recording.regionBounds)
                hovers += recording.hoverCount
            }
            counts = counts + piece.counts
        }
        self.counts = counts
        hoverCount = hovers
        self.partBounds = partBounds
        self.regionBounds = regionBounds
    }

    /// Every item, in drawing order, appended to `items`.
    func appendItems(to items: inout [DisplayItem]) {
        for piece in pieces {
            switch piece {
            case .run(let run): items.append(contentsOf: run.items)
            case .recording(let recording): recording.appendItems(to: &items)
            }
        }
    }

    /// Everything it holds appended to `run` as drawing of the run's own, its indices counted
    /// from the run's frame: the recording starts `base` parts and regions into that frame.
    func append(to run: inout Run, base: Counts) {
        var position = base
        for piece in pieces {
            switch piece {
            case .run(let own):
                run.items.append(contentsOf: own.items)
                run.parts.append(contentsOf: own.parts)
                run.regions.append(contentsOf: own.regions.map { $0.shifted(parts: base.parts, regions: base.regions) })
            case .recording(let recording):
                recording.append(to: &run, base: position)
            }
            position = position + piece.counts
        }
    }

    /// Calls `body` with each hit part whose index (counted from the recording's start at
    /// `base`) is in `range`, in order, with its index; stops when `body` returns true and returns
    /// true then. Nested recordings are skipped whole when `range` misses them or `skip` says so
    /// (given their parts' bounds).
    func firstPart(in range: Range<Int>, base: Int, skipping skip: (CGRect) -> Bool = { _ in false },
                   where body: (Int, HitPart) -> Bool) -> Bool {
        var start = base
        for piece in pieces {
            if start >= range.upperBound { return false }
            switch piece {
            case .run(let run):
                let end = start + run.parts.count
                if end > range.lowerBound {
                    for index in max(start, range.lowerBound)..<min(end, range.upperBound)
                        where body(index, run.parts[index - start]) { return true }
                }
                start = end
            case .recording(let recording):
                let end = start + recording.counts.parts
                if end > range.lowerBound, !skip(recording.partBounds),
                   recording.firstPart(in: range, base: start, skipping: skip, where: body) {
                    return true
                }
                start = end
            }
        }
        return false
    }

    /// Calls `body` with each region (resolved in a frame where the recording starts at `base`),
    /// last first, with its index — leaving out nested recordings `skipRecording` rejects, regions
    /// `skipRegion` rejects and regions whose target is gone; stops when `body` returns true and
    /// returns true then.
    func lastRegion(base: Counts, skippingRecordings skipRecording: (DrawRecording) -> Bool,
                    regions skipRegion: (Region) -> Bool, where body: (Int, HitRegion) -> Bool) -> Bool {
        var end = base + counts
        for piece in pieces.reversed() {
            let start = end - piece.counts
            switch piece {
            case .run(let run):
                for offset in run.regions.indices.reversed() where !skipRegion(run.regions[offset]) {
                    guard let region = run.regions[offset].hitRegion(partBase: base.parts, regionBase: base.regions) else {
                        continue
                    }
                    if body(start.regions + offset, region) { return true }
                }
            case .recording(let recording):
                if recording.counts.regions > 0, !skipRecording(recording),
                   recording.lastRegion(base: start, skippingRecordings: skipRecording, regions: skipRegion, where: body) {
                    return true
                }
            }
            end = start
        }
        return false
    }
}

extension Range where Bound == Int {
    /// The range moved by `offset`.
    func shifted(by offset: Int) -> Range<Int> { lowerBound + offset..<upperBound + offset }
}

extension HitRegion.Area {
    /// The same area with its part indices moved by `offset`.
    func shifted(by offset: Int) -> HitRegion.Area {
        guard offset != 0, case .parts(let range, let excluded) = self else { return self }
        return .parts(range.shifted(by: offset), excluded: excluded.map { $0.shifted(by: offset) })
    }
}

extension CGRect {
    /// The union with `other` when it is a finite, non-null rectangle; else this one. Both are
    /// taken as they are (origin at the minimum corner, as every box of a frame is).
    func union(finite other: CGRect) -> CGRect {
        let (x, y, width, height) = (other.origin.x, other.origin.y, other.size.width, other.size.height)
        guard x.isFinite, y.isFinite, width.isFinite, height.isFinite, width >= 0, height >= 0 else { return self }
        guard origin.x.isFinite else { return other }   // null (its origin is infinite)
        let minX = Swift.min(origin.x, x), minY = Swift.min(origin.y, y)
        return CGRect(x: minX, y: minY, width: Swift.max(origin.x + size.width, x + width) - minX,
                      height: Swift.max(origin.y + size.height, y + height) - minY)
    }

    /// Whether the two rectangles share some area (edges touching count); false when either is
    /// null or not finite. Both are taken as they are (origin at the minimum corner).
    func meets(_ other: CGRect) -> Bool {
        origin.x <= other.origin.x + other.size.width && other.origin.x <= origin.x + size.width
            && origin.y <= other.origin.y + other.size.height && other.origin.y <= origin.y + size.height
    }
}
