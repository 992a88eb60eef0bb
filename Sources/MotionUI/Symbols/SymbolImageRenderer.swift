import Foundation

/// Sizes, draws and animates the symbol of one `Image(systemName:)` (its node owns one).
///
/// Drawing: the artwork's box is stretched over the view's frame (its natural size unless the
/// image is resizable), each part becomes one filled display item named `symbol(<name>)` in the
/// foreground colour (half opacity when disabled, as text), stroked parts at the font weight's
/// line width (``SymbolMetrics/lineWidth(for:)``) scaled like the artwork (by the geometric mean of
/// the two stretch factors). Symbol effects in the environment scale and fade the symbol about its
/// own frame.
///
/// A change of name under `.contentTransition(.symbolEffect(.replace))` in an animated transaction
/// cross-fades: over the transaction's animation, progress p goes 0 → 1, the new symbol is drawn
/// at opacity p and scale 0.75 + 0.25 p, the old one at opacity 1 − p and scale 1 − 0.25 p
/// (`.downUp`, the default) or 1 + 0.25 p (`.upUp`), or not at all (`.offUp`); both about the
/// frame's centre, the old one at its own natural size.
final class SymbolImageRenderer {
    private(set) var resolvedName = ""
    private var artwork = SymbolCatalog.placeholder
    private var previous: (name: String, artwork: SymbolArtwork, style: SymbolEffectKind.ReplaceStyle)?
    private var replacement: AnimatedValue<Double>?
    /// The outlines last drawn, reused while nothing they depend on changed.
    private var cache: (key: CacheKey, parts: [(contours: [[CGPoint]], rule: FillRule)])?

    private struct CacheKey: Equatable {
        var name: String
        var size: CGSize
        var lineWidth: CGFloat
        var tolerance: CGFloat
    }

    /// Takes the image's name; returns whether a replacement animation started.
    func update(systemName: String, environment: EnvironmentValues, transaction: Transaction, at time: TimeInterval) -> Bool {
        let name = environment.symbolVariants.resolve(systemName)
        guard name != resolvedName else { return false }
        let old = resolvedName.isEmpty ? nil : (name: resolvedName, artwork: artwork)
        resolvedName = name
        if let found = SymbolCatalog.artwork(named: name) {
            artwork = found
        } else {
            artwork = SymbolCatalog.placeholder
            graphWarning(Self.unknownSymbolWarning(name))
        }
        cache = nil
        guard let old, let style = environment.contentTransition.symbolReplaceStyle,
              transaction.effectiveAnimation != nil else {
            previous = nil
            replacement = nil
            return false
        }
        previous = (old.name, old.artwork, style)
        let progress = AnimatedValue(0.0)
        progress.setTarget(1, transaction: transaction, at: time)
        replacement = progress
        return progress.isAnimating
    }

    /// The warning printed (once) for a name Motion has no symbol for.
    static func unknownSymbolWarning(_ name: String) -> String {
        "Image(systemName: \"\(name)\"): Motion has no such symbol; drawing a placeholder"
    }

    /// The symbol's metrics in the environment's font and image scale.
    func metrics(environment: EnvironmentValues, measurer: TextMeasurer) -> SymbolMetrics {
        SymbolMetrics(font: measurer.metrics(of: environment.font ?? .body), scale: environment.imageScale)
    }

    /// The frame of the symbol at its natural size.
    func naturalSize(environment: EnvironmentValues, measurer: TextMeasurer) -> CGSize {
        metrics(environment: environment, measurer: measurer).size(of: artwork.box)
    }

    /// The y of the text baseline in the symbol's frame of `size` (``SymbolMetrics/baseline(of:)``
    /// at the natural size, stretched with a resized frame): where a text baseline guide goes.
    func baseline(in size: CGSize, environment: EnvironmentValues, measurer: TextMeasurer) -> CGFloat {
        let m = metrics(environment: environment, measurer: measurer)
        let natural = m.size(of: artwork.box)
        let baseline = m.baseline(of: artwork.box)
        return natural.height > 0 ? baseline * size.height / natural.height : size.height
    }

    func advance(to time: TimeInterval) -> Bool {
        guard let replacement else { return false }
        if replacement.advance(to: time) { return true }
        self.replacement = nil
        previous = nil
        return false
    }

    var liveAnimationCount: Int { replacement?.animationCount ?? 0 }

