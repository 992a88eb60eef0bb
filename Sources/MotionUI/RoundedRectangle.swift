import Foundation

/// A rectangle with rounded corners, aligned inside the frame it is drawn in, as SwiftUI's.
///
/// Its `animatableData` is the corner size, so a change of radius animates.
///
/// ```swift
/// let card = RoundedRectangle(cornerRadius: 12)
/// card.path(in: CGRect(x: 0, y: 0, width: 200, height: 100))
/// ```
public struct RoundedRectangle: Shape, Hashable {
    /// The width and height of each corner's quarter ellipse (clamped to half the side when drawn).
    public var cornerSize: CGSize
    /// Circular (quarter ellipses) or continuous (Apple-style smooth) corners.
    public var style: RoundedCornerStyle

    /// A rounded rectangle with elliptical corners of `cornerSize`.
    ///
    /// ```swift
    /// RoundedRectangle(cornerSize: CGSize(width: 20, height: 10))
    /// ```
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .circular) {
        self.cornerSize = cornerSize
        self.style = style
    }

    /// A rounded rectangle with circular corners of `cornerRadius`.
    ///
    /// ```swift
    /// RoundedRectangle(cornerRadius: 8, style: .continuous)
    /// ```
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .circular) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// The rounded rectangle filling `rect` (see `Path.addRoundedRect(in:cornerSize:style:transform:)`).
    ///
    /// ```swift
    /// RoundedRectangle(cornerRadius: 8).path(in: CGRect(x: 0, y: 0, width: 40, height: 40))
    /// ```
    public func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
        return path
    }

    /// The corner size as (width, height).
    ///
    /// ```swift
    /// RoundedRectangle(cornerRadius: 8).animatableData.first   // 8
    /// ```
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(cornerSize.width, cornerSize.height) }
        set { cornerSize = CGSize(width: newValue.first, height: newValue.second) }
    }
}

/// How the corners of a rounded rectangle are drawn, as SwiftUI's `RoundedCornerStyle`.
///
/// - `.circular`: each corner is one quarter of an ellipse (one cubic Bézier, as Core Graphics).
/// - `.continuous`: Apple's smooth corner, whose curvature grows gradually from the straight edge:
///   three cubic Béziers per corner reaching 1.52866483 × the corner size along each edge (the
///   shape of UIKit's `UIBezierPath(roundedRect:cornerRadius:)`, as measured and published by the
///   PaintCode authors). When a side is too short for that, the corner blends linearly towards the
///   circular one, reaching it when the corner takes half the side (a capsule), so the shape
///   changes continuously with the corner size and animates without jumps.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 16, style: .continuous)
/// ```
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular
    case continuous

    /// How far along each edge the continuous corner begins, in units of the corner size.
    static let continuousExtent: CGFloat = 1.52866483

    /// The corner from the incoming edge to the outgoing one, in corner units: (u, v) means
    /// corner + u·(toward the incoming edge) + v·(along the outgoing edge).
    /// Returns the start point and the cubic segments (control1, control2, end).
    static func cornerCurve(style: RoundedCornerStyle, blend: CGFloat)
        -> (start: CGPoint, segments: [(CGPoint, CGPoint, CGPoint)]) {
        let k = Bezier.kappa
        switch style {
        case .circular:
            return (CGPoint(x: 1, y: 0),
                    [(CGPoint(x: 1 - k, y: 0), CGPoint(x: 0, y: 1 - k), CGPoint(x: 0, y: 1))])
        case .continuous:
            // The circular quarter split into thirds, so that it can blend point by point with the
            // three-curve continuous corner.
            let circle = [CGPoint(x: 1, y: 0), CGPoint(x: 1 - k, y: 0), CGPoint(x: 0, y: 1 - k), CGPoint(x: 0, y: 1)]
            let (firstThird, rest) = Bezier.splitCubic(circle, at: 1.0 / 3)
            let (secondThird, lastThird) = Bezier.splitCubic(rest, at: 0.5)
            let e = continuousExtent
            let smooth: [CGPoint] = [
                CGPoint(x: e, y: 0),
                CGPoint(x: 1.08849323, y: 0), CGPoint(x: 0.86840689, y: 0), CGPoint(x: 0.63149399, y: 0.07491100),
                CGPoint(x: 0.37282392, y: 0.16905899), CGPoint(x: 0.16905899, y: 0.37282392),
                CGPoint(x: 0.07491100, y: 0.63149399),
                CGPoint(x: 0, y: 0.86840689), CGPoint(x: 0, y: 1.08849323), CGPoint(x: 0, y: e),
            ]
            let round = [firstThird[0], firstThird[1], firstThird[2], firstThird[3],
                         secondThird[1], secondThird[2], secondThird[3],
                         lastThird[1], lastThird[2], lastThird[3]]
            let b = blend
            let mixed = zip(round, smooth).map { r, s in
                CGPoint(x: r.x + (s.x - r.x) * b, y: r.y + (s.y - r.y) * b)
            }
            return (mixed[0], [(mixed[1], mixed[2], mixed[3]), (mixed[4], mixed[5], mixed[6]),
                               (mixed[7], mixed[8], mixed[9])])
        }
    }

    /// Appends a closed rounded rectangle, starting after the top-left corner and running clockwise on
    /// screen. `cornerWidth`, `cornerHeight` are positive and at most half the sides.
    static func appendRoundedRect(_ r: CGRect, cornerWidth cw: CGFloat, cornerHeight ch: CGFloat,
                                  style: RoundedCornerStyle, transform t: CGAffineTransform,
                                  to path: inout Path) {
        // How much room the continuous corner has: 1 when the corner takes half a side.
        let room = Swift.min(r.width / (2 * cw), r.height / (2 * ch))
        let blend = Swift.min(Swift.max((room - 1) / (continuousExtent - 1), 0), 1)
        let (start, segments) = cornerCurve(style: style, blend: blend)
        // Corners clockwise from top-right: corner point, unit toward the incoming edge (scaled by
        // the corner size), unit along the outgoing edge.
        let corners: [(CGPoint, Vector2, Vector2)] = [
            (CGPoint(x: r.maxX, y: r.minY), Vector2(dx: -cw, dy: 0), Vector2(dx: 0, dy: ch)),
            (CGPoint(x: r.maxX, y: r.maxY), Vector2(dx: 0, dy: -ch), Vector2(dx: -cw, dy: 0)),
            (CGPoint(x: r.minX, y: r.maxY), Vector2(dx: cw, dy: 0), Vector2(dx: 0, dy: -ch)),
            (CGPoint(x: r.minX, y: r.minY), Vector2(dx: 0, dy: ch), Vector2(dx: cw, dy: 0)),
        ]
        func map(_ p: CGPoint, _ corner: (CGPoint, Vector2, Vector2)) -> CGPoint {
            let (c, a, b) = corner
            let x: CGFloat = c.x + p.x * a.dx + p.y * b.dx
            let y: CGFloat = c.y + p.x * a.dy + p.y * b.dy
            return CGPoint(x: x, y: y).applying(t)
        }
        // The first corner's start on the top edge, measured from the top-left corner.
        let first = CGPoint(x: r.minX + start.x * cw, y: r.minY).applying(t)
        path.move(to: first)
        for corner in corners {
            let edgeEnd = map(start, corner)
            if edgeEnd != path.currentPoint { path.addLine(to: edgeEnd) }
            for (c1, c2, end) in segments {
                path.addCurve(to: map(end, corner), control1: map(c1, corner), control2: map(c2, corner))
            }
        }
        path.closeSubpath()
    }
}
