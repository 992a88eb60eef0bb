import Foundation

/// Columns of navigation, as SwiftUI's `NavigationSplitView`, shown as a phone shows it (compact
/// width): the sidebar as the root of a ``NavigationStack``; its navigation links push their
/// destinations. The content and detail columns are not shown on their own (Motion has no
/// selection-driven lists), so push what a row shows with a link.
///
/// ```swift
/// NavigationSplitView {
///     List(notes) { note in NavigationLink(note.title) { NoteView(note: note) } }
/// } detail: {
///     Text("Select a note")
/// }
/// ```
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar

    /// Three columns.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
    }

    public var body: some View {
        NavigationStack { sidebar }
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// Two columns.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
    }
}
