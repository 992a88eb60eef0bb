import Foundation

/// One piece of what a frame drew that takes the pointer, in window points: a filled outline (a
/// shape, a stroke's outline), the quad of a text run or an image, or a `contentShape`. A point is
/// inside when it is inside the outline by its fill rule and inside every clip outline.
struct HitPart {
    /// The outlines, in window points.
    let polygons: [[CGPoint]]
    let fillRule: FillRule
    /// The clip outlines in force where it was drawn; the point must be inside each.
    let clips: [[CGPoint]]
    /// The outlines' bounding box, clipped: a quick rejection.
    let bounds: CGRect

    init(polygons: [[CGPoint]], fillRule: FillRule, clips: [[CGPoint]]) {
        self.polygons = polygons
        self.fillRule = fillRule
        self.clips = clips
        var box = DisplayItem.boundingBox(of: polygons)
        if !clips.isEmpty { box = box.intersection(DisplayItem.boundingBox(of: clips)) }
        bounds = box
    }

    func contains(_ point: CGPoint) -> Bool {
        guard bounds.safelyContains(point) else { return false }
        for clip in clips where Path.windingNumber(of: [clip], at: point) == 0 { return false }
        return fillRule.covers(winding: Path.windingNumber(of: polygons, at: point))
    }
}

/// Where a hit target takes the pointer in the last frame.
///
/// The rule, as SwiftUI's: a gesture's area is what its content drew — the outline of every shape
/// (a `Circle` is not tappable in its frame's corners), the frame of every text run and image (SF-style symbols included) —
/// through every transform and geometry effect it was drawn with, and inside its clips. Containers
/// and frames add no area of their own; `.contentShape(_:)` replaces its content's area with a
/// shape. Views drawn with hit testing off (`allowsHitTesting(false)`, leaving views, opacity 0)
/// add nothing. A text field takes the pointer over its whole frame.
struct HitRegion {
    /// What it covers.
    enum Area {
        /// The frame's hit parts in `range` (what the target's content drew), less those in
        /// `excluded` (replaced by content shapes inside it).
        case parts(Range<Int>, excluded: [Range<Int>])
        /// A rectangle in the target's local coordinates (text fields).
        case rect(CGRect, clip: CGRect?)
    }

    let target: PointerResponder
    let area: Area
    /// The target's transform to the window (for local points).
    let transform: CGAffineTransform
    /// The area's bounding box in window points.
    let bounds: CGRect
    /// The indices of the regions registered inside this one (its subviews' responders).
    var subtree: Range<Int> = 0..<0
    /// The target's full map to the window when it is drawn under a projection (it then stands
    /// for `transform`, see ``DisplayItem/projection``).
    var projection: ProjectionTransform?

    /// A region over `rect` in local coordinates drawn with `transform`, inside `clip` (window points).
    static func rect(_ rect: CGRect, target: PointerResponder, transform: CGAffineTransform,
                     projection: ProjectionTransform? = nil, clip: CGRect?) -> HitRegion {
        var bounds = rect.applying(transform)
        if let projection {
            let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                           CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)]
            bounds = DisplayItem.boundingBox(of: [projection.projecting(corners)])
        }
        if let clip { bounds = bounds.intersection(clip) }
        return HitRegion(target: target, area: .rect(rect, clip: clip), transform: transform, bounds: bounds,
                         projection: projection)
    }

    /// Whether `point` (window points) falls inside the region, whose parts are those of `map`. A
    /// region drawn through a singular transform (scaled to nothing, say) covers no area.
    func contains(_ point: CGPoint, in map: HitMap) -> Bool {
        guard bounds.safelyContains(point) else { return false }
        switch area {
        case .parts(let range, let excluded):
            return map.containsPart(in: range, excluding: excluded, point: point)
        case .rect(let rect, let clip):
            if let clip, !clip.safelyContains(point) { return false }
            guard let local = invert(point) else { return false }
            return rect.safelyContains(local)
        }
    }

    /// Whether the area is a rectangle of its own (it needs no frame's parts).
    var isRect: Bool {
        if case .rect = area { return true }
        return false
    }

    /// The local point for a window point (the window point itself through a singular transform).
    ///
    /// Under a projection it is the point of the target's plane that projects onto `point` (the
    /// projection inverted), as SwiftUI converts a location through a 3D rotation: a tap on a card
    /// turned about y reads where on the card it landed. A window point whose preimage lies behind
    /// the camera (or on the horizon line) has none, and the window point itself is given.
    func localPoint(_ point: CGPoint) -> CGPoint { invert(point) ?? point }

    /// The local point that maps onto the window point `point`, nil through a singular transform or
    /// when it lies behind the camera.
    private func invert(_ point: CGPoint) -> CGPoint? {
        if let projection {
            var inverse = projection
            guard inverse.invert() else { return nil }
            guard point.x * inverse.m13 + point.y * inverse.m23 + inverse.m33 != 0 else { return nil }
            let local = point.applying(inverse)
            guard projection.divisor(at: local) >= ProjectionTransform.minimumW, local.x.isFinite, local.y.isFinite else {
                return nil
            }
            return local
        }
        let det = transform.determinant
        guard det != 0, det.isFinite else { return nil }
        return point.applying(transform.inverted())
    }
}

