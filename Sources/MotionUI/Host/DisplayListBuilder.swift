import Foundation

/// Collects display items while the graph draws: a stack of graphics states (transform or
/// projection, opacity, clips, hit testing), the hit parts of what was drawn (``HitPart``) and
/// the hit regions of the frame (``HitRegion``).
struct DisplayListBuilder {
    /// What everything drawn next is drawn under; a ``DrawRecording`` is replayed only under the
    /// same state.
    struct GraphicsState: Equatable {
        var transform = CGAffineTransform.identity
        /// Local → window points with every projection and transform, once a projective effect is
        /// in force (see ``DisplayListBuilder/concatenate(_:over:)``).
        var projection: ProjectionTransform? {
            get { projected?.projection }
            set { projected = Projected.make(newValue, scale: projectionScale, inner: innerTransform) }
        }
        /// The largest enlargement of `projection` over the box of the innermost projective effect.
        var projectionScale: CGFloat {
            get { projected?.scale ?? 1 }
            set { projected = Projected.make(projection, scale: newValue, inner: innerTransform) }
        }
        /// The affine transforms concatenated since the innermost projective effect.
        var innerTransform: CGAffineTransform {
            get { projected?.inner ?? .identity }
            set { projected = Projected.make(projection, scale: projectionScale, inner: newValue) }
        }
        /// The three above, boxed: most drawing has no projection, and the state is copied at
        /// every `save`.
        private var projected: Projected?

        private final class Projected: Equatable {
            let projection: ProjectionTransform?
            let scale: CGFloat
            let inner: CGAffineTransform

            private init(projection: ProjectionTransform?, scale: CGFloat, inner: CGAffineTransform) {
                self.projection = projection
                self.scale = scale
                self.inner = inner
            }

            /// A box of the three, or nil when all are their defaults.
            static func make(_ projection: ProjectionTransform?, scale: CGFloat, inner: CGAffineTransform) -> Projected? {
                guard projection != nil || scale != 1 || !inner.isIdentity else { return nil }
                return Projected(projection: projection, scale: scale, inner: inner)
            }

            static func == (a: Projected, b: Projected) -> Bool {
                a.projection == b.projection && a.scale == b.scale && a.inner == b.inner
            }
        }
        var opacity = 1.0
        var hitTesting = true
        /// The opacity inside the innermost open layer (the layer carries the rest).
        var layerOpacity = 1.0
        /// The clip contours in force (window points).
        var clips: [[CGPoint]] {
            get { clipping.clips }
            set { clipping.clips = newValue }
        }
        /// The bounding box of the clips, while any.
        var clipBox: CGRect? {
            get { clipping.clipBox }
            set { clipping.clipBox = newValue }
        }
        /// How many of `clips` belong to enclosing layers (which apply them once, when composited).
        var layerClips: Int {
            get { clipping.layerClips }
            set { clipping.layerClips = newValue }
        }
        /// How many layers are open.
        var layers: Int {
            get { clipping.layers }
            set { clipping.layers = newValue }
        }
        /// The four above, boxed with copy on write: the state is copied at every `save`, and most
        /// drawing is neither clipped nor in a layer.
        private var clipping = Clipping()

        private struct Clipping: Equatable {
            private final class Storage {
                var clips: [[CGPoint]] = []
                var clipBox: CGRect?
                var layerClips = 0
                var layers = 0

                func copy() -> Storage {
                    let copy = Storage()
                    (copy.clips, copy.clipBox, copy.layerClips, copy.layers) = (clips, clipBox, layerClips, layers)
                    return copy
                }
            }
            /// nil while every part has its default.
            private var storage: Storage?

            var clips: [[CGPoint]] {
                get { storage?.clips ?? [] }
                set { unique().clips = newValue }
            }
            var clipBox: CGRect? {
                get { storage?.clipBox }
                set { unique().clipBox = newValue }
            }
            var layerClips: Int {
                get { storage?.layerClips ?? 0 }
                set { unique().layerClips = newValue }
            }
            var layers: Int {
                get { storage?.layers ?? 0 }
                set { unique().layers = newValue }
            }

            private mutating func unique() -> Storage {
                if !isKnownUniquelyReferenced(&storage) { storage = storage?.copy() ?? Storage() }
                return storage.unsafelyUnwrapped
            }

