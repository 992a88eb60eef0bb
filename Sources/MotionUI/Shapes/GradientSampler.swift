import Foundation

/// A ``GradientPaint`` prepared for shading many points: its stops premultiplied once and its
/// geometry resolved to numbers, so a point costs a few multiplications (and an `atan2` for an
/// angular gradient) instead of a walk through the paint's enums and colours. It is the paint's
/// own arithmetic — ``GradientPaint/location(at:)``, ``GradientPaint/color(atLocation:)`` and
/// ``GradientPaint/premultipliedComponents(at:)`` call it — so the results are the same bit for bit;
/// a backend makes one per item and asks it for every pixel.
///
/// Every rule (pad beyond the ends, degenerate geometry, angular sweeps, colour spaces, bad stops)
/// is ``GradientPaint``'s.
///
/// ```swift
/// let paint = GradientPaint(gradient: Gradient(colors: [.black, .white]),
///                           geometry: .linear(startPoint: .leading, endPoint: .trailing),
///                           bounds: CGRect(x: 0, y: 0, width: 100, height: 10))
/// let sampler = GradientSampler(paint)
/// sampler.premultipliedComponents(x: 25, y: 5)   // (0.25, 0.25, 0.25, 1)
/// ```
public struct GradientSampler: Sendable {
    /// The geometry in numbers: centres and ends in local coordinates.
    private enum Layout: Sendable {
        /// Location = ((x − sx)·dx + (y − sy)·dy) / length²; a zero length is always past the end.
        case linear(sx: Double, sy: Double, dx: Double, dy: Double, length2: Double)
        case radial(cx: Double, cy: Double, r0: Double, r1: Double)
        /// Radii as fractions of the bounds' `width` × `height` (both non-zero).
        case elliptical(cx: Double, cy: Double, width: Double, height: Double, f0: Double, f1: Double)
        /// Elliptical geometry over empty bounds: location 0 everywhere.
        case origin
        case angular(cx: Double, cy: Double, start: Double, end: Double)
    }

    /// A premultiplied colour, components 0…1.
    private struct Premultiplied: Sendable {
        let r: Double, g: Double, b: Double, a: Double
    }

    private let layout: Layout
    /// The stops' locations, in order, and their colours premultiplied.
    private let locations: [Double]
    private let premultiplied: [Premultiplied]
    /// The stops' colours, for perceptual interpolation (nil in the device colour space).
    private let perceptualColors: [Color]?

    /// Prepares `paint` for shading.
    ///
    /// ```swift
    /// let sampler = GradientSampler(paint)
    /// ```
    public init(_ paint: GradientPaint) {
        let bounds = paint.bounds
        func map(_ unit: UnitPoint) -> (x: Double, y: Double) {
            (Double(bounds.minX + unit.x * bounds.width), Double(bounds.minY + unit.y * bounds.height))
        }
        switch paint.geometry {
        case .linear(let start, let end):
            let s = map(start), e = map(end)
            let dx = e.x - s.x, dy = e.y - s.y
            layout = .linear(sx: s.x, sy: s.y, dx: dx, dy: dy, length2: dx * dx + dy * dy)
        case .radial(let center, let r0, let r1):
            let c = map(center)
            layout = .radial(cx: c.x, cy: c.y, r0: Double(r0), r1: Double(r1))
        case .elliptical(let center, let f0, let f1):
            let c = map(center)
            let w = Double(bounds.width), h = Double(bounds.height)
            layout = w != 0 && h != 0 ? .elliptical(cx: c.x, cy: c.y, width: w, height: h, f0: Double(f0), f1: Double(f1)) : .origin
        case .angular(let center, let startAngle, let endAngle):
            let c = map(center)
            layout = .angular(cx: c.x, cy: c.y, start: startAngle.radians, end: endAngle.radians)
        }
        locations = paint.stops.map { Double($0.location) }
        premultiplied = paint.stops.map { Premultiplied(r: $0.color.red * $0.color.opacity, g: $0.color.green * $0.color.opacity,
                                                        b: $0.color.blue * $0.color.opacity, a: $0.color.opacity) }
        perceptualColors = paint.colorSpace.isPerceptual ? paint.stops.map(\.color) : nil
    }

    /// The location (0…1, unclamped for linear and radial geometry) of the point (`x`, `y`) in
    /// local coordinates.
    ///
    /// ```swift
    /// sampler.location(x: 25, y: 0)   // 0.25 for a leading → trailing paint 100 wide
    /// ```
    public func location(x: Double, y: Double) -> Double {
        switch layout {
        case .linear(let sx, let sy, let dx, let dy, let length2):
            guard length2 > 0 else { return 1 }
            return ((x - sx) * dx + (y - sy) * dy) / length2
        case .radial(let cx, let cy, let r0, let r1):
            let r = ((x - cx) * (x - cx) + (y - cy) * (y - cy)).squareRoot()
            return GradientSampler.ramp(r, from: r0, to: r1)
        case .elliptical(let cx, let cy, let width, let height, let f0, let f1):
            let u = (x - cx) / width, v = (y - cy) / height
            return GradientSampler.ramp((u * u + v * v).squareRoot(), from: f0, to: f1)
        case .origin:
            return 0
        case .angular(let cx, let cy, let start, let end):
            return GradientSampler.angularLocation(atan2(y - cy, x - cx), start: start, end: end)
        }
    }

