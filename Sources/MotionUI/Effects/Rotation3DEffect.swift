import Foundation

/// Turns content about an axis in 3D and projects it back onto its plane with perspective, as
/// SwiftUI's `_Rotation3DEffect` (what ``View/rotation3DEffect(_:axis:anchor:anchorZ:perspective:)``
/// applies).
///
/// The matrix, as SwiftUI builds it with Core Animation's row-vector 4 × 4 transforms: move the
/// anchor point (anchor in the view's box, `anchorZ` in depth) to the origin, rotate by `angle`
/// about the normalised `axis` (a positive angle about z turns clockwise on screen, as
/// `rotationEffect`; about y it takes the trailing edge away from the viewer), apply a perspective
/// with camera distance d = max(width, height) / `perspective` (m34 = −1/d, so W = 1 − z/d), move
/// the anchor back, and keep the x, y and W rows and columns (z is dropped). Worked out for a
/// point (x, y, 0) with rotation rows r1, r2, r3 and k = 1/d:
///
///     c   = −ax·r1 − ay·r2 − az·r3                       (the anchor, rotated, negated)
///     m13 = −k·r13      m23 = −k·r23      m33 = 1 − k·c.z
///     m11 = r11 + ax·m13   m12 = r12 + ay·m13
///     m21 = r21 + ax·m23   m22 = r22 + ay·m23
///     m31 = c.x + ax·m33   m32 = c.y + ay·m33
///
/// Rules where SwiftUI is silent: a zero axis rotates nothing (the perspective of `anchorZ`
/// stays); `perspective` 0, or an empty view, gives no perspective (a flat, orthographic
/// rotation); any non-finite input gives the identity. Right-to-left layouts are not mirrored.
///
/// ```swift
/// Rectangle().fill(.blue).frame(width: 100, height: 60)
///     .modifier(_Rotation3DEffect(angle: .degrees(45), axis: (x: 0, y: 1, z: 0)))
/// ```
public struct _Rotation3DEffect: GeometryEffect, Equatable {
    public var angle: Angle
    public var axis: (x: CGFloat, y: CGFloat, z: CGFloat)
    public var anchor: UnitPoint
    public var anchorZ: CGFloat
    public var perspective: CGFloat

    /// The effect with SwiftUI's defaults: about the centre, in the view's plane, perspective 1.
    ///
    /// ```swift
    /// _Rotation3DEffect(angle: .degrees(180), axis: (x: 0, y: 1, z: 0)).perspective   // 1
    /// ```
    public init(angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                anchorZ: CGFloat = 0, perspective: CGFloat = 1) {
        self.angle = angle
        self.axis = axis
        self.anchor = anchor
        self.anchorZ = anchorZ
        self.perspective = perspective
    }

    /// Angle, axis x, y, z, anchor, anchorZ and perspective, each interpolated on its own (as
    /// SwiftUI's: a flip animates the angle; a changing axis is not slerped).
    ///
    /// ```swift
    /// _Rotation3DEffect(angle: .degrees(180), axis: (x: 0, y: 1, z: 0)).animatableData.first   // .pi
    /// ```
    public var animatableData: AnimatablePair<Double, AnimatablePair<CGFloat, AnimatablePair<CGFloat,
        AnimatablePair<CGFloat, AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>>>>> {
        get {
            AnimatablePair(angle.animatableData, AnimatablePair(axis.x, AnimatablePair(axis.y, AnimatablePair(axis.z,
                AnimatablePair(anchor.animatableData, AnimatablePair(anchorZ, perspective))))))
        }
        set {
            angle.animatableData = newValue.first
            let rest = newValue.second
            axis = (rest.first, rest.second.first, rest.second.second.first)
            anchor.animatableData = rest.second.second.second.first
            anchorZ = rest.second.second.second.second.first
            perspective = rest.second.second.second.second.second
        }
    }

    /// The projection for content of `size` (see the type's matrix).
    ///
    /// ```swift
    /// _Rotation3DEffect(angle: .degrees(90), axis: (x: 0, y: 0, z: 1)).effectValue(size: CGSize(width: 10, height: 10))
    /// // a quarter turn about (5, 5): m11 ≈ 0, m12 = 1, m31 = 10
    /// ```
    public func effectValue(size: CGSize) -> ProjectionTransform {
        let ax = anchor.x * size.width, ay = anchor.y * size.height, az = anchorZ
        let r = rotation
        let depth = max(size.width, size.height)
        let k = depth > 0 && (perspective / depth).isFinite ? perspective / depth : 0
        let c = (x: -ax * r.r11 - ay * r.r21 - az * r.r31,
                 y: -ax * r.r12 - ay * r.r22 - az * r.r32,
                 z: -ax * r.r13 - ay * r.r23 - az * r.r33)
        let m13 = -k * r.r13, m23 = -k * r.r23, m33 = 1 - k * c.z
        let value = ProjectionTransform(m11: r.r11 + ax * m13, m12: r.r12 + ay * m13, m13: m13,
                                        m21: r.r21 + ax * m23, m22: r.r22 + ay * m23, m23: m23,
                                        m31: c.x + ax * m33, m32: c.y + ay * m33, m33: m33)
        let entries = [value.m11, value.m12, value.m13, value.m21, value.m22, value.m23, value.m31, value.m32, value.m33]
        return entries.allSatisfy({ $0.isFinite }) ? value : ProjectionTransform()
    }

    /// The rotation by `angle` about the normalised axis, in row-vector form (a point's row times
    /// it): Rodrigues' formula transposed. A zero axis gives the identity.
    private var rotation: (r11: CGFloat, r12: CGFloat, r13: CGFloat, r21: CGFloat, r22: CGFloat, r23: CGFloat,
                           r31: CGFloat, r32: CGFloat, r33: CGFloat) {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        guard length > 0, length.isFinite else { return (1, 0, 0, 0, 1, 0, 0, 0, 1) }
        let x = axis.x / length, y = axis.y / length, z = axis.z / length
        let s = CGFloat(sin(angle.radians)), c = CGFloat(cos(angle.radians)), t = 1 - c
        return (t * x * x + c, t * x * y + s * z, t * x * z - s * y,
                t * x * y - s * z, t * y * y + c, t * y * z + s * x,
                t * x * z + s * y, t * y * z - s * x, t * z * z + c)
    }

    /// Equal when every parameter is (the axis compared element by element).
    ///
    /// ```swift
    /// _Rotation3DEffect(angle: .zero, axis: (0, 1, 0)) == _Rotation3DEffect(angle: .zero, axis: (0, 1, 0))   // true
    /// ```
    public static func == (lhs: _Rotation3DEffect, rhs: _Rotation3DEffect) -> Bool {
        lhs.angle == rhs.angle && lhs.axis == rhs.axis && lhs.anchor == rhs.anchor
            && lhs.anchorZ == rhs.anchorZ && lhs.perspective == rhs.perspective
    }
}

extension View {
    /// Draws the view turned by `angle` about `axis` in 3D, projected back with perspective, as
    /// SwiftUI's: layout is unchanged; fills, strokes, text and images are drawn through the
    /// projection and the view hit-tests where it is drawn. Past 90° the back of the view shows,
    /// mirrored (nothing is culled). See ``_Rotation3DEffect`` for the matrix: perspective 1
    /// places the camera at max(width, height) from the view's plane.
    ///
    /// ```swift
    /// CardFace()
    ///     .rotation3DEffect(.degrees(flipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))
    ///     .onTapGesture { withAnimation(.easeInOut(duration: 0.6)) { flipped.toggle() } }
    /// ```
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
        modifier(_Rotation3DEffect(angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective))
    }
}
