import XCTest
@testable import MotionUI

/// `scrollPosition(id:)`: ten 100-pt rows (ids 0…9) in a 100 × 250 vertical scroll view with a
/// `.scrollTargetLayout()`.
final class ScrollPositionBindingTests: XCTestCase {
    private final class Model { var position: Int? }

    private struct Rows: View {
        @State var position: Int?
        let model: Model
        var body: some View {
            let _ = model.position = position
            VStack(spacing: 0) {
                Text("jump").onTapGesture { withAnimation(.linear(duration: 1)) { position = 6 } }
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<10, id: \.self) { _ in Rectangle().frame(width: 100, height: 100) }
                    }
                    .scrollTargetLayout()
                }
                .scrollPosition(id: $position)
            }
        }
    }

    private func firstRowY(_ host: ViewHost<Rows>) -> CGFloat {
        host.displayList.items.filter { $0.kind == .fill(shape: "Rectangle") }[0].bounds.minY
    }

    func testTheBindingFollowsTheLeadingRowAndSettingItScrolls() {
        let model = Model()
        let host = ViewHost(Rows(model: model), size: CGSize(width: 100, height: 250))
        XCTAssertNil(model.position, "nothing scrolled yet: the binding keeps its value")
        let top = firstRowY(host)
        host.send(.scroll(CGSize(width: 0, height: 250), at: CGPoint(x: 50, y: 200)))
        host.advance(by: 1.0 / 60)
        // Offset 250: row 2 (200…300) is the first whose bottom is past the top edge.
        XCTAssertEqual(model.position, 2)
        host.send(.scroll(CGSize(width: 0, height: 50), at: CGPoint(x: 50, y: 200)))
        host.advance(by: 1.0 / 60)
        XCTAssertEqual(model.position, 3, "offset 300: row 2 has just gone")
        host.tap(text: "jump")
        host.advance(by: 0.5)
        // From 300 to row 6's top, 600, over the linear second.
        XCTAssertEqual(firstRowY(host), top - 450, accuracy: 1e-9)
        host.advance(by: 0.5)
        XCTAssertEqual(firstRowY(host), top - 600, accuracy: 1e-9)
        XCTAssertEqual(model.position, 6)
    }
}
