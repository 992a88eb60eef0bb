import XCTest
@testable import MotionUI

/// The older rotation gesture: a rotate gesture whose value is the rotation alone.
final class RotationGestureTests: XCTestCase {
    func testTheDefaultsAreSwiftUIs() {
        XCTAssertEqual(RotationGesture().minimumAngleDelta, .degrees(1))
        XCTAssertEqual(RotationGesture(minimumAngleDelta: .degrees(10)).minimumAngleDelta, .degrees(10))
    }

    /// The sample snippet: `RotationGesture().onEnded { angle in … }`, turning a view by what each
    /// pinch turned.
    private struct Sample: View {
        @State private var total = Angle.zero
        var body: some View {
            Rectangle().frame(width: 40, height: 40)
                .offset(x: total.degrees)
                .gesture(RotationGesture().onEnded { angle in total = total + angle })
        }
    }

    func testTheSampleSnippetAddsUpEachPinchsRotation() {
        let host = ViewHost(Sample(), size: CGSize(width: 200, height: 200))
        func minX() -> CGFloat { host.displayList.items.first { $0.kind == .fill(shape: "Rectangle") }!.bounds.minX }
        let point = CGPoint(x: 100, y: 100)
        host.send(.pinchBegan(point))
        host.send(.pinchChanged(scale: 1, rotation: .degrees(20), at: point))
        host.send(.pinchChanged(scale: 1, rotation: .degrees(5), at: point))
        XCTAssertEqual(minX(), 80, accuracy: 1e-9, "nothing until the pinch ends")
        host.send(.pinchEnded(point))
        XCTAssertEqual(minX(), 80 + (Angle.degrees(20) + .degrees(5)).degrees, accuracy: 1e-9)
        host.pinch(at: CGPoint(x: 100 + 25, y: 100), rotation: .degrees(-10))
        XCTAssertEqual(minX(), 80 + (Angle.degrees(20) + .degrees(5) + .degrees(-10)).degrees, accuracy: 1e-9)
    }

    func testItIgnoresPureScaleAndTurnsBelowItsMinimum() {
        final class Ends { var values: [Angle] = [] }
        let ends = Ends()
        let host = ViewHost(Rectangle().frame(width: 40, height: 40)
            .gesture(RotationGesture(minimumAngleDelta: .degrees(10)).onEnded { ends.values.append($0) }), size: CGSize(width: 200, height: 200))
        host.pinch(at: CGPoint(x: 100, y: 100), scale: 3)
        host.pinch(at: CGPoint(x: 100, y: 100), rotation: .degrees(9))
        XCTAssertTrue(ends.values.isEmpty)
        host.pinch(at: CGPoint(x: 100, y: 100), rotation: .degrees(-10))
        XCTAssertEqual(ends.values, [.degrees(-10)])
    }
}
