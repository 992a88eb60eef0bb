import Foundation

/// A set of traits that say how an accessibility element behaves, as SwiftUI's
/// `AccessibilityTraits`: a button, a header, a selected item… Views carry defaults (a `Text` is
/// static text, a `Button` a button); ``View/accessibilityAddTraits(_:)`` and
/// ``View/accessibilityRemoveTraits(_:)`` change them. Read them back in
/// ``AccessibilityElement/traits``.
///
/// ```swift
/// Text("Settings").accessibilityAddTraits(.isHeader)
/// Image("avatar").accessibilityAddTraits([.isButton, .isSelected])
/// ```
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The element is a button.
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    /// The element is a header that divides content into sections.
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    /// The element is selected.
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    /// The element is a link.
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    /// The element is a search field.
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    /// The element is an image.
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    /// The element plays its own sound when activated.
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    /// The element behaves as a keyboard key.
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    /// The element is text that cannot change.
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    /// The element gives a summary of the app when it starts.
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    /// The element updates its label or value often.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    /// Activating the element starts a media session.
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    /// The element takes direct touch interaction.
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    /// The element turns the page when the screen reader finishes reading it.
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    /// The element is modal: the elements around it are ignored while it shows.
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    /// The element is a toggle.
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
    /// The element is a tab bar.
    public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)
}
