/// A piece of user interface, described as a value, as SwiftUI's `View`.
///
/// Write a `body` built from other views; Motion keeps the state, re-evaluates the body when that
/// state changes, and animates the difference.
///
/// ```swift
/// struct Greeting: View {
///     @State private var big = false
///     var body: some View {
///         Text("Hello").scaleEffect(big ? 2 : 1)
///             .onTapGesture { withAnimation { big.toggle() } }
///     }
/// }
/// ```
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

/// A view that Motion draws or lays out itself; its `body` is never called.
protocol PrimitiveView: View where Body == Never {
    /// A new graph node for this kind of view.
    func makeNode(graph: ViewGraph) -> ViewNode
}

extension PrimitiveView {
    public var body: Never { fatalError("\(Self.self) is drawn by Motion; it has no body") }
}
