import XCTest
@testable import MotionUI

/// Multi-line alignment and line limits on any view (0.6 × 17 = 10.2 per character, 20.4 per line).
final class TextAlignmentTests: XCTestCase {
    private let size = CGSize(width: 200, height: 200)

    private func texts<V: View>(_ view: V) -> [DisplayItem] { ViewHost(view, size: size).displayList.texts }

    func testIssue10_linesAlignInTheTextsWidth() {
        // "Welcome" 71.4, "back" 40.8: the text is 71.4 wide at x (200 − 71.4) / 2 = 64.3.
        let leading = texts(Text("Welcome\nback"))
        XCTAssertEqual(leading[1].bounds.minX, 64.3, accuracy: 1e-9)
        let centred = texts(Text("Welcome\nback").multilineTextAlignment(.center))
        XCTAssertEqual(centred[0].bounds.minX, 64.3, accuracy: 1e-9)
        XCTAssertEqual(centred[1].bounds.minX, 64.3 + 15.3, accuracy: 1e-9)
        let trailing = texts(VStack { Text("Welcome\nback") }.multilineTextAlignment(.trailing))
        XCTAssertEqual(trailing[1].bounds.minX, 64.3 + 30.6, accuracy: 1e-9)
    }

    func testIssue10_lineLimitOnAnyView() {
        // 100 wide, "Welcome back" wraps to two lines; one line allowed: "Welcome…".
        XCTAssertEqual(texts(Text("Welcome back").frame(width: 100)).map(\.text), ["Welcome", "back"])
        XCTAssertEqual(texts(Text("Welcome back").frame(width: 100).lineLimit(1)).map(\.text), ["Welcome…"])
        XCTAssertEqual(texts(VStack { Text("Welcome back") }.frame(width: 100).lineLimit(nil)).map(\.text),
                       ["Welcome", "back"])
        XCTAssertEqual(texts(Text("Welcome back").frame(width: 100).lineLimit(...1)).map(\.text), ["Welcome…"])
    }

    func testIssue10_reservedLinesSetTheHeight() {
        func height<V: View>(_ view: V) -> CGFloat {
            ViewHost(view.background(Color.red), size: size).displayList.items.first { $0.color == .red }!.bounds.height
        }
        XCTAssertEqual(height(Text("Hi").lineLimit(3, reservesSpace: true)), 61.2, accuracy: 1e-9)
        XCTAssertEqual(height(Text("Hi").lineLimit(3, reservesSpace: false)), 20.4, accuracy: 1e-9)
        XCTAssertEqual(height(Text("Hi").lineLimit(2...4)), 40.8, accuracy: 1e-9)
        XCTAssertEqual(height(Text("Hi").lineLimit(2...)), 40.8, accuracy: 1e-9)
        // Four lines of text with 2...3: three lines (the third truncated).
        XCTAssertEqual(height(Text("a\nb\nc\nd").lineLimit(2...3)), 61.2, accuracy: 1e-9)
    }
}
