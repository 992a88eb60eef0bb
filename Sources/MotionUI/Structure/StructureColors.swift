import Foundation

/// The iOS 17 system colours the structural views draw with (UIKit's values, light and dark; drawn
/// with ``Color/resolved(in:)`` in the node's appearance). The bars' and alerts' materials are
/// opaque stand-ins; their dark values are Motion's choice: `secondarySystemBackground` at 0.94
/// and `tertiarySystemBackground`.
enum StructureColors {
    /// `systemGroupedBackground`: behind grouped and inset-grouped lists and forms.
    static let groupedBackground = Color(uiColor: .systemGroupedBackground)
    /// `secondarySystemGroupedBackground`: the rows (cells) of a grouped list.
    static let groupedCell = Color(uiColor: .secondarySystemGroupedBackground)
    /// `systemBackground`: pages, sheets, plain lists.
    static let background = Color(uiColor: .systemBackground)
    /// `separator`: 0.5 pt lines between rows, under bars.
    static let separator = Color(uiColor: .separator)
    /// `secondaryLabel`: section headers and footers.
    static let secondaryLabel = Color(uiColor: .secondaryLabel)
    /// `tertiaryLabel`: a navigation link's chevron.
    static let tertiaryLabel = Color(uiColor: .tertiaryLabel)
    /// The bars' material, opaque: tab bars and bottom toolbars.
    static let barBackground = Color(red8: 249, green8: 249, blue8: 249, opacity: 0.94, dark: (28, 28, 30))
    /// An alert's material, opaque.
    static let alertBackground = Color(red8: 242, green8: 242, blue8: 242, dark: (44, 44, 46))
    /// An unselected tab item.
    static let unselectedTab = Color(red8: 153, green8: 153, blue8: 153)
}
