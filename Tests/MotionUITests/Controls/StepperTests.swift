import XCTest
@testable import MotionUI

final class StepperTests: XCTestCase {
    private struct Cups: View {
        @State var cups = 7
        var body: some View {
            Stepper("Cups: \(cups)", value: $cups, in: 0...8)
        }
    }

    func testIssue11_plusAndMinusStayWithinTheBounds() {
        let host = ViewHost(Cups(), size: CGSize(width: 300, height: 100))
        XCTAssertNotNil(host.frame(ofText: "Cups: 7"))
        let plus = host.frame(ofText: "+")!
        XCTAssertEqual(plus.maxX, 300, accuracy: 47 / 2 + 1, "the buttons sit at the trailing edge")
        host.tap(text: "+")
        XCTAssertNotNil(host.frame(ofText: "Cups: 8"))
        host.tap(text: "+")
        XCTAssertNotNil(host.frame(ofText: "Cups: 8"), "at the upper bound + does nothing")
        XCTAssertEqual(host.displayList.texts.first { $0.text == "+" }?.color, Color(white: 0.47, opacity: 0.4), "and is greyed out")
        host.tap(text: "−")
        host.tap(text: "−")
        XCTAssertNotNil(host.frame(ofText: "Cups: 6"))
    }
}
