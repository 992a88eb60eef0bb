import XCTest
@testable import MotionUI

/// The built-in button styles through a ViewHost. "Go" at 17 pt is 20.4 × 20.4; regular bordered
/// padding is 12 across and 7 down, so a bordered "Go" is 44.4 × 34.4, centred in 200 × 100 at
/// (77.8, 32.8).
final class BorderedButtonStyleTests: XCTestCase {
    private let size = CGSize(width: 200, height: 100)

    private func border<V: View>(_ host: ViewHost<V>) -> DisplayItem? {
        host.displayList.items.first { $0.kind == .fill(shape: "ButtonBorder") }
    }

    func testIssue10_borderedProminentIsFilledWithTheTintAndAWhiteLabel() {
        let host = ViewHost(Button("Go") {}.buttonStyle(.borderedProminent), size: size)
        let fill = try! XCTUnwrap(border(host))
        XCTAssertEqual(fill.color, .accentColor)
        XCTAssertEqual(fill.bounds.minX, 77.8, accuracy: 1e-6)
        XCTAssertEqual(fill.bounds.minY, 32.8, accuracy: 1e-6)
        XCTAssertEqual(fill.bounds.width, 44.4, accuracy: 1e-6)
        XCTAssertEqual(fill.bounds.height, 34.4, accuracy: 1e-6)
        XCTAssertEqual(host.displayList.texts.first?.color, .white)
        XCTAssertEqual(host.displayList.texts.first?.bounds.minX ?? 0, 89.8, accuracy: 1e-6)
    }

    func testIssue10_borderedIsTheTintAtFifteenPercent() {
        let host = ViewHost(Button("Go") {}.buttonStyle(.bordered).tint(.orange), size: size)
        XCTAssertEqual(border(host)?.color, Color.orange.opacity(0.15))
        XCTAssertEqual(host.displayList.texts.first?.color, .orange)
    }

    func testIssue10_destructiveRoleIsRedWhateverTheTint() {
        let bordered = ViewHost(Button("Go", role: .destructive) {}.buttonStyle(.bordered).tint(.blue), size: size)
        XCTAssertEqual(border(bordered)?.color, Color.red.opacity(0.15))
        XCTAssertEqual(bordered.displayList.texts.first?.color, .red)
        let plain = ViewHost(Button(role: .destructive) {} label: { Text("Go") }, size: size)
        XCTAssertEqual(plain.displayList.texts.first?.color, .red)
        let cancel = ViewHost(Button("Go", role: .cancel) {}, size: size)
        XCTAssertEqual(cancel.displayList.texts.first?.color, .accentColor)
    }

    func testIssue10_controlSizeSetsThePadding() {
        // Large: 20 across, 14 down → 60.4 × 48.4; mini: 6 / 2 → 32.4 × 24.4.
        let large = ViewHost(Button("Go") {}.buttonStyle(.bordered).controlSize(.large), size: size)
        XCTAssertEqual(border(large)?.bounds.width ?? 0, 60.4, accuracy: 1e-6)
        XCTAssertEqual(border(large)?.bounds.height ?? 0, 48.4, accuracy: 1e-6)
        let mini = ViewHost(Button("Go") {}.buttonStyle(.bordered).controlSize(.mini), size: size)
        XCTAssertEqual(border(mini)?.bounds.width ?? 0, 32.4, accuracy: 1e-6)
        XCTAssertEqual(border(mini)?.bounds.height ?? 0, 24.4, accuracy: 1e-6)
    }

