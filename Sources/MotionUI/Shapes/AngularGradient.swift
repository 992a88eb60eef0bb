import Foundation

/// A gradient that sweeps around a centre, as SwiftUI's `AngularGradient` (a "conic" gradient):
/// location 0 at `startAngle`, 1 at `endAngle`, angles from the trailing direction, clockwise;
/// `center` is a unit point of the bounds it paints. Over more than a full turn only the last
/// full turn shows; over less, the missing angle takes the colours at 1 and 0, switching halfway
/// (see ``GradientPaint``). A style and a view that fills its frame.
///
/// ```swift
/// Circle()
///     .trim(from: 0, to: 0.8)
///     .stroke(AngularGradient(colors: [.blue, .purple], center: .center), style: StrokeStyle(lineWidth: 8, lineCap: .round))
/// ```
public struct AngularGradient: ShapeStyle, View, Hashable {
    var gradient: Gradient
    /// How it interpolates: `.device` unless made from an ``AnyGradient`` with another space.
    var colorSpace = Gradient.ColorSpace.device
    var center: UnitPoint
    var startAngle: Angle
    var endAngle: Angle

    /// An angular gradient of `gradient` from `startAngle` to `endAngle`.
    ///
    /// ```swift
    /// AngularGradient(gradient: Gradient(colors: [.red, .blue]), center: .center, startAngle: .zero, endAngle: .degrees(180))
    /// ```
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }

    /// An angular gradient of evenly spaced `colors`.
    ///
    /// ```swift
    /// AngularGradient(colors: [.red, .yellow, .red], center: .center, startAngle: .zero, endAngle: .degrees(360))
    /// ```
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// An angular gradient of `stops`.
    ///
    /// ```swift
    /// AngularGradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 1)],
    ///                 center: .center, startAngle: .zero, endAngle: .degrees(90))
    /// ```
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A conic gradient: a full turn starting at `angle`.
    ///
    /// ```swift
    /// AngularGradient(gradient: Gradient(colors: [.red, .blue]), center: .center, angle: .degrees(-90))
    /// ```
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }

    /// A conic gradient of evenly spaced `colors`.
    ///
    /// ```swift
    /// AngularGradient(colors: [.blue, .purple, .blue], center: .center)
    /// ```
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    /// A conic gradient of `stops`.
    ///
    /// ```swift
    /// AngularGradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 1)], center: .center)
    /// ```
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }

    /// The gradient swept around its centre.
    ///
    /// ```swift
    /// AngularGradient(colors: [.red, .blue], center: .center).resolvedPaint(in: EnvironmentValues())
    /// ```
    public func resolvedPaint(in environment: EnvironmentValues) -> StylePaint {
        .gradient(GradientPaint(gradient: gradient,
                                geometry: .angular(center: center, startAngle: startAngle, endAngle: endAngle), colorSpace: colorSpace))
    }

    /// The gradient as a view: it fills its frame (`AngularGradient(colors: [.red, .blue, .red], center: .center).frame(width: 80, height: 80)`).
    public var body: some View { Rectangle().fill(self) }
}

extension ShapeStyle where Self == AngularGradient {
    /// An angular gradient style: `.fill(.angularGradient(gradient, center: .center, startAngle: .zero, endAngle: .degrees(90)))`.
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// An angular gradient style of evenly spaced colours: `.fill(.angularGradient(colors: [.red, .blue], center: .center, startAngle: .zero, endAngle: .degrees(180)))`.
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// An angular gradient style of stops: `.fill(.angularGradient(stops: stops, center: .center, startAngle: .zero, endAngle: .degrees(90)))`.
    public static func angularGradient(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// An angular gradient style of an ``AnyGradient``, centred by default: `.fill(.angularGradient(Color.blue.gradient, startAngle: .zero, endAngle: .degrees(270)))`.
    public static func angularGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startAngle: Angle,
                                       endAngle: Angle) -> AngularGradient {
        var style = AngularGradient(gradient: gradient.gradient, center: center, startAngle: startAngle, endAngle: endAngle)
        style.colorSpace = gradient.colorSpace
        return style
    }

    /// A conic gradient style (a full turn from `angle`): `.stroke(.conicGradient(gradient, center: .center), lineWidth: 6)`.
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }

    /// A conic gradient style of evenly spaced colours: `.stroke(.conicGradient(colors: [.blue, .purple], center: .center), lineWidth: 6)`.
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }

    /// A conic gradient style of stops: `.fill(.conicGradient(stops: stops, center: .center, angle: .degrees(-90)))`.
    public static func conicGradient(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(stops: stops, center: center, angle: angle)
    }

    /// A conic gradient style of an ``AnyGradient``, centred by default: `.fill(.conicGradient(Color.orange.gradient))`.
    public static func conicGradient(_ gradient: AnyGradient, center: UnitPoint = .center, angle: Angle = .zero) -> AngularGradient {
        var style = AngularGradient(gradient: gradient.gradient, center: center, angle: angle)
        style.colorSpace = gradient.colorSpace
        return style
    }
}
