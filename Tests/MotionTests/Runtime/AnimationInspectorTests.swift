import XCTest
import MotionSDL
@testable import Motion

/// The F2 inspector on a plain app (``Slider``): a circle that a tap sends 50 points right in 2 s.
final class AnimationInspectorTests: XCTestCase {
    /// 480 × 320 with the inspector on: the app gets 480 − 300 = 180 points, so the circle's
    /// centre is at (90, 160).
    private let circle = CGPoint(x: 90, y: 160)

    private func makeRunner() -> (AppRunner, FrameDriver) {
        let runner = AppRunner(shell: WindowGroupShell(program: "slider", title: "Slider", content: AnyView(Slider())),
                               size: CGSize(width: 480, height: 320))
        return (runner, FrameDriver(runner: runner))
    }

    private func click(_ runner: AppRunner, at point: CGPoint, modifiers: InputEvent.KeyModifiers = []) {
        runner.handle(.mouseDown(point, button: 1), modifiers: modifiers)
        runner.handle(.mouseUp(point, button: 1), modifiers: modifiers)
    }

    /// Runs the frames at 1/60 s from `first` through `last` (frame numbers).
    private func frames(_ driver: FrameDriver, _ range: ClosedRange<Int>) throws {
        for n in range { try driver.frame(at: Double(n) / 60) }
    }

    private func shows(_ runner: AppRunner, _ text: String) -> Bool {
        runner.displayList.texts.contains { $0.text == text }
    }

    func testIssue15_theRowsOfATappedCircleAQuarterOfTheWayThrough() throws {
        let (runner, driver) = makeRunner()
        try frames(driver, 0...0)
        runner.handle(.keyDown(.f2, isRepeat: false))
        XCTAssertTrue(runner.inspector.isOn)
        XCTAssertTrue(shows(runner, "No animation running"))
        click(runner, at: circle)
        try frames(driver, 1...30)
        XCTAssertEqual(runner.time, 0.5, accuracy: 1e-9)

        let entry = try XCTUnwrap(runner.inspector.entries.first)
        XCTAssertEqual(runner.inspector.entries.count, 1)
        XCTAssertEqual(entry.row.view, "Slider › Circle", "the path starts at the app's root view")
        for text in ["Animations · 1 running · 0.5 s", "Slider › Circle", "offset.x  linear(duration: 2.0)",
                     "start 0 s · 25 % · running", "0 → 50 · now 12.5"] {
            XCTAssertTrue(shows(runner, text), text)
        }
        // The plot's samples: one per frame from the first after the tap, on x(t) = 50 · t / 2.
        XCTAssertEqual(entry.samples.count, 30)
        XCTAssertEqual(entry.samples.first?.time ?? 0, 1.0 / 60, accuracy: 1e-9)
        for sample in entry.samples {
            XCTAssertEqual(sample.value, 25 * sample.time, accuracy: 1e-9)
        }
        XCTAssertEqual(entry.samples.last?.time ?? 0, 0.5, accuracy: 1e-9)
    }

    func testIssue15_aFinishedAnimationStaysFadedForThreeSeconds() throws {
        let (runner, driver) = makeRunner()
        try frames(driver, 0...0)
        runner.perform(.toggleInspector)
        click(runner, at: circle)
        try frames(driver, 1...150)   // 2.5 s: the animation ended at 2 s
        let entry = try XCTUnwrap(runner.inspector.entries.first)
        XCTAssertEqual(try XCTUnwrap(entry.endedAt), 119.0 / 60, accuracy: 1e-9, "last seen in the frame before 2 s")
        XCTAssertTrue(shows(runner, "start 0 s · 99 % · ended"), "its last row: (119 / 60) / 2 = 99.2 %")
        XCTAssertTrue(shows(runner, "Animations · 0 running · 2.5 s"))
        let faded = runner.displayList.texts.first { $0.text == "Slider › Circle" }
        XCTAssertEqual(faded?.opacity ?? 0, InspectorRow.endedOpacity, accuracy: 1e-9)
        // Then frames 0.1 s apart (a slow machine's), to 4.5 s and to 5.1 s.
        for n in 26...45 { try driver.frame(at: Double(n) / 10) }
        XCTAssertEqual(runner.inspector.entries.count, 1)
        for n in 46...51 { try driver.frame(at: Double(n) / 10) }   // more than 3 s after 1.983 s
        XCTAssertEqual(runner.inspector.entries.count, 0)
        XCTAssertTrue(shows(runner, "No animation running"))
    }

