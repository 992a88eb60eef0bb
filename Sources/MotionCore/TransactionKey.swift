import Foundation

/// A key for your own values in a ``Transaction``, as SwiftUI's `TransactionKey`.
///
/// ```swift
/// struct IsDragKey: TransactionKey { static var defaultValue: Bool { false } }
/// var transaction = Transaction()
/// transaction[IsDragKey.self] = true
/// ```
public protocol TransactionKey {
    /// The type of the value stored under the key.
    associatedtype Value
    /// The value read when nothing was stored.
    static var defaultValue: Value { get }
}
