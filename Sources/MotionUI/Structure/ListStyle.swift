import Foundation

/// How a ``List`` looks, as SwiftUI's `ListStyle`. Set it with `.listStyle(_:)`.
///
/// ```swift
/// List { Text("Wi-Fi") }.listStyle(.plain)
/// ```
///
/// Motion draws four looks, with iOS 17's metrics (points):
///
/// | style | background | rows | section spacing |
/// |---|---|---|---|
/// | `.insetGrouped` (and `.automatic`, `.sidebar`) | grouped grey | white cards 16 in from each side, corner radius 10 | 35 |
/// | `.grouped` | grouped grey | white, edge to edge | 35 |
/// | `.inset` | white | 16 in from each side, corner radius 10, no card colour | 0 |
/// | `.plain` | white | edge to edge | 0 |
///
/// A style of your own (a type conforming to `ListStyle`) draws as `.automatic`.
public protocol ListStyle {}

/// The kinds Motion draws.
enum ListStyleKind: Sendable, Equatable {
    case plain, grouped, insetGrouped, inset

    /// Rows sit on cards of the grouped cell colour over the grouped background.
    var isGrouped: Bool { self == .grouped || self == .insetGrouped }
    /// Cards are inset from the list's sides and rounded.
    var isInset: Bool { self == .inset || self == .insetGrouped }
    var background: Color { isGrouped ? StructureColors.groupedBackground : StructureColors.background }
    var cellBackground: Color { isGrouped ? StructureColors.groupedCell : StructureColors.background }
    var horizontalMargin: CGFloat { isInset ? 16 : 0 }
    var cornerRadius: CGFloat { isInset ? 10 : 0 }
    /// Space above each section (and below the last).
    var sectionSpacing: CGFloat { isGrouped ? 35 : 0 }
}

/// A built-in style: its kind.
protocol BuiltInListStyle: ListStyle {
    var kind: ListStyleKind { get }
}

/// The platform's default: `.insetGrouped` on iOS 17.
public struct DefaultListStyle: BuiltInListStyle {
    public init() {}
    var kind: ListStyleKind { .insetGrouped }
}

/// Rows edge to edge on white, headers inline.
public struct PlainListStyle: BuiltInListStyle {
    public init() {}
    var kind: ListStyleKind { .plain }
}

/// Sections on the grouped background, rows edge to edge.
public struct GroupedListStyle: BuiltInListStyle {
    public init() {}
    var kind: ListStyleKind { .grouped }
}

/// Sections as rounded cards inset from the sides, on the grouped background.
public struct InsetGroupedListStyle: BuiltInListStyle {
    public init() {}
    var kind: ListStyleKind { .insetGrouped }
}

/// Rows inset from the sides, on white.
public struct InsetListStyle: BuiltInListStyle {
    public init() {}
    var kind: ListStyleKind { .inset }
}

/// A sidebar; on a phone it draws as `.insetGrouped`.
public struct SidebarListStyle: BuiltInListStyle {
    public init() {}
    var kind: ListStyleKind { .insetGrouped }
}

extension ListStyle where Self == DefaultListStyle {
    /// The platform's default (`.insetGrouped`).
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    /// Rows edge to edge on white.
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    /// Rows edge to edge on the grouped background.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// Rounded cards inset from the sides.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    /// Rows inset from the sides, on white.
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    /// A sidebar (`.insetGrouped` on a phone).
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

private struct ListStyleKindKey: EnvironmentKey { static let defaultValue = ListStyleKind.insetGrouped }

extension EnvironmentValues {
    /// The look of lists below, set by `.listStyle(_:)`.
    var listStyleKind: ListStyleKind {
        get { self[ListStyleKindKey.self] }
        set { self[ListStyleKindKey.self] = newValue }
    }
}

extension View {
    /// Sets the look of lists inside this view.
    ///
    /// ```swift
    /// List(items) { Text($0.name) }.listStyle(.insetGrouped)
    /// ```
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        environment(\.listStyleKind, (style as? BuiltInListStyle)?.kind ?? .insetGrouped)
    }
}
