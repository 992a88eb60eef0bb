import Foundation

/// A named image from the app's assets, as SwiftUI's `Image(_:)`: `Assets/<name>.png`, drawn by the
/// backend (the SDL backend's `ImageStore`).
///
/// Sizing, as SwiftUI:
/// - not resizable: the image's natural size, from the host's ``ImageSizer``, whatever is proposed
///   (0 × 0 when the host has no sizer or the sizer does not know the name);
/// - ``resizable()``: fills the proposed size; a dimension proposed as nil or infinite takes the
///   natural size's (so `.resizable().fixedSize()` is the natural size).
///
/// The image is stretched over the view's frame. Bad sizes from a sizer (NaN, infinite or negative
/// dimensions) read as 0.
///
/// `Image(systemName:)` draws a symbol from Motion's own vector set (``SymbolCatalog``) as a glyph
/// of the environment's font: sized by ``SymbolMetrics``, coloured by the foreground colour.
///
/// ```swift
/// Image(accepted ? "checkmark-true" : "checkmark-false")
///     .resizable()
///     .frame(width: 18, height: 18)
/// Image(systemName: "heart.fill").foregroundColor(.red).font(.title)
/// ```
public struct Image: PrimitiveView, Equatable {
    /// The asset's name, without `.png` (empty for a symbol).
    public var name: String
    /// The symbol's name for `Image(systemName:)`, nil for an asset image.
    public var systemName: String?
    /// Whether the image fills the proposed size instead of keeping its natural size.
    public var isResizable = false
    /// The symbol rendering mode set on the image itself (accepted; see ``SymbolRenderingMode``).
    var symbolMode: SymbolRenderingMode?
    /// The template rendering mode set on the image itself (accepted; see ``renderingMode(_:)``).
    var templateMode: TemplateRenderingMode?

    /// The image named `name` in `Assets/`.
    ///
    /// ```swift
    /// Image("checkmark-true")
    /// ```
    public init(_ name: String) {
        self.name = name
    }

    /// The symbol named `systemName` (SF Symbols' names: `"heart.fill"`, `"arrow.clockwise"`),
    /// drawn from Motion's own outlines; a name Motion lacks draws a placeholder of a symbol's size
    /// and warns once (see ``SymbolCatalog``).
    ///
    /// ```swift
    /// Image(systemName: "star.fill").imageScale(.large).foregroundColor(.yellow)
    /// ```
    public init(systemName: String) {
        self.name = ""
        self.systemName = systemName
    }

    /// The same image, sized to fill the space proposed to it.
    ///
    /// ```swift
    /// Image("checkmark-false").resizable().frame(width: 18, height: 18)
    /// ```
    public func resizable() -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }

    func makeNode(graph: ViewGraph) -> ViewNode { ImageNode(graph: graph) }
}

/// Sizes and draws an ``Image``.
final class ImageNode: ViewNode {
    private(set) var image = Image("")
    /// Sizes, draws and animates the symbol of `Image(systemName:)`.
    private lazy var symbol = SymbolImageRenderer()

    override func update(view: Any, context: UpdateContext) {
        image = view as! Image
        noteUpdate(context: context)
        if let systemName = image.systemName,
           symbol.update(systemName: systemName, environment: environment, transaction: context.transaction, at: graph.time) {
            graph.startAnimating(self)
        }
    }

    override func refresh(context: UpdateContext) { update(view: image, context: context) }

    /// The natural size in points from the host's sizer, 0 × 0 without one; a symbol's from the font.
    var naturalSize: CGSize {
        if image.systemName != nil { return symbol.naturalSize(environment: environment, measurer: graph.textMeasurer) }
        guard let size = graph.imageSizer?.size(ofImage: image.name) else { return .zero }
        func clean(_ v: CGFloat) -> CGFloat { v.isFinite && v > 0 ? v : 0 }
        return CGSize(width: clean(size.width), height: clean(size.height))
    }

    /// A symbol's text baseline in a frame of `size` (nil for an asset image, whose baseline guides
    /// are its bottom edge): what a first or last text baseline guide reads.
    func symbolBaseline(in size: CGSize) -> CGFloat? {
        guard image.systemName != nil else { return nil }
        return symbol.baseline(in: size, environment: environment, measurer: graph.textMeasurer)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let natural = naturalSize
        guard image.isResizable else { return natural }
        let proposal = proposal.sanitized
        func dimension(_ proposed: CGFloat?, _ natural: CGFloat) -> CGFloat {
            guard let proposed, proposed.isFinite else { return natural }
            return proposed
        }
        return CGSize(width: dimension(proposal.width, natural.width), height: dimension(proposal.height, natural.height))
    }

    override func drawContent(into builder: inout DisplayListBuilder, size: CGSize) {
        guard size.width > 0, size.height > 0 else { return }
        if environment.redactsContent {
            let primary = StylePaint.color(Color.primary.resolved(in: environment.colorScheme))
            return RedactionPlaceholder.draw(over: CGRect(origin: .zero, size: size), paint: primary, into: &builder)
        }
        if image.systemName != nil {
            symbol.draw(into: &builder, size: size, environment: environment, measurer: graph.textMeasurer, time: graph.time)
            return
        }
        builder.image(image.name, in: CGRect(origin: .zero, size: size))
    }

    override func advanceAnimations(to time: TimeInterval) -> Bool {
        let running = super.advanceAnimations(to: time)
        guard image.systemName != nil else { return running }
        return symbol.advance(to: time) || running
    }

    override var liveAnimationCount: Int {
        super.liveAnimationCount + (image.systemName != nil ? symbol.liveAnimationCount : 0)
    }

    override func describeAnimations(into collector: inout LiveAnimationCollector) {
        super.describeAnimations(into: &collector)
        if image.systemName != nil { symbol.describe(into: &collector) }
    }
}

extension ImageNode: ExplicitGuideNode {
    /// A symbol states its text baseline (a glyph's, in the current font) for the first and last
    /// text baseline guides, so `HStack(alignment: .firstTextBaseline)` lines symbols up with text;
    /// an asset image states none (its baselines are its bottom edge, SwiftUI's default).
    func ownExplicitGuide(_ guide: StackGuide, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        guard guide.isBaseline else { return nil }
        return symbolBaseline(in: size)
    }
}
