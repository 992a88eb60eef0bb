import Foundation

/// A subscription that ends when cancelled or released, as Combine's `AnyCancellable`.
///
/// ```swift
/// let subscription = model.$count.sink { print("count will be", $0) }
/// subscription.cancel()   // or let it go out of scope
/// ```
public final class AnyCancellable: Hashable {
    private var cancelAction: (() -> Void)?

    /// A cancellable that runs `cancel` once, when cancelled or released.
    public init(_ cancel: @escaping () -> Void) {
        cancelAction = cancel
    }

    /// Ends the subscription; a second call does nothing.
    public func cancel() {
        let action = cancelAction
        cancelAction = nil
        action?()
    }

    /// Keeps the subscription alive as long as `set` holds it.
    ///
    /// ```swift
    /// var subscriptions = Set<AnyCancellable>()
    /// model.objectWillChange.sink { print("changing") }.store(in: &subscriptions)
    /// ```
    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    deinit { cancel() }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
