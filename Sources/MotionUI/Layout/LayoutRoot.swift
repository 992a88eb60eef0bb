import Foundation

/// A container view laid out by a custom ``Layout``: what `MyLayout { … }` makes (see
/// ``Layout/callAsFunction(_:)``). Its subviews are the views of `content`, as in a `VStack`.
public struct _LayoutRoot<L: Layout, Content: View>: PrimitiveView, LayoutView {
    let layout: L
    let content: Content

    /// The stack axis of the spacers directly inside: the layout value's when it states one (see
    /// ``StackOrientationProviding``), else the layout type's.
    private var axis: Axis? {
        (layout as? StackOrientationProviding)?.stackOrientation ?? L.layoutProperties.stackOrientation
    }

    func makeNode(graph: ViewGraph) -> ViewNode { LayoutNode<L>(graph: graph, axis: axis) }

    func update(node: ViewNode, context: UpdateContext) {
        let container = node as! LayoutNode<L>
        container.axis = axis
        container.update(layout: layout, content: content, context: context)
    }
}

/// A layout whose stack axis depends on its value, not only its type (``AnyLayout``, the lazy stacks).
protocol StackOrientationProviding {
    var stackOrientation: Axis? { get }
}

extension Layout {
    /// Combines `content`'s views into one container laid out by this layout, as SwiftUI's
    /// `Layout.callAsFunction(_:)`: you do not call it by name — writing the layout's value with a
    /// trailing closure does.
    ///
    /// ```swift
    /// struct Diagonal: Layout { … }
    ///
    /// Diagonal {
    ///     Text("One")
    ///     Text("Two")
    /// }
    /// ```
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutRoot(layout: self, content: content())
    }
}
