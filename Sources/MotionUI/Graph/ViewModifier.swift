/// A reusable change to a view, as SwiftUI's `ViewModifier`: `body(content:)` wraps the view it
/// is applied to. A modifier that is also `Animatable` is re-evaluated with interpolated data on
/// every frame of an animation (SwiftUI's `AnimatableModifier` behaviour).
///
/// ```swift
/// struct Card: ViewModifier {
///     func body(content: Content) -> some View {
///         content.padding().background(Color.white).cornerRadius(12)
///     }
/// }
/// Text("Hi").modifier(Card())
/// ```
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body
}

/// A modifier Motion implements itself (layout, effects, gestures…); its `body` is never called.
protocol PrimitiveModifier: ViewModifier where Body == Never {
    /// A new node for a view carrying this modifier.
    func makeNode(graph: ViewGraph) -> ViewNode
}

extension PrimitiveModifier {
    public func body(content: Content) -> Never { fatalError("\(Self.self) is applied by Motion; it has no body") }
}

/// The view a ``ViewModifier`` is applied to, as its `body(content:)` sees it.
public struct _ViewModifier_Content<Modifier: ViewModifier>: PrimitiveView {
    let content: AnyContent

    func makeNode(graph: ViewGraph) -> ViewNode { ContentPlaceholderNode(graph: graph) }
}

/// The type-erased content of a modifier: it can update a node's child with itself.
struct AnyContent {
    let update: (ViewNode, ChildKey, UpdateContext) -> Void
}

/// The node of a modifier's `content` placeholder: it shows the modified view.
final class ContentPlaceholderNode: ViewNode {
    private var content: AnyContent?

    override var isLayoutTransparent: Bool { true }
    override var singleContent: ViewNode? { children.first }

    override func update(view: Any, context: UpdateContext) {
        let content = (view as! any ContentPlaceholder).anyContent
        self.content = content
        noteUpdate(context: context, effect: .none)
        beginChildUpdates()
        content.update(self, .index(0), context)
        endChildUpdates(context: context)
    }

    override func refresh(context: UpdateContext) {
        guard let content else { return }
        noteUpdate(context: context, effect: .none)
        beginChildUpdates()
        content.update(self, .index(0), context)
        endChildUpdates(context: context)
    }
}

protocol ContentPlaceholder { var anyContent: AnyContent { get } }

extension _ViewModifier_Content: ContentPlaceholder {
    var anyContent: AnyContent { content }
}

extension View {
    /// Applies `modifier` to this view.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A modifier applied after another.
extension ViewModifier {
    public func concat<T: ViewModifier>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
