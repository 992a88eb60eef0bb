import Foundation

/// Where a view takes the pointer, chosen: `.contentShape(_:eoFill:)`.
public struct _ContentShapeModifier<S: Shape>: PrimitiveModifier {
    public var shape: S
    public var eoFill: Bool
    /// Whether the shape is for hit testing (`.interaction`); other kinds only compile.
    public var isInteraction: Bool

    func makeNode(graph: ViewGraph) -> ViewNode { ContentShapeNode<S>(graph: graph) }
}

/// Lets a shape in the view's frame stand for what its content drew, for the gestures around it.
final class ContentShapeNode<S: Shape>: UnaryModifierNode<_ContentShapeModifier<S>> {
    override func drawContent(into builder: inout DisplayListBuilder, size: CGSize) {
        guard modifier.isInteraction else { return super.drawContent(into: &builder, size: size) }
        let path = modifier.shape.path(in: CGRect(origin: .zero, size: size))
        builder.withContentShape(path, fillRule: modifier.eoFill ? .evenOdd : .nonZero) { builder in
            super.drawContent(into: &builder, size: size)
        }
    }
}

/// The kinds of content shape, as SwiftUI's `ContentShapeKinds`. Motion uses `.interaction` (hit
/// testing); the others are accepted and change nothing (Motion has no drag previews, context
/// menus, hover or focus effects).
public struct ContentShapeKinds: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Hit testing: where taps, presses and drags land.
    public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
    public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
    public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
    public static let focusEffect = ContentShapeKinds(rawValue: 1 << 4)
    public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)
}

extension View {
    /// Makes `shape` (in the view's frame) the area where gestures around this view take the
    /// pointer, in place of what the view draws — so empty space can take taps, or a drawn area
    /// can be narrowed. Gestures inside the view keep their own areas.
    ///
    /// ```swift
    /// HStack { Text("Row"); Spacer() }
    ///     .contentShape(Rectangle())     // the whole row, spacer included, takes the tap
    ///     .onTapGesture { selected = true }
    /// ```
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        modifier(_ContentShapeModifier(shape: shape, eoFill: eoFill, isInteraction: true))
    }

    /// A content shape for some `kinds` of use; only `.interaction` changes hit testing in Motion.
    ///
    /// ```swift
    /// card.contentShape(.interaction, RoundedRectangle(cornerRadius: 12))
    /// ```
    public func contentShape<S: Shape>(_ kinds: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
        modifier(_ContentShapeModifier(shape: shape, eoFill: eoFill, isInteraction: kinds.contains(.interaction)))
    }
}
