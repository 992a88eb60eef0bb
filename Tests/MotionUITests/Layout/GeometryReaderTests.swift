import XCTest
@testable import MotionUI

/// Records what a reader's content saw, run by run.
private final class Readings {
    var proxies: [GeometryProxy] = []
    var last: GeometryProxy { proxies.last! }
}

/// A reader below a 100 × 50 blue bar in a padded stack named "card".
private struct Card: View {
    let readings: Readings
    var barHeight: CGFloat = 50
    var body: some View {
        VStack {
            Color.blue.frame(width: 100, height: barHeight)
            GeometryReader { proxy in
                let _ = readings.proxies.append(proxy)
                Color.red.frame(width: proxy.size.width / 2, height: 10)
            }
            .frame(width: 100, height: 80)
        }
        .padding(10)
        .coordinateSpace(name: "card")
    }
}

/// A reader nested in a reader's content, and a sibling sized from a measurement taken in `onAppear`.
private struct Measured: View {
    @State var width: CGFloat = 0
    let readings: Readings
    var body: some View {
        VStack(spacing: 0) {
            GeometryReader { outer in
                GeometryReader { inner in
                    let _ = readings.proxies.append(inner)
                    Color.clear.onAppear { width = inner.size.width }
                }
                .frame(width: outer.size.width / 2, height: 20)
            }
            .frame(height: 20)
            Color.red.frame(width: width / 2, height: 10)
        }
    }
}

/// Content that moves its own reader down by writing the parent's state from `onChange`.
private struct Creeper: View {
    @State var top: CGFloat = 0
    let readings: Readings
    var body: some View {
        VStack(spacing: 0) {
            Color.blue.frame(width: 10, height: top)
            GeometryReader { proxy in
                let _ = readings.proxies.append(proxy)
                Color.red.onChange(of: proxy.frame(in: .global).minY, initial: true) { _, new in top = new + 1 }
            }
            .frame(width: 10, height: 10)
        }
    }
}

final class GeometryReaderTests: XCTestCase {
    private let window = CGSize(width: 300, height: 200)

    private func frame<V: View>(_ host: ViewHost<V>, _ color: Color) -> CGRect? {
        host.displayList.items.first { $0.color == color }?.bounds
    }

    func testIssue11_ReaderTakesAllOfferedSpaceAndPlacesContentTopLeading() {
        // The reader is proposed the whole 300 × 200 window and takes it; its content (150 × 20,
        // half its width) sits at its top-leading corner, not centred.
        let readings = Readings()
        let host = ViewHost(GeometryReader { proxy in
            let _ = readings.proxies.append(proxy)
            Color.red.frame(width: proxy.size.width / 2, height: 20)
        }, size: window)
        XCTAssertEqual(readings.last.size, CGSize(width: 300, height: 200))
        XCTAssertEqual(frame(host, .red), CGRect(x: 0, y: 0, width: 150, height: 20),
                       "the first frame already shows content built from the laid-out size")
        XCTAssertEqual(readings.last.safeAreaInsets, EdgeInsets())
    }

    func testIssue11_FirstContentIsBuiltFromTheLaidOutSizeInTheFirstFrame() {
        // Outer reader: 300 × 20 at the top of a 30-tall stack centred at y 85. Its content, a
        // 150 × 20 inner reader at its top-leading corner, appears in the same frame, and what the
        // inner content's onAppear writes (width 150) sizes the red bar (75 × 10, centred in the
        // 300-wide stack: x 112.5) at once. The write re-runs the parent's body, so the inner
        // content runs twice, both times with its laid-out size.
        let readings = Readings()
        let host = ViewHost(Measured(readings: readings), size: window)
        XCTAssertEqual(readings.proxies.map(\.size), [CGSize(width: 150, height: 20), CGSize(width: 150, height: 20)],
                       "never built from a zero size")
        XCTAssertEqual(readings.last.frame(in: .global), CGRect(x: 0, y: 85, width: 150, height: 20))
        XCTAssertEqual(frame(host, .red), CGRect(x: 112.5, y: 105, width: 75, height: 10))
    }

    func testIssue11_UnspecifiedProposalGivesTenByTen() {
        // fixedSize proposes nil × nil: the reader is 10 × 10, centred in the window at (145, 95).
        let host = ViewHost(GeometryReader { _ in Color.red }.fixedSize(), size: window)
        XCTAssertEqual(frame(host, .red), CGRect(x: 145, y: 95, width: 10, height: 10))
    }

    func testIssue11_FrameInLocalGlobalAndNamedSpaces() {
        // VStack: blue 100 × 50, spacing 8, reader 100 × 80 → 100 × 138; padding 10 → 120 × 158,
        // centred in 300 × 200 at (90, 21). The stack's content starts at (100, 31); the reader at
        // y = 31 + 50 + 8 = 89. In "card" (the padded view, origin (90, 21)): (10, 68).
        let readings = Readings()
        let host = ViewHost(Card(readings: readings), size: window)
        let proxy = readings.last
        XCTAssertEqual(proxy.size, CGSize(width: 100, height: 80))
        XCTAssertEqual(proxy.frame(in: .local), CGRect(x: 0, y: 0, width: 100, height: 80))
        XCTAssertEqual(proxy.frame(in: .global), CGRect(x: 100, y: 89, width: 100, height: 80))
        XCTAssertEqual(proxy.frame(in: .named("card")), CGRect(x: 10, y: 68, width: 100, height: 80))
        // The iOS 17 spellings resolve to the same spaces.
        XCTAssertEqual(proxy.frame(in: GlobalCoordinateSpace()), CGRect(x: 100, y: 89, width: 100, height: 80))
        XCTAssertEqual(proxy.frame(in: LocalCoordinateSpace()), CGRect(x: 0, y: 0, width: 100, height: 80))
        XCTAssertEqual(proxy.frame(in: NamedCoordinateSpace.named("card")), CGRect(x: 10, y: 68, width: 100, height: 80))
        XCTAssertEqual(proxy.bounds(of: .named("card")), CGRect(x: -10, y: -68, width: 120, height: 158))
        // A name no ancestor has measures in the window; bounds(of:) has no answer.
        XCTAssertEqual(proxy.frame(in: .named("nowhere")), CGRect(x: 100, y: 89, width: 100, height: 80))
        XCTAssertNil(proxy.bounds(of: .named("nowhere")))
        // The red content: half the reader's width, at its top-leading corner.
        XCTAssertEqual(frame(host, .red), CGRect(x: 100, y: 89, width: 50, height: 10))
    }

