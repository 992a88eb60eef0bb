import Foundation

/// A gradient in circles, as SwiftUI's `RadialGradient`: location 0 at `startRadius` points from
/// `center` (a unit point of the bounds it paints), 1 at `endRadius` (see ``GradientPaint``).
/// A style and a view that fills its frame.
///
/// ```swift
/// Circle().fill(RadialGradient(colors: [.white, .blue], center: .center, startRadius: 0, endRadius: 50))
/// ```
public struct RadialGradient: ShapeStyle, View, Hashable {
    var gradient: Gradient
    /// How it interpolates: `.device` unless made from an ``AnyGradient`` with another space.
    var colorSpace = Gradient.ColorSpace.device
    var center: UnitPoint
    var startRadius: CGFloat
    var endRadius: CGFloat

    /// A radial gradient of `gradient`.
    ///
    /// ```swift
    /// RadialGradient(gradient: Gradient(colors: [.yellow, .red]), center: .center, startRadius: 10, endRadius: 80)
    /// ```
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    /// A radial gradient of evenly spaced `colors`.
    ///
    /// ```swift
    /// RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 100)
    /// ```
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient of `stops`.
    ///
    /// ```swift
    /// RadialGradient(stops: [.init(color: .white, location: 0), .init(color: .blue, location: 1)],
    ///                center: .center, startRadius: 0, endRadius: 60)
    /// ```
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// The gradient in circles about its centre.
    ///
    /// ```swift
    /// RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 10)
    ///     .resolvedPaint(in: EnvironmentValues())
    /// ```
    public func resolvedPaint(in environment: EnvironmentValues) -> StylePaint {
        .gradient(GradientPaint(gradient: gradient,
                                geometry: .radial(center: center, startRadius: startRadius, endRadius: endRadius), colorSpace: colorSpace))
    }

    /// The gradient as a view: it fills its frame (`RadialGradient(colors: [.white, .blue], center: .center, startRadius: 0, endRadius: 200)`).
    public var body: some View { Rectangle().fill(self) }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient style: `.fill(.radialGradient(gradient, center: .center, startRadius: 0, endRadius: 50))`.
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient style of evenly spaced colours: `.fill(.radialGradient(colors: [.white, .blue], center: .center, startRadius: 0, endRadius: 40))`.
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient style of stops: `.fill(.radialGradient(stops: stops, center: .center, startRadius: 0, endRadius: 40))`.
    public static func radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient style of an ``AnyGradient``, centred by default:
    /// `.fill(.radialGradient(Color.blue.gradient, endRadius: 40))`.
    public static func radialGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startRadius: CGFloat = 0,
                                      endRadius: CGFloat) -> RadialGradient {
        var style = RadialGradient(gradient: gradient.gradient, center: center, startRadius: startRadius, endRadius: endRadius)
        style.colorSpace = gradient.colorSpace
        return style
    }
}