            static func == (a: Clipping, b: Clipping) -> Bool {
                a.storage === b.storage || (a.clips == b.clips && a.clipBox == b.clipBox
                                            && a.layerClips == b.layerClips && a.layers == b.layers)
            }
        }
    }

    let scale: CGFloat
    let textMeasurer: TextMeasurer
    private var state = GraphicsState()
    private var stack: [GraphicsState] = []
    private(set) var items: [DisplayItem] = []
    private var regions: [HitRegion] = []
    /// What the frame drew that takes the pointer, in drawing order.
    private(set) var hitParts: [HitPart] = []
    /// The indices of the regions of hover views (`onHover`), so hover never scans every region.
    private var hoverRegions: [Int] = []
    /// Ranges of ``hitParts`` that a `contentShape` replaced, for the regions around it.
    private var replacedParts: [Range<Int>] = []
    /// Fields that can take keyboard focus, in drawing order.
    private(set) var focusableFields: [FocusableField] = []
    /// The indices of the `.beginLayer` items of the open layers, innermost last.
    private var openLayers: [Int] = []
    /// How many views drew something that must be drawn afresh every frame (see ``noteVolatileDrawing()``).
    private var volatileDrawings = 0
    /// Whether nodes replay their recordings (``ViewNode/draw(into:)``); off, each draws afresh.
    var replaysRecordings = true
    /// How many nodes were drawn afresh, and how many subtrees replayed.
    var drawnNodes = 0, replayedNodes = 0

    init(scale: CGFloat, textMeasurer: TextMeasurer) {
        self.scale = scale
        self.textMeasurer = textMeasurer
    }

    /// Curves are flattened to within a quarter pixel.
    var flatteningTolerance: CGFloat { 0.25 / max(scale, 0.01) }

    var transform: CGAffineTransform { state.transform }
    var projection: ProjectionTransform? { state.projection }
    var opacity: Double { state.opacity }

    mutating func save() { stack.append(state) }
    /// Returns to the state of the matching `save`, ending every layer begun since.
    mutating func restore() {
        let open = state.layers
        state = stack.removeLast()
        for _ in state.layers..<max(open, state.layers) { endLayer() }
    }

    /// Applies `t` before the current transform (to local coordinates).
    mutating func concatenate(_ t: CGAffineTransform) {
        state.transform = t.concatenating(state.transform)
        guard let projection = state.projection else { return }
        state.projection = ProjectionTransform(t).concatenating(projection)
        state.innerTransform = t.concatenating(state.innerTransform)
    }
    mutating func translate(by offset: CGPoint) {
        guard offset != .zero else { return }
        concatenate(CGAffineTransform(translationX: offset.x, y: offset.y))
    }
    /// Applies the projective transform `p` before the current transforms, for content whose box
    /// is `box` (local coordinates, after `p`): nested projections and the affine transforms
    /// around and inside them compose as 3 × 3 matrices. An affine `p` is an affine concatenation;
    /// one with a non-finite entry is ignored (the content draws untransformed by it).
    ///
    /// Curves inside are flattened in local space with the tolerance scaled by the projection's
    /// largest enlargement at the corners of `box` (capped at ``maximumProjectionScale``), then
    /// projected point by point.
    mutating func concatenate(_ p: ProjectionTransform, over box: CGRect) {
        let entries = [p.m11, p.m12, p.m13, p.m21, p.m22, p.m23, p.m31, p.m32, p.m33]
        guard entries.allSatisfy({ $0.isFinite }) else { return }
        guard !p.isAffine else { return concatenate(p.affinePart) }
        let full = p.concatenating(state.projection ?? ProjectionTransform(state.transform))
        let corners = [CGPoint(x: box.minX, y: box.minY), CGPoint(x: box.maxX, y: box.minY),
                       CGPoint(x: box.maxX, y: box.maxY), CGPoint(x: box.minX, y: box.maxY)]
        let scale = corners.map { full.localScale(at: $0) }.max() ?? 1
        state.projection = full
        state.projectionScale = min(scale, DisplayListBuilder.maximumProjectionScale)
        state.innerTransform = .identity
    }

    /// The most a projection's enlargement refines flattening: near the camera a projection
    /// enlarges without bound, and outlines there are cut by the window anyway.
    static let maximumProjectionScale: CGFloat = 16

