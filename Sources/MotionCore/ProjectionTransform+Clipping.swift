import Foundation

/// Drawing through a projection: the part of the plane in front of the camera, outlines clipped to
/// it and projected point by point, and how much the projection enlarges lengths at a point.
///
/// The rule, where SwiftUI is silent: a point whose divisor W = x·m13 + y·m23 + m33 is below
/// ``ProjectionTransform/minimumW`` is behind (or too near) the camera. Outlines are cut along the
/// line W = `minimumW` before the divide — W is affine in local coordinates, so the cut is a straight
/// line there and the clipped outline is exact — so nothing behind the camera draws, wrapped
/// around through infinity.
extension ProjectionTransform {
    /// The smallest divisor W drawn: 1/100, so content nearer the eye than a hundredth of the
    /// camera distance (enlarged more than 100 times) is cut away.
    ///
    /// ```swift
    /// ProjectionTransform.minimumW   // 0.01
    /// ```
    public static let minimumW: CGFloat = 0.01

    /// The divisor W of the local point `p`.
    ///
    /// ```swift
    /// let p = ProjectionTransform(m11: 1, m12: 0, m13: 0.01, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)
    /// p.divisor(at: CGPoint(x: 100, y: 0))   // 2
    /// ```
    public func divisor(at p: CGPoint) -> CGFloat { p.x * m13 + p.y * m23 + m33 }

    /// The part of the closed local `polygon` in front of the camera (W ≥ ``minimumW``), cut along
    /// W = `minimumW` (one half-plane of Sutherland–Hodgman: inside this half-plane the winding
    /// number of every point is kept, so nonzero and even-odd fills stay exact). Affine transforms
    /// keep every polygon whole; a polygon entirely behind the camera gives `[]`.
    ///
    /// ```swift
    /// let p = ProjectionTransform(m11: 1, m12: 0, m13: -0.01, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)
    /// p.clippedToFront([CGPoint(x: 0, y: 0), CGPoint(x: 200, y: 0), CGPoint(x: 0, y: 10)])
    /// // cut at x = 99, where W = 0.01
    /// ```
    public func clippedToFront(_ polygon: [CGPoint]) -> [CGPoint] {
        let limit = ProjectionTransform.minimumW
        if m13 == 0, m23 == 0, m33 >= limit { return polygon }
        var result: [CGPoint] = []
        result.reserveCapacity(polygon.count + 2)
        guard var previous = polygon.last else { return result }
        var previousW = divisor(at: previous)
        for point in polygon {
            let w = divisor(at: point)
            let inside = w >= limit, previousInside = previousW >= limit
            if inside != previousInside {
                let t = (limit - previousW) / (w - previousW)
                result.append(CGPoint(x: previous.x + (point.x - previous.x) * t, y: previous.y + (point.y - previous.y) * t))
            }
            if inside { result.append(point) }
            previous = point
            previousW = w
        }
        return result.count >= 3 ? result : []
    }

    /// `polygon` (local coordinates) clipped to the front of the camera, then every point mapped
    /// with the perspective divide: exact for polygons, whatever the projection.
    ///
    /// ```swift
    /// let p = ProjectionTransform(m11: 1, m12: 0, m13: 0.01, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)
    /// p.projecting([CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100)])
    /// // [(0, 0), (50, 0), (50, 50)]
    /// ```
    public func projecting(_ polygon: [CGPoint]) -> [CGPoint] {
        clippedToFront(polygon).map { $0.applying(self) }
    }

    /// How much the projection enlarges lengths at the local point `p`: the longer image of the two
    /// unit axes through the Jacobian of (X/W, Y/W). For an affine transform it is the same
    /// everywhere; a point behind the camera gives 0.
    ///
    /// ```swift
    /// let p = ProjectionTransform(m11: 1, m12: 0, m13: 0.01, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)
    /// p.localScale(at: .zero)   // 1
    /// ```
    public func localScale(at p: CGPoint) -> CGFloat {
        let w = divisor(at: p)
        guard w >= ProjectionTransform.minimumW, w.isFinite else { return 0 }
        let q = p.applying(self)
        let dxX = (m11 - q.x * m13) / w, dxY = (m12 - q.y * m13) / w
        let dyX = (m21 - q.x * m23) / w, dyY = (m22 - q.y * m23) / w
        let scale = max((dxX * dxX + dxY * dxY).squareRoot(), (dyX * dyX + dyY * dyY).squareRoot())
        return scale.isFinite ? scale : 0
    }
}
