import XCTest
@testable import MotionUI

/// Layout of whole views through a ViewHost, each expectation worked out by hand from SwiftUI's
/// rules (the layout algorithms are tested piece by piece in the *LayoutTests files). The default
/// text measurer advances 0.6 × the point size per character, lines are 1.2 × the size: "Login" at
/// 17 pt is 5 × 10.2 = 51 wide and 20.4 tall.
final class LayoutThroughHostTests: XCTestCase {
    private func frame<V: View>(_ host: ViewHost<V>, _ color: Color) -> CGRect {
        host.displayList.items.first { $0.color == color }!.bounds
    }

    func testRootIsCentredInTheWindow() {
        // A 100×50 colour in a 300×200 window: (300 − 100)/2 = 100, (200 − 50)/2 = 75.
        let host = ViewHost(Color.red.frame(width: 100, height: 50), size: CGSize(width: 300, height: 200))
        XCTAssertEqual(frame(host, .red), CGRect(x: 100, y: 75, width: 100, height: 50))
    }

    func testAColourAloneFillsTheWindow() {
        let host = ViewHost(Color.red, size: CGSize(width: 300, height: 200))
        XCTAssertEqual(frame(host, .red), CGRect(x: 0, y: 0, width: 300, height: 200))
    }

    func testVStackWithSpacerPushesTheRestDown() {
        // VStack { Color(h 40); Spacer(); Color(h 30) } in 200×300: the stack takes all 300; the
        // spacer asks no spacing next to it, so the spacer is 300 − 40 − 30 = 230 tall.
        let host = ViewHost(VStack {
            Color.red.frame(width: 50, height: 40)
            Spacer()
            Color.blue.frame(width: 50, height: 30)
        }, size: CGSize(width: 200, height: 300))
        XCTAssertEqual(frame(host, .red), CGRect(x: 75, y: 0, width: 50, height: 40))
        XCTAssertEqual(frame(host, .blue), CGRect(x: 75, y: 270, width: 50, height: 30))
    }

    func testVStackDefaultSpacingIsEight() {
        // Two 20-tall colours and 8 between: 48 tall, centred in 100: top at 26.
        let host = ViewHost(VStack {
            Color.red.frame(width: 10, height: 20)
            Color.blue.frame(width: 10, height: 20)
        }, size: CGSize(width: 100, height: 100))
        XCTAssertEqual(frame(host, .red).minY, 26)
        XCTAssertEqual(frame(host, .blue).minY, 54)
    }

    func testHStackExplicitSpacingAndAlignment() {
        // HStack(alignment: .top, spacing: 4) { 10×30, 20×10 }: 34 wide, 30 tall, in 100×100 at
        // x 33, y 35; the short one is top-aligned at y 35.
        let host = ViewHost(HStack(alignment: .top, spacing: 4) {
            Color.red.frame(width: 10, height: 30)
            Color.blue.frame(width: 20, height: 10)
        }, size: CGSize(width: 100, height: 100))
        XCTAssertEqual(frame(host, .red), CGRect(x: 33, y: 35, width: 10, height: 30))
        XCTAssertEqual(frame(host, .blue), CGRect(x: 47, y: 35, width: 20, height: 10))
    }

    func testHStackWithSpacerPinsTheTextLeading() {
        // HStack { Text("Login"); Spacer() } in 200×100: the stack is 200 wide; the text (51 × 20.4)
        // sits at x 0, centred vertically: y = (100 − 20.4)/2 = 39.8.
        let host = ViewHost(HStack { Text("Login"); Spacer() }, size: CGSize(width: 200, height: 100))
        let text = host.frame(ofText: "Login")!
        XCTAssertEqual(text.minX, 0, accuracy: 1e-9)
        XCTAssertEqual(text.width, 51, accuracy: 1e-9)
        XCTAssertEqual(text.minY, 39.8, accuracy: 1e-9)
    }

    func testDefaultPaddingIsSixteen() {
        // A 20×20 colour padded by 16 on every side is a 52×52 view; the colour sits 16 in.
        let host = ViewHost(Color.red.frame(width: 20, height: 20).padding().background(Color.blue),
                            size: CGSize(width: 100, height: 100))
        XCTAssertEqual(frame(host, .blue), CGRect(x: 24, y: 24, width: 52, height: 52))
        XCTAssertEqual(frame(host, .red), CGRect(x: 40, y: 40, width: 20, height: 20))
    }