    /// Local outlines in window points: mapped by the transform, or clipped to the front of the
    /// camera and projected (outlines all behind it are dropped).
    func project(_ local: [[CGPoint]]) -> [[CGPoint]] {
        guard let projection = state.projection else { return local.map { $0.map { $0.applying(state.transform) } } }
        return local.map { projection.projecting($0) }.filter { !$0.isEmpty }
    }

    /// `path` (local) flattened to window outlines: in window space under an affine transform, in
    /// local space then projected under a projection.
    func windowContours(of path: Path) -> [[CGPoint]] {
        guard state.projection != nil else {
            return path.applying(state.transform).flattenedContours(tolerance: flatteningTolerance)
        }
        return project(path.flattenedContours(tolerance: localTolerance))
    }

    mutating func multiplyOpacity(_ factor: Double) {
        let factor = min(max(factor.isNaN ? 0 : factor, 0), 1)
        state.opacity *= factor
        state.layerOpacity *= factor
    }
    mutating func disableHitTesting() { state.hitTesting = false }

    /// Clips everything drawn after it (until `restore`) to `path` in local coordinates.
    mutating func clip(to path: Path) {
        let contours = windowContours(of: path)
        state.clips.append(contentsOf: contours)
        let box = DisplayItem.boundingBox(of: contours)
        state.clipBox = state.clipBox.map { $0.intersection(box) } ?? box
    }

    /// The flattening tolerance in local coordinates: a quarter pixel once the current transform
    /// has enlarged the outline (callers may cache outlines flattened with it). Under a projection
    /// the enlargement is the projection's largest over its effect's box (see
    /// ``concatenate(_:over:)``) times that of the affine transforms inside it.
    var localTolerance: CGFloat { flatteningTolerance / max(transformScale, 1) }

    /// Fills `path` (local coordinates).
    mutating func fill(_ path: Path, color: Color, fillRule: FillRule = .nonZero, shape: String) {
        fill(contours: path.flattenedContours(tolerance: localTolerance), color: color, fillRule: fillRule, shape: shape)
    }

    /// Fills outlines already flattened in local coordinates.
    mutating func fill(contours local: [[CGPoint]], color: Color, fillRule: FillRule = .nonZero, shape: String) {
        guard color.opacity > 0 else { return }
        fill(contours: local, color: color, gradient: nil, fillRule: fillRule, shape: shape)
    }

    /// Fills outlines already flattened in local coordinates with a paint; a gradient is laid out
    /// over `bounds` (local coordinates: the frame of the shape).
    mutating func fill(contours local: [[CGPoint]], paint: StylePaint, in bounds: CGRect, fillRule: FillRule = .nonZero,
                       shape: String) {
        guard case .gradient(var gradient) = paint else { return fill(contours: local, color: paint.color, fillRule: fillRule, shape: shape) }
        guard paint.isVisible else { return }
        gradient.bounds = bounds
        fill(contours: local, color: paint.color, gradient: gradient, fillRule: fillRule, shape: shape)
    }

    private mutating func fill(contours local: [[CGPoint]], color: Color, gradient: GradientPaint?, fillRule: FillRule,
                               shape: String) {
        guard state.opacity > 0, !local.isEmpty else { return }
        let t = state.transform
        let contours = t.isIdentity && state.projection == nil ? local : project(local)
        guard !contours.isEmpty else { return }
        items.append(DisplayItem(kind: .fill(shape: shape), polygons: contours, fillRule: fillRule, color: color,
                                 opacity: state.layerOpacity, transform: t, clips: itemClips, projection: state.projection,
                                 gradient: gradient))
        addHitPart(contours, fillRule: fillRule)
    }

    /// How much the current transform enlarges lengths: the longer image of the two unit axes (exact
    /// for rotations and uniform or axis-aligned scales), so curves flattened in local space stay
    /// within tolerance on screen.
    var transformScale: CGFloat {
        let t = state.projection == nil ? state.transform : state.innerTransform
        let affine = max((t.a * t.a + t.b * t.b).squareRoot(), (t.c * t.c + t.d * t.d).squareRoot())
        return state.projection == nil ? affine : affine * state.projectionScale
    }

    /// Draws a line of text in `rect` (local coordinates).
    mutating func text(_ string: String, font: Font, color: Color, in rect: CGRect) {
        text(string, font: font, paint: .color(color), in: rect)
    }

