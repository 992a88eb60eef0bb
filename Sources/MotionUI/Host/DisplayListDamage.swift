import Foundation

/// The window pixels that may differ between two frames: what a renderer must repaint (and a
/// window upload) to turn the picture of one ``DisplayList`` into the picture of the next.
///
/// The two lists are compared item by item (``DisplayListDiff``): an item found in both, in the
/// same order, costs nothing; every other item — changed, added, removed, or reordered past items
/// it overlaps — damages its ``footprint(of:scale:)`` in the old frame and in the new one. So a
/// square moving 10 points damages its old and its new bounds, a removed item its old bounds, and
/// an unchanged frame nothing.
///
/// Layers (a `.beginLayer` … `.endLayer` run, see ``DisplayLayer``) are compared whole: when
/// anything in a blurred layer changes, or its `.beginLayer` item does, the layer damages its whole
/// extent (its bounds, which include the blur's reach, inside its clips) in both frames. A layer
/// whose effect works pixel by pixel (a compositing group, a colour matrix) and whose
/// `.beginLayer` item is unchanged is compared inside instead, its items' footprints cut to its
/// extent. A `.mask` layer damages the extent of the layer it masks (the whole window at the top).
///
/// The result is a short list of whole-pixel rectangles (``rects``), inside the window and not
/// overlapping: footprints that overlap or lie close — their union wastes at most a quarter of
/// their own area — are merged, and while there are more than ``rectLimit`` rectangles the two
/// whose union wastes the least are merged. Damage that covers ``fullRepaintCoverage`` (60 %) of
/// the window or more becomes the whole window, where one rectangle is cheaper than many.
/// Rules where there is no frame to compare with: no old list (the first frame) damages the
/// whole window; a window with no pixels has no damage; a non-finite scale counts as 1.
///
/// ```swift
/// let host = ViewHost(Rectangle().fill(Color.red).frame(width: 20, height: 20).offset(x: moved ? 10 : 0),
///                     size: CGSize(width: 100, height: 100))
/// let before = host.displayList
/// moved = true   // through the view's state
/// let damage = DisplayListDamage(from: before, to: host.displayList, width: 100, height: 100, scale: 1)
/// damage.rects   // [(39, 39, 32, 22)]: the old square (40…60) and the new one (50…70), a pixel around
/// ```
public struct DisplayListDamage: Equatable, Sendable {
    /// The rectangles to repaint, in device pixels: whole numbers, inside ``bounds``, none
    /// overlapping another. Empty when nothing changed.
    public private(set) var rects: [CGRect]
    /// The window in device pixels: `(0, 0, width, height)`.
    public let bounds: CGRect

    /// The most rectangles a damage is made of (more are merged).
    public static let rectLimit = 12
    /// The share of the window from which damage becomes the whole window.
    public static let fullRepaintCoverage = 0.6
    /// Pixels added around every footprint: a bitmap resampled under a rotation may reach half a
    /// pixel past its quad, and this keeps every such edge inside.
    public static let footprintMargin: CGFloat = 1

    /// Damage of the whole window of `width × height` pixels (a first frame, a resize).
    ///
    /// ```swift
    /// DisplayListDamage.full(width: 1280, height: 800).area   // 1_024_000
    /// ```
    public static func full(width: Int, height: Int) -> DisplayListDamage {
        var damage = DisplayListDamage(bounds: width, height)
        if !damage.bounds.isEmpty { damage.rects = [damage.bounds] }
        return damage
    }

    /// The pixels that differ between the picture of `old` and that of `new` in a window of
    /// `width × height` pixels at `scale` pixels per point (see the type's rules).
    ///
    /// ```swift
    /// let damage = DisplayListDamage(from: previous, to: host.displayList, width: 200, height: 100, scale: 2)
    /// ```
    public init(from old: DisplayList?, to new: DisplayList, width: Int, height: Int, scale: Double) {
        guard let old else {
            self = .full(width: width, height: height)
            return
        }
        self.init(bounds: width, height)
        guard !bounds.isEmpty else { return }
        let factor = scale.isFinite && scale > 0 ? scale : 1
        for footprint in DisplayListDiff.footprints(from: old.items, to: new.items, scale: factor) { add(footprint) }
        if area >= Int((DisplayListDamage.fullRepaintCoverage * Double(bounds.width * bounds.height)).rounded(.up)) {
            rects = [bounds]
        }
    }

    private init(bounds width: Int, _ height: Int) {
        bounds = CGRect(x: 0, y: 0, width: max(width, 0), height: max(height, 0))
        rects = []
    }

    /// Whether nothing needs repainting.
    public var isEmpty: Bool { rects.isEmpty }
    /// Whether the damage is the whole window.
    public var isFull: Bool { rects == [bounds] && !bounds.isEmpty }
    /// The number of damaged pixels (the rectangles do not overlap).
    public var area: Int { rects.reduce(0) { $0 + Int($1.width) * Int($1.height) } }

    /// Whether `rect` (device pixels) meets a damaged pixel.
    ///
    /// ```swift
    /// damage.intersects(CGRect(x: 0, y: 0, width: 10, height: 10))
    /// ```
    public func intersects(_ rect: CGRect) -> Bool {
        rects.contains { DisplayListDamage.overlaps($0, rect) }
    }

    // MARK: Footprints

    /// A footprint that may be anywhere: ±2³⁰ pixels each way.
    static let everywhere = CGRect(x: -CGFloat(1 << 30), y: -CGFloat(1 << 30), width: CGFloat(1 << 31), height: CGFloat(1 << 31))

