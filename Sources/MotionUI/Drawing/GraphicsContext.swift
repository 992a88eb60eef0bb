import Foundation

/// An immediate-mode drawing destination, as SwiftUI's `GraphicsContext`: what a ``Canvas``
/// renderer draws into.
///
/// A context is a value: a copy has its own ``transform``, ``opacity``, ``blendMode``, clips and
/// filters, so changing a copy never affects the original, while both draw into the same canvas.
/// Coordinates start as the canvas's own (origin at its top-leading corner, y down, in points).
///
/// ```swift
/// Canvas { context, size in
///     var dot = context            // a copy: its own transform
///     dot.translateBy(x: size.width / 2, y: size.height / 2)
///     dot.fill(Path(ellipseIn: CGRect(x: -5, y: -5, width: 10, height: 10)), with: .color(.red))
///     context.stroke(Path(CGRect(origin: .zero, size: size)), with: .color(.blue), lineWidth: 2)
/// }
/// ```
///
/// Rules where SwiftUI is silent:
/// - Every drawing command records what to draw with the context's state at that moment; the
///   canvas draws the recording in order. Setting ``opacity`` replaces it (it is not multiplied);
///   NaN reads as 0 and values are clamped to 0…1 when drawing.
/// - A command drawn under a transform with a NaN or infinite entry draws nothing.
/// - A clip path is taken in the coordinates current when ``clip(to:style:options:)`` is called;
///   later transforms do not move it.
/// - ``drawLayer(content:)`` gives a context with this one's transform and clips and a fresh
///   opacity (1), blend mode (normal) and no filters; the layer is drawn with this context's
///   opacity, blend mode and filters.
public struct GraphicsContext {
    /// The opacity of what is drawn next, 0…1 (1 by default).
    ///
    /// ```swift
    /// context.opacity = 0.5
    /// context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.black))   // half grey
    /// ```
    public var opacity: Double = 1

    /// How what is drawn next combines with what is below (``BlendMode/normal`` by default).
    ///
    /// Each command drawn in a mode other than normal is drawn into its own offscreen layer,
    /// composited onto what the canvas drew before in that mode (SwiftUI's `BlendMode` formulas);
    /// the Porter–Duff modes SwiftUI's `BlendMode` lacks (`clear`, `copy`, `sourceIn`…) draw as
    /// normal.
    ///
    /// ```swift
    /// context.blendMode = .multiply
    /// ```
    public var blendMode: BlendMode = .normal

    /// The user-space to canvas transform applied to everything drawn next.
    ///
    /// ```swift
    /// context.transform = CGAffineTransform(translationX: 10, y: 0)
    /// ```
    public var transform: CGAffineTransform = .identity

    /// The environment of the canvas (fonts, colours, display scale…).
    ///
    /// ```swift
    /// let scale = context.environment.displayScale
    /// ```
    public let environment: EnvironmentValues

    /// Clips in canvas coordinates; the first `inheritedClipCount` come from the enclosing layer.
    var clips: [CanvasClip] = []
    var inheritedClipCount = 0
    /// Filters added with ``addFilter(_:options:)``, applied to every command drawn next.
    var filters: [Filter] = []
    /// The canvas's rectangle, in canvas coordinates.
    let bounds: CGRect
    let recorder: CanvasRecorder
    let textMeasurer: TextMeasurer
    let imageSizer: ImageSizer?
    /// The canvas's symbol views by tag.
    let symbols: [AnyHashable: ViewNode]

    init(bounds: CGRect, environment: EnvironmentValues, textMeasurer: TextMeasurer, imageSizer: ImageSizer?,
         recorder: CanvasRecorder, symbols: [AnyHashable: ViewNode] = [:]) {
        self.bounds = bounds
        self.environment = environment
        self.textMeasurer = textMeasurer
        self.imageSizer = imageSizer
        self.recorder = recorder
        self.symbols = symbols
    }

    // MARK: Transform

