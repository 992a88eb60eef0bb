import XCTest
@testable import MotionUI

/// The older magnification gesture: a magnify gesture whose value is the magnification alone.
final class MagnificationGestureTests: XCTestCase {
    func testTheDefaultsAreSwiftUIs() {
        XCTAssertEqual(MagnificationGesture().minimumScaleDelta, 0.01)
        XCTAssertEqual(MagnificationGesture(minimumScaleDelta: 0.2).minimumScaleDelta, 0.2)
    }

    /// The sample snippet: `MagnificationGesture().onChanged { value in scale = value }`.
    private struct Sample: View {
        @State private var scale: CGFloat = 1
        let ends: (CGFloat) -> Void
        var body: some View {
            Rectangle().frame(width: 40, height: 40)
                .scaleEffect(scale)
                .gesture(MagnificationGesture().onChanged { value in scale = value }.onEnded(ends))
        }
    }

    func testTheSampleSnippetScalesByTheProductOfThePinchSteps() {
        final class Ends { var values: [CGFloat] = [] }
        let ends = Ends()
        let host = ViewHost(Sample { ends.values.append($0) }, size: CGSize(width: 200, height: 200))
        let point = CGPoint(x: 100, y: 100)
        host.send(.pinchBegan(point))
        host.send(.pinchChanged(scale: 1.5, rotation: .zero, at: point))
        host.send(.pinchChanged(scale: 1.1, rotation: .zero, at: point))
        host.send(.pinchEnded(point))
        XCTAssertEqual(ends.values, [1.5 * 1.1])
        let square = host.displayList.items.first { $0.kind == .fill(shape: "Rectangle") }!.bounds
        XCTAssertEqual(square.width, 40 * 1.5 * 1.1, accuracy: 1e-9)
    }

    /// Apple's sample for `MagnificationGesture`, as it is.
    private struct MagnificationGestureView: View {
        @GestureState private var magnifyBy = 1.0

        var magnification: some Gesture {
            MagnificationGesture()
                .updating($magnifyBy) { currentState, gestureState, transaction in
                    gestureState = currentState
                }
        }

        var body: some View {
            Circle()
                .frame(width: 100, height: 100)
                .scaleEffect(magnifyBy)
                .gesture(magnification)
        }
    }

    func testApplesSampleGrowsTheCircleWhileThePinchRunsAndResetsAfter() {
        let host = ViewHost(MagnificationGestureView(), size: CGSize(width: 300, height: 300))
        func width() -> CGFloat { host.displayList.items.first { $0.kind == .fill(shape: "Circle") }!.bounds.width }
        let point = CGPoint(x: 150, y: 150)
        host.send(.pinchBegan(point))
        host.send(.pinchChanged(scale: 0.5, rotation: .zero, at: point))
        XCTAssertEqual(width(), 50, accuracy: 1e-6)
        host.send(.pinchEnded(point))
        XCTAssertEqual(width(), 100, accuracy: 1e-6)
    }

    func testItIgnoresAPinchBelowItsMinimumScaleDelta() {
        final class Ends { var values: [CGFloat] = [] }
        let ends = Ends()
        let host = ViewHost(Rectangle().frame(width: 40, height: 40)
            .gesture(MagnificationGesture(minimumScaleDelta: 0.5).onEnded { ends.values.append($0) }), size: CGSize(width: 200, height: 200))
        host.pinch(at: CGPoint(x: 100, y: 100), scale: 1.4, rotation: .degrees(90))
        XCTAssertTrue(ends.values.isEmpty)
        host.pinch(at: CGPoint(x: 100, y: 100), scale: 0.5)
        XCTAssertEqual(ends.values, [0.5])
    }
}
