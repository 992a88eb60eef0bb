import Foundation

/// A colour gradient: colour stops at parametric locations, as SwiftUI's `Gradient`. On its own as a
/// style it paints top to bottom (as SwiftUI's `AnyGradient` does); inside ``LinearGradient``,
/// ``RadialGradient``, ``AngularGradient`` and ``EllipticalGradient`` it gives their colours.
///
/// Rules where SwiftUI is silent (see ``GradientPaint`` for how a location becomes a colour):
/// stops are used in order of location (equal locations keep their order and make a hard edge);
/// a stop whose location is NaN or infinite is left out; locations outside 0…1 are kept, so they
/// pull the colours inside 0…1 towards them; one stop paints its colour everywhere; no stops
/// paint nothing (clear). Colours interpolate in the device colour space unless
/// ``colorSpace(_:)`` says otherwise.
///
/// ```swift
/// let sunset = Gradient(colors: [.orange, .pink, .purple])
/// let hardEdge = Gradient(stops: [.init(color: .red, location: 0.5), .init(color: .blue, location: 0.5)])
/// Rectangle().fill(LinearGradient(gradient: sunset, startPoint: .leading, endPoint: .trailing))
/// ```
public struct Gradient: Hashable, Sendable {
    /// One colour stop: a colour at a location along the gradient (0 at its start, 1 at its end).
    ///
    /// ```swift
    /// let stop = Gradient.Stop(color: .red, location: 0.25)
    /// ```
    public struct Stop: Hashable, Sendable {
        /// The colour of the stop.
        public var color: Color
        /// Where the stop is: 0 is the gradient's start, 1 its end.
        public var location: CGFloat

        /// A stop of `color` at `location`.
        ///
        /// ```swift
        /// Gradient.Stop(color: .blue, location: 1)
        /// ```
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The stops as given (unsorted stops are sorted when painted).
    public var stops: [Stop]

    /// A gradient from its stops.
    ///
    /// ```swift
    /// Gradient(stops: [.init(color: .white, location: 0), .init(color: .black, location: 0.8)])
    /// ```
    public init(stops: [Stop]) { self.stops = stops }

    /// A gradient of `colors` spaced evenly from 0 to 1 (one colour sits at 0).
    ///
    /// ```swift
    /// Gradient(colors: [.red, .green, .blue]).stops.map(\.location)   // [0, 0.5, 1]
    /// ```
    public init(colors: [Color]) {
        let last = CGFloat(max(colors.count - 1, 1))
        stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / last) }
    }
}

extension Gradient: ShapeStyle {
    /// A gradient as a style paints top to bottom over the bounds it fills, as SwiftUI's `AnyGradient`.
    ///
    /// ```swift
    /// Gradient(colors: [.white, .black]).resolvedPaint(in: EnvironmentValues())   // a linear paint, top → bottom
    /// ```
    public func resolvedPaint(in environment: EnvironmentValues) -> StylePaint {
        .gradient(GradientPaint(gradient: self, geometry: .linear(startPoint: .top, endPoint: .bottom)))
    }
}