    func testPaddingOnOneEdge() {
        // .padding(.bottom, 60) on a 20×20: 20×80, centred in 100×100 at y 10; the colour at the top.
        let host = ViewHost(Color.red.frame(width: 20, height: 20).padding(.bottom, 60).background(Color.blue),
                            size: CGSize(width: 100, height: 100))
        XCTAssertEqual(frame(host, .blue), CGRect(x: 40, y: 10, width: 20, height: 80))
        XCTAssertEqual(frame(host, .red), CGRect(x: 40, y: 10, width: 20, height: 20))
    }

    func testMaxWidthInfinityTakesTheOfferedWidth() {
        // Text("Login").frame(maxWidth: .infinity).frame(height: 40) in 300×100: 300×40, text centred.
        let host = ViewHost(Text("Login").frame(maxWidth: .infinity).frame(height: 40).background(Color.orange),
                            size: CGSize(width: 300, height: 100))
        XCTAssertEqual(frame(host, .orange), CGRect(x: 0, y: 30, width: 300, height: 40))
        XCTAssertEqual(host.frame(ofText: "Login")!.midX, 150, accuracy: 1e-9)
    }

    func testFixedFrameSmallerThanContentCentresTheOverflow() {
        // A 100×100 colour in a 40×40 frame: the frame is 40×40 at (80, 80) in 200×200; the colour
        // keeps its size, centred on the frame: (80 + 20 − 50) = 50.
        let host = ViewHost(Color.red.frame(width: 100, height: 100).frame(width: 40, height: 40).background(Color.blue),
                            size: CGSize(width: 200, height: 200))
        XCTAssertEqual(frame(host, .blue), CGRect(x: 80, y: 80, width: 40, height: 40))
        XCTAssertEqual(frame(host, .red), CGRect(x: 50, y: 50, width: 100, height: 100))
    }

    func testFrameAlignmentPlacesTheContent() {
        // A 20×20 colour in a 100×60 frame aligned .bottomTrailing: at (80, 40) within the frame,
        // which is centred in 200×100 at (50, 20).
        let host = ViewHost(Color.red.frame(width: 20, height: 20).frame(width: 100, height: 60, alignment: .bottomTrailing),
                            size: CGSize(width: 200, height: 100))
        XCTAssertEqual(frame(host, .red), CGRect(x: 130, y: 60, width: 20, height: 20))
    }

    func testZStackAlignsItsChildren() {
        // ZStack(alignment: .topLeading) { 80×80, 20×20 }: 80×80 centred in 200×200 at 60; the small
        // one at the top leading corner.
        let host = ViewHost(ZStack(alignment: .topLeading) {
            Color.blue.frame(width: 80, height: 80)
            Color.red.frame(width: 20, height: 20)
        }, size: CGSize(width: 200, height: 200))
        XCTAssertEqual(frame(host, .blue), CGRect(x: 60, y: 60, width: 80, height: 80))
        XCTAssertEqual(frame(host, .red), CGRect(x: 60, y: 60, width: 20, height: 20))
    }

    func testTwoFlexibleColoursShareAnHStack() {
        // HStack(spacing: 0) { red; blue } in 300×50: each gets 150.
        let host = ViewHost(HStack(spacing: 0) { Color.red; Color.blue }, size: CGSize(width: 300, height: 50))
        XCTAssertEqual(frame(host, .red), CGRect(x: 0, y: 0, width: 150, height: 50))
        XCTAssertEqual(frame(host, .blue), CGRect(x: 150, y: 0, width: 150, height: 50))
    }

    func testLessFlexibleChildIsSizedFirst() {
        // HStack(spacing: 0) { Color (flexible); Color.frame(width: 100) } in 300×50: the fixed one
        // takes 100, the flexible one the remaining 200.
        let host = ViewHost(HStack(spacing: 0) { Color.red; Color.blue.frame(width: 100) },
                            size: CGSize(width: 300, height: 50))
        XCTAssertEqual(frame(host, .red).width, 200)
        XCTAssertEqual(frame(host, .blue), CGRect(x: 200, y: 0, width: 100, height: 50))
    }