    func testIssue11_NewCoordinateSpaceModifierSpelling() {
        let readings = Readings()
        _ = ViewHost(GeometryReader { proxy in
            let _ = readings.proxies.append(proxy)
            Color.red
        }
        .frame(width: 40, height: 30)
        .padding(5)
        .coordinateSpace(.named("outer")), size: window)
        // 50 × 40 padded view centred at (125, 80); the reader 5 in from it.
        XCTAssertEqual(readings.last.frame(in: .named("outer")), CGRect(x: 5, y: 5, width: 40, height: 30))
        XCTAssertEqual(readings.last.frame(in: .global), CGRect(x: 130, y: 85, width: 40, height: 30))
    }

    func testIssue11_GlobalFrameIncludesEffectsOfAncestors() {
        // A 40 × 30 reader centred at (130, 85), moved by offset(x: 30, y: -5) and then scaled 2×
        // about its centre (150, 100) by the outer scaleEffect: (160 − 150) · 2 + 150 = 170 … .
        let readings = Readings()
        _ = ViewHost(GeometryReader { proxy in
            let _ = readings.proxies.append(proxy)
            Color.red
        }
        .frame(width: 40, height: 30)
        .offset(x: 30, y: -5)
        .scaleEffect(2), size: window)
        // Offset: (160, 80, 40, 30). Scale 2 about the scaled view's own centre (150, 100):
        // x: 150 + (160 − 150)·2 = 170, y: 100 + (80 − 100)·2 = 60, size 80 × 60.
        XCTAssertEqual(readings.last.frame(in: .global), CGRect(x: 170, y: 60, width: 80, height: 60))
    }

    func testIssue11_ReaderInsideAScrollViewMeasuresTheScrolledPosition() {
        // A 300 × 200 scroll view over a 100-point spacer and a 40-tall reader (300 wide): the
        // reader starts at y 100 in the window; scrolled down 30 points by the wheel, at y 70, and
        // its content re-runs with that.
        let readings = Readings()
        let host = ViewHost(ScrollView {
            VStack(spacing: 0) {
                Color.blue.frame(height: 100)
                GeometryReader { proxy in
                    let _ = readings.proxies.append(proxy)
                    Color.red
                }
                .frame(height: 40)
                Color.green.frame(height: 400)
            }
        }, size: window)
        XCTAssertEqual(readings.last.frame(in: .global), CGRect(x: 0, y: 100, width: 300, height: 40))
        host.send(.scroll(CGSize(width: 0, height: 30), at: CGPoint(x: 150, y: 100)))
        host.advance(by: 1.0 / 60)
        XCTAssertEqual(readings.last.frame(in: .global), CGRect(x: 0, y: 70, width: 300, height: 40))
        XCTAssertEqual(frame(host, .red)?.minY, 70)
    }

    func testIssue11_ContentReRunsWhenTheReaderMovesAndReadsModelValuesDuringAnimation() {
        let readings = Readings()
        let host = ViewHost(Card(readings: readings), size: window)
        let runs = readings.proxies.count
        host.advance(by: 0.1)
        XCTAssertEqual(readings.proxies.count, runs, "nothing changed: the content does not run again")
        // The bar grows 50 → 70: the card is 178 tall, centred at y = 11; the reader at 11 + 10 + 70 + 8 = 99.
        withAnimation(.linear(duration: 1)) { host.content = Card(readings: readings, barHeight: 70) }
        XCTAssertEqual(readings.last.frame(in: .global).minY, 99, "the laid-out value at once, not the one on screen")
        let afterChange = readings.proxies.count
        XCTAssertEqual(afterChange - runs, 2, "once with the parent's update, once after layout")
        host.advance(by: 0.5)
        XCTAssertEqual(readings.proxies.count, afterChange, "an animation on screen does not re-run the content")
        XCTAssertEqual(readings.last.frame(in: .global).minY, 99)
        // On screen, the red content is half-way: from y 89 to 99 linearly.
        XCTAssertEqual(frame(host, .red)!.minY, 94, accuracy: 1e-9)
    }

    func testIssue11_FeedbackThroughStateMovesOneStepPerFrameAndNeverHangs() {
        // The content writes top = its minY + 1 (from the first reading on). The stack (top + 10
        // tall) is centred in 200, so the reader's minY = (200 − top − 10) / 2 + top = 95 + top / 2:
        // the fixed point is 191, and each round halves the distance to it (191 − minY' =
        // (191 − minY) / 2). One reading per frame: in frame k the reader reads 191 − 96 / 2^k,
        // and every frame ends.
        let readings = Readings()
        let host = ViewHost(Creeper(readings: readings), size: window)
        XCTAssertEqual(readings.last.frame(in: .global).minY, 95)
        for k in 1...10 {
            host.advance(by: 1.0 / 60)
            XCTAssertEqual(readings.last.frame(in: .global).minY, 191 - 96 / pow(2, CGFloat(k)), "frame \(k)")
        }
    }
}