    /// Draws a line of text in `rect` (local coordinates) with a paint; a gradient is laid out over
    /// `gradientBounds` (local coordinates; `rect` when nil).
    mutating func text(_ string: String, font: Font, paint: StylePaint, in rect: CGRect, gradientBounds: CGRect? = nil) {
        guard state.opacity > 0, !string.isEmpty else { return }
        let corners = quad(rect)
        guard !corners.isEmpty else { return }
        var gradient: GradientPaint?
        if case .gradient(var paint) = paint, state.projection == nil {
            paint.bounds = gradientBounds ?? rect
            gradient = paint
        }
        items.append(DisplayItem(kind: .text, polygons: [corners], color: paint.color, opacity: state.layerOpacity,
                                 transform: state.transform, localRect: rect, text: string, font: font,
                                 clips: itemClips, projection: state.projection, gradient: gradient))
        addHitPart([corners], fillRule: .nonZero)
    }

    /// Draws the named image stretched over `rect` (local coordinates).
    mutating func image(_ name: String, in rect: CGRect) {
        guard state.opacity > 0 else { return }
        let corners = quad(rect)
        guard !corners.isEmpty else { return }
        items.append(DisplayItem(kind: .image, polygons: [corners], color: nil, opacity: state.layerOpacity,
                                 transform: state.transform, localRect: rect, imageName: name, clips: itemClips,
                                 projection: state.projection))
        addHitPart([corners], fillRule: .nonZero)
    }

    /// Records where a hit target is (a local rectangle, for text fields), unless hit testing is off here.
    mutating func addHitRegion(_ rect: CGRect, target: PointerResponder) {
        guard state.hitTesting else { return }
        regions.append(.rect(rect, target: target, transform: state.transform, projection: state.projection,
                             clip: state.clipBox))
    }

    /// Draws a gesture's content with `body` and records the target's region: the hit parts its
    /// content drew (see ``HitRegion``). The region is registered before the content's own regions,
    /// so that nested gestures take the pointer first (the deepest view wins, as in SwiftUI) and
    /// later siblings win over earlier ones (they are drawn on top).
    mutating func withHitRegion(target: PointerResponder, isHover: Bool = false, _ body: (inout DisplayListBuilder) -> Void) {
        guard state.hitTesting else { return body(&self) }
        let regionIndex = regions.count
        if isHover { hoverRegions.append(regionIndex) }
        let transform = state.transform
        let projection = state.projection
        regions.append(HitRegion(target: target, area: .parts(0..<0, excluded: []), transform: transform, bounds: .null,
                                 projection: projection))
        let start = hitParts.count
        body(&self)
        let range = start..<hitParts.count
        // Content shapes inside replaced what their own content drew.
        let excluded = replacedParts.isEmpty ? [] : replacedParts.filter { $0.lowerBound >= start }
        var bounds = CGRect.null
        var index = range.lowerBound
        while index < range.upperBound {
            if let skip = excluded.first(where: { $0.contains(index) }) {
                index = skip.upperBound
                continue
            }
            bounds = bounds.union(hitParts[index].bounds)
            index += 1
        }
        regions[regionIndex] = HitRegion(target: target, area: .parts(range, excluded: excluded), transform: transform,
                                           bounds: bounds, subtree: regionIndex + 1..<regions.count, projection: projection)
    }

    /// Draws content with `body`, then lets `shape` (local coordinates) stand for what it drew in
    /// the regions of gestures around it, as `.contentShape(_:eoFill:)` does; gestures inside keep
    /// their own areas.
    mutating func withContentShape(_ shape: Path, fillRule: FillRule, _ body: (inout DisplayListBuilder) -> Void) {
        let start = hitParts.count
        body(&self)
        replacedParts.removeAll { $0.lowerBound >= start }
        replacedParts.append(start..<hitParts.count)
        addHitPart(windowContours(of: shape), fillRule: fillRule)
    }

    /// Makes `rect` (local coordinates) take the pointer for the gestures around it, as images do
    /// by their frames whatever they draw (a stroked symbol is tappable in its middle).
    mutating func addHitArea(_ rect: CGRect) {
        addHitPart([quad(rect)], fillRule: .nonZero)
    }

