import Foundation

/// Small path builders the symbol artwork is written with, in design units on the symbol grid
/// (y grows downwards; angles in degrees grow clockwise on screen, 0° pointing right).
///
/// ```swift
/// SymbolPen.polyline((20, 84), (62, 126), (140, 30))      // the checkmark's centre line
/// SymbolPen.circle((80, 80), 74)
/// ```
public enum SymbolPen {
    /// A point from a pair.
    static func pt(_ p: (CGFloat, CGFloat)) -> CGPoint { CGPoint(x: p.0, y: p.1) }

    /// A straight segment.
    public static func line(_ a: (CGFloat, CGFloat), _ b: (CGFloat, CGFloat)) -> Path {
        polyline(a, b)
    }

    /// An open polyline through the points.
    public static func polyline(_ points: (CGFloat, CGFloat)...) -> Path {
        polyline(points)
    }

    /// An open polyline through the points.
    public static func polyline(_ points: [(CGFloat, CGFloat)]) -> Path {
        var path = Path()
        path.addLines(points.map(pt))
        return path
    }

    /// A closed polygon through the points.
    public static func polygon(_ points: [(CGFloat, CGFloat)]) -> Path {
        var path = polyline(points)
        path.closeSubpath()
        return path
    }

    /// A closed polygon with its corners rounded by `radius` (tangent arcs).
    public static func roundedPolygon(_ points: [(CGFloat, CGFloat)], radius: CGFloat) -> Path {
        let p = points.map(pt)
        guard p.count >= 3 else { return polygon(points) }
        var path = Path()
        let n = p.count
        let start = CGPoint(x: (p[n - 1].x + p[0].x) / 2, y: (p[n - 1].y + p[0].y) / 2)
        path.move(to: start)
        for i in 0..<n {
            path.addArc(tangent1End: p[i], tangent2End: p[(i + 1) % n], radius: radius)
        }
        path.closeSubpath()
        return path
    }

    /// A circle.
    public static func circle(_ center: (CGFloat, CGFloat), _ radius: CGFloat) -> Path {
        Path(ellipseIn: CGRect(x: center.0 - radius, y: center.1 - radius, width: 2 * radius, height: 2 * radius))
    }

    /// An ellipse with radii `rx`, `ry`.
    public static func ellipse(_ center: (CGFloat, CGFloat), _ rx: CGFloat, _ ry: CGFloat) -> Path {
        Path(ellipseIn: CGRect(x: center.0 - rx, y: center.1 - ry, width: 2 * rx, height: 2 * ry))
    }

    /// A rounded rectangle.
    public static func roundedRect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat, _ radius: CGFloat) -> Path {
        Path(roundedRect: CGRect(x: x, y: y, width: width, height: height), cornerRadius: radius, style: .circular)
    }

    /// The point at `degrees` on a circle.
    public static func onCircle(_ center: (CGFloat, CGFloat), _ radius: CGFloat, _ degrees: CGFloat) -> (CGFloat, CGFloat) {
        let a = degrees * .pi / 180
        return (center.0 + radius * cos(a), center.1 + radius * sin(a))
    }

    /// An open arc from `from` to `to` degrees (clockwise on screen when `to > from`).
    public static func arc(_ center: (CGFloat, CGFloat), _ radius: CGFloat, from: CGFloat, to: CGFloat) -> Path {
        var path = Path()
        path.move(to: pt(onCircle(center, radius, from)))
        path.addRelativeArc(center: pt(center), radius: radius, startAngle: .degrees(Double(from)),
                            delta: .degrees(Double(to - from)))
        return path
    }

    /// The outline of a thick polyline as one simple polygon (mitred corners, flat ends), for
    /// cut-outs filled even-odd: unlike a stroke's outline, it covers each point once.
    public static func ribbon(_ points: [(CGFloat, CGFloat)], width: CGFloat) -> Path {
        let p = points.map(pt)
        guard p.count >= 2 else { return Path() }
        let h = width / 2
        func normal(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
            let dx = b.x - a.x, dy = b.y - a.y, l = max((dx * dx + dy * dy).squareRoot(), 1e-9)
            return CGPoint(x: -dy / l, y: dx / l)
        }
        func side(_ sign: CGFloat) -> [CGPoint] {
            var out: [CGPoint] = []
            for i in 0..<p.count {
                let nIn = i > 0 ? normal(p[i - 1], p[i]) : normal(p[0], p[1])
                let nOut = i < p.count - 1 ? normal(p[i], p[i + 1]) : nIn
                // The mitre: the sum of the normals, lengthened so each offset edge keeps distance h.
                var m = CGPoint(x: nIn.x + nOut.x, y: nIn.y + nOut.y)
                let dot = m.x * nIn.x + m.y * nIn.y
                let k = dot > 1e-6 ? h / dot : h
                m = CGPoint(x: m.x * k, y: m.y * k)
                out.append(CGPoint(x: p[i].x + sign * m.x, y: p[i].y + sign * m.y))
            }
            return out
        }
        var path = Path()
        path.addLines(side(1) + side(-1).reversed())
        path.closeSubpath()
        return path
    }

    /// The boundary of a region that every ray from `center` leaves once (a star-shaped region:
    /// the cloud, the speech bubble), found by bisection along `rays` rays.
    public static func starShapedOutline(center: (CGFloat, CGFloat), maxRadius: CGFloat = 120, rays: Int = 180,
                                         contains: (CGPoint) -> Bool) -> Path {
        var points: [(CGFloat, CGFloat)] = []
        for i in 0..<rays {
            let a = CGFloat(i) / CGFloat(rays) * 2 * .pi
            var low: CGFloat = 0, high = maxRadius
            for _ in 0..<30 {
                let mid = (low + high) / 2
                if contains(CGPoint(x: center.0 + mid * cos(a), y: center.1 + mid * sin(a))) { low = mid } else { high = mid }
            }
            points.append((center.0 + low * cos(a), center.1 + low * sin(a)))
        }
        return polygon(points)
    }

    /// Whether `p` lies in the circle.
    static func inCircle(_ p: CGPoint, _ center: (CGFloat, CGFloat), _ radius: CGFloat) -> Bool {
        let dx = p.x - center.0, dy = p.y - center.1
        return dx * dx + dy * dy <= radius * radius
    }
}
