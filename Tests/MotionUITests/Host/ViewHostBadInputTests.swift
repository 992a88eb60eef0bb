import XCTest
@testable import MotionUI

/// Issue 13, bad input at the host: floods of events, resize storms and huge pastes finish, keep
/// every number finite, and leave the host working.
final class ViewHostBadInputTests: XCTestCase {
    private struct Form: View {
        @State private var name = ""
        @State private var taps = 0
        var body: some View {
            VStack(spacing: 8) {
                TextField("Name", text: $name).frame(width: 200, height: 30)
                Text("taps \(taps)").onTapGesture { taps += 1 }
                Text("length \(name.count)")
                RoundedRectangle(cornerRadius: 8).fill(Color.blue).frame(width: 80, height: 40)
                    .scaleEffect(taps % 2 == 0 ? 1 : 1.5)
                    .animation(.spring, value: taps)
            }
        }
    }

    private func assertFinite(_ host: ViewHost<Form>, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(host.displayList.items.allSatisfy(\.hasOnlyFiniteNumbers), file: file, line: line)
    }

    func testIssue13_100000InputEventsInOneFrameAreAllHandled() throws {
        let host = ViewHost(Form(), size: CGSize(width: 320, height: 240))
        let tapText = try XCTUnwrap(host.frame(ofText: "taps 0"))
        let centre = CGPoint(x: tapText.midX, y: tapText.midY)
        for index in 0..<100_000 {
            switch index % 4 {
            case 0: host.send(.pointerDown(centre))
            case 1: host.send(.pointerMoved(CGPoint(x: centre.x + 0.5, y: centre.y)))
            case 2: host.send(.pointerUp(centre))
            default: host.send(.hover(CGPoint(x: Double(index % 320), y: Double(index % 240))))
            }
        }
        host.advance(by: 1.0 / 60)
        // 25,000 press–release pairs on the text: 25,000 taps.
        XCTAssertNotNil(host.frame(ofText: "taps 25000"))
        assertFinite(host)
        host.advance(by: 2)
        XCTAssertEqual(host.liveAnimationCount, 0)
    }

    func testIssue13_aResizeStormEndsAtTheLastSizeWithFiniteDrawing() {
        let host = ViewHost(Form(), size: CGSize(width: 320, height: 240))
        var state: UInt64 = 13
        for _ in 0..<5_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let width = Double((state >> 40) % 5000) - 100, height = Double((state >> 20) % 5000) - 100
            host.resize(to: CGSize(width: width, height: height))
        }
        for size in [CGSize(width: 0, height: 0), CGSize(width: CGFloat.infinity, height: 10), CGSize(width: CGFloat.nan, height: 10),
                     CGSize(width: 1e12, height: 1e12), CGSize(width: 320, height: 240)] {
            host.resize(to: size)
            assertFinite(host)
        }
        XCTAssertEqual(host.size, CGSize(width: 320, height: 240))
        XCTAssertNotNil(host.frame(ofText: "taps 0"))
    }

    func testIssue13_oneMegabyteOfTextPastedIntoAFieldIsKept() throws {
        let host = ViewHost(Form(), size: CGSize(width: 320, height: 240))
        let field = try XCTUnwrap(host.displayList.items.first { $0.kind == .text && $0.text == "Name" }?.bounds)
        host.tap(at: CGPoint(x: field.midX, y: field.midY))
        XCTAssertEqual(host.focusedText, "")
        let megabyte = String(repeating: "0123456789abcdef", count: 65_536)
        XCTAssertTrue(host.type(megabyte))
        host.advance(by: 1.0 / 60)
        XCTAssertEqual(host.focusedText?.utf8.count, 1_048_576)
        XCTAssertNotNil(host.frame(ofText: "length 1048576"))
        assertFinite(host)
    }
}
