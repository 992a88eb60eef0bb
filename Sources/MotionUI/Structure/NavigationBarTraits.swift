import Foundation

/// What the modifiers inside a page say about its bar. The first title and display mode found
/// (outermost first, then in order) win; toolbars add up in order.
struct NavigationBarTraits {
    var title: String?
    var mode: NavigationBarItem.TitleDisplayMode?
    var backButtonHidden = false
    var toolbars: [AnyView] = []
    /// Bars hidden by `.toolbar(.hidden, for:)` or `.navigationBarHidden(true)`.
    var hiddenBars: Set<ToolbarPlacement.Bar> = []
    /// The top bar's background, when one is set.
    var barBackground: Color?
    /// The search field under the title (`.searchable`).
    var search: SearchField?
}

/// A modifier that tells the page's bar something.
protocol NavigationTraitModifier {
    func apply(to traits: inout NavigationBarTraits)
}

/// A node whose modifier tells the page's bar something.
protocol NavigationTraitCarrier: AnyObject {
    func applyTraits(to traits: inout NavigationBarTraits)
}

/// The node of a ``NavigationTraitModifier``: transparent; tells its page to rebuild the bar when
/// it updates or leaves.
final class NavigationTraitNode<M: NavigationTraitModifier>: TraitNode<M>, NavigationTraitCarrier {
    func applyTraits(to traits: inout NavigationBarTraits) {
        modifier.apply(to: &traits)
    }

    override func modifierDidChange(context: UpdateContext) {
        context.environment.navigationPage?.barInputsDidChange(transaction: context.transaction)
    }

    override func beginRemoval(context: UpdateContext) {
        let page = environment.navigationPage
        super.beginRemoval(context: context)
        page?.barInputsDidChange(transaction: context.transaction)
    }
}
