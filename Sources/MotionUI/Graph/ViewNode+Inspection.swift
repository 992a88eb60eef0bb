import Foundation

/// How a node names itself and finds where it is drawn, for ``LiveAnimation`` rows.
extension ViewNode {
    /// The view types from the root to the view this node stands for (see ``LiveAnimation/view``):
    /// the named ancestors, then this node's own name, or for a modifier the name of the view it
    /// modifies.
    var inspectorViewPath: [String] {
        var path: [String] = []
        var ancestor = parent
        while let node = ancestor {
            if let name = node.inspectorName { path.append(name) }
            ancestor = node.parent
        }
        path.reverse()
        if let name = inspectorNamedNode.inspectorName { path.append(name) }
        return path
    }

    /// This node when it has a name, else the first named node down its single content (the view a
    /// modifier modifies), else itself.
    private var inspectorNamedNode: ViewNode {
        var node: ViewNode? = self
        while let current = node {
            if current.inspectorName != nil { return current }
            node = current.singleContent
        }
        return self
    }

    /// Where the view this node stands for is drawn now, in window points: the bounding box of its
    /// presented frame under the effects above it; for a node that lays out as its children, the
    /// union of theirs (empty when it has none).
    var inspectorDrawnFrame: CGRect {
        let node = inspectorNamedNode
        guard node.isLayoutTransparent else {
            return CGRect(origin: .zero, size: node.presentedFrame.size).applying(node.transformToWindow(presented: true))
        }
        let union = node.layoutChildren.reduce(CGRect.null) { $0.union($1.inspectorDrawnFrame) }
        return union.isNull ? .zero : union
    }

    /// The name of the view type this node was made for, without generic arguments; nil for
    /// modifiers and structural types (tuples, conditionals, `ForEach`, `Group`, `AnyView`, an animator's content placeholder). A
    /// built-in wrapper with an underscore (`_StyledShape<Circle, Color>`) that draws on its own
    /// (no children) is named after its first generic argument (`Circle`).
    var inspectorName: String? {
        // ObjectIdentifier(T.self) holds T's metadata pointer, so the cast gives T back.
        let type = unsafeBitCast(viewType, to: Any.Type.self)
        var name = String(describing: type)
        while name.hasPrefix("_"), children.isEmpty, let argument = Self.firstGenericArgument(of: name) {
            name = argument
        }
        let base = String(name.prefix { $0 != "<" })
        guard !base.hasPrefix("_"), !Self.structuralTypes.contains(base) else { return nil }
        return base
    }

    private static let structuralTypes: Set<String> = [
        "ModifiedContent", "TupleView", "Optional", "AnyView", "Group", "ForEach", "EmptyView", "Never",
        "PlaceholderContentView",
    ]

    /// `B` for `A<B, C>` (nested arguments kept whole), nil without arguments.
    private static func firstGenericArgument(of name: String) -> String? {
        guard let open = name.firstIndex(of: "<") else { return nil }
        var depth = 0
        var index = name.index(after: open)
        let start = index
        while index < name.endIndex {
            switch name[index] {
            case "<", "(": depth += 1
            case ">", ")":
                if depth == 0 { return String(name[start..<index]) }
                depth -= 1
            case "," where depth == 0:
                return String(name[start..<index])
            default: break
            }
            index = name.index(after: index)
        }
        return nil
    }
}
