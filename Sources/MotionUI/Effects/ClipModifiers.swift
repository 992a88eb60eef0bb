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

final class ClipNode<ClipShape: Shape>: AnimatedModifierNode<_ClipEffect<ClipShape>> {
    override func drawContent(into builder: inout DisplayListBuilder, size: CGSize) {
        builder.save()
        builder.clip(to: presentedModifier.shape.path(in: CGRect(origin: .zero, size: size)))
        super.drawContent(into: &builder, size: size)
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

/// Draws content as one layer. Motion already composites each item with its own opacity, so this
/// modifier only exists for source compatibility: it changes nothing.
public struct _CompositingGroupModifier: PrimitiveModifier {
    func makeNode(graph: ViewGraph) -> ViewNode { UnaryModifierNode<_CompositingGroupModifier>(graph: graph) }
}

extension View {
    /// Clips the view to `shape` in its frame.
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

    /// Composites the view's drawing as one group (no visible effect in Motion; see `_CompositingGroupModifier`).
    public func compositingGroup() -> some View {
        modifier(_CompositingGroupModifier())
    }
}
