import XCTest
@testable import MotionSDL

/// Digits rolling under `.contentTransition(.numericText())`, drawn with real text half way
/// through a 1 s linear change from 1 299 to 1 300 (checked by eye when recorded: the leading "1"
/// still, "299" half risen and faded, "300" half risen into place), in a gradient foreground.
final class ContentTransitionGoldenTests: XCTestCase {
    private let tolerance = 1

    private struct Counter: View {
        var value: Int
        var body: some View {
            Text("\(value)")
                .font(.system(size: 40, weight: .bold))
                .foregroundStyle(.linearGradient(colors: [.indigo, .pink], startPoint: .top, endPoint: .bottom))
                .contentTransition(.numericText(value: Double(value)))
        }
    }

    func testIssue12_digitsHalfWayThroughARollAtScales1And2() throws {
        let fonts = try FontLibrary()
        for scale in [1.0, 2.0] {
            let pipeline = try HeadlessPipeline(scale: scale, fonts: fonts)
            let host = pipeline.host(Counter(value: 1299), size: CGSize(width: 200, height: 80))
            withAnimation(.linear(duration: 1)) { host.content = Counter(value: 1300) }
            host.advance(by: 0.5)
            XCTAssertEqual(host.displayList.texts.map(\.text), ["1", "299", "300"])
            assertSnapshot(of: host, pipeline: pipeline, tolerance: tolerance)
        }
    }
}
