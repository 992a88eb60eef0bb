import Foundation

/// Turns hit testing off for a view and everything in it: `.allowsHitTesting(false)`.
public struct _AllowsHitTestingModifier: PrimitiveModifier {
    public var enabled: Bool

    func makeNode(graph: ViewGraph) -> ViewNode { AllowsHitTestingNode(graph: graph) }
}

final class AllowsHitTestingNode: UnaryModifierNode<_AllowsHitTestingModifier> {
    override func drawContent(into builder: inout DisplayListBuilder, size: CGSize) {
        guard !modifier.enabled else { return super.drawContent(into: &builder, size: size) }
        builder.save()
        builder.disableHitTesting()
        super.drawContent(into: &builder, size: size)
        builder.restore()
    }
}

extension View {
    /// Whether the view and the views in it take pointer input. With `false` they are drawn as
    /// usual but taps pass through them to the views below, as in SwiftUI.
    ///
    /// ```swift
    /// Text("overlay").allowsHitTesting(false)   // taps reach the button under it
    /// ```
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        modifier(_AllowsHitTestingModifier(enabled: enabled))
    }
}
