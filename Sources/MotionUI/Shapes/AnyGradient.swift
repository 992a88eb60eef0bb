import Foundation

/// A gradient as a value of its own, as SwiftUI's `AnyGradient` (iOS 16): what `Color.gradient`
/// gives. As a style it paints top to bottom; the shorthands (`.linearGradient(_:startPoint:endPoint:)`
/// …) lay it out otherwise.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 12).fill(Color.blue.gradient)
/// Circle().fill(.radialGradient(Color.pink.gradient, endRadius: 40))
/// ```
public struct AnyGradient: ShapeStyle, Hashable {
    let gradient: Gradient
    /// How it interpolates (``Gradient/ColorSpace``).
    let colorSpace: Gradient.ColorSpace

    /// A gradient of `gradient`'s stops, interpolated in the device colour space.
    ///
    /// ```swift
    /// AnyGradient(Gradient(colors: [.white, .gray]))
    /// ```
    public init(_ gradient: Gradient) { self.init(gradient, colorSpace: .device) }

    init(_ gradient: Gradient, colorSpace: Gradient.ColorSpace) {
        self.gradient = gradient
        self.colorSpace = colorSpace
    }

    /// This gradient interpolating in `space`.
    ///
    /// ```swift
    /// Color.blue.gradient.colorSpace(.perceptual)
    /// ```
    public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient { AnyGradient(gradient, colorSpace: space) }

    /// Top to bottom over the painted bounds.
    ///
    /// ```swift
    /// Color.red.gradient.resolvedPaint(in: EnvironmentValues())
    /// ```
    public func resolvedPaint(in environment: EnvironmentValues) -> StylePaint {
        .gradient(GradientPaint(gradient: gradient, geometry: .linear(startPoint: .top, endPoint: .bottom), colorSpace: colorSpace))
    }
}

extension Color {
    /// A subtle gradient made from this colour, as SwiftUI's `Color.gradient` (iOS 16).
    ///
    /// Rule (SwiftUI does not document its colours): from the colour mixed 20 % of the way towards
    /// white at the top to the colour itself at the bottom; the opacity is the colour's.
    ///
    /// ```swift
    /// Capsule().fill(Color.orange.gradient)
    /// ```
    public var gradient: AnyGradient {
        AnyGradient(Gradient(colors: [mix(with: Color(white: 1, opacity: opacity), by: 0.2), self]))
    }
}
