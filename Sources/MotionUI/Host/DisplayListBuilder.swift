import Foundation

/// Collects display items while the graph draws: a stack of graphics states (transform, opacity,
/// clips, hit testing), the hit parts of what was drawn (``HitPart``) and the hit regions of the
/// frame (``HitRegion``).
struct DisplayListBuilder {
    /// What everything drawn next is drawn under; a ``DrawRecording`` is replayed only under the
    /// same state.
    struct GraphicsState: Equatable {
        var transform = CGAffineTransform.identity
        var opacity = 1.0
        var clips: [[CGPoint]] = []
        var clipBox: CGRect?
        var hitTesting = true
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
    var opacity: Double { state.opacity }

    mutating func save() { stack.append(state) }
    mutating func restore() { state = stack.removeLast() }

    /// Applies `t` before the current transform (to local coordinates).
    mutating func concatenate(_ t: CGAffineTransform) { state.transform = t.concatenating(state.transform) }
    mutating func translate(by offset: CGPoint) {
        guard offset != .zero else { return }
        concatenate(CGAffineTransform(translationX: offset.x, y: offset.y))
    }
    mutating func multiplyOpacity(_ factor: Double) { state.opacity *= min(max(factor.isNaN ? 0 : factor, 0), 1) }
    mutating func disableHitTesting() { state.hitTesting = false }

    /// Clips everything drawn after it (until `restore`) to `path` in local coordinates.
    mutating func clip(to path: Path) {
        let contours = path.applying(state.transform).flattenedContours(tolerance: flatteningTolerance)
        state.clips.append(contentsOf: contours)
        let box = DisplayItem.boundingBox(of: contours)
        state.clipBox = state.clipBox.map { $0.intersection(box) } ?? box
    }

    /// The flattening tolerance in local coordinates: a quarter pixel once the current transform
    /// has enlarged the outline (callers may cache outlines flattened with it).
    var localTolerance: CGFloat { flatteningTolerance / max(transformScale, 1) }

    /// Fills `path` (local coordinates).
    mutating func fill(_ path: Path, color: Color, fillRule: FillRule = .nonZero, shape: String) {
        fill(contours: path.flattenedContours(tolerance: localTolerance), color: color, fillRule: fillRule, shape: shape)
    }

    /// Fills outlines already flattened in local coordinates.
    mutating func fill(contours local: [[CGPoint]], color: Color, fillRule: FillRule = .nonZero, shape: String) {
        guard state.opacity > 0, color.opacity > 0, !local.isEmpty else { return }
        let t = state.transform
        let contours = t.isIdentity ? local : local.map { $0.map { $0.applying(t) } }
        items.append(DisplayItem(kind: .fill(shape: shape), polygons: contours, fillRule: fillRule, color: color,
                                 opacity: state.opacity, transform: t, clips: state.clips))
        addHitPart(contours, fillRule: fillRule)
    }

    /// How much the current transform enlarges lengths: the longer image of the two unit axes (exact
    /// for rotations and uniform or axis-aligned scales), so curves flattened in local space stay
    /// within tolerance on screen.
    var transformScale: CGFloat {
        let t = state.transform
        return max((t.a * t.a + t.b * t.b).squareRoot(), (t.c * t.c + t.d * t.d).squareRoot())
    }

    /// Draws a line of text in `rect` (local coordinates).
    mutating func text(_ string: String, font: Font, color: Color, in rect: CGRect) {
        guard state.opacity > 0, !string.isEmpty else { return }
        let corners = quad(rect)
        items.append(DisplayItem(kind: .text, polygons: [corners], color: color, opacity: state.opacity,
                                 transform: state.transform, localRect: rect, text: string, font: font,
                                 clips: state.clips))
        addHitPart([corners], fillRule: .nonZero)
    }

    /// Draws the named image stretched over `rect` (local coordinates).
    mutating func image(_ name: String, in rect: CGRect) {
        guard state.opacity > 0 else { return }
        let corners = quad(rect)
        items.append(DisplayItem(kind: .image, polygons: [corners], color: nil, opacity: state.opacity,
                                 transform: state.transform, localRect: rect, imageName: name, clips: state.clips))
        addHitPart([corners], fillRule: .nonZero)
    }

    /// Records where a hit target is (a local rectangle, for text fields), unless hit testing is off here.
    mutating func addHitRegion(_ rect: CGRect, target: PointerResponder) {
        guard state.hitTesting else { return }
        regions.append(.rect(rect, target: target, transform: state.transform, clip: state.clipBox))
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
        regions.append(HitRegion(target: target, area: .parts(0..<0, excluded: []), transform: transform, bounds: .null))
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
                                           bounds: bounds, subtree: regionIndex + 1..<regions.count)
    }

    /// Draws content with `body`, then lets `shape` (local coordinates) stand for what it drew in
    /// the regions of gestures around it, as `.contentShape(_:eoFill:)` does; gestures inside keep
    /// their own areas.
    mutating func withContentShape(_ shape: Path, fillRule: FillRule, _ body: (inout DisplayListBuilder) -> Void) {
        let start = hitParts.count
        body(&self)
        replacedParts.removeAll { $0.lowerBound >= start }
        replacedParts.append(start..<hitParts.count)
        addHitPart(shape.applying(state.transform).flattenedContours(tolerance: flatteningTolerance), fillRule: fillRule)
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
        let shadowOffset = CGSize(width: offset.width, height: offset.height).applying(state.transform)
        let polygons = items[start...].flatMap { item in
            item.polygons.map { $0.map { CGPoint(x: $0.x + shadowOffset.width, y: $0.y + shadowOffset.height) } }
        }
        guard !polygons.isEmpty else { return }
        let radiusScale = sqrt(abs(state.transform.determinant))
        let shadow = DisplayItem(kind: .shadow, polygons: polygons, color: color, opacity: state.opacity,
                                 transform: moved.concatenating(state.transform),
                                 shadowRadius: radius * radiusScale, clips: state.clips)
        items.insert(shadow, at: start)
    }

    private func quad(_ rect: CGRect) -> [CGPoint] {
        [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
         CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)].map { $0.applying(state.transform) }
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
