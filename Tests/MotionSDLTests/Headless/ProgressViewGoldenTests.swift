import XCTest
@testable import MotionSDL

/// Progress views as the headless pipeline draws them (real text), at 1× (`.1`) and 2× (`.2`),
/// 320 × 150 points, checked by eye when recorded: a spinner with its label three eighths of a
/// second in (the head at 135°), a titled bar at 30 % with its value below, and a red-tinted bar
/// at 80 %.
final class ProgressViewGoldenTests: XCTestCase {
    let size = CGSize(width: 320, height: 150)
    let tolerance = 1

    private struct Panel: View {
        var body: some View {
            HStack(spacing: 24) {
                ProgressView("Loading")
                VStack(spacing: 16) {
                    ProgressView(value: 0.3) { Text("Upload") } currentValueLabel: { Text("30 %") }
                    ProgressView(value: 80, total: 100).tint(.red)
                }
                .frame(width: 180)
            }
        }
    }

    func testSpinnerAndBars() throws {
        let fonts = try FontLibrary()
        for scale in [1.0, 2.0] {
            let pipeline = try HeadlessPipeline(scale: scale, fonts: fonts)
            let host = pipeline.host(Panel(), size: size)
            host.advance(by: 0.375)
            assertSnapshot(of: host, pipeline: pipeline, tolerance: tolerance)
        }
    }
}
