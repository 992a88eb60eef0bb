import XCTest
@testable import MotionUI

/// `.scrollView` and `.scrollView(axis:)` measure from the nearest (matching) scroll view's
/// visible top-leading corner.
final class ScrollViewSpaceNameTests: XCTestCase {
    private final class Log { var frames: [String: CGRect] = [:] }

    private struct Nested: View {
        let log: Log
        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(height: 20)
                ScrollView {
                    VStack(spacing: 0) {
                        Color.green.frame(height: 50)
                        ScrollView(.horizontal) {
                            HStack(spacing: 0) {
                                Color.blue.frame(width: 70)
                                GeometryReader { proxy in
                                    let _ = log.frames["any"] = proxy.frame(in: .scrollView)
                                    let _ = log.frames["vertical"] = proxy.frame(in: .scrollView(axis: .vertical))
                                    let _ = log.frames["horizontal"] = proxy.frame(in: .scrollView(axis: .horizontal))
                                    Color.clear
                                }
                                .frame(width: 30, height: 40)
                            }
                        }
                        .frame(height: 40)
                    }
                }
            }
        }
    }

    func testTheNearestScrollViewAlongTheAxisWins() {
        let log = Log()
        _ = ViewHost(Nested(log: log), size: CGSize(width: 100, height: 200)).displayList
        XCTAssertEqual(log.frames["any"], CGRect(x: 70, y: 0, width: 30, height: 40), "the inner, horizontal one")
        XCTAssertEqual(log.frames["horizontal"], CGRect(x: 70, y: 0, width: 30, height: 40))
        XCTAssertEqual(log.frames["vertical"], CGRect(x: 70, y: 50, width: 30, height: 40), "the outer one, below the 50-pt bar")
    }
}
