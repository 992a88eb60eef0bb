import XCTest
@testable import MotionUI

final class StateWriteTests: XCTestCase {
    private struct Toggle: View {
        @State private var on = false
        @State private var count = 0
        var body: some View {
            Rectangle().frame(width: on ? 200 : 100, height: 50).onTapGesture {
                withAnimation(.linear(duration: 1)) { on.toggle() }
                count += 1
            }
        }
    }

    private struct Wrapper: View {
        var body: some View { Toggle() }
    }

    func testIssue15_everyWriteIsReportedWithItsViewAndTransaction() {
        let host = ViewHost(Wrapper(), size: CGSize(width: 300, height: 100))
        var writes: [StateWrite] = []
        host.stateWriteObserver = { writes.append($0) }
        host.tap(at: CGPoint(x: 150, y: 50))
        XCTAssertEqual(writes.map(\.view), ["Toggle", "Toggle"])
        XCTAssertEqual(writes.map(\.transaction.animation), [.linear(duration: 1), nil])
        host.stateWriteObserver = nil
        host.tap(at: CGPoint(x: 150, y: 50))
        XCTAssertEqual(writes.count, 2)
    }
}
