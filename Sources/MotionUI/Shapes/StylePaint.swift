import Foundation

/// What a ``ShapeStyle`` paints with once resolved in an environment: one colour, or a gradient
/// laid out over the bounds of what it paints (a shape's frame, a line of text).
///
/// Where one colour is needed (a control's tint, a caret), a gradient stands for its colour at
/// location 0.5 (``color``).
///
/// ```swift
/// Color.red.resolvedPaint(in: EnvironmentValues())                          // .color(.red)
/// LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
///     .resolvedPaint(in: EnvironmentValues())                               // .gradient(…)
/// ```
public enum StylePaint: Hashable, Sendable {
    /// One colour everywhere.
    case color(Color)
    /// A gradient over the painted bounds.
    case gradient(GradientPaint)

    /// The paint as one colour: itself, or a gradient's colour at location 0.5.
    ///
    /// ```swift
    /// StylePaint.color(.red).color   // .red
    /// ```
    public var color: Color {
        switch self {
        case .color(let color): color
        case .gradient(let gradient): gradient.color(atLocation: 0.5)
        }
    }

    /// The paint with its opacity multiplied by `opacity` (clamped to 0…1, NaN → 0).
    ///
    /// ```swift
    /// StylePaint.color(.red).opacity(0.5)   // .color(.red.opacity(0.5))
    /// ```
    public func opacity(_ opacity: Double) -> StylePaint {
        switch self {
        case .color(let color): .color(color.opacity(opacity))
        case .gradient(let gradient): .gradient(gradient.opacity(opacity))
        }
    }

    /// The paint with a gradient's unit space mapped to `bounds` (a colour is unchanged).
    ///
    /// ```swift
    /// paint.laidOut(in: CGRect(x: 0, y: 0, width: 100, height: 40))
    /// ```
    public func laidOut(in bounds: CGRect) -> StylePaint {
        guard case .gradient(var gradient) = self else { return self }
        gradient.bounds = bounds
        return .gradient(gradient)
    }

    /// Whether anything can show: a colour with some opacity, or a gradient with a visible stop.
    var isVisible: Bool {
        switch self {
        case .color(let color): color.opacity > 0
        case .gradient(let gradient): gradient.stops.contains { $0.color.opacity > 0 }
        }
    }
}
