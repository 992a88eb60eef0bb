import Foundation

extension ViewNode {
    /// A proxy of this node's geometry — its size, its transform to the window, and its named
    /// ancestors' spaces, nearest first — at the presented (on screen) or model (laid-out) values.
    /// A scroll view answers to ``NamedCoordinateSpace/scrollView`` and to
    /// `.scrollView(axis:)` for each axis it scrolls along.
    func geometryProxy(presented: Bool) -> GeometryProxy {
        var spaces: [GeometryProxy.NamedSpace] = []
        var node = parent
        while let ancestor = node {
            let names = ancestor.coordinateSpaceNames
            if !names.isEmpty {
                let size = presented ? ancestor.presentedFrame.size : ancestor.modelFrame.size
                let toWindow = ancestor.transformToWindow(presented: presented)
                spaces += names.map { GeometryProxy.NamedSpace(name: $0, size: size, toWindow: toWindow) }
            }
            node = ancestor.parent
        }
        let size = presented ? presentedFrame.size : modelFrame.size
        return GeometryProxy(size: size, toWindow: transformToWindow(presented: presented), spaces: spaces)
    }

    /// The names this node's space answers to: its ``coordinateSpaceName``, and a scroll view's.
    private var coordinateSpaceNames: [AnyHashable] {
        if let scroller = self as? ScrollingNode {
            return [AnyHashable(ScrollViewSpaceName(axis: nil))]
                + Axis.allCases.filter { scroller.axes.contains(Axis.Set($0)) }.map { AnyHashable(ScrollViewSpaceName(axis: $0)) }
        }
        return coordinateSpaceName.map { [$0] } ?? []
    }
}
