import XCTest
@testable import MotionUI

final class LinkTests: XCTestCase {
    private let size = CGSize(width: 320, height: 200)
    private let terms = URL(string: "https://www.example.com/TOS.html")!

    func testTappingALinkAsksTheSystemToOpenItsDestination() {
        let host = ViewHost(Link("Terms of Service", destination: terms), size: size)
        var opened: [URL] = []
        host.systemURLOpener = { opened.append($0); return true }
        XCTAssertEqual(host.item(text: "Terms of Service")?.color, Color.accentColor.resolved(in: .light),
                       "drawn as a plain button: the label in the accent colour")
        XCTAssertTrue(host.tap(text: "Terms of Service"))
        XCTAssertEqual(host.openedURLs, [terms])
        XCTAssertEqual(opened, [terms])
    }

    func testAScreenReaderFindsALinkThatOpensItsDestination() {
        let host = ViewHost(Link("Terms of Service", destination: terms), size: size)
        let element = host.accessibilityElement(label: "Terms of Service")
        XCTAssertEqual(element?.traits, .isLink, "a link, not a button")
        XCTAssertTrue(host.activateAccessibilityElement(label: "Terms of Service"))
        XCTAssertEqual(host.openedURLs, [terms])
    }

    func testEveryInitialiserCompilesAndDraws() {
        let title = "Site"
        let host = ViewHost(VStack {
            Link("Key \(1)", destination: terms)
            Link(title, destination: terms)
            Link(destination: terms) { Label("Web", systemImage: "globe") }
        }, size: size)
        for text in ["Key 1", "Site", "Web"] { XCTAssertNotNil(host.item(text: text), text) }
    }

    private struct Help: View {
        @Environment(\.openURL) private var openURL
        let url: URL
        let log: (Bool) -> Void
        var body: some View {
            Button("Help") { openURL(url) { log($0) } }
        }
    }

    /// A handler of one's own takes URLs first; its result says whether the system opens one.
    func testACustomHandlerHandlesDiscardsOrRewritesForTheSystem() {
        let help = URL(string: "https://example.com/help")!
        var handled: [URL] = [], answers: [Bool] = []
        func host(_ result: @escaping (URL) -> OpenURLAction.Result) -> ViewHost<some View> {
            ViewHost(Help(url: help) { answers.append($0) }
                .environment(\.openURL, OpenURLAction { url in handled.append(url); return result(url) }), size: size)
        }
        let handling = host { _ in .handled }
        handling.tap(text: "Help")
        XCTAssertEqual(handling.openedURLs, [], "handled: the system opens nothing")
        let discarding = host { _ in .discarded }
        discarding.tap(text: "Help")
        XCTAssertEqual(discarding.openedURLs, [])
        let system = host { _ in .systemAction }
        system.systemURLOpener = { _ in true }
        system.tap(text: "Help")
        XCTAssertEqual(system.openedURLs, [help])
        let rewriting = host { .systemAction($0.appendingPathComponent("edit")) }
        rewriting.tap(text: "Help")
        XCTAssertEqual(rewriting.openedURLs, [URL(string: "https://example.com/help/edit")!])
        XCTAssertEqual(handled, [help, help, help, help])
        XCTAssertEqual(answers, [true, false, true, false], "no system opener in the last host: not opened")
    }

    func testOutsideAGraphTheActionOpensNothing() {
        var answer: Bool?
        EnvironmentValues().openURL(terms) { answer = $0 }
        XCTAssertEqual(answer, false)
    }

    private final class ActionBox { var action: OpenURLAction? }

    private struct Keeper: View {
        @Environment(\.openURL) private var openURL
        let box: ActionBox
        var body: some View { Text("kept").onAppear { box.action = openURL } }
    }

    /// The host's opener in the environment holds the host weakly: a view that keeps the action
    /// does not keep its host (which then opens nothing).
    func testTheActionDoesNotKeepItsHostAlive() {
        weak var weakHost: ViewHost<Keeper>?
        let box = ActionBox()
        do {
            let host = ViewHost(Keeper(box: box), size: size)
            host.advance(by: 1.0 / 60)
            box.action?(terms)
            XCTAssertEqual(host.openedURLs, [terms], "the action kept by the view opens through its host")
            weakHost = host
        }
        XCTAssertNil(weakHost)
        var answer: Bool?
        box.action?(terms) { answer = $0 }
        XCTAssertEqual(answer, false)
    }
}
