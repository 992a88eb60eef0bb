import XCTest
@testable import MotionUI

/// A modifier of nothing is nothing, as in SwiftUI: a modified `EmptyView`, or a modified `if`
/// whose condition is false, takes no place and no spacing in a stack.
final class EmptyViewTests: XCTestCase {
    private let size = CGSize(width: 300, height: 200)

    private func frameOfA<V: View>(_ view: V) -> CGRect? {
        ViewHost(view, size: size).frame(ofText: "A")
    }

    func testAModifiedEmptyViewTakesNoPlaceInAStack() {
        let alone = frameOfA(VStack(spacing: 8) { Text("A") })
        XCTAssertNotNil(alone)
        XCTAssertEqual(frameOfA(VStack(spacing: 8) { EmptyView().font(.headline); Text("A") }), alone)
        XCTAssertEqual(frameOfA(VStack(spacing: 8) { EmptyView().padding(20).frame(width: 50, height: 50); Text("A") }), alone)
        XCTAssertEqual(frameOfA(HStack(spacing: 8) { EmptyView().background(Color.red); Text("A") }),
                       frameOfA(HStack(spacing: 8) { Text("A") }))
    }

    func testAModifiedConditionThatIsFalseTakesNoPlace() {
        let shown = false
        let alone = frameOfA(VStack(spacing: 8) { Text("A") })
        XCTAssertEqual(frameOfA(VStack(spacing: 8) { Group { if shown { Text("B") } }.padding(); Text("A") }), alone)
        // Shown, it does: the padded B (20.4 + 32 high) and 8 of spacing push A down by half of that.
        let withB = frameOfA(VStack(spacing: 8) { Group { if !shown { Text("B") } }.padding(); Text("A") })
        XCTAssertEqual((withB?.minY ?? 0) - (alone?.minY ?? 0), (20.4 + 32 + 8) / 2, accuracy: 1e-9)
    }
}
