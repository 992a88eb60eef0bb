import Foundation

/// A property wrapper that gives a view a namespace for matched geometry, as SwiftUI's
/// `@Namespace`: the id is made when the view first appears and kept for as long as it lives.
///
/// ```swift
/// struct Tabs: View {
///     @Namespace private var underline
///     @State private var selected = 0
///     var body: some View { … .matchedGeometryEffect(id: "underline", in: underline) … }
/// }
/// ```
///
/// Rule where SwiftUI is silent: read outside a view graph (a view value in a unit test, say),
/// every namespace has the same placeholder id.
@propertyWrapper
public struct Namespace: DynamicProperty {
    /// The identity of a namespace.
    public struct ID: Hashable {
        let token: ObjectIdentifier?
    }

    final class Link {
        var token: AnyObject?
    }

    let link = Link()

    public init() {}

    /// This view's namespace id.
    public var wrappedValue: ID { ID(token: link.token.map(ObjectIdentifier.init)) }
}

extension Namespace: GraphLinkedProperty {
    func link(to node: StorageNode, slot: inout Int) {
        link.token = node.storage(slot: slot) { () }
        slot += 1
    }
}

extension Namespace: GraphComparable {
    /// Namespace fields always match: the id lives in the graph.
    func isGraphEqual(to other: Any) -> Bool { true }
}