    func testLayoutPriorityWins() {
        // HStack(spacing: 0) { red; blue.layoutPriority(1) } with blue capped at 250 in 300: blue
        // is sized first (250), red gets 50.
        let host = ViewHost(HStack(spacing: 0) {
            Color.red
            Color.blue.frame(maxWidth: 250).layoutPriority(1)
        }, size: CGSize(width: 300, height: 50))
        XCTAssertEqual(frame(host, .blue).width, 250)
        XCTAssertEqual(frame(host, .red).width, 50)
    }

    func testTextWrapsWhenTheProposalIsNarrow() {
        // "aaaa bbbb" at 17 pt is 9 × 10.2 = 91.8 wide; framed to 60 wide it wraps to two lines of
        // 4 × 10.2 = 40.8, 40.8 tall in all.
        let host = ViewHost(Text("aaaa bbbb").frame(width: 60), size: CGSize(width: 200, height: 200))
        let first = host.frame(ofText: "aaaa")!, second = host.frame(ofText: "bbbb")!
        XCTAssertEqual(first.width, 40.8, accuracy: 1e-9)
        XCTAssertEqual(second.minY - first.minY, 20.4, accuracy: 1e-9)
    }

    func testFixedSizeKeepsTheIdealWidth() {
        // The same text .fixedSize() inside a 60-wide frame stays on one line, overflowing centred:
        // 91.8 wide, its centre on the frame's centre (100).
        let host = ViewHost(Text("aaaa bbbb").fixedSize().frame(width: 60), size: CGSize(width: 200, height: 200))
        let line = host.frame(ofText: "aaaa bbbb")!
        XCTAssertEqual(line.width, 91.8, accuracy: 1e-9)
        XCTAssertEqual(line.midX, 100, accuracy: 1e-9)
    }

    func testFontChangesTheTextSize() {
        // .font(.title) is 28 pt: "Hi" is 2 × 16.8 = 33.6 wide and 33.6 tall.
        let host = ViewHost(Text("Hi").font(.title), size: CGSize(width: 200, height: 200))
        let text = host.frame(ofText: "Hi")!
        XCTAssertEqual(text.width, 33.6, accuracy: 1e-9)
        XCTAssertEqual(text.height, 33.6, accuracy: 1e-9)
    }

    func testOffsetDoesNotMoveTheNeighbours() {
        // VStack(spacing: 0) { red 20×20 offset 50; blue 20×20 }: blue stays right under red's frame.
        let host = ViewHost(VStack(spacing: 0) {
            Color.red.frame(width: 20, height: 20).offset(x: 50)
            Color.blue.frame(width: 20, height: 20)
        }, size: CGSize(width: 100, height: 100))
        XCTAssertEqual(frame(host, .red), CGRect(x: 90, y: 30, width: 20, height: 20))
        XCTAssertEqual(frame(host, .blue), CGRect(x: 40, y: 50, width: 20, height: 20))
    }

    func testDividerIsAOnePointLineAcrossAVStack() {
        let host = ViewHost(VStack(spacing: 0) { Color.red.frame(width: 80, height: 10); Divider() },
                            size: CGSize(width: 100, height: 100))
        let line = host.displayList.items.first { $0.kind == .fill(shape: "Divider") }!.bounds
        XCTAssertEqual(line.height, 1)
        // A Divider is flexible across the stack: offered the window's 100, it takes it, and the
        // stack (as wide as its widest child) becomes 100 wide too, as in SwiftUI.
        XCTAssertEqual(line.width, 100)
    }

    func testOverlayIsSizedToTheContent() {
        // Color.red 40×40 with an overlay of a flexible blue: the blue takes exactly the red's frame.
        let host = ViewHost(Color.red.frame(width: 40, height: 40).overlay(Color.blue),
                            size: CGSize(width: 100, height: 100))
        XCTAssertEqual(frame(host, .blue), frame(host, .red))
    }

    func testResizeRelaysOut() {
        let host = ViewHost(Color.red.frame(width: 100, height: 50), size: CGSize(width: 300, height: 200))
        host.resize(to: CGSize(width: 500, height: 100))
        XCTAssertEqual(frame(host, .red), CGRect(x: 200, y: 25, width: 100, height: 50))
    }
}
