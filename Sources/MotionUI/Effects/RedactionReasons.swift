import Foundation

/// Why views below show placeholders instead of their data, as SwiftUI's `RedactionReasons`:
/// ``View/redacted(reason:)`` adds reasons, ``View/unredacted()`` clears them, and a view reads
/// them with `@Environment(\.redactionReasons)` for a treatment of its own.
///
/// What Motion draws for a redacted text or image (``RedactionPlaceholder``): under
/// `.placeholder`, every text and image; under `.privacy`, those marked
/// ``View/privacySensitive(_:)``; under `.invalidated`, those marked
/// ``View/invalidatableContent(_:)``. Shapes, colours and controls' chrome draw as usual.
///
/// ```swift
/// ArticleRow(article: .sample).redacted(reason: isLoading ? .placeholder : [])
/// ```
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Displayed data should appear as generic placeholders.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Displayed data should be obscured to protect private information.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Displayed data should appear as invalidated and pending a new update.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

private struct RedactionReasonsKey: EnvironmentKey { static let defaultValue: RedactionReasons = [] }
private struct PrivacySensitiveKey: EnvironmentKey { static let defaultValue = false }
private struct InvalidatableKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The redaction reasons applied to the views below (see ``RedactionReasons``).
    ///
    /// ```swift
    /// @Environment(\.redactionReasons) private var redactionReasons
    /// ```
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }

    /// Whether the views below are marked ``View/privacySensitive(_:)``.
    var isPrivacySensitive: Bool {
        get { self[PrivacySensitiveKey.self] }
        set { self[PrivacySensitiveKey.self] = newValue }
    }

    /// Whether the views below are marked ``View/invalidatableContent(_:)``.
    var isInvalidatable: Bool {
        get { self[InvalidatableKey.self] }
        set { self[InvalidatableKey.self] = newValue }
    }

    /// Whether texts and images here draw as placeholders (the rule in ``RedactionReasons``).
    var redactsContent: Bool {
        let reasons = redactionReasons
        return reasons.contains(.placeholder) || (reasons.contains(.privacy) && isPrivacySensitive)
            || (reasons.contains(.invalidated) && isInvalidatable)
    }
}

extension View {
    /// Adds `reason` to the redaction reasons of this view and everything inside it (added to the
    /// parent's, as SwiftUI's: redaction is additive).
    ///
    /// ```swift
    /// VStack { Text(title); Text(subtitle) }.redacted(reason: .placeholder)
    /// ```
    public func redacted(reason: RedactionReasons) -> some View {
        modifier(_EnvironmentTransformModifier(keyPath: \.redactionReasons, transform: { $0.formUnion(reason) },
                                               token: AnyHashable(reason.rawValue)))
    }

    /// Removes every redaction reason from this view and everything inside it: it shows its data
    /// inside a redacted parent.
    ///
    /// ```swift
    /// Text("Loading…").unredacted()
    /// ```
    public func unredacted() -> some View {
        environment(\.redactionReasons, [])
    }

    /// Marks this view as showing private data: it is redacted when `.privacy` is among the
    /// reasons (``redacted(reason:)``).
    ///
    /// ```swift
    /// Text(accountNumber).privacySensitive()
    /// ```
    public func privacySensitive(_ sensitive: Bool = true) -> some View {
        environment(\.isPrivacySensitive, sensitive)
    }

    /// Marks this view as showing data that can go stale: it is redacted when `.invalidated` is
    /// among the reasons.
    ///
    /// ```swift
    /// Text(balance).invalidatableContent()
    /// ```
    public func invalidatableContent(_ invalidatable: Bool = true) -> some View {
        environment(\.isInvalidatable, invalidatable)
    }
}
