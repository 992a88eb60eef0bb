import XCTest
@testable import MotionUI

/// `Button(_:systemImage:action:)` and symbols inside button labels.
final class ButtonSystemImageTests: XCTestCase {
    private struct Counter: View {
        @State var count = 0
        var body: some View {
            VStack {
                Button("Add", systemImage: "plus") { count += 1 }
                Text("\(count)")
            }
        }
    }

    func testIssue10_ATitleAndSymbolButtonShowsBothInTheAccentColourAndActs() throws {
        let host = ViewHost(Counter(), size: CGSize(width: 200, height: 200))
        let plus = host.displayList.items.filter { $0.kind == .fill(shape: "symbol(plus)") }
        XCTAssertFalse(plus.isEmpty)
        XCTAssertTrue(plus.allSatisfy { $0.color == .accentColor })
        let title = try XCTUnwrap(host.frame(ofText: "Add"))
        XCTAssertLessThan(plus[0].bounds.maxX, title.minX)
        host.tap(text: "Add")
        host.advance(by: 0.1)
        XCTAssertNotNil(host.frame(ofText: "1"))
        // The symbol is part of the button: tapping it acts too.
        let bounds = plus.reduce(CGRect.null) { $0.union($1.bounds) }
        host.tap(at: CGPoint(x: bounds.midX, y: bounds.midY))
        host.advance(by: 0.1)
        XCTAssertNotNil(host.frame(ofText: "2"))
    }

    func testIssue10_TheGenericStringFormAndASymbolInACustomLabel() {
        let title: Substring = "Share"
        let host = ViewHost(Button(title, systemImage: "square.and.arrow.up") {}, size: CGSize(width: 200, height: 100))
        XCTAssertNotNil(host.frame(ofText: "Share"))
        let custom = ViewHost(Button(action: {}) { Image(systemName: "heart.fill") }, size: CGSize(width: 100, height: 100))
        XCTAssertTrue(custom.displayList.items.contains { $0.kind == .fill(shape: "symbol(heart.fill)") && $0.color == .accentColor })
    }
}
