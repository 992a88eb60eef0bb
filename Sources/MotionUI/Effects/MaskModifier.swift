import Foundation

/// Masks content with a view's alpha (`.mask(alignment:_:)`).
public struct _MaskModifier<Mask: View>: PrimitiveModifier {
    public var mask: Mask
    public var alignment: Alignment

    func makeNode(graph: ViewGraph) -> ViewNode { MaskNode<Mask>(graph: graph) }
}

/// Lays the content out alone; the mask gets the content's size as its proposal and is aligned in
/// the content's frame (as a background is). Drawn as a layer of the content with a nested
/// ``DisplayLayer/Compositing/alphaMask`` layer of the mask, which takes no input.
final class MaskNode<Mask: View>: UnaryModifierNode<_MaskModifier<Mask>> {
    override func updateSecondaryChildren(context: UpdateContext) {
        updateChild(key: .secondary(0), view: modifier.mask, context: context)
    }

    override func placeChildren(in size: CGSize, proposal: ProposedViewSize, transaction: Transaction) {
        super.placeChildren(in: size, proposal: proposal, transaction: transaction)
        var nodes: [ViewNode] = []
        for child in children where !child.isLeaving && child.key == .secondary(0) { child.appendLayoutNodes(to: &nodes) }
        NodeLayout.place(nodes, in: CGRect(origin: .zero, size: size), alignment: modifier.alignment, transaction: transaction)
    }

    override func drawContent(into builder: inout DisplayListBuilder, size: CGSize) {
        let frame = CGRect(origin: .zero, size: size)
        builder.save()
        builder.beginLayer(DisplayLayer(effect: .none), frame: frame)
        for child in children where child.key != .secondary(0) { child.draw(into: &builder) }
        builder.save()
        builder.disableHitTesting()
        builder.beginLayer(DisplayLayer(effect: .none, compositing: .alphaMask), frame: frame)
        for child in children where child.key == .secondary(0) { child.draw(into: &builder) }
        builder.restore()
        builder.restore()
    }
}

extension View {
    /// Masks the view with `mask`'s alpha: each pixel of the view is multiplied by the mask's
    /// opacity there (colours of the mask do not matter; a gradient mask fades the view). The mask
    /// is proposed the view's size and placed by `alignment` in the view's frame; it takes no
    /// taps. Where the mask draws nothing, the view is hidden.
    ///
    /// ```swift
    /// Image("photo").mask {
    ///     LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom)
    /// }
    /// ```
    public func mask<M: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> M) -> some View {
        modifier(_MaskModifier(mask: mask(), alignment: alignment))
    }

    /// Masks the view with `mask`'s alpha, centred (the older spelling, deprecated in SwiftUI).
    ///
    /// ```swift
    /// Rectangle().fill(Color.blue).mask(Circle())
    /// ```
    public func mask<M: View>(_ mask: M) -> some View {
        modifier(_MaskModifier(mask: mask, alignment: .center))
    }
}
