import Foundation

/// Culling whole subtrees: a node knows a box holding everything its subtree may draw (its *ink*)
/// until something in it changes, so a frame that leaves out what lies outside the window
/// (``ViewHost/cullsOffscreenItems``) skips a subtree wholly outside it without walking it: a long
/// stack of animated rows costs the rows in view (issue 14).
///
/// The box is conservative: every item the subtree would draw lies inside it, for every step of
/// the animations running when it was found (an animated offset or scale is bounded at its
/// extremes, ``Animator/presentationExtremes``; a rotation by the circle its content turns in).
/// Any node kind that does not say what it draws (``ViewNode/contentInk(size:)``) has no box, nor
/// has any ancestor: such subtrees are drawn and culled item by item as before. So a culled frame
/// holds exactly the items an unculled one keeps after leaving out those outside the window.
///
/// ```swift
/// let host = ViewHost(VStack { ForEach(0..<1000) { Rectangle().frame(height: 20).offset(x: 5) } },
///                     size: CGSize(width: 200, height: 100))
/// host.cullsOffscreenItems = true   // the rows below the window are not walked
/// ```
extension ViewNode {
    /// This subtree's ink in the space ``draw(into:)`` draws in (its parent's content), found
    /// once and kept until the subtree changes (``invalidateDrawing()``; a step of an animation
    /// keeps it); nil when not known. Grown by a hundredth of a point, so arithmetic that takes
    /// another route to an item's corners never falls outside.
    final var drawnInk: CGRect? {
        if inkIsCurrent { return inkCache }
        inkCache = findInk()?.insetBy(dx: -0.01, dy: -0.01)
        inkIsCurrent = true
        return inkCache
    }

    private func findInk() -> CGRect? {
        guard transition == nil else { return nil }
        if isLayoutTransparent { return contentInk(size: .zero) }
        guard !frameIsAnimating, let content = contentInk(size: presentedFrame.size) else { return nil }
        return content.offsetBy(dx: presentedFrame.origin.x, dy: presentedFrame.origin.y)
    }

    /// Forgets the ink of this node and its ancestors. The walk stops at a node whose ink is not
    /// current: an ancestor's box is only ever found from current boxes of all its children, so
    /// above such a node no box is current, or only an unknown one.
    final func invalidateInk() {
        var node: ViewNode? = self
        while let current = node, current.inkIsCurrent {
            current.inkIsCurrent = false
            node = current.isDetached ? nil : current.parent
        }
    }

    /// The union of the children's ink (``contentInk(size:)`` of a node that draws its children
    /// only); nil when a child's is not known. No children: an empty box at the origin.
    final var childrenInk: CGRect? {
        var ink = CGRect.null
        for child in children {
            guard let box = child.drawnInk else { return nil }
            ink = ink.union(box)
        }
        return ink.isNull ? CGRect(origin: .zero, size: .zero) : ink
    }

    /// Draws the children in ``drawingOrder``; when the frame leaves out what lies outside the
    /// window, each of several children whose ink lies wholly outside is skipped (see
    /// ``DisplayListBuilder/isCulled(local:)``). A single child is drawn without asking: its
    /// parent asked for both.
    final func drawChildren(into builder: inout DisplayListBuilder) {
        let order = drawingOrder
        guard order.count > 1, builder.window != nil else {
            for child in order { child.draw(into: &builder) }
            return
        }
        for child in order {
            if let ink = child.drawnInk, builder.isCulled(local: ink) {
                builder.culledSubtrees += 1
                continue
            }
            child.draw(into: &builder)
        }
    }
}
