import Foundation

/// Which `Section` a lazy grid's subview belongs to, and whether it is the section's header or
/// footer (a line of its own) or one of its cells. Sections state it for the subviews under them.
struct GridSectionPart: Equatable {
    /// The section's node.
    let section: ObjectIdentifier
    /// A header or footer rather than a cell.
    let isSupplementary: Bool
}

/// The layout value key under which ``GridSectionPart`` travels (nil outside sections).
enum GridSectionPartKey: LayoutValueKey {
    static var defaultValue: GridSectionPart? { nil }
}

extension SectionNode: LayoutValueProviding {
    /// Subviews under the header or footer are supplementary; those under the content are cells.
    func layoutValue(for key: ObjectIdentifier, through child: ViewNode) -> Any? {
        guard key == ObjectIdentifier(GridSectionPartKey.self), child !== self else { return nil }
        return GridSectionPart(section: ObjectIdentifier(self), isSupplementary: child.key != .index(0))
    }
}
