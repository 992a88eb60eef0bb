import XCTest
@testable import MotionUI

final class GlassTests: XCTestCase {
    private let size = CGSize(width: 200, height: 100)

    func testIssue10_regularGlassIsAWhiteCapsuleWithARimBehindTheView() {
        // Color.clear 80 × 30 centred in 200 × 100 → frame (60, 35, 80, 30); glass fill then rim.
        let host = ViewHost(Color.red.frame(width: 80, height: 30).glassEffect(), size: size)
        let items = host.displayList.items
        XCTAssertEqual(items.count, 3)
        XCTAssertEqual(items[0].kind, .fill(shape: "DefaultGlassEffectShape"))
        XCTAssertEqual(items[0].color, Color(white: 1, opacity: 0.6))
        XCTAssertEqual(items[0].bounds.minX, 60, accuracy: 1e-6)
        XCTAssertEqual(items[0].bounds.height, 30, accuracy: 1e-6)
        XCTAssertEqual(items[1].color, Color(white: 1, opacity: 0.8))
        XCTAssertEqual(items[2].color, .red)
    }

    func testIssue10_glassVariants() {
        XCTAssertEqual(Glass.clear.fillColor, Color(white: 1, opacity: 0.25))
        XCTAssertNil(Glass.identity.fillColor)
        XCTAssertEqual(Glass.regular.tint(.orange).fillColor, Color.orange.opacity(0.5))
        XCTAssertTrue(Glass.regular.interactive().isInteractive)
        XCTAssertFalse(Glass.regular.interactive(false).isInteractive)
        XCTAssertTrue(Glass.regular.interactive().tint(.blue).isInteractive)
        // Identity draws nothing but the view.
        let host = ViewHost(Color.red.frame(width: 10, height: 10).glassEffect(.identity, in: .circle), size: size)
        XCTAssertEqual(host.displayList.items.map(\.color), [.red])
    }

    func testIssue10_glassInACircleAndTheContainer() {
        let host = ViewHost(GlassEffectContainer(spacing: 10) {
            Color.blue.frame(width: 40, height: 40).glassEffect(.regular.tint(.pink), in: .circle)
        }, size: size)
        let fill = host.displayList.items.first { $0.kind == .fill(shape: "Circle") }
        XCTAssertEqual(fill?.color, Color.pink.opacity(0.5))
        XCTAssertEqual(fill?.bounds.minX ?? 0, 80, accuracy: 1e-6)
    }
}

extension GlassTests {
    func testIssue10_glassButtonStyles() {
        // "Go" 20.4 × 20.4 padded 12 / 7: a 44.4 × 34.4 capsule of glass behind a tinted label.
        let glass = ViewHost(Button("Go") {}.buttonStyle(.glass).tint(.orange), size: CGSize(width: 200, height: 100))
        let fill = glass.displayList.items.first { $0.kind == .fill(shape: "Capsule") }
        XCTAssertEqual(fill?.color, Color(white: 1, opacity: 0.6))
        XCTAssertEqual(fill?.bounds.width ?? 0, 44.4, accuracy: 1e-6)
        XCTAssertEqual(glass.displayList.texts.first?.color, .orange)
        let prominent = ViewHost(Button("Go") {}.buttonStyle(.glassProminent).tint(.green), size: CGSize(width: 200, height: 100))
        XCTAssertEqual(prominent.displayList.items.first { $0.kind == .fill(shape: "Capsule") }?.color, Color.green.opacity(0.5))
        XCTAssertEqual(prominent.displayList.texts.first?.color, .white)
    }
}
