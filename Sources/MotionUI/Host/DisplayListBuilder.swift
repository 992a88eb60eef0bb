import Foundation

/// Collects display items while the graph draws: a stack of graphics states (transform, opacity,
/// clips, hit testing) and the hit regions of the frame.
struct DisplayListBuilder {
    private struct GraphicsState {
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
    /// Fields that can take keyboard focus, in drawing order.
    private(set) var focusableFields: [FocusableField] = []

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
        items.append(DisplayItem(kind: .text, polygons: [quad(rect)], color: color, opacity: state.opacity,
                                 transform: state.transform, localRect: rect, text: string, font: font,
                                 clips: state.clips))
    }

    /// Draws the named image stretched over `rect` (local coordinates).
    mutating func image(_ name: String, in rect: CGRect) {
        guard state.opacity > 0 else { return }
        items.append(DisplayItem(kind: .image, polygons: [quad(rect)], color: nil, opacity: state.opacity,
                                 transform: state.transform, localRect: rect, imageName: name, clips: state.clips))
    }

    /// Records where a hit target is (local rectangle), unless hit testing is off here.
    mutating func addHitRegion(_ rect: CGRect, target: HitTarget) {
        guard state.hitTesting else { return }
        regions.append(HitRegion(target: target, rect: rect, transform: state.transform, clip: state.clipBox))
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

    func finish() -> (DisplayList, [HitRegion]) { (DisplayList(items: items), regions) }
}
