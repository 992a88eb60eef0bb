import Foundation

/// A 3×3 projective transform of the plane, as SwiftUI's `ProjectionTransform` (what a
/// `GeometryEffect` returns).
///
/// Row-vector convention, as Core Graphics: a point (x, y) becomes the row (x, y, 1), is multiplied
/// by the matrix, and the result (X, Y, W) is divided by W:
///
///     X = x·m11 + y·m21 + m31     Y = x·m12 + y·m22 + m32     W = x·m13 + y·m23 + m33
///
/// An affine transform has m13 = m23 = 0 and m33 = 1, with (m11, m12, m21, m22, m31, m32) =
/// (a, b, c, d, tx, ty) of the ``CGAffineTransform``.
///
/// ```swift
/// let shake = ProjectionTransform(CGAffineTransform(translationX: 10, y: 0))
/// CGPoint(x: 5, y: 5).applying(shake)   // (15, 5)
/// ```
public struct ProjectionTransform: Hashable, Sendable {
    /// The matrix entries, row by row; the default values are the identity. Column 3 (m13, m23,
    /// m33) makes W, the perspective divisor.
    ///
    /// ```swift
    /// var t = ProjectionTransform()
    /// t.m31 = 10   // translate x by 10
    /// ```
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    /// The identity transform.
    ///
    /// ```swift
    /// ProjectionTransform().isIdentity   // true
    /// ```
    public init() {}

    /// The transform with the given nine entries (rows m1·, m2·, m3·).
    ///
    /// ```swift
    /// // A perspective that halves points at x = 100:
    /// let p = ProjectionTransform(m11: 1, m12: 0, m13: 0.01, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)
    /// CGPoint(x: 100, y: 0).applying(p)   // (50, 0)
    /// ```
    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat,
                m21: CGFloat, m22: CGFloat, m23: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat) {
        (self.m11, self.m12, self.m13) = (m11, m12, m13)
        (self.m21, self.m22, self.m23) = (m21, m22, m23)
        (self.m31, self.m32, self.m33) = (m31, m32, m33)
    }

    /// The projective form of an affine transform.
    ///
    /// ```swift
    /// ProjectionTransform(CGAffineTransform(scaleX: 2, y: 3)).m22   // 3
    /// ```
    public init(_ t: CGAffineTransform) {
        self.init(m11: t.a, m12: t.b, m13: 0,
                  m21: t.c, m22: t.d, m23: 0,
                  m31: t.tx, m32: t.ty, m33: 1)
    }

    /// Whether this is the identity matrix.
    ///
    /// ```swift
    /// ProjectionTransform(.identity).isIdentity   // true
    /// ```
    public var isIdentity: Bool { self == ProjectionTransform() }

    /// Whether the last column is (0, 0, 1), so no perspective divide happens.
    ///
    /// ```swift
    /// ProjectionTransform(CGAffineTransform(rotationAngle: 1)).isAffine   // true
    /// ```
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// The determinant of the matrix; zero for a transform that cannot be inverted.
    ///
    /// ```swift
    /// ProjectionTransform(CGAffineTransform(scaleX: 2, y: 3)).determinant   // 6
    /// ```
    public var determinant: CGFloat {
        m11 * (m22 * m33 - m23 * m32)
            - m12 * (m21 * m33 - m23 * m31)
            + m13 * (m21 * m32 - m22 * m31)
    }

    /// `self` first, then `rhs` (the matrix product self · rhs), as Core Graphics' concatenation.
    ///
    /// ```swift
    /// let t = ProjectionTransform(CGAffineTransform(translationX: 10, y: 0))
    ///     .concatenating(ProjectionTransform(CGAffineTransform(scaleX: 2, y: 2)))
    /// CGPoint(x: 1, y: 1).applying(t)   // (22, 2)
    /// ```
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        ProjectionTransform(
            m11: m11 * rhs.m11 + m12 * rhs.m21 + m13 * rhs.m31,
            m12: m11 * rhs.m12 + m12 * rhs.m22 + m13 * rhs.m32,
            m13: m11 * rhs.m13 + m12 * rhs.m23 + m13 * rhs.m33,
            m21: m21 * rhs.m11 + m22 * rhs.m21 + m23 * rhs.m31,
            m22: m21 * rhs.m12 + m22 * rhs.m22 + m23 * rhs.m32,
            m23: m21 * rhs.m13 + m22 * rhs.m23 + m23 * rhs.m33,
            m31: m31 * rhs.m11 + m32 * rhs.m21 + m33 * rhs.m31,
            m32: m31 * rhs.m12 + m32 * rhs.m22 + m33 * rhs.m32,
            m33: m31 * rhs.m13 + m32 * rhs.m23 + m33 * rhs.m33)
    }

    /// Inverts the transform in place; returns false and leaves it unchanged when it is singular
    /// (determinant zero or not finite).
    ///
    /// ```swift
    /// var t = ProjectionTransform(CGAffineTransform(scaleX: 2, y: 2))
    /// t.invert()   // true; t now halves
    /// ```
    @discardableResult
    public mutating func invert() -> Bool {
        let det = determinant
        guard det != 0, det.isFinite else { return false }
        self = ProjectionTransform(
            m11: (m22 * m33 - m23 * m32) / det,
            m12: (m13 * m32 - m12 * m33) / det,
            m13: (m12 * m23 - m13 * m22) / det,
            m21: (m23 * m31 - m21 * m33) / det,
            m22: (m11 * m33 - m13 * m31) / det,
            m23: (m13 * m21 - m11 * m23) / det,
            m31: (m21 * m32 - m22 * m31) / det,
            m32: (m12 * m31 - m11 * m32) / det,
            m33: (m11 * m22 - m12 * m21) / det)
        return true
    }

    /// The inverse transform; a singular transform returns itself, as ``CGAffineTransform/inverted()``.
    ///
    /// ```swift
    /// let t = ProjectionTransform(CGAffineTransform(translationX: 3, y: 4))
    /// CGPoint(x: 3, y: 4).applying(t.inverted())   // (0, 0)
    /// ```
    public func inverted() -> ProjectionTransform {
        var copy = self
        copy.invert()
        return copy
    }
}

extension CGPoint {
    /// The point mapped by the projective transform `m`, with the perspective divide.
    ///
    /// Bad values: when W is 0 (the point maps to infinity) or not finite, the divide is skipped
    /// and (X, Y) is returned as is, so the result never becomes infinite or NaN from the divide.
    ///
    /// ```swift
    /// let p = ProjectionTransform(m11: 1, m12: 0, m13: 0.01, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)
    /// CGPoint(x: 100, y: 40).applying(p)   // W = 2, so (50, 20)
    /// ```
    public func applying(_ m: ProjectionTransform) -> CGPoint {
        let px = x * m.m11 + y * m.m21 + m.m31
        let py = x * m.m12 + y * m.m22 + m.m32
        let w = x * m.m13 + y * m.m23 + m.m33
        guard w != 0, w.isFinite else { return CGPoint(x: px, y: py) }
        return CGPoint(x: px / w, y: py / w)
    }
}
