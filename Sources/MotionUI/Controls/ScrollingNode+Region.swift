import Foundation

extension ViewNode {
    /// The nearest ancestor that scrolls (a ``ScrollView`` or a scrolling `List`).
    var enclosingScroller: ScrollingNode? {
        var node = parent
        while let current = node {
            if let scroller = current as? ScrollingNode { return scroller }
            node = current.parent
        }
        return nil
    }

    /// Where this node's box of `size` is on screen and the region it scrolls through — the
    /// nearest scroll view's bounds, or the window without one — both in window points at their
    /// presented values, and the scroll view's main axis (horizontal only for one that scrolls
    /// horizontally alone; vertical without one).
    func visibleRegionPlacement(size: CGSize) -> (frame: CGRect, container: CGRect, scrollAxis: Axis) {
        let frame = CGRect(origin: .zero, size: size).applying(transformToWindow(presented: true))
        guard let scroller = enclosingScroller else {
            return (frame, CGRect(origin: .zero, size: HostScheduler.currentHostSize), .vertical)
        }
        let container = CGRect(origin: .zero, size: scroller.presentedFrame.size)
            .applying(scroller.transformToWindow(presented: true))
        return (frame, container, scroller.axes == .horizontal ? .horizontal : .vertical)
    }
}
