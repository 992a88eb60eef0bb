import XCTest
@testable import MotionUI

final class SliderTests: XCTestCase {
    private final class Log { var editing: [Bool] = [] }

    private struct Volume: View {
        let log: Log
        var step: Double? = nil
        @State var value = 0.5
        var body: some View {
            VStack {
                if let step {
                    Slider(value: $value, in: 0...1, step: step) { log.editing.append($0) }
                } else {
                    Slider(value: $value) { log.editing.append($0) }
                }
                Text(String(format: "%.2f", value))
            }
            .frame(width: 228)
        }
    }

    private func thumb(_ host: ViewHost<Volume>) -> CGRect {
        host.displayList.items.first { $0.kind == .fill(shape: "Circle") }!.bounds
    }

    func testIssue11_draggingMovesTheThumbAndTheValue() {
        let log = Log()
        let host = ViewHost(Volume(log: log), size: CGSize(width: 300, height: 200))
        let start = thumb(host)
        XCTAssertEqual(start.width, 28)
        // The slider is 228 wide (36…264): the thumb's centre travels 200 pt from x = 50.
        XCTAssertEqual(start.midX, 50 + 100, accuracy: 1e-9, "0.5: half way")
        host.press(at: CGPoint(x: start.midX, y: start.midY))
        host.send(.pointerMoved(CGPoint(x: 50 + 150, y: start.midY)))
        XCTAssertNotNil(host.frame(ofText: "0.75"))
        host.send(.pointerMoved(CGPoint(x: 400, y: start.midY)))
        XCTAssertNotNil(host.frame(ofText: "1.00"), "clamped at the end")
        XCTAssertEqual(thumb(host).midX, 250, accuracy: 1e-9)
        host.release(at: CGPoint(x: 60, y: start.midY))
        XCTAssertNotNil(host.frame(ofText: "0.05"))
        XCTAssertEqual(log.editing, [true, false])
    }

    func testIssue11_stepsRoundFromTheLowerBound() {
        let host = ViewHost(Volume(log: Log(), step: 0.1), size: CGSize(width: 300, height: 200))
        let start = thumb(host)
        host.tap(at: CGPoint(x: 50 + 54, y: start.midY))   // 0.27 → 0.3
        XCTAssertNotNil(host.frame(ofText: "0.30"))
    }
}
