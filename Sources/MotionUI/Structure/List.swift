import Foundation

/// Rows in sections, as SwiftUI's `List`: each view of the content is a row, each ``Section`` a
/// group of rows with its header and footer, drawn with separators and insets in the list's
/// ``ListStyle`` (iOS 17's `.insetGrouped` unless `.listStyle(_:)` says otherwise).
///
/// ```swift
/// List {
///     Section("Network") {
///         Text("Wi-Fi")
///         Text("Bluetooth")
///     }
///     ForEach(devices) { Text($0.name) }
/// }
/// List(devices) { device in Text(device.name) }
/// ```
///
/// Rules where SwiftUI is silent:
/// - The list takes all the space offered (a `nil` proposal: its rows' height and ideal width). It
///   does not scroll — `ScrollView` does; rows beyond its bottom are clipped.
/// - Metrics (points): a row is at least 44 tall, its content proposed the card's width less 16 on
///   each side, placed 16 in from the card's leading edge and centred vertically with at least
///   11 above and below. A 0.5 pt separator runs under every row but a group's last, from the row
///   content's leading edge (16 in) to the card's trailing edge. Grouped styles leave 35 above each
///   section and below the last; a header sits 7 above its rows (plain: 8 around it), a footer 7
///   below them. Headers and footers are `.footnote` in the secondary label colour; `Section("Title")`
///   headers are upper-cased in grouped styles.
/// - Views outside any section form a section of their own (one per run of such views).
/// - Rows insert, remove and move like `ForEach`'s views: the row's transition, and the rows below
///   (separators, cards) sliding with the change's animation.
public struct List<SelectionValue: Hashable, Content: View>: PrimitiveView {
    let content: Content

    func makeNode(graph: ViewGraph) -> ViewNode { ListNode(graph: graph) }
}

extension List where SelectionValue == Never {
    /// A list of the views of `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A row for each element of `data`, identified by its `id`.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data,
                                                               @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }

    /// A row for each element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                             @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
    }

    /// A row for each number of a constant range.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        self.content = ForEach(data, content: rowContent)
    }
}

private struct IsInListKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Set inside a list's rows (navigation links draw a chevron there).
    var isInList: Bool {
        get { self[IsInListKey.self] }
        set { self[IsInListKey.self] = newValue }
    }
}
