import Foundation

/// What ``View/accessibilityElement(children:)`` does with the accessibility elements inside the
/// view, as SwiftUI's `AccessibilityChildBehavior`.
///
/// ```swift
/// HStack { Image("avatar"); Text("Ada") }
///     .accessibilityElement(children: .combine)   // one element: "avatar, Ada"
/// ```
public struct AccessibilityChildBehavior: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case ignore, contain, combine }
    let kind: Kind

    /// The children are hidden: the new element starts with no label, value or traits of its own.
    public static let ignore = AccessibilityChildBehavior(kind: .ignore)
    /// The children stay elements, grouped in a container read in full before what follows it.
    public static let contain = AccessibilityChildBehavior(kind: .contain)
    /// The children's labels, values, hints, traits and actions merge into the new element (labels
    /// joined with ", " in reading order).
    public static let combine = AccessibilityChildBehavior(kind: .combine)
}
