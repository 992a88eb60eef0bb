/// A write that invalidates a view — to `@State`, through a `Binding`, or a change an observed
/// model announced — as ``ViewHost/stateWriteObserver`` reports it, at the moment it happens.
///
/// ```swift
/// host.stateWriteObserver = { write in print(write.view, write.transaction.animation as Any) }
/// host.tap(text: "Login")   // "Correct Optional(spring(…))"
/// ```
public struct StateWrite {
    /// The type name of the view that owns the state (`"Correct"`), or of the view observing the
    /// model that changed.
    public let view: String
    /// The transaction the write happened in (`withAnimation`'s, or an empty one).
    public let transaction: Transaction

    public init(view: String, transaction: Transaction) {
        self.view = view
        self.transaction = transaction
    }
}
