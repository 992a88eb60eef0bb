import Foundation

/// A gradient along a line, as SwiftUI's `LinearGradient`: location 0 at `startPoint`, 1 at
/// `endPoint`, both unit points of the bounds it paints (see ``GradientPaint`` for the rules).
/// A style (`.fill`, `.foregroundStyle`, `.background`) and a view that fills the space proposed
/// to it.
///
/// ```swift
/// Circle().fill(LinearGradient(colors: [.yellow, .orange], startPoint: .top, endPoint: .bottom))
/// LinearGradient(colors: [.blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)
///     .ignoresSafeArea()
/// ```
public struct LinearGradient: ShapeStyle, View, Hashable {
    var gradient: Gradient
    /// How it interpolates: `.device` unless made from an ``AnyGradient`` with another space.
    var colorSpace = Gradient.ColorSpace.device
    var startPoint: UnitPoint
    var endPoint: UnitPoint

    /// A linear gradient of `gradient` from `startPoint` to `endPoint`.
    ///
    /// ```swift
    /// LinearGradient(gradient: Gradient(colors: [.red, .blue]), startPoint: .leading, endPoint: .trailing)
    /// ```
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// A linear gradient of evenly spaced `colors`.
    ///
    /// ```swift
    /// LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
    /// ```
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient of `stops`.
    ///
    /// ```swift
    /// LinearGradient(stops: [.init(color: .red, location: 0.2), .init(color: .blue, location: 0.8)],
    ///                startPoint: .top, endPoint: .bottom)
    /// ```
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    /// The gradient laid along the line (its bounds are set where it paints).
    ///
    /// ```swift
    /// LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).resolvedPaint(in: EnvironmentValues())
    /// ```
    public func resolvedPaint(in environment: EnvironmentValues) -> StylePaint {
        .gradient(GradientPaint(gradient: gradient, geometry: .linear(startPoint: startPoint, endPoint: endPoint), colorSpace: colorSpace))
    }

    /// The gradient as a view: it fills its frame (`LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom).ignoresSafeArea()`).
    public var body: some View { Rectangle().fill(self) }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient style: `.fill(.linearGradient(gradient, startPoint: .top, endPoint: .bottom))`.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient style of evenly spaced colours:
    /// `.foregroundStyle(.linearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))`.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient style of stops: `.fill(.linearGradient(stops: stops, startPoint: .top, endPoint: .bottom))`.
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient style of an ``AnyGradient``: `.fill(.linearGradient(Color.red.gradient, startPoint: .top, endPoint: .bottom))`.
    public static func linearGradient(_ gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        var style = LinearGradient(gradient: gradient.gradient, startPoint: startPoint, endPoint: endPoint)
        style.colorSpace = gradient.colorSpace
        return style
    }
}
