import Foundation

/// A radial gradient stretched to the bounds it paints, as SwiftUI's `EllipticalGradient`: radii
/// are fractions of the unit square stretched to the bounds, so circles become ellipses (0.5, the
/// default end, reaches the middle of each edge from the centre; see ``GradientPaint``).
/// A style and a view that fills its frame.
///
/// ```swift
/// Rectangle().fill(EllipticalGradient(colors: [.white, .indigo]))
/// ```
public struct EllipticalGradient: ShapeStyle, View, Hashable {
    var gradient: Gradient
    /// How it interpolates: `.device` unless made from an ``AnyGradient`` with another space.
    var colorSpace = Gradient.ColorSpace.device
    var center: UnitPoint
    var startRadiusFraction: CGFloat
    var endRadiusFraction: CGFloat

    /// An elliptical gradient of `gradient`.
    ///
    /// ```swift
    /// EllipticalGradient(gradient: Gradient(colors: [.blue, .green]), center: .topLeading, endRadiusFraction: 1)
    /// ```
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    /// An elliptical gradient of evenly spaced `colors`.
    ///
    /// ```swift
    /// EllipticalGradient(colors: [.red, .yellow])
    /// ```
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }

    /// An elliptical gradient of `stops`.
    ///
    /// ```swift
    /// EllipticalGradient(stops: [.init(color: .blue, location: 0), .init(color: .green, location: 0.9)])
    /// ```
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }

    /// The gradient in ellipses about its centre.
    ///
    /// ```swift
    /// EllipticalGradient(colors: [.red, .yellow]).resolvedPaint(in: EnvironmentValues())
    /// ```
    public func resolvedPaint(in environment: EnvironmentValues) -> StylePaint {
        .gradient(GradientPaint(gradient: gradient,
                                geometry: .elliptical(center: center, startRadiusFraction: startRadiusFraction,
                                                      endRadiusFraction: endRadiusFraction), colorSpace: colorSpace))
    }

    /// The gradient as a view: it fills its frame (`EllipticalGradient(colors: [.white, .indigo]).ignoresSafeArea()`).
    public var body: some View { Rectangle().fill(self) }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// An elliptical gradient style: `.background(.ellipticalGradient(gradient))`.
    public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction,
                           endRadiusFraction: endRadiusFraction)
    }

    /// An elliptical gradient style of evenly spaced colours: `.background(.ellipticalGradient(colors: [.yellow, .orange]))`.
    public static func ellipticalGradient(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction,
                           endRadiusFraction: endRadiusFraction)
    }

    /// An elliptical gradient style of stops: `.background(.ellipticalGradient(stops: stops, endRadiusFraction: 1))`.
    public static func ellipticalGradient(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(stops: stops, center: center, startRadiusFraction: startRadiusFraction,
                           endRadiusFraction: endRadiusFraction)
    }

    /// An elliptical gradient style of an ``AnyGradient``: `.background(.ellipticalGradient(Color.red.gradient))`.
    public static func ellipticalGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        var style = EllipticalGradient(gradient: gradient.gradient, center: center, startRadiusFraction: startRadiusFraction,
                           endRadiusFraction: endRadiusFraction)
        style.colorSpace = gradient.colorSpace
        return style
    }
}
