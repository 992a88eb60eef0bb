import Foundation

/// A view that shows the first of its children that fits the space offered, as SwiftUI's
/// `ViewThatFits`: give the alternatives in order of preference, usually largest first.
///
/// The rule, for a proposal `p` and the constrained `axes`:
/// 1. Each child in order is asked for its ideal size along the constrained axes: proposed `nil`
///    on those axes and `p`'s own dimension on the others.
/// 2. A child fits when, on every constrained axis, that ideal size is at most `p`'s dimension
///    (a `nil` dimension of `p` fits anything). With no constrained axis the first child fits.
/// 3. The first child that fits is shown; when none fits, the last one is.
/// 4. The chosen child is proposed `p` itself, and its size is the container's. Only it is drawn
///    and can be hit; the others keep their identity and state.
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///     HStack { Text("75 %"); ProgressView(value: 0.75).frame(width: 100) }
///     ProgressView(value: 0.75).frame(width: 100)
///     Text("75 %")
/// }
/// ```
public struct ViewThatFits<Content: View>: PrimitiveView {
    let axes: Axis.Set
    let content: Content

    /// Chooses among the views of `content` along `axes` (both by default).
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    func makeNode(graph: ViewGraph) -> ViewNode { ViewThatFitsNode(graph: graph) }
}

extension ViewThatFits: ViewThatFitsContent {
    func updateContent(of node: ViewNode, context: UpdateContext) {
        node.updateChild(key: .index(0), view: content, context: context)
    }
}
