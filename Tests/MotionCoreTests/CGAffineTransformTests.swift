import XCTest
@testable import MotionCore
import MotionTestSupport

final class CGAffineTransformTests: XCTestCase {
    func testIdentity() {
        XCTAssertEqual(CGAffineTransform(), .identity)
        XCTAssertTrue(CGAffineTransform.identity.isIdentity)
        XCTAssertFalse(CGAffineTransform(translationX: 1, y: 0).isIdentity)
        XCTAssertEqual(CGPoint(x: 3, y: -4).applying(.identity), CGPoint(x: 3, y: -4))
        XCTAssertEqual(CGAffineTransform(1, 2, 3, 4, 5, 6), CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
    }

    func testTranslationAndScale() {
        XCTAssertEqual(CGPoint(x: 1, y: 2).applying(CGAffineTransform(translationX: 10, y: -5)), CGPoint(x: 11, y: -3))
        XCTAssertEqual(CGPoint(x: 1, y: 2).applying(CGAffineTransform(scaleX: 3, y: -2)), CGPoint(x: 3, y: -4))
    }

    func testPositiveRotationTurnsClockwiseOnAYDownScreen() {
        // +90°: x axis (1, 0) goes to the y axis (0, 1), which points down on screen.
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        assertEqual(CGPoint(x: 1, y: 0).applying(quarter), CGPoint(x: 0, y: 1))
        assertEqual(CGPoint(x: 0, y: 1).applying(quarter), CGPoint(x: -1, y: 0))
        // 30°: (1, 0) → (cos 30°, sin 30°) = (√3/2, 1/2).
        assertEqual(CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 6)),
                    CGPoint(x: 3.0.squareRoot() / 2, y: 0.5))
    }

    func testConcatenationAppliesSelfFirst() {
        let translate = CGAffineTransform(translationX: 10, y: 0)
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        // (1, 1) + (10, 0) = (11, 1), then ·2 = (22, 2).
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(translate.concatenating(scale)), CGPoint(x: 22, y: 2))
        // (1, 1) · 2 = (2, 2), then + (10, 0) = (12, 2).
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(scale.concatenating(translate)), CGPoint(x: 12, y: 2))
        // The Core Graphics row-vector product [a b; c d; tx ty] · [a' b'; c' d'; tx' ty'], by hand:
        let m = CGAffineTransform(1, 2, 3, 4, 5, 6).concatenating(CGAffineTransform(7, 8, 9, 10, 11, 12))
        // a = 1·7 + 2·9 = 25, b = 1·8 + 2·10 = 28, c = 3·7 + 4·9 = 57, d = 3·8 + 4·10 = 64,
        // tx = 5·7 + 6·9 + 11 = 100, ty = 5·8 + 6·10 + 12 = 112.
        XCTAssertEqual(m, CGAffineTransform(25, 28, 57, 64, 100, 112))
    }

    func testConcatenationMatchesSequentialApplication() {
        var rng = SeededRandom(seed: 1)
        for _ in 0..<500 {
            let t1 = rng.affineTransform(), t2 = rng.affineTransform()
            let p = CGPoint(x: rng.uniform(-50, 50), y: rng.uniform(-50, 50))
            assertEqual(p.applying(t1.concatenating(t2)), p.applying(t1).applying(t2), accuracy: 1e-9)
        }
    }

    func testBuilderMethodsApplyTheNewStepFirst() {
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        // translatedBy: translate (1, 1) → (11, 1), then scale → (22, 2).
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(scale.translatedBy(x: 10, y: 0)), CGPoint(x: 22, y: 2))
        // scaledBy: (1, 1) · (3, 1) = (3, 1), then + (10, 0) = (13, 1).
        let translate = CGAffineTransform(translationX: 10, y: 0)
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(translate.scaledBy(x: 3, y: 1)), CGPoint(x: 13, y: 1))
        // rotated: (1, 0) turned 90° = (0, 1), then + (10, 0) = (10, 1).
        assertEqual(CGPoint(x: 1, y: 0).applying(translate.rotated(by: .pi / 2)), CGPoint(x: 10, y: 1))
    }

    func testDeterminantAndExactInverse() {
        let t = CGAffineTransform(a: 2, b: 0, c: 0, d: 4, tx: 6, ty: 8)
        XCTAssertEqual(t.determinant, 8)
        // x' = 2x + 6, y' = 4y + 8 ⇒ x = x'/2 − 3, y = y'/4 − 2: every entry is exact in binary.
        XCTAssertEqual(t.inverted(), CGAffineTransform(a: 0.5, b: 0, c: 0, d: 0.25, tx: -3, ty: -2))
        XCTAssertEqual(CGAffineTransform(1, 2, 3, 4, 5, 6).determinant, -2)   // 1·4 − 2·3
    }

    func testInversionRoundTripsOverRandomTransforms() {
        var rng = SeededRandom(seed: 42)
        var tested = 0
        while tested < 1000 {
            let t = rng.affineTransform()
            guard abs(t.determinant) > 0.05 else { continue }
            tested += 1
            let inverse = t.inverted()
            assertEqual(t.concatenating(inverse), .identity, accuracy: 1e-9)
            assertEqual(inverse.concatenating(t), .identity, accuracy: 1e-9)
            let p = CGPoint(x: rng.uniform(-100, 100), y: rng.uniform(-100, 100))
            assertEqual(p.applying(t).applying(inverse), p, accuracy: 1e-8)
        }
    }

    func testSingularInverseReturnsSelf() {
        let flat = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 3, ty: 3)   // det 1·4 − 2·2 = 0
        XCTAssertEqual(flat.inverted(), flat)
        let zero = CGAffineTransform(scaleX: 0, y: 1)
        XCTAssertEqual(zero.inverted(), zero)
        let nan = CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        XCTAssertTrue(nan.inverted().a.isNaN)   // returned unchanged, not divided
    }

    func testRectApplyingGivesTheBoundingBox() {
        // (0, 0, 2, 1) turned 90°: corners (0,0)→(0,0), (2,0)→(0,2), (0,1)→(−1,0), (2,1)→(−1,2).
        assertEqual(CGRect(x: 0, y: 0, width: 2, height: 1).applying(CGAffineTransform(rotationAngle: .pi / 2)),
                    CGRect(x: -1, y: 0, width: 1, height: 2))
        // The unit square turned 45°: corners at x = ±√2/2 and y from 0 to √2.
        let h = 2.0.squareRoot() / 2
        assertEqual(CGRect(x: 0, y: 0, width: 1, height: 1).applying(CGAffineTransform(rotationAngle: .pi / 4)),
                    CGRect(x: -h, y: 0, width: 2 * h, height: 2 * h))
        // Scale (2, −1) then translate (10, 0): x 1…4 → 12…18, y 2…6 → −6…−2.
        let t = CGAffineTransform(scaleX: 2, y: -1).concatenating(CGAffineTransform(translationX: 10, y: 0))
        XCTAssertEqual(CGRect(x: 1, y: 2, width: 3, height: 4).applying(t), CGRect(x: 12, y: -6, width: 6, height: 4))
        XCTAssertTrue(CGRect.null.applying(t).isNull)
    }

    func testSizeApplyingIgnoresTranslation() {
        let t = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 100, y: 100))
        XCTAssertEqual(CGSize(width: 4, height: 5).applying(t), CGSize(width: 8, height: 15))
    }

    func testHashableAndDescription() {
        XCTAssertEqual(Set([CGAffineTransform.identity, CGAffineTransform(), CGAffineTransform(scaleX: 2, y: 2)]).count, 2)
        XCTAssertEqual(CGAffineTransform(translationX: 1, y: 2).description,
                       "CGAffineTransform(a: 1.0, b: 0.0, c: 0.0, d: 1.0, tx: 1.0, ty: 2.0)")
    }

    // MARK: helpers

    private func assertEqual(_ p: CGPoint, _ q: CGPoint, accuracy: CGFloat = 1e-12,
                             file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(p.x, q.x, accuracy: accuracy, "x of \(p) vs \(q)", file: file, line: line)
        XCTAssertEqual(p.y, q.y, accuracy: accuracy, "y of \(p) vs \(q)", file: file, line: line)
    }

    private func assertEqual(_ r: CGRect, _ s: CGRect, accuracy: CGFloat = 1e-12,
                             file: StaticString = #filePath, line: UInt = #line) {
        assertEqual(r.origin, s.origin, accuracy: accuracy, file: file, line: line)
        XCTAssertEqual(r.width, s.width, accuracy: accuracy, file: file, line: line)
        XCTAssertEqual(r.height, s.height, accuracy: accuracy, file: file, line: line)
    }

    private func assertEqual(_ t: CGAffineTransform, _ u: CGAffineTransform, accuracy: CGFloat,
                             file: StaticString = #filePath, line: UInt = #line) {
        let pairs = [(t.a, u.a), (t.b, u.b), (t.c, u.c), (t.d, u.d), (t.tx, u.tx), (t.ty, u.ty)]
        for (x, y) in pairs {
            XCTAssertEqual(x, y, accuracy: accuracy, "\(t) vs \(u)", file: file, line: line)
        }
    }
}
