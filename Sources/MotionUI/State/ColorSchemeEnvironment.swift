import Foundation

private struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
private struct ColorSchemeContrastKey: EnvironmentKey { static let defaultValue = ColorSchemeContrast.standard }

/// The contrast of the appearance, as SwiftUI's `ColorSchemeContrast`. Motion has no
/// increased-contrast colours: it is always ``standard``.
///
/// ```swift
/// @Environment(\.colorSchemeContrast) private var contrast   // .standard
/// ```
public enum ColorSchemeContrast: CaseIterable, Hashable, Sendable {
    /// The standard contrast.
    case standard
    /// Increased contrast (never set by Motion).
    case increased
}

extension EnvironmentValues {
    /// The appearance below: ``ColorScheme/light`` unless the window is dark (the player's `D`,
    /// `.preferredColorScheme(.dark)` anywhere in the window) or a view sets it for its content
    /// with `.environment(\.colorScheme, .dark)`. System colours take its values when drawn.
    ///
    /// ```swift
    /// @Environment(\.colorScheme) private var colorScheme
    /// Text(colorScheme == .dark ? "Night" : "Day")
    /// ```
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// The contrast of the appearance: always ``ColorSchemeContrast/standard`` in Motion.
    ///
    /// ```swift
    /// @Environment(\.colorSchemeContrast) private var contrast
    /// ```
    public var colorSchemeContrast: ColorSchemeContrast {
        get { self[ColorSchemeContrastKey.self] }
        set { self[ColorSchemeContrastKey.self] = newValue }
    }
}
