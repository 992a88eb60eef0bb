import Foundation

/// The light-mode iOS 17 system colours the structural views draw with (UIKit's values).
enum StructureColors {
    /// `systemGroupedBackground`: behind grouped and inset-grouped lists and forms.
    static let groupedBackground = Color(red8: 242, green8: 242, blue8: 247)
    /// `secondarySystemGroupedBackground`: the rows (cells) of a grouped list.
    static let groupedCell = Color.white
    /// `systemBackground`: pages, sheets, plain lists.
    static let background = Color.white
    /// `separator`: 0.5 pt lines between rows, under bars.
    static let separator = Color(red8: 60, green8: 60, blue8: 67, opacity: 0.29)
    /// `secondaryLabel`: section headers and footers.
    static let secondaryLabel = Color(red8: 60, green8: 60, blue8: 67, opacity: 0.6)
    /// `tertiaryLabel`: a navigation link's chevron.
    static let tertiaryLabel = Color(red8: 60, green8: 60, blue8: 67, opacity: 0.3)
    /// The bars' material, opaque: tab bars and bottom toolbars.
    static let barBackground = Color(red8: 249, green8: 249, blue8: 249, opacity: 0.94)
    /// An alert's material, opaque.
    static let alertBackground = Color(red8: 242, green8: 242, blue8: 242)
    /// An unselected tab item.
    static let unselectedTab = Color(red8: 153, green8: 153, blue8: 153)
}