    func testIssue10_borderShapes() {
        let rect = CGRect(x: 0, y: 0, width: 44.4, height: 34.4)
        XCTAssertEqual(ButtonBorderShape.capsule.path(in: rect, controlSize: .regular), Capsule().path(in: rect))
        XCTAssertEqual(ButtonBorderShape.circle.path(in: rect, controlSize: .regular), Ellipse().path(in: rect))
        XCTAssertEqual(ButtonBorderShape.automatic.path(in: rect, controlSize: .regular),
                       RoundedRectangle(cornerRadius: 8, style: .continuous).path(in: rect))
        XCTAssertEqual(ButtonBorderShape.automatic.path(in: rect, controlSize: .large),
                       RoundedRectangle(cornerRadius: 12, style: .continuous).path(in: rect))
        XCTAssertEqual(ButtonBorderShape.roundedRectangle(radius: 4).path(in: rect, controlSize: .large),
                       RoundedRectangle(cornerRadius: 4, style: .continuous).path(in: rect))
        XCTAssertEqual(ButtonBorderShape.roundedRectangle(radius: .nan), .roundedRectangle(radius: 0))
        // The environment's shape reaches the style: a capsule fill is drawn.
        let host = ViewHost(Button("Go") {}.buttonStyle(.borderedProminent).buttonBorderShape(.capsule), size: size)
        let capsule = Capsule().path(in: rect).flattenedContours(tolerance: 0.25)
        XCTAssertEqual(border(host)?.polygons.first?.count, capsule.first?.count)
    }

    func testIssue10_pressedAndDisabled() {
        let host = ViewHost(Button("Go") {}.buttonStyle(.borderedProminent), size: size)
        host.press(at: CGPoint(x: 100, y: 50))
        host.advance(by: 1.0 / 60)
        XCTAssertEqual(border(host)?.opacity ?? 0, 0.7, accuracy: 1e-9)
        host.release(at: CGPoint(x: 100, y: 50))
        host.advance(by: 1.0 / 60)
        XCTAssertEqual(border(host)?.opacity ?? 0, 1, accuracy: 1e-9)
        let disabled = ViewHost(Button("Go") {}.buttonStyle(.bordered).disabled(true), size: size)
        XCTAssertEqual(border(disabled)?.color, Color(.tertiarySystemFill))
    }

    func testIssue10_plainBorderlessAndAutomatic() {
        let plain = ViewHost(Button("Go") {}.buttonStyle(.plain), size: size)
        XCTAssertNil(border(plain))
        XCTAssertEqual(plain.displayList.texts.first?.color, .primary)
        plain.press(at: CGPoint(x: 100, y: 50))
        plain.advance(by: 1.0 / 60)
        XCTAssertEqual(plain.displayList.texts.first?.opacity ?? 0, 0.5, accuracy: 1e-9)
        let borderless = ViewHost(Button("Go") {}.buttonStyle(.borderless).tint(.pink), size: size)
        XCTAssertEqual(borderless.displayList.texts.first?.color, .pink)
        let automatic = ViewHost(Button("Go") {}.buttonStyle(.automatic).tint(.green), size: size)
        XCTAssertEqual(automatic.displayList.texts.first?.color, .green)
    }

    func testIssue10_roleInitialisersKeepTheAction() {
        final class Count { var value = 0 }
        let count = Count()
        let host = ViewHost(Button("Delete", role: .destructive) { count.value += 1 }.buttonStyle(.bordered), size: size)
        host.tap(at: CGPoint(x: 100, y: 50))
        host.advance(by: 1.0 / 60)
        XCTAssertEqual(count.value, 1)
        XCTAssertEqual(ButtonRole.destructive.description, "destructive")
    }
}

extension BorderedButtonStyleTests {
    func testIssue10_aForegroundAroundTheButtonColoursItsLabel() {
        let size = CGSize(width: 200, height: 100)
        let automatic = ViewHost(Button("Go") {}.foregroundColor(.white), size: size)
        XCTAssertEqual(automatic.displayList.texts.first?.color, .white)
        let prominent = ViewHost(Button("Go") {}.buttonStyle(.borderedProminent).foregroundStyle(.black), size: size)
        XCTAssertEqual(prominent.displayList.texts.first?.color, .black)
        XCTAssertEqual(prominent.displayList.items.first { $0.kind == .fill(shape: "ButtonBorder") }?.color, .accentColor)
        // The label's own colour wins over both.
        let own = ViewHost(Button {} label: { Text("Go").foregroundColor(.pink) }.foregroundColor(.white), size: size)
        XCTAssertEqual(own.displayList.texts.first?.color, .pink)
    }
}
