import XCTest
@testable import MotionUI

/// A tappable counter: its text says how often it was tapped.
private struct Counter: View {
    @State private var taps = 0
    var body: some View {
        Text("taps \(taps)").onTapGesture { taps += 1 }
    }
}

/// A red 20 × 10, a counter and a blue 30 × 20 in a horizontal or vertical stack without spacing,
/// through one `AnyLayout` container (`erased`) or through two different stacks.
private struct Switcher: View {
    let vertical: Bool
    var erased = true
    var body: some View {
        if erased {
            let layout = vertical ? AnyLayout(VStackLayout(spacing: 0)) : AnyLayout(HStackLayout(spacing: 0))
            layout {
                Color.red.frame(width: 20, height: 10)
                Color.blue.frame(width: 30, height: 20)
                Counter()
            }
        } else if vertical {
            VStack(spacing: 0) { Color.red.frame(width: 20, height: 10); Color.blue.frame(width: 30, height: 20); Counter() }
        } else {
            HStack(spacing: 0) { Color.red.frame(width: 20, height: 10); Color.blue.frame(width: 30, height: 20); Counter() }
        }
    }
}

/// Two colours with a spacer between, through `AnyLayout`.
private struct SpacedSwitcher: View {
    let vertical: Bool
    var body: some View {
        let layout = vertical ? AnyLayout(VStackLayout(spacing: 0)) : AnyLayout(HStackLayout(spacing: 0))
        layout {
            Color.red.frame(width: 20, height: 10)
            Spacer()
            Color.blue.frame(width: 30, height: 20)
        }
    }
}

final class AnyLayoutTests: XCTestCase {
    private let size = CGSize(width: 300, height: 100)

    private func frame<V: View>(_ host: ViewHost<V>, _ color: Color) -> CGRect? {
        host.displayList.items.first { $0.color == color }?.bounds
    }

    func testAnyLayoutLaysOutAsTheLayoutItWraps() {
        // Horizontal: 20 + 30 + "taps 0" (6 × 10.2 = 61.2) = 111.2 wide, 20.4 tall, centred in
        // 300 × 100 at (94.4, 39.8); red centred vertically: y 39.8 + 5.2 = 45.
        let host = ViewHost(Switcher(vertical: false), size: size)
        XCTAssertEqual(frame(host, .red)!.origin.x, 94.4, accuracy: 1e-9)
        XCTAssertEqual(frame(host, .red)!.origin.y, 45, accuracy: 1e-9)
        XCTAssertEqual(frame(host, .blue)!.origin.x, 114.4, accuracy: 1e-9)
        // Vertical: 61.2 wide, 10 + 20 + 20.4 = 50.4 tall at (119.4, 24.8); red centred: x 140.
        host.content = Switcher(vertical: true)
        XCTAssertEqual(frame(host, .red)!.origin.x, 140, accuracy: 1e-9)
        XCTAssertEqual(frame(host, .red)!.origin.y, 24.8, accuracy: 1e-9)
        XCTAssertEqual(frame(host, .blue)!.origin.y, 34.8, accuracy: 1e-9)
    }

    func testSwitchingTheWrappedLayoutKeepsTheSubviewsState() {
        let host = ViewHost(Switcher(vertical: false), size: size)
        XCTAssertTrue(host.tap(text: "taps 0"))
        XCTAssertNotNil(host.frame(ofText: "taps 1"))
        host.content = Switcher(vertical: true)
        XCTAssertNotNil(host.frame(ofText: "taps 1"), "the counter kept its state through the switch")
        // Two different stacks are two different views: the counter starts again.
        let plain = ViewHost(Switcher(vertical: false, erased: false), size: size)
        XCTAssertTrue(plain.tap(text: "taps 0"))
        plain.content = Switcher(vertical: true, erased: false)
        XCTAssertNotNil(plain.frame(ofText: "taps 0"))
    }

    func testSwitchingInsideWithAnimationMovesEachSubviewFromItsOldPlace() {
        // Red moves from (94.4, 45) to (140, 24.8) over a linear second: at 0.25 s it is a
        // quarter of the way, (105.8, 39.95).
        let host = ViewHost(Switcher(vertical: false), size: size)
        withAnimation(.linear(duration: 1)) { host.content = Switcher(vertical: true) }
        host.advance(by: 0.25)
        XCTAssertEqual(frame(host, .red)!.origin.x, 94.4 + (140 - 94.4) / 4, accuracy: 1e-9)
        XCTAssertEqual(frame(host, .red)!.origin.y, 45 + (24.8 - 45) / 4, accuracy: 1e-9)
        host.advance(by: 1)
        XCTAssertEqual(frame(host, .red)!.origin.x, 140, accuracy: 1e-9)
        XCTAssertEqual(frame(host, .red)!.origin.y, 24.8, accuracy: 1e-9)
    }

    func testASpacerInsideTakesTheAxisOfTheLayoutWrappedNow() {
        // Horizontal in 300 × 100: the spacer takes the width: red at x 0, blue at 300 − 30 = 270.
        let host = ViewHost(SpacedSwitcher(vertical: false), size: size)
        XCTAssertEqual(frame(host, .red), CGRect(x: 0, y: 45, width: 20, height: 10))
        XCTAssertEqual(frame(host, .blue), CGRect(x: 270, y: 40, width: 30, height: 20))
        // Vertical: the spacer takes the height: the stack is 30 wide at x 135; red at
        // (140, 0), blue at (135, 80).
        host.content = SpacedSwitcher(vertical: true)
        XCTAssertEqual(frame(host, .red), CGRect(x: 140, y: 0, width: 20, height: 10))
        XCTAssertEqual(frame(host, .blue), CGRect(x: 135, y: 80, width: 30, height: 20))
    }

    func testTheCacheIsTheWrappedLayoutsAndIsMadeAnewForAnotherType() {
        let one = LayoutSubviews([FakeSubview.fixed(1, 1)])
        let two = LayoutSubviews([FakeSubview.fixed(1, 1), FakeSubview.fixed(1, 1)])
        var cache = AnyLayout(CountingLayout()).makeCache(subviews: one)
        XCTAssertEqual(AnyLayout(CountingLayout()).sizeThatFits(proposal: .unspecified, subviews: one, cache: &cache).width, 1)
        AnyLayout(CountingLayout()).updateCache(&cache, subviews: two)
        XCTAssertEqual(AnyLayout(CountingLayout()).sizeThatFits(proposal: .unspecified, subviews: two, cache: &cache).width, 2)
        // A cache made by another layout type is replaced: HStackLayout's () → CountingLayout's 2.
        var stackCache = AnyLayout(HStackLayout()).makeCache(subviews: two)
        XCTAssertEqual(AnyLayout(AnyLayout(CountingLayout())).sizeThatFits(proposal: .unspecified, subviews: two, cache: &stackCache).width, 2)
    }
}
