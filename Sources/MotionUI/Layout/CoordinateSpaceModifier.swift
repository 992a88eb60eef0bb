import Foundation

/// Names the modified view's coordinate space.
public struct _CoordinateSpaceModifier: PrimitiveModifier {
    public var name: AnyHashable

    func makeNode(graph: ViewGraph) -> ViewNode { CoordinateSpaceNode(graph: graph) }
}

/// Lays out as its content; geometry readers below find its name and frame.
final class CoordinateSpaceNode: UnaryModifierNode<_CoordinateSpaceModifier> {
    override var coordinateSpaceName: AnyHashable? { modifier.name }
}

extension View {
    /// Names this view's coordinate space, so views inside can measure in it with
    /// `frame(in: .named(name))`. The nearest ancestor with the name wins.
    ///
    /// ```swift
    /// VStack { GeometryReader { proxy in Text("\(proxy.frame(in: .named("stack")).minY)") } }
    ///     .coordinateSpace(name: "stack")
    /// ```
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        modifier(_CoordinateSpaceModifier(name: AnyHashable(name)))
    }

    /// Names this view's coordinate space (the iOS 17 spelling).
    ///
    /// ```swift
    /// VStack { … }.coordinateSpace(.named("stack"))
    /// ```
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        modifier(_CoordinateSpaceModifier(name: name.name))
    }
}
