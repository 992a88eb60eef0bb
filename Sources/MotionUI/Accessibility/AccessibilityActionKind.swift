import Foundation

/// Which action an ``View/accessibilityAction(_:_:)`` handles, as SwiftUI's
/// `AccessibilityActionKind`: the default one (a double tap in VoiceOver), a system one, or a
/// named custom action.
///
/// ```swift
/// Card().accessibilityAction(.escape) { dismiss() }
/// Card().accessibilityAction(named: "Delete") { delete() }
/// ```
public struct AccessibilityActionKind: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case `default`, escape, magicTap, delete, showMenu, named(String) }
    let kind: Kind

    /// The element's activation (a double tap with VoiceOver).
    public static let `default` = AccessibilityActionKind(kind: .default)
    /// Dismiss a modal view or go back (VoiceOver's two-finger scrub).
    public static let escape = AccessibilityActionKind(kind: .escape)
    /// The app's most important action (VoiceOver's two-finger double tap).
    public static let magicTap = AccessibilityActionKind(kind: .magicTap)
    /// Delete the element's content.
    public static let delete = AccessibilityActionKind(kind: .delete)
    /// Show the element's menu.
    public static let showMenu = AccessibilityActionKind(kind: .showMenu)

    /// A custom action called `name`.
    public init(named name: Text) {
        kind = .named(name.content)
    }

    init(kind: Kind) {
        self.kind = kind
    }

    /// The custom action's name; nil for the default and system kinds.
    var name: String? {
        if case .named(let name) = kind { return name }
        return nil
    }
}
