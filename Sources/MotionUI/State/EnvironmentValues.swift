import Foundation

/// Values that flow down the view tree, as SwiftUI's `EnvironmentValues`: set with
/// `.environment(\.key, value)`, read with `@Environment(\.key)`.
///
/// ```swift
/// Clock().environment(\.accessibilityReduceMotion, true)
/// ```
public struct EnvironmentValues: CustomStringConvertible {
    private var values: [ObjectIdentifier: Any] = [:]

    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            // A key never set (most, for most views) is answered without a dynamic cast.
            guard let value = values[ObjectIdentifier(key)] else { return K.defaultValue }
            return value as? K.Value ?? K.defaultValue
        }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    public var description: String { "EnvironmentValues(\(values.count) set)" }
}

private struct ReduceMotionKey: EnvironmentKey { static let defaultValue = false }
private struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
private struct ForegroundStyleKey: EnvironmentKey { static let defaultValue: StylePaint? = nil }
private struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }

extension EnvironmentValues {
    /// Whether the user asked for less motion (the player's `R` key, `--reduce-motion`).
    public var accessibilityReduceMotion: Bool {
        get { self[ReduceMotionKey.self] }
        set { self[ReduceMotionKey.self] = newValue }
    }

    /// Whether controls below accept input; `.disabled(true)` turns it off for a subtree.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// The font of text below, set by `.font(_:)`; `nil` means `.body`.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// The colour of text and shapes below, set by `.foregroundColor(_:)` / `.foregroundStyle(_:)`
    /// (a gradient foreground reads as its colour at location 0.5; see ``foregroundPaint``).
    public var foregroundColor: Color? {
        get { self[ForegroundStyleKey.self]?.color }
        set { self[ForegroundStyleKey.self] = newValue.map(StylePaint.color) }
    }

    /// The paint of text and shapes below — a colour or a gradient laid out over each one's bounds
    /// — set by `.foregroundStyle(_:)` / `.foregroundColor(_:)`; nil means the primary colour.
    /// System colours in it read in the ``colorScheme`` here.
    ///
    /// ```swift
    /// @Environment(\.foregroundPaint) private var paint
    /// ```
    public var foregroundPaint: StylePaint? {
        get { self[ForegroundStyleKey.self]?.resolved(in: colorScheme) }
        set { self[ForegroundStyleKey.self] = newValue }
    }

    /// Pixels per point of the display being drawn to.
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }
}
