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
    /// The window's rectangle (window points), when items wholly outside it are left out (see
    /// ``isCulled(_:)``); nil keeps every item.
    let window: CGRect?
    private var state = GraphicsState()
    private var stack: [GraphicsState] = []
    /// What the frame drew so far, before ``run``: runs and the recordings of unchanged subtrees.
    private var pieces: [DrawRecording.Piece] = []
    /// How many items, hit parts and regions ``pieces`` hold.
    private var closed = DrawRecording.Counts()
    /// What is being drawn now: items, the hit parts of what was drawn (what takes the pointer),
    /// and hit regions, with indices counted from the frame's start.
    private var run = DrawRecording.Run()
    /// Ranges of hit parts (counted from the frame's start) that a `contentShape` replaced, for
    /// the regions around it.
    private var replacedParts: [Range<Int>] = []
    /// How many shadows are being drawn (their items are read back when they close).
    private var openShadows = 0
    /// Fields that can take keyboard focus, in drawing order.
    private(set) var focusableFields: [FocusableField] = []
    /// The indices of the `.beginLayer` items of the open layers, innermost last.
    private var openLayers: [Int] = []
    /// How many views drew something that must be drawn afresh every frame (see ``noteVolatileDrawing()``).
    private var volatileDrawings = 0
    /// Set by a node right before it draws its only child, when nothing is drawn or read between
    /// that child's drawing and the restore of the state in force now: the child may then leave its
    /// own changes to the state in place (see ``ViewNode/draw(into:)``, which takes it back at once).
    var restoreFollows = false
    /// Whether effects that only change the state set ``restoreFollows`` for their only child
    /// (``ViewGraph/elidesEffectSaves``).
    var elidesEffectSaves = true
    /// Whether nodes replay their recordings (``ViewNode/draw(into:)``); off, each draws afresh.
    var replaysRecordings = true
    /// How many nodes were drawn afresh, and how many subtrees replayed.
    var drawnNodes = 0, replayedNodes = 0
    /// How many subtrees were left out whole, outside the window (``ViewNode/drawChildren(into:)``).
    var culledSubtrees = 0

    /// A builder whose first run has room for `expected` items, hit parts and regions (the last
    /// frame's first run, say), so a frame drawn afresh grows no array of items as it draws
    /// (growing 10,000 items copies them about twice over, and each larger buffer is new memory).
    init(scale: CGFloat, textMeasurer: TextMeasurer, window: CGRect? = nil,
         expected: DrawRecording.Counts = DrawRecording.Counts()) {
        self.scale = scale
        self.textMeasurer = textMeasurer
        self.window = window
        run.items.reserveCapacity(expected.items)
        run.parts.reserveCapacity(expected.parts)
        run.regions.reserveCapacity(expected.regions)
    }

    /// How many items, hit parts and regions the frame holds so far.
    private var counts: DrawRecording.Counts { closed + run.counts }

    /// Whether what is drawn now is read back when something closes (an open layer or shadow):
    /// recordings are then copied in, not referenced.
    private var readsBack: Bool { state.layers > 0 || openShadows > 0 }

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
        let kept = state.layers
        if open > kept { for _ in kept..<open { endLayer() } }
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
        guard let projection = state.projection else { return DisplayListBuilder.mapped(local, by: state.transform) }
        return local.map { projection.projecting($0) }.filter { !$0.isEmpty }
    }

    /// `contours` mapped by `t` point by point: every shape drawn under a transform takes this
    /// path, every frame of an animation (a loop over concrete arrays, specialised and with the
    /// transform's arithmetic inlined).
    static func mapped(_ contours: [[CGPoint]], by t: CGAffineTransform) -> [[CGPoint]] {
        var mapped: [[CGPoint]] = []
        mapped.reserveCapacity(contours.count)
        for contour in contours { mapped.append(contour.map { $0.applying(t) }) }
        return mapped
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
        run.items.append(DisplayItem(kind: .fill(shape: shape), polygons: contours, fillRule: fillRule, color: color,
                                     opacity: state.layerOpacity, transform: t, clips: itemClips,
                                     projection: state.projection, gradient: gradient))
        // Culled on the item's own bounds (the box it computes anyway; built in place, not copied);
        // a shape view culls its outline before it gets here, so few culled fills are built at all.
        if cullsItems, isCulled(run.items[run.items.count - 1].bounds) { run.items.removeLast(); return }
        addHitPart(contours, fillRule: fillRule)
    }

    /// Whether items drawn now may be left out when they fall outside the window or the clips in
    /// force: not inside an open layer or shadow (they read their items back, and a blur or a
    /// shadow's offset may carry them into view), nor under a projection.
    private var cullsItems: Bool { window != nil && !readsBack && state.projection == nil }

    /// Whether an item covering `box` (window points) is left out of the frame: it lies wholly
    /// outside the window, or wholly outside the bounding box of the clips in force, by more than
    /// a pixel (antialiasing reaches that far). Nothing of it could show, and the pointer cannot
    /// reach it there, so neither the item nor its hit part is recorded; a view that moves back
    /// into the window is drawn again in that frame. So a frame costs what the window shows: a
    /// long stack or a scrolled list draws only what is in view (issue 14). A box that is not
    /// finite is kept (the renderer decides).
    ///
    /// ```swift
    /// // A 20-pt square at x = -40 in an 800 × 600 window: no item.
    /// ```
    func isCulled(_ box: CGRect) -> Bool {
        guard let window, box.origin.x.isFinite, box.origin.y.isFinite, box.size.width.isFinite,
              box.size.height.isFinite else { return false }
        let margin = max(1, 1 / max(scale, 0.01))
        // Grown by the margin term by term (Foundation's `insetBy` is a call, not inlined).
        let grown = CGRect(x: box.origin.x - margin, y: box.origin.y - margin, width: box.size.width + 2 * margin,
                           height: box.size.height + 2 * margin)
        if !grown.meets(window) { return true }
        if let clip = state.clipBox, clip.origin.x.isFinite { return !grown.meets(clip) }
        return false
    }

    /// Whether an item whose outline has the bounding box `box` (local coordinates) is left out
    /// of the frame (see ``isCulled(_:)``); false wherever items are kept whole.
    func isCulled(local box: CGRect) -> Bool {
        cullsItems && isCulled(DisplayListBuilder.box(of: box, under: state.transform))
    }

    /// The bounding box of `rect` mapped by `t`, from the corners' extremes term by term (as
    /// `CGRect.applying(_:)` gives, which on Linux builds an array of the corners: a third of a
    /// frame of 10,000 culled squares went there). A null rectangle stays null.
    static func box(of rect: CGRect, under t: CGAffineTransform) -> CGRect {
        guard !rect.isNull else { return rect }
        let (x0, x1, y0, y1) = (rect.minX, rect.maxX, rect.minY, rect.maxY)
        let (ax0, ax1, cy0, cy1) = (t.a * x0, t.a * x1, t.c * y0, t.c * y1)
        let (bx0, bx1, dy0, dy1) = (t.b * x0, t.b * x1, t.d * y0, t.d * y1)
        let minX = min(ax0, ax1) + min(cy0, cy1) + t.tx, maxX = max(ax0, ax1) + max(cy0, cy1) + t.tx
        let minY = min(bx0, bx1) + min(dy0, dy1) + t.ty, maxY = max(bx0, bx1) + max(dy0, dy1) + t.ty
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
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
        // Glyphs may reach a little past the line's box (accents, italics): half a line more.
        if isCulled(local: rect.insetBy(dx: -rect.height / 2, dy: -rect.height / 2)) { return }
        let corners = quad(rect)
        guard !corners.isEmpty else { return }
        var gradient: GradientPaint?
        if case .gradient(var paint) = paint, state.projection == nil {
            paint.bounds = gradientBounds ?? rect
            gradient = paint
        }
        run.items.append(DisplayItem(kind: .text, polygons: [corners], color: paint.color, opacity: state.layerOpacity,
                                 transform: state.transform, localRect: rect, text: string, font: font,
                                 clips: itemClips, projection: state.projection, gradient: gradient))
        addHitPart([corners], fillRule: .nonZero)
    }

    /// Draws the named image stretched over `rect` (local coordinates).
    mutating func image(_ name: String, in rect: CGRect) {
        guard state.opacity > 0 else { return }
        if isCulled(local: rect) { return }
        let corners = quad(rect)
        guard !corners.isEmpty else { return }
        run.items.append(DisplayItem(kind: .image, polygons: [corners], color: nil, opacity: state.layerOpacity,
                                 transform: state.transform, localRect: rect, imageName: name, clips: itemClips,
                                 projection: state.projection))
        addHitPart([corners], fillRule: .nonZero)
    }

    /// Records where a hit target is (a local rectangle, for text fields), unless hit testing is off here.
    mutating func addHitRegion(_ rect: CGRect, target: PointerResponder) {
        guard state.hitTesting else { return }
        run.regions.append(DrawRecording.Region(.rect(rect, target: target, transform: state.transform,
                                                      projection: state.projection, clip: state.clipBox), isHover: false))
    }

    /// Draws a gesture's content with `body` and records the target's region: the hit parts its
    /// content drew (see ``HitRegion``). The region is registered before the content's own regions,
    /// so that nested gestures take the pointer first (the deepest view wins, as in SwiftUI) and
    /// later siblings win over earlier ones (they are drawn on top).
    mutating func withHitRegion(target: PointerResponder, isHover: Bool = false, _ body: (inout DisplayListBuilder) -> Void) {
        guard state.hitTesting else { return body(&self) }
        let regionIndex = counts.regions
        let transform = state.transform
        let projection = state.projection
        run.regions.append(DrawRecording.Region(HitRegion(target: target, area: .parts(0..<0, excluded: []),
                                                          transform: transform, bounds: .null, projection: projection),
                                                isHover: isHover))
        let start = counts.parts
        body(&self)
        let range = start..<counts.parts
        // Content shapes inside replaced what their own content drew.
        let excluded = replacedParts.isEmpty ? [] : replacedParts.filter { $0.lowerBound >= start }
        let region = HitRegion(target: target, area: .parts(range, excluded: excluded), transform: transform,
                               bounds: bounds(ofParts: range, excluding: excluded),
                               subtree: regionIndex + 1..<counts.regions, projection: projection)
        setRegion(DrawRecording.Region(region, isHover: isHover), at: regionIndex)
    }

    /// The union of the bounds of the hit parts in `range` (counted from the frame's start) that
    /// are in none of `excluded`; a recording that no excluded range touches counts by its bounds.
    private func bounds(ofParts range: Range<Int>, excluding excluded: [Range<Int>]) -> CGRect {
        var bounds = CGRect.null
        let isExcluded = { (index: Int) in excluded.contains { $0.contains(index) } }
        var end = counts.parts
        for index in max(closed.parts, range.lowerBound)..<end where !isExcluded(index) {
            bounds = bounds.union(run.parts[index - closed.parts].bounds)
        }
        end = closed.parts
        for piece in pieces.reversed() where end > range.lowerBound {
            let start = end - piece.counts.parts
            switch piece {
            case .run(let own):
                for index in max(start, range.lowerBound)..<end where !isExcluded(index) {
                    bounds = bounds.union(own.parts[index - start].bounds)
                }
            case .recording(let recording):
                let span = start..<end
                if start >= range.lowerBound, !excluded.contains(where: { $0.overlaps(span) }) {
                    bounds = bounds.union(recording.partBounds)
                } else {
                    _ = recording.firstPart(in: range, base: start) { index, part in
                        if !isExcluded(index) { bounds = bounds.union(part.bounds) }
                        return false
                    }
                }
            }
            end = start
        }
        return bounds
    }

    /// Replaces the region at `index` (counted from the frame's start), drawn by the builder itself.
    private mutating func setRegion(_ region: DrawRecording.Region, at index: Int) {
        if index >= closed.regions { return run.regions[index - closed.regions] = region }
        var end = closed.regions
        for position in pieces.indices.reversed() {
            let start = end - pieces[position].counts.regions
            if index >= start, case .run(var own) = pieces[position] {
                pieces[position] = .run(DrawRecording.Run())
                own.regions[index - start] = region
                pieces[position] = .run(own)
                return
            }
            end = start
        }
    }

    /// Draws content with `body`, then lets `shape` (local coordinates) stand for what it drew in
    /// the regions of gestures around it, as `.contentShape(_:eoFill:)` does; gestures inside keep
    /// their own areas.
    mutating func withContentShape(_ shape: Path, fillRule: FillRule, _ body: (inout DisplayListBuilder) -> Void) {
        let start = counts.parts
        body(&self)
        replacedParts.removeAll { $0.lowerBound >= start }
        replacedParts.append(start..<counts.parts)
        addHitPart(windowContours(of: shape), fillRule: fillRule)
    }

    /// Makes `rect` (local coordinates) take the pointer for the gestures around it, as images do
    /// by their frames whatever they draw (a stroked symbol is tappable in its middle).
    mutating func addHitArea(_ rect: CGRect) {
        addHitPart([quad(rect)], fillRule: .nonZero)
    }

    private mutating func addHitPart(_ polygons: [[CGPoint]], fillRule: FillRule) {
        guard state.hitTesting, state.opacity > 0, !polygons.isEmpty else { return }
        run.parts.append(HitPart(polygons: polygons, fillRule: fillRule, clips: state.clips))
    }

    /// Registers a field that can take keyboard focus, unless hit testing is off here (a leaving
    /// view, zero opacity).
    mutating func addFocusableField(_ field: FocusableField) {
        guard state.hitTesting else { return }
        focusableFields.append(field)
    }

    /// Items drawn by `body` get a blurred shadow drawn beneath them.
    /// A clear shadow (`.shadow(color: isLifted ? .black : .clear, …)`) draws none: its content
    /// is drawn as if it had no shadow (nothing is read back).
    mutating func withShadow(color: Color, radius: CGFloat, offset: CGSize, _ body: (inout DisplayListBuilder) -> Void) {
        guard color.opacity > 0 else { return body(&self) }
        // The shadow reads back what its content drew: it is all in the run.
        let start = run.items.count
        openShadows += 1
        body(&self)
        openShadows -= 1
        let moved = CGAffineTransform(translationX: offset.width, y: offset.height)
        var shadowOffset = CGSize(width: offset.width, height: offset.height).applying(state.transform)
        let polygons = run.items[start...].filter { $0.kind != .beginLayer }.flatMap(\.polygons)
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
        run.items.insert(shadow, at: start)
    }

    /// The clips an item drawn now carries: those inside the innermost open layer.
    private var itemClips: [[CGPoint]] {
        state.layerClips == 0 ? state.clips : Array(state.clips.dropFirst(state.layerClips))
    }

    /// Draws everything after it, until the `restore` matching the last `save`, into an offscreen
    /// layer that is then composited as `layer` says (see ``DisplayLayer``). The layer carries the
    /// opacity and clips around it; `frame` (local coordinates) is the frame of the view it belongs to.
    mutating func beginLayer(_ layer: DisplayLayer, frame: CGRect) {
        // A layer reads back what it holds when it closes: it is all in the run (see `readsBack`).
        openLayers.append(run.items.count)
        run.items.append(DisplayItem(kind: .beginLayer, polygons: [], color: nil, opacity: state.layerOpacity,
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
        guard let layer = run.items[start].layer else { return }
        guard run.items.count > start + 1 || layer.compositing == .alphaMask else {
            run.items.removeLast()
            return
        }
        var extent = CGRect.null
        for item in run.items[(start + 1)...] {
            // A shadow spreads about 3σ = 1.5 × its radius beyond its outline (σ = radius / 2).
            let spread = item.kind == .shadow && item.shadowRadius.isFinite ? max(item.shadowRadius, 0) * 1.5 + 1 : 0
            extent = extent.union(item.bounds.insetBy(dx: -spread, dy: -spread))
        }
        if case .blur(_, true) = layer.effect {
            extent = run.items[start].localRect.applying(run.items[start].transform)
        } else if !extent.isNull {
            extent = extent.insetBy(dx: -layer.reach, dy: -layer.reach)
        }
        let corners = extent.isNull ? [] : [[CGPoint(x: extent.minX, y: extent.minY), CGPoint(x: extent.maxX, y: extent.minY),
                                              CGPoint(x: extent.maxX, y: extent.maxY), CGPoint(x: extent.minX, y: extent.maxY)]]
        run.items[start].polygons = corners
        run.items[start].bounds = DisplayItem.boundingBox(of: corners)
        run.items.append(DisplayItem(kind: .endLayer, polygons: [], color: nil, opacity: 1, transform: .identity))
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
        fileprivate let counts: DrawRecording.Counts
        fileprivate let focusableFields, volatileDrawings: Int
        fileprivate let state: GraphicsState
    }

    var mark: Mark {
        Mark(counts: counts, focusableFields: focusableFields.count, volatileDrawings: volatileDrawings, state: state)
    }

    /// Says that what is being drawn depends on more than the view's own value, layout and
    /// animations (a focused field's caret, a scroll offset), so no recording around it is kept.
    mutating func noteVolatileDrawing() { volatileDrawings += 1 }

    /// Everything drawn since `mark`, to take again in a later frame; nil when it cannot be
    /// (something volatile or focusable was drawn, or the graphics state is not where it started).
    /// The frame then holds the recording itself where that drawing was, unless something open
    /// reads it back (a layer, a shadow): so the recordings of the nodes around it hold it by
    /// reference too.
    mutating func recording(since mark: Mark) -> DrawRecording? {
        guard volatileDrawings == mark.volatileDrawings, focusableFields.count == mark.focusableFields,
              state == mark.state else { return nil }
        let base = mark.counts
        let replaced = replacedParts.filter { $0.lowerBound >= base.parts }.map { $0.shifted(by: -base.parts) }
        if readsBack {
            // Everything since the mark is in the run (nothing is referenced while reading back).
            let own = run.counts - (counts - base)
            let tail = DrawRecording.Run(items: Array(run.items[own.items...]), parts: Array(run.parts[own.parts...]),
                                         regions: run.regions[own.regions...].map { $0.shifted(parts: -base.parts, regions: -base.regions) })
            return DrawRecording(state: mark.state, scale: scale, window: window, pieces: [.run(tail)],
                                 replacedParts: replaced)
        }
        closeRun()
        // The pieces drawn since the mark; a run begun before it is split there.
        var first = pieces.count
        var start = closed
        while first > 0 {
            let previous = start - pieces[first - 1].counts
            guard previous.items >= base.items, previous.parts >= base.parts, previous.regions >= base.regions else { break }
            start = previous
            first -= 1
        }
        var taken = Array(pieces[first...])
        pieces.removeSubrange(first...)
        if start != base, let last = pieces.last, case .run(let straddling) = last {
            pieces.removeLast()
            let head = base - (start - straddling.counts)
            pieces.append(.run(DrawRecording.Run(items: Array(straddling.items[..<head.items]),
                                                 parts: Array(straddling.parts[..<head.parts]),
                                                 regions: Array(straddling.regions[..<head.regions]))))
            taken.insert(.run(DrawRecording.Run(items: Array(straddling.items[head.items...]),
                                                parts: Array(straddling.parts[head.parts...]),
                                                regions: Array(straddling.regions[head.regions...]))), at: 0)
        }
        for index in taken.indices {
            guard case .run(var own) = taken[index] else { continue }
            own.regions = own.regions.map { $0.shifted(parts: -base.parts, regions: -base.regions) }
            taken[index] = .run(own)
        }
        let recording = DrawRecording(state: mark.state, scale: scale, window: window, pieces: taken, replacedParts: replaced)
        pieces.append(.recording(recording))
        return recording
    }

    /// Takes `recording` as if drawn again now; false (and nothing changed) when it was drawn
    /// under another graphics state, scale or window (it may have left out what that window did
    /// not show). The frame holds the recording itself, or a copy of its drawing while something
    /// open reads it back.
    mutating func replay(_ recording: DrawRecording) -> Bool {
        guard recording.scale == scale, recording.window == window, recording.state == state else { return false }
        let base = counts
        if readsBack {
            recording.append(to: &run, base: base)
        } else {
            closeRun()
            pieces.append(.recording(recording))
            closed = closed + recording.counts
        }
        if !recording.replacedParts.isEmpty {
            replacedParts.append(contentsOf: recording.replacedParts.map { $0.shifted(by: base.parts) })
        }
        return true
    }

    /// Ends the current run: what is drawn next starts a new one.
    private mutating func closeRun() {
        guard !run.isEmpty else { return }
        closed = closed + run.counts
        pieces.append(.run(run))
        run = DrawRecording.Run()
    }

    /// The frame: its drawing (a tree of recordings; ``DrawRecording/appendItems(to:)`` lists
    /// its items) and its hit map.
    mutating func finish() -> (drawing: DrawRecording, hitMap: HitMap) {
        closeRun()
        let frame = DrawRecording(state: GraphicsState(), scale: scale, window: window, pieces: pieces,
                                  replacedParts: replacedParts)
        return (frame, HitMap(frame: frame))
    }
}