    private mutating func addHitPart(_ polygons: [[CGPoint]], fillRule: FillRule) {
        guard state.hitTesting, state.opacity > 0, !polygons.isEmpty else { return }
        hitParts.append(HitPart(polygons: polygons, fillRule: fillRule, clips: state.clips))
    }

    /// Registers a field that can take keyboard focus, unless hit testing is off here (a leaving
    /// view, zero opacity).
    mutating func addFocusableField(_ field: FocusableField) {
        guard state.hitTesting else { return }
        focusableFields.append(field)
    }

    /// Items drawn by `body` get a blurred shadow drawn beneath them.
    mutating func withShadow(color: Color, radius: CGFloat, offset: CGSize, _ body: (inout DisplayListBuilder) -> Void) {
        let start = items.count
        body(&self)
        guard color.opacity > 0 else { return }
        let moved = CGAffineTransform(translationX: offset.width, y: offset.height)
        var shadowOffset = CGSize(width: offset.width, height: offset.height).applying(state.transform)
        let polygons = items[start...].filter { $0.kind != .beginLayer }.flatMap(\.polygons)
        guard !polygons.isEmpty else { return }
        var radiusScale = sqrt(abs(state.transform.determinant))
        if let projection = state.projection,
           let projected = DisplayListBuilder.projectedShadow(offset: offset, under: projection,
                                                              box: DisplayItem.boundingBox(of: polygons)) {
            (shadowOffset, radiusScale) = projected
        }
        let shifted = polygons.map { $0.map { CGPoint(x: $0.x + shadowOffset.width, y: $0.y + shadowOffset.height) } }
        let shadow = DisplayItem(kind: .shadow, polygons: shifted, color: color, opacity: state.layerOpacity,
                                 transform: moved.concatenating(state.transform),
                                 shadowRadius: radius * radiusScale, clips: itemClips)
        items.insert(shadow, at: start)
    }

    /// The clips an item drawn now carries: those inside the innermost open layer.
    private var itemClips: [[CGPoint]] {
        state.layerClips == 0 ? state.clips : Array(state.clips.dropFirst(state.layerClips))
    }

    /// Draws everything after it, until the `restore` matching the last `save`, into an offscreen
    /// layer that is then composited as `layer` says (see ``DisplayLayer``). The layer carries the
    /// opacity and clips around it; `frame` (local coordinates) is the frame of the view it belongs to.
    mutating func beginLayer(_ layer: DisplayLayer, frame: CGRect) {
        openLayers.append(items.count)
        items.append(DisplayItem(kind: .beginLayer, polygons: [], color: nil, opacity: state.layerOpacity,
                                 transform: state.transform, localRect: frame, clips: itemClips, layer: layer))
        state.layerOpacity = 1
        state.layerClips = state.clips.count
        state.layers += 1
    }

    /// Closes the innermost layer: its extent (what it holds, shadows with their spread, grown by
    /// the effect's reach; the view's frame for an opaque blur) goes into its `.beginLayer` item. An empty layer is left
    /// out, except a mask, which hides everything when empty.
    private mutating func endLayer() {
        let start = openLayers.removeLast()
        guard let layer = items[start].layer else { return }
        guard items.count > start + 1 || layer.compositing == .alphaMask else {
            items.removeLast()
            return
        }
        var extent = CGRect.null
        for item in items[(start + 1)...] {
            // A shadow spreads about 3σ = 1.5 × its radius beyond its outline (σ = radius / 2).
            let spread = item.kind == .shadow && item.shadowRadius.isFinite ? max(item.shadowRadius, 0) * 1.5 + 1 : 0
            extent = extent.union(item.bounds.insetBy(dx: -spread, dy: -spread))
        }
        if case .blur(_, true) = layer.effect {
            extent = items[start].localRect.applying(items[start].transform)
        } else if !extent.isNull {
            extent = extent.insetBy(dx: -layer.reach, dy: -layer.reach)
        }
        let corners = extent.isNull ? [] : [[CGPoint(x: extent.minX, y: extent.minY), CGPoint(x: extent.maxX, y: extent.minY),
                                              CGPoint(x: extent.maxX, y: extent.maxY), CGPoint(x: extent.minX, y: extent.maxY)]]
        items[start].polygons = corners
        items[start].bounds = DisplayItem.boundingBox(of: corners)
        items.append(DisplayItem(kind: .endLayer, polygons: [], color: nil, opacity: 1, transform: .identity))
    }

