import Foundation

/// A clip shape of a ``GraphicsContext``, in canvas coordinates.
///
/// A plain clip adds each subpath of its path as a clip outline of the display item (the item
/// shows inside all of them: exact for one subpath). An inverse clip becomes one outline: the
/// canvas's rectangle, grown by a point, with every subpath cut out of it as a hole joined to the
/// rectangle's corner by a zero-width bridge and wound the other way, so the non-zero fill of
/// that outline is everything outside the path (exact while the subpaths do not overlap).
struct CanvasClip {
    var path: Path
    var isInverse: Bool

    func apply(to builder: inout DisplayListBuilder, bounds: CGRect) {
        guard isInverse else {
            builder.clip(to: path)
            return
        }
        builder.clip(to: CanvasClip.outside(of: path.flattenedContours(tolerance: builder.localTolerance),
                                            within: bounds.insetBy(dx: -1, dy: -1)))
    }

    /// One outline covering `rect` minus `holes` under the non-zero rule.
    static func outside(of holes: [[CGPoint]], within rect: CGRect) -> Path {
        let corner = CGPoint(x: rect.minX, y: rect.minY)
        var points = [corner, CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY),
                      CGPoint(x: rect.minX, y: rect.maxY), corner]
        let outerSign = signedArea(points) >= 0
        for hole in holes where hole.count >= 3 {
            let wound = (signedArea(hole) >= 0) == outerSign ? Array(hole.reversed()) : hole
            points.append(contentsOf: wound)
            points.append(wound[0])
            points.append(corner)
        }
        return Path { $0.addLines(points); $0.closeSubpath() }
    }

    /// Twice the signed area of a polygon (the shoelace sum).
    static func signedArea(_ polygon: [CGPoint]) -> CGFloat {
        var sum: CGFloat = 0
        for (i, p) in polygon.enumerated() {
            let q = polygon[(i + 1) % polygon.count]
            sum += p.x * q.y - q.x * p.y
        }
        return sum
    }
}
