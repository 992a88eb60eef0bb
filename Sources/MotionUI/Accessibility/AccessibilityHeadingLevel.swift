import Foundation

/// The level of a heading, as SwiftUI's `AccessibilityHeadingLevel`; see
/// ``View/accessibilityHeading(_:)``.
///
/// ```swift
/// Text("Account").accessibilityHeading(.h1)
/// ```
public enum AccessibilityHeadingLevel: UInt, Hashable, Sendable {
    case unspecified, h1, h2, h3, h4, h5, h6
}
