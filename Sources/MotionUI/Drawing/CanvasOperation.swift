import Foundation

/// One drawing command a ``GraphicsContext`` recorded, with the context's state when it was made;
/// a canvas draws its recording into the display list in order.
struct CanvasOperation {
    enum Content {
        /// A path filled with `fillRule`, or its outline with `stroke` (local coordinates).
        case path(Path, color: Color, fillRule: FillRule, stroke: StrokeStyle?)
        /// Runs of text (local coordinates).
        case text([CanvasTextRun], color: Color)
        /// A bitmap image stretched over `rect` (local coordinates).
        case image(String, rect: CGRect)
        /// A symbol image drawn over `rect` in `environment`'s font and foreground colour.
        case symbol(String, environment: EnvironmentValues, rect: CGRect)
        /// A symbol view of `size` stretched over `rect`.
        case view(ViewNode, size: CGSize, rect: CGRect)
        /// What a nested context (`drawLayer`) recorded.
        case layer([CanvasOperation])
    }

    var content: Content
    /// User space → canvas coordinates.
    var transform: CGAffineTransform
    var opacity: Double
    var blendMode: GraphicsContext.BlendMode
    /// The clips added in the context that recorded this command (an enclosing layer's come with it).
    var clips: [CanvasClip]
    var filters: [GraphicsContext.Filter]

    /// Draws the command into `builder`, whose transform maps canvas coordinates to the window;
    /// `bounds` is the canvas's rectangle.
    ///
    /// A command drawn with a blend mode other than normal, or with filters, is drawn into an
    /// offscreen layer (``DisplayLayer``) composited in that mode after its blurs (one layer per
    /// filter, innermost first, each radius in the command's user space); a `drawLayer` is one
    /// layer, so its opacity applies once to what it drew, overlaps included.
    func draw(into builder: inout DisplayListBuilder, bounds: CGRect) {
        builder.save()
        defer { builder.restore() }
        for clip in clips { clip.apply(to: &builder, bounds: bounds) }
        builder.multiplyOpacity(opacity)
        let t = transform
        let finite = [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite)
        if blendMode != .normal {
            builder.beginLayer(DisplayLayer(effect: .none, compositing: .blend(blendMode.layerMode)), frame: bounds)
        }
        if case .layer(let operations) = content {
            if blendMode == .normal { builder.beginLayer(DisplayLayer(effect: .none), frame: bounds) }
            beginFilters(in: &builder, bounds: bounds, userSpace: finite ? t : .identity)
            for operation in operations { operation.draw(into: &builder, bounds: bounds) }
            return
        }
        guard finite else { return }
        beginFilters(in: &builder, bounds: bounds, userSpace: t)
        builder.concatenate(t)
        switch content {
        case .path(let path, let color, let fillRule, let stroke):
            if let stroke {
                // Outlined finer than the fill flattens it, as shapes are.
                builder.fill(path.strokedPath(stroke, tolerance: builder.localTolerance / 2), color: color,
                             shape: "Canvas.stroke")
            } else {
                builder.fill(path, color: color, fillRule: fillRule, shape: "Canvas.fill")
            }
        case .text(let runs, let color):
            for run in runs { builder.text(run.text, font: run.font, color: color, in: run.rect) }
        case .image(let name, let rect):
            builder.image(name, in: rect)
        case .symbol(let name, let environment, let rect):
            let symbol = SymbolImageRenderer()
            _ = symbol.update(systemName: name, environment: environment, transaction: Transaction(), at: 0)
            builder.translate(by: rect.origin)
            symbol.draw(into: &builder, size: rect.size, environment: environment, measurer: builder.textMeasurer, time: 0)
        case .view(let node, let size, let rect):
            builder.translate(by: rect.origin)
            if size.width > 0, size.height > 0, rect.size != size {
                builder.concatenate(CGAffineTransform(scaleX: rect.width / size.width, y: rect.height / size.height))
            }
            node.draw(into: &builder)
        case .layer:
            break
        }
    }

    /// Opens a blur layer for each filter (the first added is applied first, so opened last);
    /// a radius that blurs nothing opens none.
    private func beginFilters(in builder: inout DisplayListBuilder, bounds: CGRect, userSpace: CGAffineTransform) {
        for filter in filters.reversed() {
            guard case .blur(let radius, let options) = filter.kind else { continue }
            let sigma = _BlurEffect.sigma(radius: radius * sqrt(abs(userSpace.determinant)), in: builder)
            guard sigma > 0 else { continue }
            builder.beginLayer(DisplayLayer(effect: .blur(radius: sigma, opaque: options.contains(.opaque))), frame: bounds)
        }
    }
}

extension GraphicsContext.BlendMode {
    /// The display list's blend mode for this one: the modes SwiftUI's `BlendMode` shares by name;
    /// the Porter–Duff modes it lacks (`clear`, `copy`, `sourceIn`, `sourceOut`, `destinationIn`,
    /// `destinationAtop`, `xor`) draw as `.normal`.
    var layerMode: BlendMode {
        switch self {
        case .multiply: return .multiply
        case .screen: return .screen
        case .overlay: return .overlay
        case .darken: return .darken
        case .lighten: return .lighten
        case .colorDodge: return .colorDodge
        case .colorBurn: return .colorBurn
        case .softLight: return .softLight
        case .hardLight: return .hardLight
        case .difference: return .difference
        case .exclusion: return .exclusion
        case .hue: return .hue
        case .saturation: return .saturation
        case .color: return .color
        case .luminosity: return .luminosity
        case .sourceAtop: return .sourceAtop
        case .destinationOver: return .destinationOver
        case .destinationOut: return .destinationOut
        case .plusDarker: return .plusDarker
        case .plusLighter: return .plusLighter
        default: return .normal
        }
    }
}

/// A line (or character) of text a canvas draws, in user space.
struct CanvasTextRun {
    var text: String
    var font: Font
    var rect: CGRect
}
