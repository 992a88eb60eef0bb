import XCTest
@testable import MotionUI

private struct Closable: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Button("Close") { dismiss() }.navigationTitle("Detail")
    }
}

private struct PathDemo: View {
    @State var path: [Int] = []
    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Button("Push") { withAnimation(.linear(duration: 1)) { path.append(7) } }
                NavigationLink("Link", value: 9)
                Text("count \(path.count)")
            }
            .navigationDestination(for: Int.self) { Text("Number \($0)") }
        }
    }
}

private struct Counter: View {
    @State var count = 0
    var body: some View {
        Button("Add") { count += 1 }.navigationTitle("Count \(count)")
    }
}

/// Navigation stacks in a 320 × 480 window. A page's top bar is 44 tall, 96 with a large title
/// (34 pt bold: 20.4 per character, 40.8 tall, centred in the 52 under the bar: y 49.6); the
/// content is centred in the rest. Pushes without an animation run `easeInOut(duration: 0.35)`.
final class NavigationStackTests: XCTestCase {
    let size = CGSize(width: 320, height: 480)

    private func pageOrigins<V: View>(_ host: ViewHost<V>) -> [CGFloat] {
        host.items(shape: "NavigationPage").map(\.bounds.minX)
    }

    func testIssue10_largeTitleBarAndContentBelowIt() {
        let host = ViewHost(NavigationStack { Text("Body").navigationTitle("Home") }, size: size)
        assertRect(host.items(shape: "NavigationPage").first?.bounds, CGRect(x: 0, y: 0, width: 320, height: 480))
        assertRect(host.item(text: "Home")?.bounds, CGRect(x: 16, y: 49.6, width: 81.6, height: 40.8))
        XCTAssertEqual(host.item(text: "Home")?.font, Font.largeTitle.bold())
        // Content area 96…480 (384 tall): "Body" (40.8 × 20.4) centred: y = 96 + 181.8.
        assertRect(host.item(text: "Body")?.bounds, CGRect(x: 139.6, y: 277.8, width: 40.8, height: 20.4))
    }

    func testIssue10_inlineTitleIsCentredInTheBar() {
        let host = ViewHost(NavigationStack {
            Text("Body").navigationTitle("Home").navigationBarTitleDisplayMode(.inline)
        }, size: size)
        assertRect(host.item(text: "Home")?.bounds, CGRect(x: 139.6, y: 11.8, width: 40.8, height: 20.4))
        XCTAssertEqual(host.item(text: "Home")?.font, Font.headline)
        assertRect(host.item(text: "Body")?.bounds, CGRect(x: 139.6, y: 251.8, width: 40.8, height: 20.4))
    }

    /// A title set inside a `GeometryReader` (whose content is built after layout) shows in the
    /// first frame, and the reader fills the page under the bar it makes.
    func testATitleInsideAGeometryReaderShowsAtOnce() {
        var readerSize = CGSize.zero
        let host = ViewHost(NavigationStack {
            GeometryReader { proxy in
                ZStack {
                    ScrollView { Text("Body") }
                        .navigationTitle("Cards")
                        .navigationBarTitleDisplayMode(.inline)
                }
                .onAppear { readerSize = proxy.size }
            }
        }, size: size)
        // "Cards": 5 × 10.2 = 51 wide in the headline font, centred in the 44-tall bar.
        assertRect(host.item(text: "Cards")?.bounds, CGRect(x: 134.5, y: 11.8, width: 51, height: 20.4))
        XCTAssertEqual(readerSize, CGSize(width: 320, height: 480 - 44))
        XCTAssertEqual(host.item(text: "Body")?.bounds.minY ?? 0, 44, accuracy: 1e-9, "the scroll view starts under the bar")
    }

