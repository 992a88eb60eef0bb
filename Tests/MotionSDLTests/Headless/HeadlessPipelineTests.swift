import XCTest
@testable import MotionSDL

final class HeadlessPipelineTests: XCTestCase {
    func testHostsMeasureTextAtThePipelinesDensityAndImagesFromTheStore() throws {
        let fonts = try FontLibrary()
        for scale in [1.0, 2.0] {
            let pipeline = try HeadlessPipeline(scale: scale, fonts: fonts)
            let host = pipeline.host(HStack(spacing: 0) {
                Text("Login")
                Image("checkmark-true")
            }, size: CGSize(width: 200, height: 100))
            XCTAssertEqual(host.scale, CGFloat(scale))
            // The text's frame is as wide as SDL_ttf's run at this density, in points.
            let expected = SDLTextMeasurer(fonts: fonts, density: scale).width(of: "Login", font: .body)
            XCTAssertEqual(try XCTUnwrap(host.frame(ofText: "Login")).width, expected, accuracy: 1e-9)
            // The image's natural size is its 72 × 72 pixels, in points.
            let check = try XCTUnwrap(host.displayList.items.first { $0.imageName == "checkmark-true" })
            XCTAssertEqual(check.bounds.size, CGSize(width: 72, height: 72))

            let image = try pipeline.image(of: host)
            XCTAssertEqual(image.width, Int(200 * scale))
            XCTAssertEqual(image.height, Int(100 * scale))
            // Text is drawn: dark ink inside the text's frame.
            let text = try XCTUnwrap(host.frame(ofText: "Login"))
            var ink = 0
            for y in Int(text.minY * scale)..<Int(text.maxY * scale) {
                for x in Int(text.minX * scale)..<Int(text.maxX * scale) where image.pixel(x: x, y: y)!.r < 100 { ink += 1 }
            }
            XCTAssertGreaterThan(ink, Int(40 * scale * scale))
            // The image is drawn: the accepted checkmark's orange disc (Color.orange, 255 149 0) 10 points in.
            let orange = try XCTUnwrap(image.pixel(x: Int((check.bounds.minX + 36) * scale), y: Int((check.bounds.minY + 10) * scale)))
            XCTAssertEqual(orange, PixelColor(r: 255, g: 149, b: 0))
        }
    }

    func testABadScaleReadsAsOne() throws {
        XCTAssertEqual(try HeadlessPipeline(scale: .nan).scale, 1)
        XCTAssertEqual(try HeadlessPipeline(scale: -2).scale, 1)
    }

    func testTheBackgroundFillsWhatNothingCovers() throws {
        let pipeline = try HeadlessPipeline(scale: 1)
        let image = try pipeline.image(of: pipeline.host(EmptyView(), size: CGSize(width: 4, height: 3)), background: .black)
        XCTAssertTrue(image.pixels.allSatisfy { $0 == .black })
    }
}
