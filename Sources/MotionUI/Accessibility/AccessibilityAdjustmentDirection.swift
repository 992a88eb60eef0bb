import Foundation

/// Which way an adjustable element moves, as SwiftUI's `AccessibilityAdjustmentDirection`
/// (VoiceOver's swipe up and down); see ``View/accessibilityAdjustableAction(_:)``.
///
/// ```swift
/// Rating().accessibilityAdjustableAction { direction in
///     stars += direction == .increment ? 1 : -1
/// }
/// ```
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    case increment
    case decrement
}
