import XCTest
import MotionUI

private struct Greeting: View {
    var body: some View { Text("Hello") }
}

// SwiftUI files end with previews; with `import MotionUI` they compile unchanged.
#Preview {
    Greeting()
}

#Preview("Named") {
    VStack {
        Greeting()
        Text("again")
    }
}

final class PreviewTests: XCTestCase {
    /// Issue 10: `#Preview` blocks compile and add nothing; the file's views work as usual.
    func testIssue10_previewsCompileAndTheViewsStillRun() {
        let host = ViewHost(Greeting(), size: CGSize(width: 100, height: 50))
        XCTAssertEqual(host.displayList.texts.map(\.text), ["Hello"])
    }
}
