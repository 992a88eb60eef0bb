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
    func draw(into builder: inout DisplayListBuilder, bounds: CGRect) {
        builder.save()
        defer { builder.restore() }
        for clip in clips { clip.apply(to: &builder, bounds: bounds) }
        builder.multiplyOpacity(opacity)
        if case .layer(let operations) = content {
            for operation in operations { operation.draw(into: &builder, bounds: bounds) }
            return
        }
        let t = transform
        guard [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) else { return }
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
}

/// A line (or character) of text a canvas draws, in user space.
struct CanvasTextRun {
    var text: String
    var font: Font
    var rect: CGRect
}
