import XCTest
@testable import MotionUI

final class UIFeedbackGeneratorTests: XCTestCase {
    /// Issue 10: a swipe sample's haptics compile and do nothing; the view around them is unchanged.
    func testIssue10_hapticsCompileAndLeaveTheViewAsItIs() {
        struct Swipe: View {
            @State private var count = 0
            var body: some View {
                Text("count \(count)")
                    .onTapGesture {
                        UIImpactFeedbackGenerator(style: .light).impactOccurred()
                        UINotificationFeedbackGenerator().notificationOccurred(.success)
                        UISelectionFeedbackGenerator().selectionChanged()
                        count += 1
                    }
                    .sensoryFeedback(.increase, trigger: count)
            }
        }
        let host = ViewHost(Swipe(), size: CGSize(width: 200, height: 100))
        host.tap(text: "count 0")
        XCTAssertNotNil(host.frame(ofText: "count 1"))
        XCTAssertEqual(UIImpactFeedbackGenerator(style: .heavy).style, .heavy)
    }
}
