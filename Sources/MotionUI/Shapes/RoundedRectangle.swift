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
/// - `.continuous`: Apple's smooth corner, whose curvature grows gradually out of the straight edge:
///   three cubic Béziers joined by two short lines per corner, leaving each edge 1.52866483 × the
///   corner size from the corner (the shape of UIKit's `UIBezierPath(roundedRect:cornerRadius:)`,
///   as measured and published by the PaintCode authors). When a side is too short for that, the
///   corner blends linearly towards the circular one, reaching it when the corner takes half the
///   side (a capsule), so the shape changes continuously with the corner size and animates
///   without jumps.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 16, style: .continuous)
/// ```
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter-ellipse corners.
    case circular
    /// Apple's smooth corners, easing out of the straight edges.
    case continuous

    /// How far along each edge the continuous corner begins, in units of the corner size.
    static let continuousExtent: CGFloat = 1.52866483

    /// One piece of a corner, in corner units.
    enum CornerSegment {
        case line(CGPoint)
        case cubic(CGPoint, CGPoint, CGPoint)
    }

    /// The corner from the incoming edge to the outgoing one, in corner units: (u, v) means
    /// corner + u·(toward the incoming edge) + v·(along the outgoing edge). `blend` (0…1) mixes the
    /// circular corner (0) with the continuous one (1); it only matters for `.continuous`.
    static func cornerCurve(style: RoundedCornerStyle, blend: CGFloat) -> (start: CGPoint, segments: [CornerSegment]) {
        let k = Bezier.kappa
        let circle = [CGPoint(x: 1, y: 0), CGPoint(x: 1 - k, y: 0), CGPoint(x: 0, y: 1 - k), CGPoint(x: 0, y: 1)]
        guard style == .continuous else {
            return (circle[0], [.cubic(circle[1], circle[2], circle[3])])
        }
        // The circular quarter cut into thirds, with zero-length lines where Apple's corner has its
        // short lines, so that the two blend point by point.
        let (first, rest) = Bezier.splitCubic(circle, at: 1.0 / 3)
        let (second, third) = Bezier.splitCubic(rest, at: 0.5)
        let round: [CGPoint] = [first[0], first[1], first[2], first[3], first[3],
                                second[1], second[2], second[3], second[3],
                                third[1], third[2], third[3]]
        let e = continuousExtent
        let smooth: [CGPoint] = [
            CGPoint(x: e, y: 0),
            CGPoint(x: 1.08849323, y: 0), CGPoint(x: 0.86840689, y: 0), CGPoint(x: 0.66993427, y: 0.06549600),
            CGPoint(x: 0.63149399, y: 0.07491100),
            CGPoint(x: 0.37282392, y: 0.16905899), CGPoint(x: 0.16905899, y: 0.37282392),
            CGPoint(x: 0.07491100, y: 0.63149399),
            CGPoint(x: 0.06549600, y: 0.66993427),
            CGPoint(x: 0, y: 0.86840689), CGPoint(x: 0, y: 1.08849323), CGPoint(x: 0, y: e),
        ]
        let m = zip(round, smooth).map { r, s in
            CGPoint(x: r.x + (s.x - r.x) * blend, y: r.y + (s.y - r.y) * blend)
        }
        return (m[0], [.cubic(m[1], m[2], m[3]), .line(m[4]), .cubic(m[5], m[6], m[7]), .line(m[8]),
                       .cubic(m[9], m[10], m[11])])
    }

    /// Appends a closed rounded rectangle, starting after the top-left corner and running clockwise on
    /// screen. `cornerWidth`, `cornerHeight` are positive and at most half the sides.
    static func appendRoundedRect(_ r: CGRect, cornerWidth cw: CGFloat, cornerHeight ch: CGFloat,
                                  style: RoundedCornerStyle, transform t: CGAffineTransform,
                                  to path: inout Path) {
        let size = CGSize(width: cw, height: ch)
        appendRoundedRect(r, corners: (size, size, size, size), style: style, transform: t, to: &path)
    }

    /// Appends a closed rectangle whose corners — top-trailing, bottom-trailing, bottom-leading,
    /// top-leading — are each rounded by their own size (each at most half the sides; a zero
    /// width or height leaves that corner square), starting after the top-left corner and running
    /// clockwise on screen. A continuous corner blends towards the circular one by its own room.
    static func appendRoundedRect(_ r: CGRect, corners sizes: (CGSize, CGSize, CGSize, CGSize),
                                  style: RoundedCornerStyle, transform t: CGAffineTransform,
                                  to path: inout Path) {
        // Corners clockwise from top-right: corner point, unit toward the incoming edge (scaled by
        // the corner size), unit along the outgoing edge.
        let (tr, br, bl, tl) = sizes
        let corners: [(CGPoint, Vector2, Vector2, CGSize)] = [
            (CGPoint(x: r.maxX, y: r.minY), Vector2(dx: -tr.width, dy: 0), Vector2(dx: 0, dy: tr.height), tr),
            (CGPoint(x: r.maxX, y: r.maxY), Vector2(dx: 0, dy: -br.height), Vector2(dx: -br.width, dy: 0), br),
            (CGPoint(x: r.minX, y: r.maxY), Vector2(dx: bl.width, dy: 0), Vector2(dx: 0, dy: -bl.height), bl),
            (CGPoint(x: r.minX, y: r.minY), Vector2(dx: 0, dy: tl.height), Vector2(dx: tl.width, dy: 0), tl),
        ]
        func map(_ p: CGPoint, _ corner: (CGPoint, Vector2, Vector2, CGSize)) -> CGPoint {
            let (c, a, b, _) = corner
            let x: CGFloat = c.x + p.x * a.dx + p.y * b.dx
            let y: CGFloat = c.y + p.x * a.dy + p.y * b.dy
            return CGPoint(x: x, y: y).applying(t)
        }
        // Each corner's curve, nil for a square one; its room is 1 when the corner takes half a side.
        let curves = corners.map { corner -> (start: CGPoint, segments: [CornerSegment])? in
            let size = corner.3
            guard size.width > 0, size.height > 0 else { return nil }
            let room = Swift.min(r.width / (2 * size.width), r.height / (2 * size.height))
            return cornerCurve(style: style, blend: Swift.min(Swift.max((room - 1) / (continuousExtent - 1), 0), 1))
        }
        // Start where the top-left corner ends: its curve's end (the mirror of its start), or the corner.
        let topLeft = corners[3]
        let first = curves[3].map { map(CGPoint(x: $0.start.y, y: $0.start.x), topLeft) } ?? topLeft.0.applying(t)
        path.move(to: first)
        for (corner, curve) in zip(corners, curves) {
            guard let curve else {
                let point = corner.0.applying(t)
                if point != path.currentPoint, point != first { path.addLine(to: point) }   // closing reaches the start
                continue
            }
            let edgeEnd = map(curve.start, corner)
            if edgeEnd != path.currentPoint { path.addLine(to: edgeEnd) }
            for segment in curve.segments {
                switch segment {
                case .line(let end):
                    let to = map(end, corner)
                    if to != path.currentPoint { path.addLine(to: to) }
                case .cubic(let c1, let c2, let end):
                    path.addCurve(to: map(end, corner), control1: map(c1, corner), control2: map(c2, corner))
                }
            }
        }
        path.closeSubpath()
    }
}
