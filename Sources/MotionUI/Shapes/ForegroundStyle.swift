import Foundation

/// The foreground in effect, as SwiftUI's `ForegroundStyle` (`.foreground` in a style position):
/// the colour or gradient set by the nearest `.foregroundStyle(_:)` / `.foregroundColor(_:)` above,
/// else the primary colour (black).
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

    /// The environment's foreground paint (a colour or a gradient), or `.primary`.
    ///
    /// ```swift
    /// ForegroundStyle().resolvedPaint(in: EnvironmentValues()) == .color(.primary)   // true
    /// ```
    public func resolvedPaint(in environment: EnvironmentValues) -> StylePaint {
        environment.foregroundPaint ?? .color(Color.primary.resolved(in: environment.colorScheme))
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The current foreground: `.fill(.foreground)`.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}