    /// Scales user space by `x` and `y` (before the current transform).
    ///
    /// ```swift
    /// context.scaleBy(x: 2, y: 2)   // a 10-point square now covers 20 points
    /// ```
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        concatenate(CGAffineTransform(scaleX: x, y: y))
    }

    /// Moves the origin of user space by `x`, `y` (in the current user space).
    ///
    /// ```swift
    /// context.translateBy(x: size.width / 2, y: size.height / 2)
    /// ```
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        concatenate(CGAffineTransform(translationX: x, y: y))
    }

    /// Rotates user space by `angle` about its origin (positive angles turn clockwise on screen).
    ///
    /// ```swift
    /// context.rotate(by: .degrees(90))   // +x now points down
    /// ```
    public mutating func rotate(by angle: Angle) {
        concatenate(CGAffineTransform(rotationAngle: CGFloat(angle.radians)))
    }

    /// Applies `matrix` to user space before the current transform.
    ///
    /// ```swift
    /// context.concatenate(CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0))   // a shear
    /// ```
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }

    // MARK: Clipping

    /// Adds `path` (in the current user space) to the clip shapes: what is drawn next shows only
    /// inside every clip shape — or, with ``ClipOptions/inverse``, outside this one.
    ///
    /// Exact for a path of one subpath; a path of several subpaths clips to each of them in turn,
    /// as `.clipShape` does (its inverse is exact while the subpaths do not overlap). A subpath
    /// clips by the non-zero rule whatever `style` says (the rules differ only where a subpath
    /// crosses itself).
    ///
    /// ```swift
    /// context.clip(to: Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100)))
    /// context.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)), with: .color(.red))   // a red disc
    /// ```
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        clips.append(CanvasClip(path: path.applying(transform), isInverse: options.contains(.inverse)))
    }

    /// The bounding box of the clip region in the current user space: the canvas's rectangle
    /// narrowed by every (non-inverse) clip, mapped back through the inverse of ``transform``.
    /// A transform that cannot be inverted gives `CGRect.null`.
    ///
    /// ```swift
    /// Canvas { context, size in
    ///     context.clipBoundingRect   // (0, 0, size.width, size.height)
    /// }
    /// ```
    public var clipBoundingRect: CGRect {
        var box = bounds
        for clip in clips where !clip.isInverse {
            box = box.intersection(clip.path.boundingRect)
        }
        guard !box.isNull, transform.determinant != 0, transform.determinant.isFinite else { return .null }
        return box.applying(transform.inverted())
    }

    // MARK: Filters

    /// Adds `filter` to the filters applied to each command drawn next.
    ///
    /// Each command drawn next is drawn into an offscreen layer that the filter blurs (a Gaussian
    /// of standard deviation `radius` in user space, as `.blur(radius:)`), then composited; a
    /// `drawLayer` drawn with filters is blurred as a whole.
    ///
    /// ```swift
    /// context.addFilter(.blur(radius: 4))
    /// ```
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        filters.append(filter)
    }

    // MARK: Paths

    /// Fills `path` with `shading` using `style`'s fill rule.
    ///
    /// ```swift
    /// context.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(.green))
    /// ```
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        record(.path(path, color: shading.resolvedColor(in: environment), fillRule: style.rule, stroke: nil))
    }

    /// Strokes `path` with `shading` and a full stroke style (width, caps, joins, dashes).
    ///
    /// ```swift
    /// context.stroke(path, with: .color(.blue), style: StrokeStyle(lineWidth: 4, lineCap: .round, dash: [8, 4]))
    /// ```
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        record(.path(path, color: shading.resolvedColor(in: environment), fillRule: .nonZero, stroke: style))
    }

    /// Strokes `path` with `shading`, `lineWidth` wide (butt caps, miter joins).
    ///
    /// ```swift
    /// context.stroke(Path(CGRect(x: 0, y: 0, width: 50, height: 50)), with: .color(.black), lineWidth: 2)
    /// ```
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    // MARK: Layers

    /// Draws a new layer into this context: `content` gets a context with this one's transform
    /// and clips and a fresh opacity, blend mode and filters; what it draws is then drawn with
    /// this context's opacity, blend mode and filters.
    ///
    /// The layer's opacity reaches each item it drew (the same picture as compositing the layer
    /// once wherever its items do not overlap).
    ///
    /// ```swift
    /// context.opacity = 0.5
    /// context.drawLayer { layer in
    ///     layer.translateBy(x: 10, y: 0)
    ///     layer.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
    /// }
    /// ```
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        let layerRecorder = CanvasRecorder()
        var layer = GraphicsContext(bounds: bounds, environment: environment, textMeasurer: textMeasurer,
                                    imageSizer: imageSizer, recorder: layerRecorder, symbols: symbols)
        layer.transform = transform
        layer.clips = clips
        layer.inheritedClipCount = clips.count
        try content(&layer)
        record(.layer(layerRecorder.operations))
    }

    /// Records a command with the context's current state.
    func record(_ content: CanvasOperation.Content) {
        recorder.operations.append(CanvasOperation(
            content: content, transform: transform, opacity: opacity, blendMode: blendMode,
            clips: Array(clips[inheritedClipCount...]), filters: filters))
    }
}
