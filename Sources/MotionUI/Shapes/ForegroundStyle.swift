import Foundation

/// The foreground in effect, as SwiftUI's `ForegroundStyle` (`.foreground` in a style position):
/// the colour set by the nearest `.foregroundStyle(_:)` / `.foregroundColor(_:)` above, else the
/// primary colour (black).
///
/// ```swift
/// Capsule().stroke(.foreground, lineWidth: 2)
/// ```
public struct ForegroundStyle: ShapeStyle, Hashable {
    /// The style; use `.foreground` where a style is expected.
    ///
    /// ```swift
    /// let style = ForegroundStyle()
    /// ```
    public init() {}

    /// The environment's foreground colour, or `.primary`.
    ///
    /// ```swift
    /// ForegroundStyle().resolvedColor(in: EnvironmentValues()) == .primary   // true
    /// ```
    public func resolvedColor(in environment: EnvironmentValues) -> Color {
        environment.foregroundColor ?? .primary
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The current foreground: `.fill(.foreground)`.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}
