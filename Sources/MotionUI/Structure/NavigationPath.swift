import Foundation

/// A type-erased list of values pushed on a ``NavigationStack``, as SwiftUI's `NavigationPath`.
///
/// ```swift
/// @State private var path = NavigationPath()
/// NavigationStack(path: $path) { Root() }
/// path.append(42)          // pushes the destination for Int
/// path.removeLast()        // pops it
/// ```
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    /// An empty path (the root alone).
    public init() {
        elements = []
    }

    /// A path of `elements`, first pushed first.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// The number of pushed values.
    public var count: Int { elements.count }
    /// Whether nothing is pushed.
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes `value`.
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    /// Pops `k` values (all of them when `k` is larger than ``count``; nothing when negative).
    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(min(max(k, 0), elements.count))
    }
}