    /// A shadow under a projection (a card with a shadow, turned in 3D) moves and blurs as the
    /// projection moves and enlarges the content's centre: the window shift of `offset` there and
    /// the projection's enlargement there (the centre of `box`, window points, taken back to local
    /// space). Nil when that centre has no local point (the projection is singular there).
    static func projectedShadow(offset: CGSize, under projection: ProjectionTransform, box: CGRect)
        -> (offset: CGSize, radiusScale: CGFloat)? {
        var inverse = projection
        guard !box.isNull, inverse.invert() else { return nil }
        let centre = CGPoint(x: box.midX, y: box.midY).applying(inverse)
        guard projection.divisor(at: centre) >= ProjectionTransform.minimumW else { return nil }
        let from = centre.applying(projection)
        let to = CGPoint(x: centre.x + offset.width, y: centre.y + offset.height).applying(projection)
        let shift = CGSize(width: to.x - from.x, height: to.y - from.y)
        guard shift.width.isFinite, shift.height.isFinite else { return nil }
        return (shift, projection.localScale(at: centre))
    }

    /// The corners of `rect` (local) in window points; under a projection the quad clipped to the
    /// front of the camera (empty when it is all behind).
    private func quad(_ rect: CGRect) -> [CGPoint] {
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)]
        if let projection = state.projection { return projection.projecting(corners) }
        return corners.map { $0.applying(state.transform) }
    }

    // MARK: Recording

    /// Where the builder stands: what a ``DrawRecording`` of what is drawn next starts from.
    struct Mark {
        fileprivate let items, parts, regions, hoverRegions, focusableFields, volatileDrawings: Int
        fileprivate let state: GraphicsState
    }

    var mark: Mark {
        Mark(items: items.count, parts: hitParts.count, regions: regions.count, hoverRegions: hoverRegions.count,
             focusableFields: focusableFields.count, volatileDrawings: volatileDrawings, state: state)
    }

    /// Says that what is being drawn depends on more than the view's own value, layout and
    /// animations (a focused field's caret, a scroll offset), so no recording around it is kept.
    mutating func noteVolatileDrawing() { volatileDrawings += 1 }

    /// Everything drawn since `mark`, to replay in a later frame; nil when it cannot be replayed
    /// (something volatile or focusable was drawn, or the graphics state is not where it started).
    func recording(since mark: Mark) -> DrawRecording? {
        guard volatileDrawings == mark.volatileDrawings, focusableFields.count == mark.focusableFields,
              state == mark.state else { return nil }
        let parts = mark.parts, firstRegion = mark.regions
        return DrawRecording(
            state: mark.state, scale: scale, items: Array(items[mark.items...]), parts: Array(hitParts[parts...]),
            regions: regions[firstRegion...].map { DrawRecording.Region($0, partBase: parts, regionBase: firstRegion) },
            hoverRegions: hoverRegions[mark.hoverRegions...].map { $0 - firstRegion },
            replacedParts: replacedParts.filter { $0.lowerBound >= parts }.map { $0.shifted(by: -parts) })
    }

    /// Appends what `recording` drew, as if drawn again now; false (and nothing changed) when it
    /// was drawn under another graphics state or scale, or one of its hit targets is gone.
    mutating func replay(_ recording: DrawRecording) -> Bool {
        guard recording.scale == scale, recording.state == state else { return false }
        let partBase = hitParts.count, regionBase = regions.count
        var replayed: [HitRegion] = []
        replayed.reserveCapacity(recording.regions.count)
        for region in recording.regions {
            guard let region = region.hitRegion(partBase: partBase, regionBase: regionBase) else { return false }
            replayed.append(region)
        }
        items.append(contentsOf: recording.items)
        hitParts.append(contentsOf: recording.parts)
        regions.append(contentsOf: replayed)
        hoverRegions.append(contentsOf: recording.hoverRegions.map { $0 + regionBase })
        replacedParts.append(contentsOf: recording.replacedParts.map { $0.shifted(by: partBase) })
        return true
    }

    func finish() -> (DisplayList, HitMap) { (DisplayList(items: items), HitMap(regions: regions, parts: hitParts, hoverRegions: hoverRegions)) }
}
