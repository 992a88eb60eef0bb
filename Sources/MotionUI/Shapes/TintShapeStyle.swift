import Foundation

/// The tint in effect, as SwiftUI's `TintShapeStyle` (`.tint` in a style position): the colour or
/// gradient set by the nearest `.tint(_:)` above, else the accent colour (system blue).
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

    /// The environment's tint (a colour or a gradient), or the accent colour.
    ///
    /// ```swift
    /// TintShapeStyle().resolvedColor(in: EnvironmentValues()) == .accentColor   // true
    /// ```
    public func resolvedPaint(in environment: EnvironmentValues) -> StylePaint {
        environment.tintPaint ?? .color(.accentColor)
    }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The current tint: `.fill(.tint)`, `.foregroundStyle(.tint)`.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

private struct TintKey: EnvironmentKey { static let defaultValue: StylePaint? = nil }

extension EnvironmentValues {
    /// The tint of controls and of `.tint` styles below, set by `.tint(_:)`; nil means the accent
    /// colour. A gradient tint reads as its colour at location 0.5 (see ``tintPaint``).
    ///
    /// ```swift
    /// @Environment(\.tint) private var tint
    /// ```
    public var tint: Color? {
        get { self[TintKey.self]?.color }
        set { self[TintKey.self] = newValue.map(StylePaint.color) }
    }

    /// The tint as a paint (a colour or a gradient), set by `.tint(_:)`; what `.tint` styles paint
    /// with. nil means the accent colour.
    ///
    /// ```swift
    /// @Environment(\.tintPaint) private var tint
    /// ```
    public var tintPaint: StylePaint? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }
}
