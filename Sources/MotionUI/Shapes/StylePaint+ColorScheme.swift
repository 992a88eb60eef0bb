import Foundation

extension StylePaint {
    /// The paint as drawn in `scheme`: every system colour in it (the colour, or a gradient's stops)
    /// takes that appearance's values (``Color/resolved(in:)``); other colours stay.
    ///
    /// ```swift
    /// StylePaint.color(.blue).resolved(in: .dark)   // .color(Color.blue.resolved(in: .dark))
    /// ```
    public func resolved(in scheme: ColorScheme) -> StylePaint {
        switch self {
        case .color(let color):
            return color.adaptsToColorScheme ? .color(color.resolved(in: scheme)) : self
        case .gradient(let gradient):
            guard gradient.stops.contains(where: { $0.color.adaptsToColorScheme }) else { return self }
            return .gradient(gradient.mappingColors { $0.resolved(in: scheme) })
        }
    }
}