    /// The device pixels `item` can change at `scale`, rounded out to whole pixels: its bounds
    /// (× scale), grown by ``footprintMargin``, and for a `.shadow` by the blur's reach as well
    /// (⌈3σ⌉ + 1 pixels, σ = radius × scale / 2, beyond any box blur's reach), cut to the bounding
    /// box of its clips. For a `.beginLayer` item that is the whole layer's (its bounds hold the
    /// blur's reach already), and a `.mask` layer's is everywhere (it changes the layer it masks
    /// over that layer's whole extent). `.null` for an item that draws nothing (no points, an `.endLayer`); an item
    /// with a non-finite bound may draw anywhere and gives a rectangle ±2³⁰ pixels wide. A scale
    /// that is not positive and finite counts as 1.
    ///
    /// ```swift
    /// DisplayListDamage.footprint(of: item, scale: 2)   // a fill with bounds (10, 10, 5, 5) → (19, 19, 12, 12)
    /// ```
    public static func footprint(of item: DisplayItem, scale: Double) -> CGRect {
        guard item.kind != .endLayer else { return .null }
        if item.kind == .beginLayer, item.layer?.compositing == .alphaMask { return everywhere }
        let scale = scale.isFinite && scale > 0 ? scale : 1
        var reach = footprintMargin
        if item.kind == .shadow {
            let sigma = Double(item.shadowRadius) * scale / 2
            if sigma.isFinite, sigma > 0 { reach += CGFloat((3 * sigma).rounded(.up) + 1) }
        }
        return clipped(outset(pixels(item.bounds, scale: scale), by: reach), to: item.clips, scale: scale)
    }

    /// The smallest whole-pixel rectangle holding `rect` (points) × `scale`; `.null` for a null
    /// rectangle; ±2³⁰ for a non-finite one.
    static func pixels(_ rect: CGRect, scale: Double) -> CGRect {
        guard !rect.isNull else { return .null }
        let limit = CGFloat(1 << 30)
        let edges = [rect.minX, rect.minY, rect.maxX, rect.maxY].map { $0 * CGFloat(scale) }
        guard edges.allSatisfy(\.isFinite) else { return everywhere }
        func clamp(_ value: CGFloat) -> CGFloat { min(max(value, -limit), limit) }
        let left = clamp(edges[0].rounded(.down)), top = clamp(edges[1].rounded(.down))
        return CGRect(x: left, y: top, width: clamp(edges[2].rounded(.up)) - left, height: clamp(edges[3].rounded(.up)) - top)
    }

    private static func outset(_ rect: CGRect, by amount: CGFloat) -> CGRect {
        rect.isNull || rect == everywhere ? rect : CGRect(x: rect.minX - amount, y: rect.minY - amount,
                                    width: rect.width + 2 * amount, height: rect.height + 2 * amount)
    }

    /// `rect` cut to the pixel bounding box of every clip outline (a clip with no usable point
    /// leaves `rect` as it is: it is conservative to draw more).
    private static func clipped(_ rect: CGRect, to clips: [[CGPoint]], scale: Double) -> CGRect {
        var result = rect
        for clip in clips where !result.isNull {
            let box = pixels(DisplayItem.boundingBox(of: [clip]), scale: scale)
            guard !box.isNull else { continue }
            result = intersection(result, box)
        }
        return result
    }

    // MARK: Merging

    /// Adds a footprint: cut to the window, merged with every rectangle it overlaps or lies close
    /// to, then the list kept within ``rectLimit``.
    private mutating func add(_ footprint: CGRect) {
        let rect = DisplayListDamage.intersection(footprint, bounds)
        guard !rect.isNull, rect.width > 0, rect.height > 0 else { return }
        insert(rect)
        while rects.count > DisplayListDamage.rectLimit {
            var best = (waste: CGFloat.infinity, i: 0, j: 1)
            for i in 0..<rects.count {
                for j in (i + 1)..<rects.count {
                    let waste = DisplayListDamage.waste(rects[i], rects[j])
                    if waste < best.waste { best = (waste, i, j) }
                }
            }
            let union = rects[best.i].union(rects[best.j])
            rects.remove(at: best.j)
            rects.remove(at: best.i)
            insert(union)
        }
    }

    /// Inserts `rect`, first absorbing (repeatedly) every rectangle it overlaps or should merge with.
    private mutating func insert(_ rect: CGRect) {
        var rect = rect
        while let index = rects.firstIndex(where: { DisplayListDamage.shouldMerge($0, rect) }) {
            rect = rect.union(rects.remove(at: index))
        }
        rects.append(rect)
    }

    /// Whether two rectangles overlap, or their union wastes at most a quarter of their own area.
    private static func shouldMerge(_ a: CGRect, _ b: CGRect) -> Bool {
        overlaps(a, b) || waste(a, b) <= (a.width * a.height + b.width * b.height) / 4
    }

    /// The pixels the union of `a` and `b` holds beyond `a` and `b` themselves.
    private static func waste(_ a: CGRect, _ b: CGRect) -> CGFloat {
        let union = a.union(b)
        let shared = intersection(a, b)
        let overlap = shared.isNull ? 0 : shared.width * shared.height
        return union.width * union.height - a.width * a.height - b.width * b.height + overlap
    }

    private static func overlaps(_ a: CGRect, _ b: CGRect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    /// The intersection, `.null` when empty (Foundation's treats touching edges as a zero-width overlap).
    static func intersection(_ a: CGRect, _ b: CGRect) -> CGRect {
        guard !a.isNull, !b.isNull, overlaps(a, b) else { return .null }
        let left = max(a.minX, b.minX), top = max(a.minY, b.minY)
        return CGRect(x: left, y: top, width: min(a.maxX, b.maxX) - left, height: min(a.maxY, b.maxY) - top)
    }
}
