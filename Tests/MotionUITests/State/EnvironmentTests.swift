import XCTest
@testable import MotionUI

/// An object a view captures: freed only when nothing keeps the view.
private final class EnvironmentProbe {}

private struct CloseActionKey: EnvironmentKey { static let defaultValue: (() -> Void)? = nil }

private extension EnvironmentValues {
    var closeAction: (() -> Void)? {
        get { self[CloseActionKey.self] }
        set { self[CloseActionKey.self] = newValue }
    }
}

final class EnvironmentTests: XCTestCase {
    /// Reads one environment value; holds the probe.
    private struct Reader: View {
        let probe: EnvironmentProbe
        @Environment(\.colorScheme) private var colorScheme
        var current: ColorScheme { colorScheme }
        var body: some View { Text(current == .dark ? "dark" : "light") }
    }

    /// Puts a closure that captures itself (and so `content`) in its content's environment.
    private struct Closing<Content: View>: View {
        let content: Content
        @State private var closed = false
        var body: some View {
            VStack {
                content.environment(\.closeAction, { _ = self })
                Text(closed ? "closed" : "open")
            }
        }
    }

    func testAViewReadsTheValueForItsPlaceInTheTree() {
        let host = ViewHost(Closing(content: Reader(probe: EnvironmentProbe())).environment(\.colorScheme, .dark),
                            size: CGSize(width: 200, height: 200))
        XCTAssertNotNil(host.frame(ofText: "dark"))
        XCTAssertNil(host.frame(ofText: "light"))
        XCTAssertEqual(Reader(probe: EnvironmentProbe()).current, .light, "outside a graph: the default")
    }

    /// The rule: an `@Environment` property keeps the value it reads, not the whole environment,
    /// so a closure elsewhere in the environment that captures the view makes no cycle.
    func testIssue13_aClosureInTheEnvironmentThatCapturesTheReaderMakesNoCycle() {
        weak var weakProbe: EnvironmentProbe?
        do {
            let probe = EnvironmentProbe()
            weakProbe = probe
            let host = ViewHost(Closing(content: Reader(probe: probe)), size: CGSize(width: 200, height: 200))
            XCTAssertNotNil(host.frame(ofText: "light"))
        }
        XCTAssertNil(weakProbe, "the reader, captured by a closure in its own environment, went with the host")
    }
}
