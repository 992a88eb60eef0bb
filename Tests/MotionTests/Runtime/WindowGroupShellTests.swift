import XCTest
import MotionSDL
@testable import Motion

/// A view sized from `UIScreen.main.bounds` in its stored properties, as many iOS samples are
/// (`@State var y = UIScreen.main.bounds.height`).
private struct ScreenSized: View {
    let width = UIScreen.main.bounds.width
    @State private var height = UIScreen.main.bounds.height
    var body: some View {
        Text("\(Int(width)) × \(Int(height))")
    }
}

/// Counts how often a window group's content is made.
private final class Made: @unchecked Sendable {
    var count = 0
}

final class WindowGroupShellTests: XCTestCase {
    func testTheContentIsMadeOnceWhileTheWindowOpensAtItsSize() throws {
        // The content's stored properties read the opening window's 640 × 480, not zero.
        let made = Made()
        let shell = WindowGroupShell(title: "Screen", content: { made.count += 1; return AnyView(ScreenSized()) }())
        XCTAssertEqual(made.count, 0, "nothing is made before the window opens")
        let runner = AppRunner(shell: shell, size: CGSize(width: 640, height: 480))
        runner.advance(toWallTime: 0)
        XCTAssertNotNil(runner.host.frame(ofText: "640 × 480"))
        runner.advance(toWallTime: 0.5)
        XCTAssertEqual(made.count, 1, "made once for the whole run")
    }
}
