import Foundation

/// Hands a value for `K` to the enclosing layout (what ``View/layoutValue(key:value:)`` makes).
public struct _LayoutValueModifier<K: LayoutValueKey>: PrimitiveModifier {
    public var value: K.Value

    func makeNode(graph: ViewGraph) -> ViewNode { LayoutValueNode<K>(graph: graph) }
}

/// The node of a layout value: a trait, transparent to layout, so the value tags every subview of
/// its content.
final class LayoutValueNode<K: LayoutValueKey>: TraitNode<_LayoutValueModifier<K>>, LayoutValueProviding {
    func layoutValue(for key: ObjectIdentifier, through child: ViewNode) -> Any? {
        key == ObjectIdentifier(K.self) ? modifier.value : nil
    }
}

/// A node that hands layout values to the subviews laid out through it (MotionUI-internal): layout
/// values, grid rows, sections.
protocol LayoutValueProviding: ViewNode {
    /// The value for `key` of a subview reached through `child` (one of this node's children, or
    /// this node itself when it is the subview or wraps it), or nil.
    func layoutValue(for key: ObjectIdentifier, through child: ViewNode) -> Any?
}

extension ViewNode {
    /// The layout value for `key` of this node as a layout subview, or nil: first what the
    /// layout-transparent nodes between it and its container state (the outermost wins), then what
    /// this node and the modifiers it wraps state (again the outermost first).
    func layoutValue(for key: ObjectIdentifier) -> Any? {
        var found: Any?
        var child: ViewNode = self
        while let parent = child.parent, parent.isLayoutTransparent {
            if let provider = parent as? LayoutValueProviding, let value = provider.layoutValue(for: key, through: child) {
                found = value
            }
            child = parent
        }
        if let found { return found }
        var node: ViewNode? = self
        while let current = node {
            if let provider = current as? LayoutValueProviding, let value = provider.layoutValue(for: key, through: current) {
                return value
            }
            node = current.singleContent
        }
        return nil
    }
}