    func testIssue15_clickingARowOutlinesItsViewAndControlClickSelectsAView() throws {
        let (runner, driver) = makeRunner()
        try frames(driver, 0...0)
        try runner.run(AppScript.Step(line: 1, time: 0, command: .inspector(true)))
        click(runner, at: circle, modifiers: .control)
        XCTAssertEqual(runner.host.liveAnimationCount, 0, "a Control-click goes to the inspector, not the app")
        XCTAssertNil(runner.inspector.selectedNode, "nothing animates there")
        click(runner, at: circle)
        try frames(driver, 1...30)

        let row = try XCTUnwrap(runner.host.frame(ofText: "Slider › Circle"))
        click(runner, at: CGPoint(x: row.midX, y: row.midY))
        try frames(driver, 31...31)
        XCTAssertNotNil(runner.inspector.selectedNode)
        // The outline: the circle's drawn frame at 31/60 s, (80 + 25 · t, 150, 20, 20), stroked 2
        // points wide on its edge.
        let x = 80 + 25 * 31.0 / 60
        let outline = try XCTUnwrap(runner.displayList.items.first { $0.color == InspectedContent.outlineColor })
        XCTAssertEqual(outline.bounds.minX, x - 1, accuracy: 1e-6)
        XCTAssertEqual(outline.bounds.minY, 149, accuracy: 1e-6)
        XCTAssertEqual(outline.bounds.width, 22, accuracy: 1e-6)

        click(runner, at: CGPoint(x: 10, y: 10), modifiers: .control)
        XCTAssertNil(runner.inspector.selectedNode, "a Control-click where nothing animates clears the selection")
        XCTAssertFalse(runner.displayList.items.contains { $0.color == InspectedContent.outlineColor })
        click(runner, at: CGPoint(x: x + 10, y: 160), modifiers: .control)
        XCTAssertEqual(runner.inspector.selectedNode, runner.inspector.entries.first?.row.id.node)
        XCTAssertEqual(runner.host.liveAnimationCount, 1, "the app got no second tap")
    }

    func testIssue15_thePanelStandsBesideTheAppAndF2HidesItAgain() throws {
        let (runner, driver) = makeRunner()
        try frames(driver, 0...0)
        let wide = try XCTUnwrap(runner.displayList.items.first { $0.color == Color.red }).bounds
        XCTAssertEqual(wide.midX, 240, accuracy: 1e-9, "centred in 480 points")
        runner.handle(.keyDown(.f2, isRepeat: false))
        let narrow = try XCTUnwrap(runner.displayList.items.first { $0.color == Color.red }).bounds
        XCTAssertEqual(narrow.midX, 90, accuracy: 1e-9, "centred in the 180 points left beside the panel")
        let panel = try XCTUnwrap(runner.displayList.items.first { $0.color == InspectorPanel.background }).bounds
        XCTAssertEqual(panel, CGRect(x: 180, y: 0, width: 300, height: 320))
        runner.handle(.keyDown(.f2, isRepeat: false))
        XCTAssertFalse(runner.inspector.isOn)
        XCTAssertFalse(runner.displayList.items.contains { $0.color == InspectorPanel.background })
    }

    /// Twelve dots sliding at once: twelve rows, far taller than the window.
    private struct ManyDots: View {
        @State private var on = false
        var body: some View {
            VStack(spacing: 2) {
                Color.red.frame(width: 20, height: 20)
                ForEach(0..<12, id: \.self) { _ in
                    Circle().frame(width: 4, height: 4).offset(x: on ? 40 : 0)
                }
            }
            .onAppear { withAnimation(.linear(duration: 2)) { on = true } }
        }
    }

    /// Rows that do not fit are cut off at the bottom: the panel stays the window's height, and
    /// the app beside it keeps its layout (found in the window: a tall panel pushed the player's
    /// scene bar out of the window).
    func testIssue15_rowsThatDoNotFitAreCutOffAndTheAppKeepsItsPlace() throws {
        let runner = AppRunner(shell: WindowGroupShell(program: "dots", title: "Dots", content: AnyView(ManyDots())),
                               size: CGSize(width: 480, height: 320))
        let driver = FrameDriver(runner: runner)
        try frames(driver, 0...1)
        let before = try XCTUnwrap(runner.displayList.items.first { $0.color == Color.red }).bounds
        runner.handle(.keyDown(.f2, isRepeat: false))
        try frames(driver, 2...3)
        XCTAssertEqual(runner.appAnimations.count, 12)
        let panel = try XCTUnwrap(runner.displayList.items.first { $0.color == InspectorPanel.background }).bounds
        XCTAssertEqual(panel, CGRect(x: 180, y: 0, width: 300, height: 320))
        let after = try XCTUnwrap(runner.displayList.items.first { $0.color == Color.red }).bounds
        XCTAssertEqual(after.minY, before.minY, accuracy: 1e-9, "the app's content stays where it was")
        XCTAssertEqual(after.midX, 90, accuracy: 1e-9, "centred in the 180 points left beside the panel")
    }
}
