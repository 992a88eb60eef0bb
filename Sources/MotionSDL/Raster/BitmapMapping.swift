import Foundation
import MotionUI

/// How ``BitmapCompositor`` finds, for a point of the surface (pixels), the bitmap point drawn
/// there, and how many bitmap pixels one surface pixel spans there (its footprint). Internal:
/// the compositor resamples through an affine or a projective mapping with one loop.
protocol BitmapMapping {
    /// The bitmap point under surface point (x, y); nil where nothing of the bitmap's plane is drawn.
    func bitmapPoint(x: Double, y: Double) -> (u: Double, v: Double)?
    /// The footprint at surface point (x, y): the longer image of a surface pixel's two sides in
    /// bitmap pixels, finite.
    func footprint(x: Double, y: Double) -> Double
    /// The bounding box in surface pixels of a bitmap of `width` × `height` pixels once mapped.
    func surfaceBox(width: Int, height: Int) -> CGRect
}

/// An affine mapping: bitmap pixels → surface pixels by `transform`, inverted once.
struct AffineBitmapMapping: BitmapMapping {
    let transform: CGAffineTransform
    private let ia, ib, ic, id, itx, ity: Double
    private let constantFootprint: Double

    init(_ transform: CGAffineTransform) {
        self.transform = transform
        let inverse = transform.inverted()
        (ia, ib, ic, id) = (Double(inverse.a), Double(inverse.b), Double(inverse.c), Double(inverse.d))
        (itx, ity) = (Double(inverse.tx), Double(inverse.ty))
        constantFootprint = max((ia * ia + ib * ib).squareRoot(), (ic * ic + id * id).squareRoot())
    }

    @inline(__always)
    func bitmapPoint(x: Double, y: Double) -> (u: Double, v: Double)? { (ia * x + ic * y + itx, ib * x + id * y + ity) }

    @inline(__always)
    func footprint(x: Double, y: Double) -> Double { constantFootprint }

    func surfaceBox(width: Int, height: Int) -> CGRect {
        CGRect(x: 0, y: 0, width: width, height: height).applying(transform)
    }
}

/// A projective mapping: bitmap pixels → surface pixels by `projection` with the divide; a surface
/// point goes back through the inverse matrix and its own divide. A surface point whose preimage
/// has W below ``ProjectionTransform/minimumW`` under `projection` (behind the camera: the
/// projection's second, wrapped-around image) maps to nothing.
struct ProjectiveBitmapMapping: BitmapMapping {
    let projection: ProjectionTransform
    private let inverse: ProjectionTransform

    /// Nil when `projection` is singular or not finite.
    init?(_ projection: ProjectionTransform) {
        let entries = [projection.m11, projection.m12, projection.m13, projection.m21, projection.m22,
                       projection.m23, projection.m31, projection.m32, projection.m33]
        var inverse = projection
        guard entries.allSatisfy({ $0.isFinite }), inverse.invert() else { return nil }
        self.projection = projection
        self.inverse = inverse
    }

    @inline(__always)
    func bitmapPoint(x: Double, y: Double) -> (u: Double, v: Double)? {
        let i = inverse
        let w = x * Double(i.m13) + y * Double(i.m23) + Double(i.m33)
        guard w != 0 else { return nil }
        let u = (x * Double(i.m11) + y * Double(i.m21) + Double(i.m31)) / w
        let v = (x * Double(i.m12) + y * Double(i.m22) + Double(i.m32)) / w
        let forward = u * Double(projection.m13) + v * Double(projection.m23) + Double(projection.m33)
        guard forward >= Double(ProjectionTransform.minimumW), u.isFinite, v.isFinite else { return nil }
        return (u, v)
    }

    /// The Jacobian of the inverse map at (x, y): ∂u/∂x = (i11 − u·i13)/w and so on; 8 (the most
    /// samples taken) where it is not finite.
    func footprint(x: Double, y: Double) -> Double {
        let i = inverse
        let w = x * Double(i.m13) + y * Double(i.m23) + Double(i.m33)
        let u = (x * Double(i.m11) + y * Double(i.m21) + Double(i.m31)) / w
        let v = (x * Double(i.m12) + y * Double(i.m22) + Double(i.m32)) / w
        let dux = (Double(i.m11) - u * Double(i.m13)) / w, dvx = (Double(i.m12) - v * Double(i.m13)) / w
        let duy = (Double(i.m21) - u * Double(i.m23)) / w, dvy = (Double(i.m22) - v * Double(i.m23)) / w
        let footprint = max((dux * dux + dvx * dvx).squareRoot(), (duy * duy + dvy * dvy).squareRoot())
        return footprint.isFinite ? min(footprint, 8) : 8
    }

    /// The box of the bitmap's rectangle clipped to the front of the camera, then projected.
    func surfaceBox(width: Int, height: Int) -> CGRect {
        let w = CGFloat(width), h = CGFloat(height)
        let corners = [CGPoint(x: 0, y: 0), CGPoint(x: w, y: 0), CGPoint(x: w, y: h), CGPoint(x: 0, y: h)]
        let points = projection.projecting(corners)
        guard let first = points.first else { return .null }
        var box = CGRect(origin: first, size: .zero)
        for point in points.dropFirst() { box = box.union(CGRect(origin: point, size: .zero)) }
        return box
    }
}
