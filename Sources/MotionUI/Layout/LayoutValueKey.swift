import Foundation

/// A key for a value that a view hands to the ``Layout`` that arranges it, as SwiftUI's
/// `LayoutValueKey`: set it with ``View/layoutValue(key:value:)``, read it from a subview with
/// `subview[Key.self]` (``LayoutSubview/subscript(_:)``); a subview that sets none reads
/// ``defaultValue``.
///
/// ```swift
/// struct Rank: LayoutValueKey { static let defaultValue = 0 }
///
/// Text("Gold").layoutValue(key: Rank.self, value: 1)
/// // in a layout: subviews[0][Rank.self] == 1
/// ```
///
/// Rules where SwiftUI is silent: the value passes through the modifiers wrapped around the view
/// (`.layoutValue(…).padding()` still carries it); set on a group, a `ForEach` or a composite view,
/// it reaches every subview inside; set twice, the outermost setting wins.
public protocol LayoutValueKey {
    /// The type of the value.
    associatedtype Value
    /// The value of a subview that does not set one.
    static var defaultValue: Value { get }
}

extension LayoutSubview {
    /// The value the subview set for `key` with ``View/layoutValue(key:value:)``, else the key's default.
    ///
    /// ```swift
    /// let rank = subview[Rank.self]
    /// ```
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        proxy.layoutValue(for: ObjectIdentifier(key)) as? K.Value ?? K.defaultValue
    }
}

extension View {
    /// Hands `value` for `key` to the layout that arranges this view (see ``LayoutValueKey``).
    ///
    /// ```swift
    /// Text("Gold").layoutValue(key: Rank.self, value: 1)
    /// ```
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(_LayoutValueModifier<K>(value: value))
    }
}
