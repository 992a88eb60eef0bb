import XCTest
@testable import MotionCore
import MotionTestSupport

final class ProjectionTransformTests: XCTestCase {
    func testIdentity() {
        let identity = ProjectionTransform()
        XCTAssertTrue(identity.isIdentity)
        XCTAssertTrue(identity.isAffine)
        XCTAssertEqual(identity, ProjectionTransform(CGAffineTransform.identity))
        XCTAssertEqual(identity.determinant, 1)
        XCTAssertEqual(CGPoint(x: 7, y: -3).applying(identity), CGPoint(x: 7, y: -3))
    }

    func testAffineEmbedding() {
        let t = ProjectionTransform(CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
        XCTAssertEqual(t, ProjectionTransform(m11: 1, m12: 2, m13: 0, m21: 3, m22: 4, m23: 0, m31: 5, m32: 6, m33: 1))
        XCTAssertTrue(t.isAffine)
        XCTAssertFalse(t.isIdentity)
        XCTAssertEqual(t.determinant, -2)   // expanding along the last column leaves 1·4 − 2·3
    }

    func testSeedShakeTranslation() {
        // The seed's Shake effect: ProjectionTransform(CGAffineTransform(translationX: 10 · sin(…), y: 0)).
        // At animatableData 0.5 with 3 shakes per unit: 10 · sin(0.5 · π · 3) = 10 · sin(3π/2) = −10.
        let amount: CGFloat = 10, data: CGFloat = 0.5
        let effect = ProjectionTransform(CGAffineTransform(translationX: amount * sin(data * .pi * 3), y: 0))
        let moved = CGPoint(x: 100, y: 50).applying(effect)
        XCTAssertEqual(moved.x, 90, accuracy: 1e-12)
        XCTAssertEqual(moved.y, 50)
    }

    func testAffinePointMappingMatchesCGAffineTransform() {
        var rng = SeededRandom(seed: 7)
        for _ in 0..<500 {
            let affine = rng.affineTransform()
            let p = CGPoint(x: rng.uniform(-50, 50), y: rng.uniform(-50, 50))
            assertEqual(p.applying(ProjectionTransform(affine)), p.applying(affine), accuracy: 1e-12)
        }
    }

    func testConcatenationMatchesCGAffineTransform() {
        var rng = SeededRandom(seed: 8)
        for _ in 0..<500 {
            let t1 = rng.affineTransform(), t2 = rng.affineTransform()
            assertEqual(ProjectionTransform(t1).concatenating(ProjectionTransform(t2)),
                        ProjectionTransform(t1.concatenating(t2)), accuracy: 1e-12)
        }
    }

    func testPerspectiveDivide() {
        // W = 100·0.001 + 200·0.002 + 1 = 1.5, so (100, 200) → (100/1.5, 200/1.5) = (200/3, 400/3).
        let p = ProjectionTransform(m11: 1, m12: 0, m13: 0.001, m21: 0, m22: 1, m23: 0.002, m31: 0, m32: 0, m33: 1)
        XCTAssertFalse(p.isAffine)
        assertEqual(CGPoint(x: 100, y: 200).applying(p), CGPoint(x: 200.0 / 3, y: 400.0 / 3), accuracy: 1e-12)
        // m33 = 2 divides every point by 2: W = 2.
        let half = ProjectionTransform(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 2)
        XCTAssertFalse(half.isAffine)
        XCTAssertEqual(CGPoint(x: 8, y: -6).applying(half), CGPoint(x: 4, y: -3))
        // With a translation too: X = 10 + 4 = 14, Y = 0 + 6 = 6, W = 10·0.1 + 1 = 2 → (7, 3).
        let q = ProjectionTransform(m11: 1, m12: 0, m13: 0.1, m21: 0, m22: 1, m23: 0, m31: 4, m32: 6, m33: 1)
        XCTAssertEqual(CGPoint(x: 10, y: 0).applying(q), CGPoint(x: 7, y: 3))
    }

    func testPointOnTheVanishingLineSkipsTheDivide() {
        // W = 100·(−0.01) + 1 = 0: the point maps to infinity; the documented result is (X, Y) undivided.
        let p = ProjectionTransform(m11: 1, m12: 0, m13: -0.01, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)
        let image = CGPoint(x: 100, y: 5).applying(p)
        XCTAssertEqual(image, CGPoint(x: 100, y: 5))
        XCTAssertTrue(image.x.isFinite && image.y.isFinite)
    }

    func testProjectiveConcatenationMatchesSequentialApplication() {
        var rng = SeededRandom(seed: 9)
        var tested = 0
        while tested < 500 {
            let a = rng.projective(), b = rng.projective()
            let p = CGPoint(x: rng.uniform(-10, 10), y: rng.uniform(-10, 10))
            // Keep away from the vanishing lines, where the divide is ill-conditioned.
            let wa = p.x * a.m13 + p.y * a.m23 + a.m33
            let pa = p.applying(a)
            let wb = pa.x * b.m13 + pa.y * b.m23 + b.m33
            guard abs(wa) > 0.2, abs(wb) > 0.2 else { continue }
            tested += 1
            assertEqual(p.applying(a.concatenating(b)), pa.applying(b), accuracy: 1e-8)
        }
    }

    func testInversion() {
        // diag(1, 1, 2) halves points; its inverse diag(1, 1, 0.5) doubles them.
        let half = ProjectionTransform(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 2)
        XCTAssertEqual(half.inverted(),
                       ProjectionTransform(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 0.5))
        XCTAssertEqual(CGPoint(x: 3, y: 4).applying(half.inverted()), CGPoint(x: 6, y: 8))
        // The inverse of an affine transform is the affine inverse.
        let affine = CGAffineTransform(a: 2, b: 0, c: 0, d: 4, tx: 6, ty: 8)
        XCTAssertEqual(ProjectionTransform(affine).inverted(), ProjectionTransform(affine.inverted()))

        var rng = SeededRandom(seed: 10)
        var tested = 0
        while tested < 1000 {
            let m = rng.projective()
            guard abs(m.determinant) > 0.05 else { continue }
            let p = CGPoint(x: rng.uniform(-10, 10), y: rng.uniform(-10, 10))
            let w = p.x * m.m13 + p.y * m.m23 + m.m33
            guard abs(w) > 0.2 else { continue }
            tested += 1
            let inverse = m.inverted()
            assertEqual(m.concatenating(inverse), ProjectionTransform(), accuracy: 1e-9)
            assertEqual(p.applying(m).applying(inverse), p, accuracy: 1e-8)
        }
    }

    func testSingularInversion() {
        // Rows 1 and 2 equal: determinant 0.
        var flat = ProjectionTransform(m11: 1, m12: 2, m13: 3, m21: 1, m22: 2, m23: 3, m31: 0, m32: 0, m33: 1)
        XCTAssertEqual(flat.determinant, 0)
        let before = flat
        XCTAssertFalse(flat.invert())
        XCTAssertEqual(flat, before)
        XCTAssertEqual(flat.inverted(), flat)
        var scale = ProjectionTransform(CGAffineTransform(scaleX: 2, y: 2))
        XCTAssertTrue(scale.invert())
        XCTAssertEqual(scale, ProjectionTransform(CGAffineTransform(scaleX: 0.5, y: 0.5)))
    }

    func testDeterminantByHand() {
        // Rule of Sarrus on [[2, 0, 1], [1, 3, 0], [0, 1, 4]]:
        // 2·3·4 + 0·0·0 + 1·1·1 − 1·3·0 − 2·0·1 − 0·1·4 = 24 + 1 = 25.
        let m = ProjectionTransform(m11: 2, m12: 0, m13: 1, m21: 1, m22: 3, m23: 0, m31: 0, m32: 1, m33: 4)
        XCTAssertEqual(m.determinant, 25)
    }

    // MARK: helpers

    private func assertEqual(_ p: CGPoint, _ q: CGPoint, accuracy: CGFloat,
                             file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(p.x, q.x, accuracy: accuracy, "x of \(p) vs \(q)", file: file, line: line)
        XCTAssertEqual(p.y, q.y, accuracy: accuracy, "y of \(p) vs \(q)", file: file, line: line)
    }

    private func assertEqual(_ m: ProjectionTransform, _ n: ProjectionTransform, accuracy: CGFloat,
                             file: StaticString = #filePath, line: UInt = #line) {
        let pairs = [(m.m11, n.m11), (m.m12, n.m12), (m.m13, n.m13), (m.m21, n.m21), (m.m22, n.m22),
                     (m.m23, n.m23), (m.m31, n.m31), (m.m32, n.m32), (m.m33, n.m33)]
        for (x, y) in pairs {
            XCTAssertEqual(x, y, accuracy: accuracy, "\(m) vs \(n)", file: file, line: line)
        }
    }
}

private extension SeededRandom {
    /// A matrix with a small perspective part, like a 3-D rotation seen from a distance.
    mutating func projective() -> ProjectionTransform {
        ProjectionTransform(m11: uniform(-3, 3), m12: uniform(-3, 3), m13: uniform(-0.05, 0.05),
                            m21: uniform(-3, 3), m22: uniform(-3, 3), m23: uniform(-0.05, 0.05),
                            m31: uniform(-20, 20), m32: uniform(-20, 20), m33: uniform(0.5, 2))
    }
}
