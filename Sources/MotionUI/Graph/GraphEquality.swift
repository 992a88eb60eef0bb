/// A value that knows how it compares for the graph's "did this view change?" question.
protocol GraphComparable {
    func isGraphEqual(to other: Any) -> Bool
}

/// Decides whether two view values are the same, so an unchanged child's body is not re-evaluated.
///
/// The rule, SwiftUI's as its authors describe it: a value of plain data (no references inside,
/// Swift's `_isPOD`) is compared field by field, byte by byte — its own `==`, if any, is not asked
/// (wrap the view in ``EquatableView`` to have it asked); any other `Equatable` value compares with
/// `==`; other structs and tuples field by field, each field by this same rule; classes by
/// identity; `@State`, `@Environment` and the other graph-linked fields always match (their values
/// live in the graph); bindings match when they point at the same storage and held equal values;
/// a closure never matches, so neither does a view holding one. Enums and existentials that hold
/// references and are not `Equatable` are compared case and payload by reflection.
///
/// Bytes decide for plain data, so `-0.0` differs from `0.0` and a NaN matches the same NaN: an
/// equal-looking value that differs only that way re-evaluates the view, which is never wrong.
///
/// ```swift
/// GraphEquality.isEqual(Badge(count: 2), Badge(count: 2))   // true: the body is not evaluated again
/// ```
enum GraphEquality {
    /// Whether two values of one type are the same for the graph.
    static func isEqual<T>(_ lhs: T, _ rhs: T) -> Bool {
        ValueComparison.of(T.self).equals(lhs, rhs)
    }

    /// Whether two values are the same for the graph: never when their types differ.
    static func isEqual(_ lhs: Any, _ rhs: Any) -> Bool {
        // The dynamic type, looking through an existential boxed again on the way here (opening
        // the box itself would find the existential type, not the value's).
        let dynamicType = type(of: lhs)
        guard dynamicType == type(of: rhs) else { return false }
        func open<T>(_: T.Type) -> Bool {
            guard let left = lhs as? T, let right = rhs as? T else { return false }
            return isEqual(left, right)
        }
        return _openExistential(dynamicType, do: open)
    }

    /// The comparison of values no plan describes (enums holding references, structs nested too
    /// deep): case and stored values through reflection, each value by the rule above.
    static func isEqualReflecting(_ lhs: Any, _ rhs: Any) -> Bool {
        guard type(of: lhs) == type(of: rhs) else { return false }
        let left = Mirror(reflecting: lhs), right = Mirror(reflecting: rhs)
        if left.displayStyle == .class { return (lhs as AnyObject) === (rhs as AnyObject) }
        if left.displayStyle == .enum, left.children.isEmpty, right.children.isEmpty {
            return String(describing: lhs) == String(describing: rhs)   // cases without payload
        }
        guard left.children.count == right.children.count else { return false }
        for (l, r) in zip(left.children, right.children) {
            guard l.label == r.label, isEqual(l.value, r.value) else { return false }
        }
        return true
    }
}
