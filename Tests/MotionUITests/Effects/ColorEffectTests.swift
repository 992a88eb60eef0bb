import XCTest
@testable import MotionUI

/// Colour effects animate their amount (and colour) under the transaction; each frame's layer
/// holds the matrix of the presented amount.
final class ColorEffectTests: XCTestCase {
    private struct Subject: View {
        var on: Bool
        var effect: (AnyView, Bool) -> AnyView
        var body: some View { effect(AnyView(Rectangle().fill(Color.red).frame(width: 20, height: 20)), on) }
    }

    /// The matrix of the first layer half way through a 1 s linear change from off to on.
    private func midMatrix(_ effect: @escaping (AnyView, Bool) -> AnyView) -> ColorMatrix? {
        let host = ViewHost(Subject(on: false, effect: effect), size: CGSize(width: 100, height: 100))
        withAnimation(.linear(duration: 1)) { host.content = Subject(on: true, effect: effect) }
        host.advance(by: 0.5)
        guard case .colorMatrix(let matrix) = host.displayList.items.first?.layer?.effect else { return nil }
        return matrix
    }

    func testAmountsAnimateLinearlyToTheirMidValues() {
        XCTAssertEqual(midMatrix { AnyView($0.grayscale($1 ? 1 : 0)) }, .grayscale(0.5))
        XCTAssertEqual(midMatrix { AnyView($0.saturation($1 ? 0 : 1)) }, .saturation(0.5))
        XCTAssertEqual(midMatrix { AnyView($0.brightness($1 ? 0.4 : 0)) }, .brightness(0.2))
        XCTAssertEqual(midMatrix { AnyView($0.contrast($1 ? 2 : 1)) }, .contrast(1.5))
        XCTAssertEqual(midMatrix { AnyView($0.hueRotation(.degrees($1 ? 180 : 0))) }, .hueRotation(.degrees(90)))
        XCTAssertEqual(midMatrix { AnyView($0.colorMultiply($1 ? Color(red: 1, green: 0, blue: 0) : .white)) },
                       .colorMultiply(Color(red: 1, green: 0.5, blue: 0.5)))
    }

    func testOutOfRangeAmountsHaveTheirDocumentedResults() {
        XCTAssertEqual(ColorMatrix.grayscale(5), .grayscale(1))
        XCTAssertEqual(ColorMatrix.grayscale(-2), .identity)
        XCTAssertEqual(ColorMatrix.saturation(-1), .saturation(0))
        XCTAssertEqual(ColorMatrix.saturation(.nan), .saturation(0))
        XCTAssertEqual(ColorMatrix.contrast(.nan), .identity)
        XCTAssertEqual(ColorMatrix.hueRotation(.radians(.infinity)), ColorMatrix.hueRotation(.zero))
    }

    func testTheEffectNamesItsMatrix() {
        XCTAssertEqual(_ColorEffect(.colorInvert).matrix, .colorInvert)
        XCTAssertEqual(_ColorEffect(.luminanceToAlpha).matrix, .luminanceToAlpha)
        XCTAssertEqual(_ColorEffect(.hueRotation, amount: .pi).matrix, .hueRotation(.degrees(180)))
    }
}