    func testIssue10_pushSlidesFrameByFrameWithTheDefaultEaseInOut() {
        let host = ViewHost(NavigationStack {
            NavigationLink("Open") { Text("Detail") }.navigationTitle("Home")
        }, size: size)
        XCTAssertTrue(host.tap(text: "Open"))
        // 0.35 s is 21 frames; the new page comes from x 320, the root goes to −0.3 × 320 = −96.
        for frame in 1...20 {
            host.advance(by: 1.0 / 60)
            let e = easeInOutByHand(Double(frame) / 60 / 0.35)
            let origins = pageOrigins(host)
            XCTAssertEqual(origins.count, 2, "frame \(frame)")
            guard origins.count == 2 else { return }
            XCTAssertEqual(origins[0], -96 * e, accuracy: 1e-3, "root, frame \(frame)")
            XCTAssertEqual(origins[1], 320 * (1 - e), accuracy: 1e-3, "pushed, frame \(frame)")
        }
        XCTAssertEqual(easeInOutByHand(0.5), 0.5, accuracy: 1e-12)
        host.advance(by: 1.0 / 60)
        // Frame 21 ends the push: at rest the covered root is not drawn; the back button shows the
        // root's title.
        XCTAssertEqual(pageOrigins(host), [0])
        assertRect(host.item(text: "‹ Home")?.bounds, CGRect(x: 8, y: 11.8, width: 61.2, height: 20.4))
        XCTAssertNil(host.item(text: "Open"))
    }

    func testIssue10_backButtonPopsWithTheReverseSlide() {
        let host = ViewHost(NavigationStack {
            NavigationLink("Open") { Text("Detail") }.navigationTitle("Home")
        }, size: size)
        host.tap(text: "Open")
        host.advance(by: 0.5)
        XCTAssertTrue(host.tap(text: "‹ Home"))
        host.advance(by: 0.175)   // half the default duration: the ease-in-out is at ½ exactly
        let origins = pageOrigins(host)
        XCTAssertEqual(origins.count, 2)
        XCTAssertEqual(origins.first ?? 0, -48, accuracy: 1e-3)
        XCTAssertEqual(origins.last ?? 0, 160, accuracy: 1e-3)
        host.advance(by: 0.2)
        XCTAssertEqual(pageOrigins(host), [0])
        XCTAssertNotNil(host.item(text: "Open"))
        XCTAssertNil(host.item(text: "Detail"))
        XCTAssertEqual(host.liveAnimationCount, 0)
    }

    func testIssue10_boundPathPushesWithTheTransactionsAnimationAndPopsFromThePath() {
        let host = ViewHost(PathDemo(), size: size)
        host.tap(text: "Push")
        host.advance(by: 0.25)
        // Linear over 1 s: a quarter of the way.
        XCTAssertEqual(pageOrigins(host), [-24, 240])
        assertRect(host.item(text: "Number 7").map { CGRect(x: $0.bounds.minX - 240, y: 0, width: 0, height: 0) },
                   CGRect(x: (320 - 81.6) / 2, y: 0, width: 0, height: 0), accuracy: 1e-9)
        host.advance(by: 0.75)
        XCTAssertEqual(pageOrigins(host), [0])
        // The root has no title: the back button says "Back"; it pops the path.
        XCTAssertTrue(host.tap(text: "‹ Back"))
        host.advance(by: 0.5)
        XCTAssertEqual(host.item(text: "count 0")?.text, "count 0")
        XCTAssertNil(host.item(text: "Number 7"))
        // A value link appends to the bound path.
        host.tap(text: "Link")
        host.advance(by: 0.5)
        XCTAssertNotNil(host.item(text: "Number 9"))
        host.tap(text: "‹ Back")
        host.advance(by: 0.5)
        XCTAssertEqual(host.item(text: "count 0")?.text, "count 0")
    }

    func testIssue10_valueLinkAndDismissInsideTheDestination() {
        let host = ViewHost(NavigationStack {
            NavigationLink("Go", value: "x")
                .navigationTitle("Home")
                .navigationDestination(for: String.self) { _ in Closable() }
        }, size: size)
        host.tap(text: "Go")
        host.advance(by: 0.5)
        XCTAssertNotNil(host.item(text: "Detail"))
        XCTAssertTrue(host.tap(text: "Close"))
        host.advance(by: 0.5)
        XCTAssertNil(host.item(text: "Close"))
        XCTAssertNotNil(host.item(text: "Go"))
    }

