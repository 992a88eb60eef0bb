import Foundation

/// A style with its opacity multiplied, as SwiftUI's `ShapeStyle.opacity(_:)` makes.
public struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let opacity: Double

    /// The base's paint, its opacity multiplied (clamped to 0…1, NaN → 0).
    ///
    /// ```swift
    /// LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).opacity(0.5)
    ///     .resolvedPaint(in: EnvironmentValues())
    /// ```
    public func resolvedPaint(in environment: EnvironmentValues) -> StylePaint {
        base.resolvedPaint(in: environment).opacity(opacity)
    }
}

extension ShapeStyle {
    /// This style with its opacity multiplied by `opacity` (clamped to 0…1, NaN → 0).
    ///
    /// ```swift
    /// Circle().fill(.tint.opacity(0.3))
    /// Text("Faded").foregroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing).opacity(0.5))
    /// ```
    public func opacity(_ opacity: Double) -> _OpacityShapeStyle<Self> {
        _OpacityShapeStyle(base: self, opacity: opacity)
    }
}
