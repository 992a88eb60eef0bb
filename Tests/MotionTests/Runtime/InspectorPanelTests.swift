import XCTest
import MotionTestSupport
import MotionSDL
@testable import Motion

/// The F2 inspector's panel in a scripted headless session: the screenshot with it on differs from
/// the one without by the panel, at the right, beside the app.
final class InspectorPanelTests: XCTestCase {
    /// The share of pixels of `image` in columns `columns` that are the panel's background.
    private func panelShare(_ image: PixelImage, columns: Range<Int>) -> Double {
        let background = PixelColor(InspectorPanel.background)
        var count = 0
        for y in 0..<image.height {
            for x in columns where image.pixel(x: x, y: y) == background { count += 1 }
        }
        return Double(count) / Double(columns.count * image.height)
    }

    func testIssue15_aScriptedScreenshotWithTheInspectorShowsThePanelBesideTheApp() throws {
        let folder = try temporaryFolder("inspector")
        // The circle of ``Slider`` is at (90, 160) beside the panel; tapped at 0.25 s, it is a
        // quarter of the way at 0.75 s.
        let script = try AppScript.parse("""
            wait 0.25
            inspector on
            click 90 160
            wait 0.5
            inspector off
            screenshot \(folder)/off.png
            key f2
            screenshot \(folder)/on.png
            quit
            """)
        var options = CommandLineOptions()
        options.headless = true
        options.frames = 0
        options.size = CGSize(width: 480, height: 320)
        options.outputDirectory = folder
        let shell = WindowGroupShell(program: "slider", title: "Slider", content: AnyView(Slider()))
        let session = try HeadlessSession(shell: shell, options: options, script: script) { _ in }
        try session.run()
        XCTAssertEqual(session.screenshots, ["\(folder)/off.png", "\(folder)/on.png"])

        let off = try PixelImage(contentsOfPNG: "\(folder)/off.png")
        let on = try PixelImage(contentsOfPNG: "\(folder)/on.png")
        XCTAssertEqual(panelShare(off, columns: 180..<480), 0, "no panel without the inspector")
        XCTAssertGreaterThan(panelShare(on, columns: 180..<480), 0.5, "the panel fills the right 300 points (its rows and text cover the rest)")
        XCTAssertEqual(panelShare(on, columns: 0..<180), 0, "and nothing of the app's 180 points")
        XCTAssertEqual(session.runner.inspector.entries.map(\.row.attribute), ["offset.x"])
        if let failure = GoldenImage.check(on, testFile: #filePath, testName: #function, tolerance: 8, maxDifferingPixels: 40) {
            XCTFail(failure)
        }
    }
}
