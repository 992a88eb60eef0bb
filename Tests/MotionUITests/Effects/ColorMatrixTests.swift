import XCTest
@testable import MotionUI

/// The W3C matrices against values worked out by hand.
final class ColorMatrixTests: XCTestCase {
    private func assertApply(_ matrix: ColorMatrix, _ input: (Double, Double, Double, Double),
                             _ expected: (Double, Double, Double, Double), file: StaticString = #filePath, line: UInt = #line) {
        let out = matrix.apply(red: input.0, green: input.1, blue: input.2, alpha: input.3)
        XCTAssertEqual(out.red, expected.0, accuracy: 1e-9, file: file, line: line)
        XCTAssertEqual(out.green, expected.1, accuracy: 1e-9, file: file, line: line)
        XCTAssertEqual(out.blue, expected.2, accuracy: 1e-9, file: file, line: line)
        XCTAssertEqual(out.alpha, expected.3, accuracy: 1e-9, file: file, line: line)
    }

    func testNeutralAmountsLeaveColoursAlone() {
        let colour = (0.3, 0.6, 0.9, 0.5)
        for matrix in [ColorMatrix.grayscale(0), .saturation(1), .hueRotation(.zero), .brightness(0), .contrast(1),
                       .colorMultiply(.white)] {
            assertApply(matrix, colour, colour)
        }
    }

    func testKnownColours() {
        // Grey by luminance: 0.2126 R + 0.7152 G + 0.0722 B of (0.2, 0.4, 1) = 0.04252 + 0.28608 + 0.0722.
        assertApply(.grayscale(1), (0.2, 0.4, 1, 1), (0.4008, 0.4008, 0.4008, 1))
        // Half grayscale of red: i = ½ → R = .2126 + .3937 = .6063, G = B = .2126 − .1063 = .1063.
        assertApply(.grayscale(0.5), (1, 0, 0, 1), (0.6063, 0.1063, 0.1063, 1))
        // Saturation 2 of (0.5, 0.25, 0.25): R = 1.787·.5 − .715·.25 − .072·.25 = .69675;
        // G = −.213·.5 + 1.285·.25 − .072·.25 = .19675; B = −.213·.5 − .715·.25 + 1.928·.25 = .19675.
        assertApply(.saturation(2), (0.5, 0.25, 0.25, 1), (0.69675, 0.19675, 0.19675, 1))
        // A hue turn of 120° takes pure red near pure green (the matrix is an approximation in sRGB).
        let c = cos(2 * Double.pi / 3), s = sin(2 * Double.pi / 3)
        assertApply(.hueRotation(.degrees(120)), (1, 0, 0, 1),
                    (max(0, 0.213 + 0.787 * c - 0.213 * s), 0.213 - 0.213 * c + 0.143 * s, max(0, 0.213 - 0.213 * c - 0.787 * s), 1))
        assertApply(.brightness(0.25), (0.5, 0.9, 0, 0.5), (0.75, 1, 0.25, 0.5))
        assertApply(.contrast(-1), (0.2, 0.5, 1, 1), (0.8, 0.5, 0, 1))
        assertApply(.colorMultiply(Color(red: 0.5, green: 1, blue: 0, opacity: 0.5)), (1, 0.5, 1, 1), (0.5, 0.5, 0, 0.5))
        assertApply(.colorInvert, (1, 0.25, 0, 0.5), (0, 0.75, 1, 0.5))
        assertApply(.luminanceToAlpha, (1, 1, 1, 1), (0, 0, 0, 1))
        assertApply(.luminanceToAlpha, (0, 1, 0, 0.3), (0, 0, 0, 0.7154))
    }

    func testBadCoefficientsAndShortListsAreDocumented() {
        XCTAssertEqual(ColorMatrix([.nan]).values[0], 0)
        XCTAssertEqual(Array(ColorMatrix([2]).values.dropFirst()), Array(ColorMatrix.identity.values.dropFirst()))
        XCTAssertEqual(ColorMatrix(Array(repeating: 1, count: 30)).values.count, 20)
        XCTAssertTrue(ColorMatrix([]).isIdentity)
    }
}
