import Foundation

/// The tint in effect, as SwiftUI's `TintShapeStyle` (`.tint` in a style position): the colour set by
/// the nearest `.tint(_:)` above, else the accent colour (system blue).
///
/// ```swift
/// Circle().fill(.tint).tint(.orange)   // an orange circle
/// ```
public struct TintShapeStyle: ShapeStyle, Hashable {
    /// The style; use `.tint` where a style is expected.
    ///
    /// ```swift
    /// let style = TintShapeStyle()
    /// ```
    public init() {}

    /// The environment's tint, or the accent colour.
    ///
    /// ```swift
    /// TintShapeStyle().resolvedColor(in: EnvironmentValues()) == .accentColor   // true
    /// ```
    public func resolvedColor(in environment: EnvironmentValues) -> Color {
        environment.tint ?? .accentColor
    }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The current tint: `.fill(.tint)`, `.foregroundStyle(.tint)`.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

private struct TintKey: EnvironmentKey { static let defaultValue: Color? = nil }

extension EnvironmentValues {
    /// The tint of controls and of `.tint` styles below, set by `.tint(_:)`; nil means the accent
    /// colour.
    ///
    /// ```swift
    /// @Environment(\.tint) private var tint
    /// ```
    public var tint: Color? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }
}