    /// Adds the running replacement (`contentTransition(.symbolEffect)`) to the inspector's rows.
    func describe(into collector: inout LiveAnimationCollector) {
        collector.add(replacement, as: InspectorAttribute("symbolReplacement"))
    }

    func draw(into builder: inout DisplayListBuilder, size: CGSize, environment: EnvironmentValues,
              measurer: TextMeasurer, time: TimeInterval) {
        var paint = environment.foregroundPaint ?? .color(Color.primary.resolved(in: environment.colorScheme))
        if !environment.isEnabled { paint = paint.opacity(0.5) }
        let weight = (environment.font ?? .body).weight
        let frame = CGRect(origin: .zero, size: size)
        // A symbol is an image: it takes the pointer over its frame, not only on its strokes.
        builder.addHitArea(frame)
        builder.save()
        // Effects run on drivers owned above, on the graph's clock: drawn afresh every frame.
        if !environment.symbolEffects.isEmpty { builder.noteVolatileDrawing() }
        SymbolEffectPresentation.combined(environment.symbolEffects, at: time).apply(to: &builder, size: size)
        if let previous, let replacement {
            let p = CGFloat(min(max(replacement.value, 0), 1))
            if previous.style != .offUp {
                let oldSize = metrics(environment: environment, measurer: measurer).size(of: previous.artwork.box)
                let oldFrame = CGRect(x: (size.width - oldSize.width) / 2, y: (size.height - oldSize.height) / 2,
                                      width: oldSize.width, height: oldSize.height)
                let oldScale = previous.style == .upUp ? 1 + 0.25 * p : 1 - 0.25 * p
                builder.save()
                builder.multiplyOpacity(Double(1 - p))
                builder.concatenate(CGAffineTransform(scaleX: oldScale, y: oldScale), anchor: .center, size: size)
                draw(previous.artwork, name: previous.name, in: oldFrame, weight: weight, paint: paint, into: &builder, cached: false)
                builder.restore()
            }
            builder.multiplyOpacity(Double(p))
            builder.concatenate(CGAffineTransform(scaleX: 0.75 + 0.25 * p, y: 0.75 + 0.25 * p), anchor: .center, size: size)
        }
        draw(artwork, name: resolvedName, in: frame, weight: weight, paint: paint, into: &builder, cached: true)
        builder.restore()
    }

    /// Draws `artwork` stretched over `frame` (local coordinates), a gradient laid out over `frame`.
    private func draw(_ artwork: SymbolArtwork, name: String, in frame: CGRect, weight: Font.Weight, paint: StylePaint,
                      into builder: inout DisplayListBuilder, cached: Bool) {
        let box = artwork.box
        guard frame.width > 0, frame.height > 0 else { return }
        let sx = box.width > 0 ? frame.width / box.width : frame.height / max(box.height, 1)
        let sy = box.height > 0 ? frame.height / box.height : sx
        let lineWidth = SymbolMetrics.lineWidth(for: weight) * (sx * sy).squareRoot()
        let tolerance = builder.localTolerance
        let key = CacheKey(name: name, size: frame.size, lineWidth: lineWidth, tolerance: tolerance)
        let parts: [(contours: [[CGPoint]], rule: FillRule)]
        if cached, let cache, cache.key == key {
            parts = cache.parts
        } else {
            let t = CGAffineTransform(translationX: -box.minX, y: -box.minY)
                .concatenating(CGAffineTransform(scaleX: sx, y: sy))
                .concatenating(CGAffineTransform(translationX: frame.minX, y: frame.minY))
            parts = artwork.parts.map { part in
                switch part {
                case .fill(let path, let rule):
                    return (path.applying(t).flattenedContours(tolerance: tolerance), rule)
                case .stroke(let path, let scale, let cap, let join):
                    let style = StrokeStyle(lineWidth: lineWidth * scale, lineCap: cap, lineJoin: join)
                    let outline = path.applying(t).strokedPath(style, tolerance: tolerance / 2)
                    return (outline.flattenedContours(tolerance: tolerance), .nonZero)
                }
            }
            if cached { cache = (key, parts) }
        }
        let shape = "symbol(\(name))"
        for part in parts {
            builder.fill(contours: part.contours, paint: paint, in: frame, fillRule: part.rule, shape: shape)
        }
    }
}