    func testIssue10_coveredPageTakesNoTaps() {
        let host = ViewHost(PathDemo(), size: size)
        let link = host.item(text: "Link")!.bounds
        host.tap(text: "Link")
        host.advance(by: 0.1)   // mid-push: the root still shows under the sliding page
        host.tap(at: CGPoint(x: link.midX - 40, y: link.midY))
        host.advance(by: 1)
        host.tap(text: "‹ Back")
        host.advance(by: 1)
        XCTAssertEqual(host.item(text: "count 0")?.text, "count 0")   // one page was pushed, not two
    }

    func testIssue10_backButtonHiddenAndNavigationViewAlias() {
        let host = ViewHost(NavigationView {
            NavigationLink("Open") { Text("Detail").navigationBarBackButtonHidden(true) }.navigationBarTitle("Home")
        }, size: size)
        XCTAssertNotNil(host.item(text: "Home"))
        host.tap(text: "Open")
        host.advance(by: 0.5)
        XCTAssertNotNil(host.item(text: "Detail"))
        XCTAssertNil(host.displayList.items.first { $0.text?.hasPrefix("‹") == true })
    }

    func testIssue10_titleFollowsStateChanges() {
        let host = ViewHost(NavigationStack { Counter() }, size: size)
        XCTAssertNotNil(host.item(text: "Count 0"))
        host.tap(text: "Add")
        XCTAssertNotNil(host.item(text: "Count 1"))
        XCTAssertNil(host.item(text: "Count 0"))
    }

    func testIssue10_linkInAListRowHasAChevron() {
        let host = ViewHost(NavigationStack { List { NavigationLink("Detail") { Text("D") } } }, size: size)
        // The row is 256 wide from x 32: the chevron (10.2 wide) ends at 288. The list starts under
        // the 44 bar (no title: no large title), its card 35 lower.
        assertRect(host.item(text: "›")?.bounds, CGRect(x: 277.8, y: 44 + 35 + 11.8, width: 10.2, height: 20.4))
        XCTAssertEqual(host.item(text: "Detail")?.color, .primary)
        // The page takes the list's grouped grey.
        XCTAssertEqual(host.items(shape: "NavigationPage").first?.color, StructureColors.groupedBackground)
    }
}

private struct PresentedDestination: View {
    @State var show = false
    @State var count = 0
    var body: some View {
        NavigationStack {
            VStack {
                Button("Show") { show = true }
                Text(show ? "shown" : "hidden")
            }
            .navigationDestination(isPresented: $show) {
                VStack {
                    Button("Count \(count)") { count += 1 }
                    Button("Hide") { show = false }
                }
            }
        }
    }
}

/// `navigationDestination(isPresented:)`: the binding pushes and pops; the pushed page follows
/// the presenting view's state; the back button sets the binding back to false.
final class PresentedNavigationDestinationTests: XCTestCase {
    let size = CGSize(width: 320, height: 480)

    func testIssue10_bindingPushesAndTheBackButtonClearsIt() {
        let host = ViewHost(PresentedDestination(), size: size)
        host.tap(text: "Show")
        host.advance(by: 0.175)
        XCTAssertEqual(host.items(shape: "NavigationPage").last?.bounds.minX ?? 0, 160, accuracy: 1e-3)
        host.advance(by: 0.2)
        host.tap(text: "Count 0")
        XCTAssertNotNil(host.item(text: "Count 1"))
        host.tap(text: "‹ Back")
        host.advance(by: 0.5)
        XCTAssertNotNil(host.item(text: "hidden"))
        XCTAssertNil(host.item(text: "Count 1"))
    }

    func testIssue10_settingTheBindingFalsePops() {
        let host = ViewHost(PresentedDestination(), size: size)
        host.tap(text: "Show")
        host.advance(by: 0.5)
        host.tap(text: "Hide")
        host.advance(by: 0.5)
        XCTAssertNotNil(host.item(text: "hidden"))
        XCTAssertNil(host.item(text: "Hide"))
        host.tap(text: "Show")
        host.advance(by: 0.5)
        XCTAssertNotNil(host.item(text: "Hide"))
    }
}
