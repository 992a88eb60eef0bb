import XCTest
import MotionUI

/// The README's example, as written there.
private struct Pulse: View {
    @State private var big = false
    var body: some View {
        Circle().fill(Color.orange).frame(width: 40, height: 40)
            .scaleEffect(big ? 1.5 : 1)
            .onTapGesture { withAnimation(.spring(duration: 0.4, bounce: 0.3)) { big.toggle() } }
    }
}

final class ReadmeExampleTests: XCTestCase {
    func testThePulseGrowsMidSpringAndSettlesAtOneAndAHalf() {
        let host = ViewHost(Pulse(), size: CGSize(width: 200, height: 200))
        XCTAssertEqual(host.displayList.items[0].bounds.width, 40, accuracy: 1e-9)
        host.tap(at: CGPoint(x: 100, y: 100))
        host.advance(by: 0.2)
        let mid = host.displayList.items[0].bounds.width
        XCTAssertGreaterThan(mid, 40)
        host.advance(by: 3)
        XCTAssertEqual(host.displayList.items[0].bounds.width, 60, accuracy: 1e-9)
        XCTAssertEqual(host.displayList.items[0].bounds.midX, 100, accuracy: 1e-9, "scaled about its centre")
    }
}
