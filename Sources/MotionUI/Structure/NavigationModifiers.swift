import Foundation

/// Sets the page's title.
public struct _NavigationTitleModifier: PrimitiveModifier, NavigationTraitModifier {
    public var title: String

    func makeNode(graph: ViewGraph) -> ViewNode { NavigationTraitNode<Self>(graph: graph) }
    func apply(to traits: inout NavigationBarTraits) {
        if traits.title == nil { traits.title = title }
    }
}

/// Sets how the page's title is shown.
public struct _NavigationTitleDisplayModeModifier: PrimitiveModifier, NavigationTraitModifier {
    public var mode: NavigationBarItem.TitleDisplayMode

    func makeNode(graph: ViewGraph) -> ViewNode { NavigationTraitNode<Self>(graph: graph) }
    func apply(to traits: inout NavigationBarTraits) {
        if traits.mode == nil { traits.mode = mode }
    }
}

/// Hides the page's back button.
public struct _NavigationBackButtonHiddenModifier: PrimitiveModifier, NavigationTraitModifier {
    public var hidden: Bool

    func makeNode(graph: ViewGraph) -> ViewNode { NavigationTraitNode<Self>(graph: graph) }
    func apply(to traits: inout NavigationBarTraits) {
        if hidden { traits.backButtonHidden = true }
    }
}

/// Registers how the stack shows pushed values of one type.
public struct _NavigationDestinationModifier<D: Hashable, Destination: View>: PrimitiveModifier {
    public var destination: (D) -> Destination

    func makeNode(graph: ViewGraph) -> ViewNode { NavigationDestinationNode<D, Destination>(graph: graph) }
}

final class NavigationDestinationNode<D: Hashable, Destination: View>: TraitNode<_NavigationDestinationModifier<D, Destination>> {
    private weak var stack: NavigationStackNode?

    override func modifierDidChange(from old: _NavigationDestinationModifier<D, Destination>?, context: UpdateContext) {
        stack = context.environment.navigationStack
        let make = modifier.destination
        stack?.register(D.self) { value in (value.base as? D).map { AnyView(make($0)) } }
    }

    override func detach() {
        stack?.unregister(D.self)
        super.detach()
    }
}

extension View {
    /// The title of the navigation page this view is in, drawn in its bar (large on a stack's root
    /// unless `.navigationBarTitleDisplayMode` says otherwise). Outside a ``NavigationStack`` it is
    /// not shown. The outermost title of a page wins.
    ///
    /// ```swift
    /// List { Text("Inbox") }.navigationTitle("Mail")
    /// ```
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        modifier(_NavigationTitleModifier(title: String(title)))
    }

    /// The title of the navigation page, from a text.
    public func navigationTitle(_ title: Text) -> some View {
        modifier(_NavigationTitleModifier(title: title.content))
    }

    /// The older spelling of ``navigationTitle(_:)-5d0h7``.
    ///
    /// ```swift
    /// Home().navigationBarTitle("Home")
    /// ```
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(title)
    }

    /// The older spelling of a title with a display mode.
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// How the page's title is shown: `.large` (34 pt bold under the bar), `.inline` (17 pt
    /// semibold in the bar), or `.automatic` (the previous page's mode; large on the root).
    ///
    /// ```swift
    /// Detail().navigationBarTitleDisplayMode(.inline)
    /// ```
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(_NavigationTitleDisplayModeModifier(mode: mode))
    }

    /// Hides the back button of the page this view is in (`dismiss` still pops it).
    ///
    /// ```swift
    /// Welcome().navigationBarBackButtonHidden()
    /// ```
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        modifier(_NavigationBackButtonHiddenModifier(hidden: hidesBackButton))
    }

    /// How the enclosing ``NavigationStack`` shows pushed values of type `data`; the last
    /// registration of a type wins.
    ///
    /// ```swift
    /// List(items) { NavigationLink($0.name, value: $0) }
    ///     .navigationDestination(for: Item.self) { item in ItemDetail(item: item) }
    /// ```
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type,
                                                           @ViewBuilder destination: @escaping (D) -> C) -> some View {
        modifier(_NavigationDestinationModifier(destination: destination))
    }
}
