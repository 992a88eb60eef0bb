import Foundation

/// What row modifiers (`.listRowBackground`, `.listRowSeparator`) say about a list row; a trait on a
/// `ForEach` or a group applies to every row inside it, the innermost trait winning.
struct ListRowTraits {
    var separator: Visibility = .automatic
    /// The trait node whose secondary child is the row's background view.
    var background: ViewNode?
    /// The row content's insets in its cell (nil: 11 above and below, 16 at the sides).
    var insets: EdgeInsets?
}

/// A node that contributes to the traits of the rows inside it.
protocol ListRowTraitNode: AnyObject {
    func apply(to traits: inout ListRowTraits)
}

/// One laid-out row and its traits.
struct ListRow {
    let node: ViewNode
    let traits: ListRowTraits
}

/// A section's views, as the list lays them out.
struct ListGroup {
    /// The section node's identity, or the ordinal of a run of rows outside sections.
    let id: AnyHashable
    var header: [ViewNode] = []
    var rows: [ListRow] = []
    var footer: [ViewNode] = []
}
