import Foundation

/// A stack of pages with a bar on top, as SwiftUI's `NavigationStack`: the root, and a page for
/// each value or destination pushed by a ``NavigationLink`` (or appended to a bound path).
///
/// ```swift
/// @State private var path: [Int] = []
/// NavigationStack(path: $path) {
///     List(1..<4) { n in NavigationLink("Item \(n)", value: n) }
///         .navigationTitle("Items")
///         .navigationDestination(for: Int.self) { n in Text("Detail \(n)") }
/// }
/// ```
///
/// Rules where SwiftUI is silent:
/// - A push slides the new page in from the trailing edge (`.move(edge: .trailing)`) while the page
///   below moves 30 % of the width to the leading side; a pop does the reverse. Both run with the
///   transaction's animation, or `easeInOut(duration: 0.35)` when it has none (UIKit animates
///   every push); a transaction that disables animations snaps.
/// - The back button ("‹ " and the previous title, or "Back") pops the top page; so does
///   `@Environment(\.dismiss)` inside it. With a bound path, links whose value matches the path's
///   element type append to it, and pops remove from it; destinations of `NavigationLink(destination:)`
///   sit above the path's pages.
/// - A value with no `.navigationDestination(for:)` of its type pushes an empty page (with one warning).
/// - The stack takes all the space offered; pages are clipped to it.
public struct NavigationStack<Data, Root: View>: PrimitiveView {
    let root: Root
    let path: NavigationPathAccess?

    func makeNode(graph: ViewGraph) -> ViewNode { NavigationStackNode(graph: graph) }
}

/// A bound path with its element type erased.
struct NavigationPathAccess {
    let values: () -> [AnyHashable]
    /// Appends a value when it has the path's element type; false otherwise.
    let append: (AnyHashable) -> Bool
    let removeLast: (Int) -> Void
}

extension NavigationStack where Data == NavigationPath {
    /// A stack that keeps its own path.
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = nil
    }

    /// A stack whose pushed values are `path`.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = NavigationPathAccess(values: { path.wrappedValue.elements },
                                         append: { path.wrappedValue.elements.append($0); return true },
                                         removeLast: { path.wrappedValue.removeLast($0) })
    }
}

extension NavigationStack where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
                                Data.Element: Hashable {
    /// A stack whose pushed values are the elements of `path`.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = NavigationPathAccess(
            values: { path.wrappedValue.map { AnyHashable($0) } },
            append: { value in
                guard let element = value.base as? Data.Element else { return false }
                path.wrappedValue.append(element)
                return true
            },
            removeLast: { k in path.wrappedValue.removeLast(min(max(k, 0), path.wrappedValue.count)) })
    }
}

/// What a ``NavigationStackNode`` reads from its view.
protocol NavigationStackView {
    var rootPage: AnyView { get }
    var path: NavigationPathAccess? { get }
}

extension NavigationStack: NavigationStackView {
    var rootPage: AnyView { AnyView(root) }
}

/// The old container for navigation, as SwiftUI's `NavigationView`: a ``NavigationStack``.
///
/// ```swift
/// NavigationView { List { NavigationLink("Detail") { Text("Hi") } }.navigationBarTitle("Home") }
/// ```
public struct NavigationView<Content: View>: View {
    let content: Content

    /// A navigation view whose root is `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        NavigationStack { content }
    }
}
