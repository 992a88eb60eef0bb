import Foundation

/// Clips content to a shape in its frame.
public struct _ClipEffect<ClipShape: Shape>: PrimitiveModifier, Animatable {
    public var shape: ClipShape
    public var style: FillStyle

    public var animatableData: ClipShape.AnimatableData {
        get { shape.animatableData }
        set { shape.animatableData = newValue }
    }

    func makeNode(graph: ViewGraph) -> ViewNode { ClipNode<ClipShape>(graph: graph) }
}

/// A shape with one outline under the non-zero rule clips by its outline (exact, anti-aliased, no
/// layer); a shape with several outlines (a ring, a star path) or the even-odd rule becomes an
/// alpha mask of the shape filled with its rule (``DisplayLayer/Compositing/alphaMask``).
final class ClipNode<ClipShape: Shape>: AnimatedModifierNode<_ClipEffect<ClipShape>> {
    override func drawContent(into builder: inout DisplayListBuilder, size: CGSize) {
        let frame = CGRect(origin: .zero, size: size)
        let path = presentedModifier.shape.path(in: frame)
        let fillRule: FillRule = presentedModifier.style.isEOFilled ? .evenOdd : .nonZero
        let contours = path.flattenedContours(tolerance: builder.localTolerance)
        builder.save()
        guard contours.count > 1 || fillRule == .evenOdd else {
            builder.clip(to: path)
            super.drawContent(into: &builder, size: size)
            return builder.restore()
        }
        builder.beginLayer(DisplayLayer(effect: .none), frame: frame)
        super.drawContent(into: &builder, size: size)
        builder.save()
        builder.disableHitTesting()
        builder.beginLayer(DisplayLayer(effect: .none, compositing: .alphaMask), frame: frame)
        builder.fill(contours: contours, color: .black, fillRule: fillRule, shape: "clip")
        builder.restore()
        builder.restore()
    }
}

/// Keeps the view's space but draws nothing and takes no input.
public struct _HiddenModifier: PrimitiveModifier {
    func makeNode(graph: ViewGraph) -> ViewNode { HiddenNode(graph: graph) }
}

final class HiddenNode: UnaryModifierNode<_HiddenModifier> {
    override func drawContent(into builder: inout DisplayListBuilder, size: CGSize) {}
}

/// Draws content into one offscreen layer, composited once (`.compositingGroup()`,
/// `.drawingGroup()`): the opacity and blend mode around it apply to the group as a whole.
public struct _CompositingGroupModifier: EffectModifier {
    public typealias AnimatableData = EmptyAnimatableData

    func apply(to builder: inout DisplayListBuilder, size: CGSize) {
        builder.beginLayer(DisplayLayer(effect: .none), frame: CGRect(origin: .zero, size: size))
    }
}

extension View {
    /// Clips the view to `shape` in its frame, filled by `style`'s rule: a one-outline shape under
    /// the non-zero rule clips exactly by its outline; any other shape (several outlines, even-odd)
    /// masks the view with the filled shape.
    ///
    /// ```swift
    /// Image("avatar").resizable().clipShape(Circle())
    /// ```
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(_ClipEffect(shape: shape, style: style))
    }

    /// Clips the view to its frame.
    public func clipped(antialiased: Bool = false) -> some View {
        clipShape(Rectangle())
    }

    /// Clips the view to a rounded rectangle of its frame.
    ///
    /// ```swift
    /// Text("Login").background(Color.orange).cornerRadius(10)
    /// ```
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius))
    }

    /// Hides the view; it keeps its place in layout.
    public func hidden() -> some View {
        modifier(_HiddenModifier())
    }

    /// Composites the view's drawing as one group: effects around it — opacity, blend modes —
    /// apply to the group once, so two overlapping 50 % views in a group faded to 0.5 show no
    /// darker overlap.
    ///
    /// ```swift
    /// ZStack { Circle().fill(Color.red); Circle().fill(Color.red).offset(x: 20) }
    ///     .compositingGroup()
    ///     .opacity(0.5)
    /// ```
    public func compositingGroup() -> some View {
        modifier(_CompositingGroupModifier())
    }

    /// Renders the view offscreen as one group, as `compositingGroup()` does (Motion draws every
    /// layer with the same exact rasterizer, so `opaque` and `colorMode` change nothing: the layer
    /// keeps its transparency, and colours stay 8-bit sRGB).
    ///
    /// ```swift
    /// ParticleField().drawingGroup()
    /// ```
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        modifier(_CompositingGroupModifier())
    }
}
