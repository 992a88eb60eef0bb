import XCTest
@testable import MotionSDL

/// Images inline in text, drawn with real text (DejaVu): a red heart before a red " Like", an orange
/// star between "Rated " and " 4.5" in a title-size line, and a blue symbol alone — each on its
/// line's baseline (checked by eye when recorded: the symbols' middles level with the capitals'
/// middles, no glyph drawn for the image's character, the words right after the symbols).
final class TextImageGoldenTests: XCTestCase {
    private let tolerance = 1

    private struct Lines: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 8) {
                Text("\(Image(systemName: "heart.fill")) Like").foregroundColor(.red)
                (Text("Rated ") + Text(Image(systemName: "star.fill")).foregroundColor(.orange) + Text(" 4.5"))
                    .font(.title).foregroundColor(.black)
                Text(Image(systemName: "checkmark.circle.fill")).foregroundColor(.blue)
            }
        }
    }

    func testImagesInlineInTextAtScales1And2() throws {
        let fonts = try FontLibrary()
        for scale in [1.0, 2.0] {
            let pipeline = try HeadlessPipeline(scale: scale, fonts: fonts)
            let host = pipeline.host(Lines(), size: CGSize(width: 220, height: 110))
            XCTAssertEqual(host.displayList.texts.map(\.text), [" Like", "Rated ", " 4.5"])
            assertSnapshot(of: host, pipeline: pipeline, tolerance: tolerance)
        }
    }
}
