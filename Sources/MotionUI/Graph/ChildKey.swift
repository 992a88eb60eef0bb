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

    /// Same case, equal payload (as the synthesised `==`, which copies both keys to compare them:
    /// a key is compared for every child of every update).
    static func == (lhs: ChildKey, rhs: ChildKey) -> Bool {
        switch lhs {
        case .index(let a): if case .index(let b) = rhs { return a == b }
        case .branch(let a): if case .branch(let b) = rhs { return a == b }
        case .id(let a): if case .id(let b) = rhs { return a == b }
        case .type(let a): if case .type(let b) = rhs { return a == b }
        case .secondary(let a): if case .secondary(let b) = rhs { return a == b }
        }
        return false
    }
}
