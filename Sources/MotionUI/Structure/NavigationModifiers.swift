import Foundation

/// Sets the page's title.
public struct _NavigationTitleModifier: PrimitiveModifier, NavigationTraitModifier {
    /// The title.
    public var title: String

    func makeNode(graph: ViewGraph) -> ViewNode { NavigationTraitNode<Self>(graph: graph) }
    func apply(to traits: inout NavigationBarTraits) {
        if traits.title == nil { traits.title = title }
    }
}

/// Sets how the page's title is shown.
public struct _NavigationTitleDisplayModeModifier: PrimitiveModifier, NavigationTraitModifier {
    /// The display mode.
    public var mode: NavigationBarItem.TitleDisplayMode

    func makeNode(graph: ViewGraph) -> ViewNode { NavigationTraitNode<Self>(graph: graph) }
    func apply(to traits: inout NavigationBarTraits) {
        if traits.mode == nil { traits.mode = mode }
    }
}

/// Hides the page's back button.
public struct _NavigationBackButtonHiddenModifier: PrimitiveModifier, NavigationTraitModifier {
    /// Whether the back button is hidden.
    public var hidden: Bool

    func makeNode(graph: ViewGraph) -> ViewNode { NavigationTraitNode<Self>(graph: graph) }
    func apply(to traits: inout NavigationBarTraits) {
        if hidden { traits.backButtonHidden = true }
    }
}

/// Shows or hides the page's bars, or sets the top bar's background.
public struct _ToolbarAppearanceModifier: PrimitiveModifier, NavigationTraitModifier {
    var bars: Set<ToolbarPlacement.Bar>
    var hidden: Bool?
    var background: Color?

    func makeNode(graph: ViewGraph) -> ViewNode { NavigationTraitNode<Self>(graph: graph) }
    func apply(to traits: inout NavigationBarTraits) {
        if hidden == true { traits.hiddenBars.formUnion(bars) }
        if let background, bars.contains(.navigationBar), traits.barBackground == nil { traits.barBackground = background }
    }
}

/// Registers how the stack shows pushed values of one type.
public struct _NavigationDestinationModifier<D: Hashable, Destination: View>: PrimitiveModifier {
    /// The page for a value.
    public var destination: (D) -> Destination

    func makeNode(graph: ViewGraph) -> ViewNode { NavigationDestinationNode<D, Destination>(graph: graph) }
}

final class NavigationDestinationNode<D: Hashable, Destination: View>: TraitNode<_NavigationDestinationModifier<D, Destination>> {
    private weak var stack: NavigationStackNode?

    override func modifierDidChange(context: UpdateContext) {
        stack = context.environment.navigationStack
        let make = modifier.destination
        stack?.register(D.self) { value in (value.base as? D).map { AnyView(make($0)) } }
    }

    override func detach() {
        stack?.unregister(D.self)
        super.detach()
    }
}

/// Pushes a page while a binding is true.
public struct _PresentedDestinationModifier<Destination: View>: PrimitiveModifier {
    var isPresented: Binding<Bool>
    var destination: () -> Destination

    func makeNode(graph: ViewGraph) -> ViewNode { PresentedDestinationNode<Destination>(graph: graph) }
}

final class PresentedDestinationNode<Destination: View>: TraitNode<_PresentedDestinationModifier<Destination>> {
    private weak var stack: NavigationStackNode?
    private var wasPresented = false

    override func modifierDidChange(context: UpdateContext) {
        stack = context.environment.navigationStack
        let binding = modifier.isPresented
        let presented = binding.wrappedValue
        guard presented || wasPresented else { return }
        wasPresented = presented
        stack?.setPresented(owner: ObjectIdentifier(self), destination: presented ? AnyView(modifier.destination()) : nil,
                            didPop: { binding.wrappedValue = false }, transaction: context.transaction)
    }

    override func detach() {
        stack?.setPresented(owner: ObjectIdentifier(self), destination: nil, didPop: {}, transaction: Transaction())
        super.detach()
    }
}

extension View {
    /// Pushes `destination` on the enclosing ``NavigationStack`` while `isPresented` is true, and
    /// pops it when it becomes false; the back button (or `dismiss`) sets it back to false. The
    /// page slides like any push (the change's animation, or the platform default).
    ///
    /// ```swift
    /// Button("Settings") { showSettings = true }
    ///     .navigationDestination(isPresented: $showSettings) { SettingsView() }
    /// ```
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: @escaping () -> V) -> some View {
        modifier(_PresentedDestinationModifier(isPresented: isPresented, destination: destination))
    }

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

    /// Hides (`.hidden`) the bars `bars` of the page this view is in: a hidden navigation bar
    /// takes no space (its title, back button and items go with it), a hidden bottom bar too; a
    /// hidden `.tabBar` hides the enclosing ``TabView``'s bar while this tab shows.
    ///
    /// ```swift
    /// Player().toolbar(.hidden, for: .navigationBar, .tabBar)
    /// ```
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(_ToolbarAppearanceModifier(bars: Set(bars.flatMap(\.bars)), hidden: visibility == .hidden, background: nil))
    }

    /// The older spelling of `.toolbar(.hidden, for: .navigationBar)`.
    ///
    /// ```swift
    /// Splash().navigationBarHidden(true)
    /// ```
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        modifier(_ToolbarAppearanceModifier(bars: [.navigationBar], hidden: hidden, background: nil))
    }

    /// Fills the page's top bar (its 44 pt, and the large title's 52) with `color`; Motion draws
    /// it whenever it is set (iOS may wait until content scrolls under the bar). Other bars keep
    /// their look.
    ///
    /// ```swift
    /// Inbox().toolbarBackground(Color.mint, for: .navigationBar)
    /// ```
    public func toolbarBackground(_ color: Color, for bars: ToolbarPlacement...) -> some View {
        modifier(_ToolbarAppearanceModifier(bars: Set(bars.flatMap(\.bars)), hidden: nil, background: color))
    }

    /// Accepted for source compatibility: Motion draws a bar background whenever one is set.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        self
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
