import Foundation

/// A value that knows how it compares for the graph's "did this view change?" question.
protocol GraphComparable {
    func isGraphEqual(to other: Any) -> Bool
}

/// Decides whether two view values are the same, so an unchanged child's body is not re-evaluated.
///
/// The rule, as close to SwiftUI's as Swift allows: `Equatable` values compare with `==`; classes by
/// identity; structs, enums, tuples and optionals field by field; `@State` and `@Environment`
/// fields always match (their values live in the graph); bindings match when they point at the same
/// storage and read equal values; closures and anything else never match (the view re-evaluates).
enum GraphEquality {
    static func isEqual(_ lhs: Any, _ rhs: Any) -> Bool {
        compare(lhs, rhs, depth: 0)
    }

    private static func compare(_ lhs: Any, _ rhs: Any, depth: Int) -> Bool {
        guard depth < 12, type(of: lhs) == type(of: rhs) else { return false }
        if let comparable = lhs as? GraphComparable { return comparable.isGraphEqual(to: rhs) }
        if let equatable = lhs as? any Equatable { return equals(equatable, rhs) }
        let left = Mirror(reflecting: lhs)
        switch left.displayStyle {
        case .class?:
            return (lhs as AnyObject) === (rhs as AnyObject)
        case .struct?, .tuple?, .enum?, .optional?, .collection?:
            let right = Mirror(reflecting: rhs)
            if left.displayStyle == .enum, left.children.isEmpty, right.children.isEmpty {
                return String(describing: lhs) == String(describing: rhs)   // cases without payload
            }
            guard left.children.count == right.children.count else { return false }
            for (l, r) in zip(left.children, right.children) {
                guard l.label == r.label, compare(l.value, r.value, depth: depth + 1) else { return false }
            }
            return true
        default:
            return false
        }
    }

    private static func equals<T: Equatable>(_ lhs: T, _ rhs: Any) -> Bool {
        guard let rhs = rhs as? T else { return false }
        return lhs == rhs
    }
}
