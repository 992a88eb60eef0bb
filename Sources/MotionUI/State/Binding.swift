import Foundation

/// A read-write reference to a value owned elsewhere, as SwiftUI's `Binding`.
///
/// ```swift
/// struct Field: View {
///     @Binding var text: String
///     var body: some View { TextField("Name", text: $text) }
/// }
/// Field(text: .constant("fixed"))
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    /// Identifies the storage behind the binding, so two bindings to the same place compare equal.
    let identity: AnyHashable?
    /// The value read when the binding was made (bindings to graph storage only). The graph compares
    /// it, not the current value, so a child view handed `$value` re-evaluates when the value changed
    /// between its parent's body evaluations.
    let snapshot: Value?
    private let getter: () -> Value
    private let setter: (Value, Transaction) -> Void
    /// The transaction writes through this binding use (see ``animation(_:)``).
    public var transaction: Transaction

    init(identity: AnyHashable?, snapshot: Value? = nil, get: @escaping () -> Value,
         set: @escaping (Value, Transaction) -> Void) {
        self.identity = identity
        self.snapshot = snapshot
        self.getter = get
        self.setter = set
        self.transaction = Transaction()
        self.usesOwnTransaction = false
    }

    private var usesOwnTransaction: Bool

    /// A binding from a getter and a setter.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.init(identity: nil, get: get, set: { value, _ in set(value) })
    }

    /// A binding from a getter and a setter that receives the transaction of the write.
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        self.init(identity: nil, get: get, set: set)
    }

    /// A binding to a value that never changes; writes are ignored.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(identity: nil, get: { value }, set: { _, _ in })
    }

    public init(projectedValue: Binding<Value>) { self = projectedValue }

    public var wrappedValue: Value {
        get { getter() }
        nonmutating set {
            let transaction = usesOwnTransaction ? self.transaction : Transaction.current
            withTransaction(transaction) { setter(newValue, transaction) }
        }
    }

    public var projectedValue: Binding<Value> { self }

    /// A binding to a part of the value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let getter = self.getter, setter = self.setter
        var derived = Binding<Subject>(
            identity: identity.map { AnyHashable([$0, AnyHashable(keyPath)]) },
            snapshot: identity == nil ? nil : getter()[keyPath: keyPath],
            get: { getter()[keyPath: keyPath] },
            set: { value, transaction in
                var whole = getter()
                whole[keyPath: keyPath] = value
                setter(whole, transaction)
            })
        derived.transaction = transaction
        derived.usesOwnTransaction = usesOwnTransaction
        return derived
    }

    /// A binding whose writes animate with `animation`, as if wrapped in `withAnimation`.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        var copy = self
        copy.transaction = Transaction(animation: animation)
        copy.usesOwnTransaction = true
        return copy
    }

    /// A binding whose writes use `transaction`.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        var copy = self
        copy.transaction = transaction
        copy.usesOwnTransaction = true
        return copy
    }
}

extension Binding: DynamicProperty {}

extension Binding: GraphComparable {
    /// Bindings match when they point at the same storage and held equal values when they were made
    /// (comparing the values they read now would always match: both read the same storage).
    func isGraphEqual(to other: Any) -> Bool {
        guard let other = other as? Binding<Value>, let identity, identity == other.identity else { return false }
        guard let snapshot, let otherSnapshot = other.snapshot else {
            return GraphEquality.isEqual(getter(), other.getter())
        }
        return GraphEquality.isEqual(snapshot, otherSnapshot)
    }
}
