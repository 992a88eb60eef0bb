import XCTest
@testable import MotionUI

final class TextTests: XCTestCase {
    func testTextWhoseFrameAnimatesIsNotTruncatedOnTheWay() {
        struct Growing: View {
            @State var long = false
            var body: some View {
                VStack {
                    Text(long ? "a much longer line" : "short")
                    Text("grow").onTapGesture { withAnimation(.linear(duration: 1)) { long.toggle() } }
                }
            }
        }
        let host = ViewHost(Growing(), size: CGSize(width: 400, height: 300))
        XCTAssertTrue(host.tap(text: "grow"))
        host.advance(by: 0.5)
        // The frame is half way from 51 to 183.6 wide; the text is laid out for its final frame.
        let run = host.displayList.texts.first { $0.text?.hasPrefix("a much") == true }
        XCTAssertEqual(run?.text, "a much longer line", "not cut to the animating frame's width")
        XCTAssertEqual(run?.bounds.width ?? 0, 18 * 10.2, accuracy: 1e-9)
        // Centred: the final frame starts at (400 − 183.6) / 2 = 108.2, the old one at (400 − 51) / 2
        // = 174.5; half way through a linear second: 141.35.
        XCTAssertEqual(run?.bounds.minX ?? 0, (108.2 + 174.5) / 2, accuracy: 1e-9)
    }
}
