import Foundation

/// Adds items to the bar of the page this view is in.
public struct _ToolbarTraitModifier: PrimitiveModifier, NavigationTraitModifier {
    var items: AnyView

    func makeNode(graph: ViewGraph) -> ViewNode { NavigationTraitNode<Self>(graph: graph) }
    func apply(to traits: inout NavigationBarTraits) {
        traits.toolbars.append(items)
    }
}

/// `.toolbar`: a trait for the page around; outside any page, the view becomes a page of its own
/// so that a bar appears at its top.
public struct _ToolbarModifier<Items: View>: ViewModifier {
    let items: Items
    @Environment(\.navigationPage) private var page

    public func body(content: Content) -> some View {
        let tagged = content.modifier(_ToolbarTraitModifier(items: AnyView(items)))
        if page != nil {
            tagged
        } else {
            NavigationPage(content: AnyView(tagged), role: .standalone)
        }
    }
}

extension View {
    /// Adds toolbar items to the bar of the navigation page this view is in: its top bar
    /// (leading, principal, trailing) or its bottom bar, by each ``ToolbarItem``'s placement;
    /// plain views go to the trailing end. Outside a ``NavigationStack`` the view gets a bar of its
    /// own at its top (44 pt, transparent; the view is laid out below it).
    ///
    /// ```swift
    /// List { … }
    ///     .toolbar {
    ///         ToolbarItem(placement: .topBarTrailing) { Button("Add") { add() } }
    ///         ToolbarItemGroup(placement: .bottomBar) { Button("Sort") {}; Spacer(); Button("Share") {} }
    ///     }
    /// ```
    public func toolbar<Items: View>(@ViewBuilder content: () -> Items) -> some View {
        modifier(_ToolbarModifier(items: content()))
    }

    /// The older spelling of leading and trailing toolbar items.
    ///
    /// ```swift
    /// List { … }.navigationBarItems(leading: EditButton(), trailing: Button("Add") { add() })
    /// ```
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        toolbar {
            ToolbarItem(placement: .navigationBarLeading) { leading }
            ToolbarItem(placement: .navigationBarTrailing) { trailing }
        }
    }

    /// The older spelling of a leading toolbar item.
    public func navigationBarItems<L: View>(leading: L) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarLeading) { leading } }
    }

    /// The older spelling of a trailing toolbar item.
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
    }
}
