import XCTest
@testable import MotionUI

private struct TriggerOnTap: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundColor(configuration.role == .destructive ? .red : .green)
            .onTapGesture { configuration.trigger() }
    }
}

final class PrimitiveButtonStyleTests: XCTestCase {
    func testIssue10_primitiveStyleMakesTheWholeButton() {
        final class Count { var value = 0 }
        let count = Count()
        let host = ViewHost(Button("Go") { count.value += 1 }.buttonStyle(TriggerOnTap()),
                            size: CGSize(width: 200, height: 100))
        XCTAssertEqual(host.displayList.texts.first?.color, .green)
        host.tap(at: CGPoint(x: 100, y: 50))
        host.advance(by: 1.0 / 60)
        XCTAssertEqual(count.value, 1)
        // Pressing shows nothing special: no press state, the style's own look only.
        host.press(at: CGPoint(x: 100, y: 50))
        host.advance(by: 1.0 / 60)
        XCTAssertEqual(host.displayList.texts.first?.opacity, 1)
        let destructive = ViewHost(Button("Go", role: .destructive) {}.buttonStyle(TriggerOnTap()),
                                   size: CGSize(width: 200, height: 100))
        XCTAssertEqual(destructive.displayList.texts.first?.color, .red)
    }
}
