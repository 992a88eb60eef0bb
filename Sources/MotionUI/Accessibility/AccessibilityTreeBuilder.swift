import Foundation

/// Builds the accessibility tree from the view graph, when asked (never while a frame is built):
/// texts, images and controls are elements (see ``AccessibilityRole``); accessibility modifiers
/// set properties on the elements of the view they modify, hide them, or make one element (or a
/// container) of them, and an accessibility representation stands in for its view; views leaving
/// under a removal transition are left out. Elements are listed
/// in reading order: higher ``AccessibilityElement/sortPriority`` first, then top to bottom,
/// leading to trailing (elements whose frames overlap vertically share a row).
enum AccessibilityTreeBuilder {
    /// The top-level elements (containers holding theirs) under `root`, in reading order.
    static func tree(under root: ViewNode) -> [AccessibilityElement] {
        readingOrder(collect(root))
    }

    /// The elements a screen reader stops on, in order: `tree` with containers read in full where
    /// they stand.
    static func navigationOrder(_ tree: [AccessibilityElement]) -> [AccessibilityElement] {
        tree.flatMap { $0.isContainer ? navigationOrder($0.children) : [$0] }
    }

    private static func collect(_ node: ViewNode) -> [AccessibilityElement] {
        guard !node.isLeaving else { return [] }
        if let attachment = node as? AccessibilityAttachmentNode {
            let properties = attachment.properties
            guard !properties.isHidden else { return [] }
            var elements = collectChildren(of: node)
            if let behavior = properties.childBehavior {
                elements = [element(behavior, of: elements, frame: windowFrame(of: node))]
            }
            for index in elements.indices { properties.apply(to: &elements[index]) }
            return elements
        }
        if let representing = node as? AccessibilityRepresenting {
            return representing.representationNodes.flatMap(collect).map(withoutTaps)
        }
        let provider = node as? AccessibilityRoleProviding
            ?? (node as? CompositeNodeBase)?.anyView as? AccessibilityRoleProviding
        if let provider {
            guard let role = provider.accessibilityRole else { return [] }
            var made = element(role, of: collectChildren(of: node), frame: windowFrame(of: node))
            made.isEnabled = node.environment.isEnabled
            return [made]
        }
        return collectChildren(of: node)
    }

    private static func collectChildren(of node: ViewNode) -> [AccessibilityElement] {
        node.children.flatMap(collect)
    }

    /// The element of a view with a role, the elements inside it merged into it.
    private static func element(_ role: AccessibilityRole, of content: [AccessibilityElement], frame: CGRect) -> AccessibilityElement {
        var element = merged(content, frame: frame)
        element.traits = role.traits.union(element.traits.subtracting([.isStaticText, .isImage]))
        if let label = role.label { element.label = label }
        if let value = role.value { element.value = value }
        if let action = role.action {
            element.activation = .perform(action)
        } else if role.tapsToActivate {
            element.activation = .tap(CGPoint(x: frame.midX, y: frame.midY))
        }
        if let adjustment = role.adjustment { element.adjustment = adjustment }
        element.actionWithoutTap = role.actionWithoutTap
        return element
    }

    /// An element of an accessibility representation, which is laid out but not drawn: what a tap
    /// would do is done without one (a button's action), and what only a tap can do is left out.
    private static func withoutTaps(_ element: AccessibilityElement) -> AccessibilityElement {
        var element = element
        if case .tap = element.activation { element.activation = element.actionWithoutTap.map { .perform($0) } }
        element.actions.removeAll { if case .tap = $0.activation { return true } else { return false } }
        element.children = element.children.map(withoutTaps)
        return element
    }

    /// The element `.accessibilityElement(children:)` makes of the elements inside the view.
    private static func element(_ behavior: AccessibilityChildBehavior, of content: [AccessibilityElement],
                                frame: CGRect) -> AccessibilityElement {
        switch behavior.kind {
        case .ignore:
            return AccessibilityElement(label: "", traits: [], frame: frame)
        case .combine:
            return merged(content, frame: frame)
        case .contain:
            var container = AccessibilityElement(label: "", traits: [], frame: frame)
            container.isContainer = true
            container.children = readingOrder(content)
            return container
        }
    }

    /// One element of `parts` (containers read through), in reading order: labels, values and
    /// hints joined with ", ", traits united, the first identifier, every action. One activatable
    /// part gives the element its activation (and one adjustable part its adjustment); several
    /// each become a custom action named after their label.
    private static func merged(_ parts: [AccessibilityElement], frame: CGRect) -> AccessibilityElement {
        let parts = navigationOrder(readingOrder(parts))
        func joined(_ strings: [String?]) -> String? {
            let present = strings.compactMap { $0 }.filter { !$0.isEmpty }
            return present.isEmpty ? nil : present.joined(separator: ", ")
        }
        var element = AccessibilityElement(label: joined(parts.map(\.label)) ?? "",
                                           traits: parts.reduce([]) { $0.union($1.traits) }, frame: frame)
        element.value = joined(parts.map(\.value))
        element.hint = joined(parts.map(\.hint))
        element.identifier = parts.lazy.compactMap(\.identifier).first
        element.inputLabels = parts.flatMap(\.inputLabels)
        element.showsLargeContentViewer = parts.contains { $0.showsLargeContentViewer }
        element.isEnabled = parts.allSatisfy(\.isEnabled)
        let activatable = parts.filter { $0.activation != nil }
        if activatable.count == 1 {
            element.activation = activatable[0].activation
        } else {
            element.actions = activatable.compactMap { part in
                part.activation.map { AccessibilityCustomAction(kind: AccessibilityActionKind(kind: .named(part.label)), activation: $0) }
            }
        }
        element.actions += parts.flatMap(\.actions)
        let adjustable = parts.compactMap(\.adjustment)
        if adjustable.count == 1 { element.adjustment = adjustable[0] }
        return element
    }

    /// Where the view of `node` is drawn now, in window points: its presented frame under the
    /// effects above it; for a node that lays out as its children, the union of theirs.
    private static func windowFrame(of node: ViewNode) -> CGRect {
        guard node.isLayoutTransparent else {
            return CGRect(origin: .zero, size: node.presentedFrame.size).applying(node.transformToWindow(presented: true))
        }
        let union = node.layoutChildren.reduce(CGRect.null) { $0.union(windowFrame(of: $1)) }
        return union.isNull ? .zero : union
    }

    /// `elements` in reading order: by sort priority (higher first), then in rows from top to
    /// bottom (an element starting above the bottom of a row's first element joins that row), each
    /// row leading to trailing; ties keep the views' order.
    static func readingOrder(_ elements: [AccessibilityElement]) -> [AccessibilityElement] {
        let byTop = elements.indices.sorted {
            let a = elements[$0].frame, b = elements[$1].frame
            return (a.minY, a.minX, $0) < (b.minY, b.minX, $1)
        }
        var rows: [[Int]] = []
        var rowBottom = -CGFloat.infinity
        for index in byTop {
            let frame = elements[index].frame
            if rows.isEmpty || frame.minY >= rowBottom {
                rows.append([index])
                rowBottom = frame.maxY
            } else {
                rows[rows.count - 1].append(index)
            }
        }
        let geometric = rows.flatMap { row in
            row.sorted {
                let a = elements[$0].frame, b = elements[$1].frame
                return (a.minX, a.minY, $0) < (b.minX, b.minY, $1)
            }
        }
        return geometric.enumerated().sorted {
            let a = elements[$0.element].sortPriority, b = elements[$1.element].sortPriority
            return a != b ? a > b : $0.offset < $1.offset
        }.map { elements[$0.element] }
    }
}