    /// The premultiplied colour (components 0…1) at the point (`x`, `y`) in local coordinates.
    ///
    /// ```swift
    /// let (r, g, b, a) = sampler.premultipliedComponents(x: 10, y: 10)
    /// ```
    public func premultipliedComponents(x: Double, y: Double) -> (r: Double, g: Double, b: Double, a: Double) {
        premultiplied(atLocation: location(x: x, y: y))
    }

    /// The premultiplied colour (components 0…1) at `location` along the gradient (clamped to
    /// 0…1; NaN counts as 0). No stops: transparent.
    ///
    /// ```swift
    /// sampler.premultiplied(atLocation: 0.5)
    /// ```
    public func premultiplied(atLocation location: Double) -> (r: Double, g: Double, b: Double, a: Double) {
        guard let first = locations.first, let last = locations.last else { return (0, 0, 0, 0) }
        let t = location.isNaN ? 0 : min(max(location, 0), 1)
        // At or past the last stop first, so that at a hard edge the later stop wins.
        if t >= last { return components(premultiplied[premultiplied.count - 1]) }
        if t <= first { return components(premultiplied[0]) }
        // The last stop at or before t, and the one after it (binary search: stops are sorted).
        var low = 0, high = locations.count - 1
        while high - low > 1 {
            let mid = (low + high) / 2
            if locations[mid] <= t { low = mid } else { high = mid }
        }
        let f = (t - locations[low]) / (locations[high] - locations[low])
        guard let colors = perceptualColors else {
            let pa = premultiplied[low], pb = premultiplied[high]
            return (pa.r + (pb.r - pa.r) * f, pa.g + (pb.g - pa.g) * f, pa.b + (pb.b - pa.b) * f, pa.a + (pb.a - pa.a) * f)
        }
        return GradientSampler.perceptualMix(colors[low], colors[high], f)
    }

    private func components(_ p: Premultiplied) -> (r: Double, g: Double, b: Double, a: Double) { (p.r, p.g, p.b, p.a) }

    /// `value`'s place between `a` (0) and `b` (1); equal ends switch from 0 to 1 at them.
    private static func ramp(_ value: Double, from a: Double, to b: Double) -> Double {
        guard b != a else { return value >= a ? 1 : 0 }
        return (value - a) / (b - a)
    }

    /// The location of direction `theta` (radians) in a sweep from `start` to `end` (``GradientPaint``'s rules).
    static func angularLocation(_ theta: Double, start: Double, end: Double) -> Double {
        let turn = 2 * Double.pi
        let span = end - start
        guard span != 0, span.isFinite, theta.isFinite else { return 0 }
        if span < 0 { return 1 - angularLocation(theta, start: end, end: start) }
        func positive(_ angle: Double) -> Double {
            // The remainder is exact, and is the angle itself within a turn (no `fmod` call there).
            let r = abs(angle) < turn ? angle : angle.truncatingRemainder(dividingBy: turn)
            return r < 0 ? r + turn : r
        }
        if span >= turn {
            // Only the last full turn shows: the direction's angle in [end − 2π, end).
            let angle = end - turn + positive(theta - (end - turn))
            return (angle - start) / span
        }
        let swept = positive(theta - start)
        if swept <= span { return swept / span }
        return swept < span + (turn - span) / 2 ? 1 : 0
    }

    /// `x` and `y` mixed by `f` in Oklab with premultiplied alpha, as premultiplied sRGB.
    private static func perceptualMix(_ x: Color, _ y: Color, _ f: Double) -> (r: Double, g: Double, b: Double, a: Double) {
        let lx = Oklab(red: x.red, green: x.green, blue: x.blue), ly = Oklab(red: y.red, green: y.green, blue: y.blue)
        let alpha = x.opacity + (y.opacity - x.opacity) * f
        guard alpha > 0 else { return (0, 0, 0, 0) }
        func mix(_ u: Double, _ v: Double) -> Double { (u * x.opacity + (v * y.opacity - u * x.opacity) * f) / alpha }
        let rgb = Oklab(l: mix(lx.l, ly.l), a: mix(lx.a, ly.a), b: mix(lx.b, ly.b)).sRGB
        return (rgb.red * alpha, rgb.green * alpha, rgb.blue * alpha, alpha)
    }
}
