import XCTest
@testable import MotionSDL

/// A line of concatenated text drawn with real text (DejaVu): a bold black run, a red title-size
/// run underlined, a struck-through grey run and a raised blue caption — all on one baseline
/// (checked by eye when recorded: the small runs' feet level with the title's, the underline
/// under "world" only, the strike through "$20" only, "2" raised above the line).
final class TextConcatenationGoldenTests: XCTestCase {
    private let tolerance = 1

    private struct Line: View {
        var body: some View {
            (Text("Hello ").bold()
                + Text("world").font(.title).foregroundColor(.red).underline()
                + Text(" $20").strikethrough().foregroundColor(.gray)
                + Text(" x") + Text("2").font(.caption).baselineOffset(7).foregroundColor(.blue))
                .foregroundColor(.black)
        }
    }

    func testMixedStylesOnOneBaselineAtScales1And2() throws {
        let fonts = try FontLibrary()
        for scale in [1.0, 2.0] {
            let pipeline = try HeadlessPipeline(scale: scale, fonts: fonts)
            let host = pipeline.host(Line(), size: CGSize(width: 260, height: 60))
            XCTAssertEqual(host.displayList.texts.map(\.text), ["Hello ", "world", " $20", " x", "2"])
            assertSnapshot(of: host, pipeline: pipeline, tolerance: tolerance)
        }
    }
}
