import Foundation

/// A gradient resolved for drawing: sorted stops, a geometry in unit space, and the rectangle that
/// unit space maps to (`bounds`, in the local coordinates of the item that paints with it). It is
/// what a gradient style resolves to (``StylePaint/gradient(_:)``) and what a ``DisplayItem``
/// carries, so a backend can shade every pixel with ``color(at:)`` (or
/// ``premultipliedComponents(at:)``; for many pixels, a ``GradientSampler`` made once).
///
/// Geometry, as SwiftUI maps it: unit points (`startPoint`, `center`) map to `bounds`
/// (`bounds.minX + x × bounds.width`, likewise for y), so a gradient follows the shape, text or
/// frame it paints. Radial radii are in points; elliptical radius fractions are lengths of the unit
/// square stretched to `bounds` (0.5 reaches the middle of each edge from the centre); angles
/// start at the trailing direction (+x) and turn clockwise (towards +y, down), as SwiftUI's do.
/// Outside its range a gradient keeps its end colours (pad).
///
/// Colour space (SwiftUI's default, `Gradient.ColorSpace.device`, interpolates "in the output
/// colour space"): Motion's output is sRGB, so colours are interpolated component by component on
/// the gamma-encoded sRGB values that `Color(red:green:blue:)` holds, with premultiplied alpha, as
/// Core Animation and CSS do — so a fade to `.clear` keeps its hue instead of darkening through
/// the clear colour's black. With ``Gradient/ColorSpace/perceptual`` they are interpolated in
/// Oklab, also premultiplied (see ``Gradient/ColorSpace``).
///
/// Bad input: see ``Gradient`` for stops. A linear gradient whose start and end points coincide
/// paints its last colour (every point is past its end); a radial or elliptical one whose radii
/// are equal switches from the first colour to the last at that radius; non-finite geometry, and
/// elliptical geometry over empty bounds, paint the colour at location 0. An angular gradient over more
/// than a full turn draws its last full turn; over less than a full turn it fills the missing angle
/// with the colours at 1 and 0, switching halfway across it (SwiftUI's documented rule); when
/// `endAngle < startAngle` it runs backwards; equal angles paint the colour at 0 everywhere.
///
/// ```swift
/// let paint = GradientPaint(gradient: Gradient(colors: [.black, .white]),
///                           geometry: .linear(startPoint: .leading, endPoint: .trailing),
///                           bounds: CGRect(x: 0, y: 0, width: 100, height: 10))
/// paint.color(at: CGPoint(x: 25, y: 5))   // Color(white: 0.25)
/// ```
public struct GradientPaint: Hashable, Sendable {
    /// How locations are laid out over the plane.
    public enum Geometry: Hashable, Sendable {
        /// Along the line from `startPoint` (location 0) to `endPoint` (1).
        case linear(startPoint: UnitPoint, endPoint: UnitPoint)
        /// Circles about `center`: `startRadius` (points) is location 0, `endRadius` location 1.
        case radial(center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
        /// Ellipses about `center`, radii as fractions of the unit square stretched to the bounds.
        case elliptical(center: UnitPoint, startRadiusFraction: CGFloat, endRadiusFraction: CGFloat)
        /// Angles about `center`: `startAngle` is location 0, `endAngle` location 1.
        case angular(center: UnitPoint, startAngle: Angle, endAngle: Angle)
    }

    /// The stops in order of location, without stops at non-finite locations.
    public private(set) var stops: [Gradient.Stop]
    /// Where locations lie.
    public var geometry: Geometry
    /// The rectangle unit space maps to, in the painting item's local coordinates.
    public var bounds: CGRect
    /// How colours are interpolated between stops.
    public var colorSpace: Gradient.ColorSpace

    /// A paint of `gradient` laid out by `geometry` over `bounds` (the unit square until the item
    /// that paints with it sets its own bounds), interpolated in `colorSpace`.
    ///
    /// ```swift
    /// GradientPaint(gradient: Gradient(colors: [.red, .blue]), geometry: .linear(startPoint: .top, endPoint: .bottom))
    /// ```
    public init(gradient: Gradient, geometry: Geometry, bounds: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1),
                colorSpace: Gradient.ColorSpace = .device) {
        // A stable sort: stops at one location keep their order (a hard edge).
        stops = gradient.stops.enumerated()
            .filter { $0.element.location.isFinite }
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
        self.geometry = geometry
        self.bounds = bounds
        self.colorSpace = colorSpace
    }

    /// The same paint with every stop's opacity multiplied by `opacity` (clamped to 0…1, NaN → 0).
    ///
    /// ```swift
    /// paint.opacity(0.5)
    /// ```
    public func opacity(_ opacity: Double) -> GradientPaint {
        mappingColors { $0.opacity(opacity) }
    }

    /// The same paint with `transform` applied to every stop's colour.
    func mappingColors(_ transform: (Color) -> Color) -> GradientPaint {
        var copy = self
        copy.stops = stops.map { Gradient.Stop(color: transform($0.color), location: $0.location) }
        return copy
    }

    /// The colour at `point` (local coordinates): straight alpha, as ``Color`` holds it.
    ///
    /// ```swift
    /// paint.color(at: CGPoint(x: 50, y: 5))
    /// ```
    public func color(at point: CGPoint) -> Color { color(atLocation: location(at: point)) }

    /// The colour at a location along the gradient (clamped to 0…1; NaN counts as 0).
    ///
    /// ```swift
    /// GradientPaint(gradient: Gradient(colors: [.black, .white]), geometry: .linear(startPoint: .top, endPoint: .bottom))
    ///     .color(atLocation: 0.5)   // Color(white: 0.5)
    /// ```
    public func color(atLocation location: Double) -> Color {
        let p = GradientSampler(self).premultiplied(atLocation: location)
        guard p.a > 0 else { return Color(red: 0, green: 0, blue: 0, opacity: 0) }
        return Color(red: p.r / p.a, green: p.g / p.a, blue: p.b / p.a, opacity: p.a)
    }

    /// The colour at `point` (local coordinates) with premultiplied alpha, components 0…1: what a
    /// backend blends.
    ///
    /// ```swift
    /// let (r, g, b, a) = paint.premultipliedComponents(at: CGPoint(x: 10, y: 10))
    /// ```
    public func premultipliedComponents(at point: CGPoint) -> (r: Double, g: Double, b: Double, a: Double) {
        GradientSampler(self).premultipliedComponents(x: Double(point.x), y: Double(point.y))
    }

    /// The location (0…1, unclamped for linear and radial geometry) of `point` in local coordinates.
    ///
    /// ```swift
    /// paint.location(at: CGPoint(x: 25, y: 0))   // 0.25 for a leading → trailing paint 100 wide
    /// ```
    public func location(at point: CGPoint) -> Double {
        GradientSampler(self).location(x: Double(point.x), y: Double(point.y))
    }
}