/// The hit regions and hit parts of one frame: what ``ViewHost`` hit-tests pointer events against.
/// It reads the frame's drawing (``DrawRecording``) in place: an unchanged subtree's regions and
/// parts are shared with the frames before, and a search skips every subtree whose bounds miss
/// the point, so a hit test costs the depth of the tree, not its size.
struct HitMap {
    private let frame: DrawRecording?

    init(frame: DrawRecording? = nil) { self.frame = frame }

    /// Whether any hover view (`onHover`) has a region in this frame.
    var hasHoverRegions: Bool { (frame?.hoverCount ?? 0) > 0 }

    /// The regions containing `point`, the one that takes it first first (regions in priority
    /// order: later ones take a point before earlier ones), with their indices in the frame.
    func regions(containing point: CGPoint) -> [(index: Int, region: HitRegion)] {
        var found: [(index: Int, region: HitRegion)] = []
        guard let frame, point.x.isFinite, point.y.isFinite else { return found }
        _ = frame.lastRegion(base: DrawRecording.Counts(), skippingRecordings: { !$0.regionBounds.safelyContains(point) },
                             regions: { !$0.bounds.safelyContains(point) }) { index, region in
            if region.contains(point, in: self) { found.append((index, region)) }
            return false
        }
        return found
    }

    /// The hover views' regions, in drawing order.
    var hoverRegions: [HitRegion] {
        var found: [HitRegion] = []
        _ = frame?.lastRegion(base: DrawRecording.Counts(), skippingRecordings: { $0.hoverCount == 0 },
                              regions: { !$0.isHover }) { _, region in
            found.append(region)
            return false
        }
        return found.reversed()
    }

    /// Whether a hit part in `range` (frame indices), in none of `excluded`, contains `point`.
    func containsPart(in range: Range<Int>, excluding excluded: [Range<Int>], point: CGPoint) -> Bool {
        frame?.firstPart(in: range, base: 0, skipping: { !$0.safelyContains(point) }) { index, part in
            !excluded.contains { $0.contains(index) } && part.contains(point)
        } ?? false
    }

    /// The region of `target` in this frame, if it has one. The rule: a responder draws its
    /// content once a frame, so it has at most one region; it is looked for first among the
    /// regions meeting `box` (where it was when last seen), then everywhere.
    func region(of target: PointerResponder, near box: CGRect) -> HitRegion? {
        guard let frame else { return nil }
        var found: HitRegion?
        let search = { (skip: (CGRect) -> Bool) in
            _ = frame.lastRegion(base: DrawRecording.Counts(), skippingRecordings: { skip($0.regionBounds) },
                                 regions: { skip($0.bounds) }) { _, region in
                guard region.target === target else { return false }
                found = region
                return true
            }
        }
        if !box.isNull { search { !$0.meets(box) } }
        if found == nil { search { _ in false } }
        return found
    }

    /// Whether `point` is inside a target's area in this frame, where it is drawn now (`current`,
    /// its region in this frame; a moving view is followed). A target that drew nothing this frame
    /// (it left, say) is hit only where a rectangle of its own (`fallback`, where it was when the
    /// pointer went down) says so: a gesture whose content is gone is released outside.
    func contains(_ point: CGPoint, current: HitRegion?, fallback: HitRegion) -> Bool {
        guard let current else { return fallback.isRect && fallback.contains(point, in: self) }
        return current.contains(point, in: self)
    }
}

extension CGRect {
    /// Whether the rectangle contains `point`; false when either is not finite (Foundation's
    /// `contains` traps on NaN on Linux).
    func safelyContains(_ point: CGPoint) -> Bool {
        guard !isNull, origin.x.isFinite, origin.y.isFinite, size.width.isFinite, size.height.isFinite,
              point.x.isFinite, point.y.isFinite else { return false }
        return point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }
}
