/// Where a child view sits among its parent's children: the structural half of a view's identity.
enum ChildKey: Hashable {
    /// The n-th view of a builder block (or the single content of a modifier, at 0).
    case index(Int)
    /// A branch of an `if/else`.
    case branch(Bool)
    /// An explicit identity: `ForEach` element ids and `.id(_:)`.
    case id(AnyHashable)
    /// The wrapped type of an `AnyView`: a new type is a new view.
    case type(ObjectIdentifier)
    /// A secondary view of a modifier (`background`, `overlay`), by position.
    case secondary(Int)
}
