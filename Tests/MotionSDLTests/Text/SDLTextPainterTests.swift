import CSDL2
import MotionUI
import XCTest
@testable import MotionSDL

final class SDLTextPainterTests: XCTestCase {
    private let blue = Color(red8: 0, green8: 122, blue8: 255)

    private func textItem(_ text: String, font: Font = .body, color: Color? = nil, opacity: Double = 1,
                          at rect: CGRect, transform: CGAffineTransform = .identity,
                          clips: [[CGPoint]] = []) -> DisplayItem {
        let quad = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                    CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)].map { $0.applying(transform) }
        return DisplayItem(kind: .text, polygons: [quad], color: color ?? blue, opacity: opacity, transform: transform,
                           localRect: rect, text: text, font: font, clips: clips)
    }

    /// SDL_ttf's own rendering of `text` at `pixels` per em: the coverage (alpha) of each pixel.
    private func referenceCoverage(_ text: String, pixels: Int32, bold: Bool = false) throws -> PixelImage {
        let font = try XCTUnwrap(TTF_OpenFont(bold ? FontLibrary.defaultBoldPath : FontLibrary.defaultRegularPath, pixels))
        defer { TTF_CloseFont(font) }
        let surface = try XCTUnwrap(TTF_RenderUTF8_Blended(font, text, SDL_Color(r: 255, g: 255, b: 255, a: 255)))
        defer { SDL_FreeSurface(surface) }
        return try XCTUnwrap(PixelImage(surface: surface))
    }

    /// The pixels that are not `background`.
    private func inked(_ image: PixelImage, background: PixelColor = .white) -> [(x: Int, y: Int)] {
        var result: [(x: Int, y: Int)] = []
        for y in 0..<image.height { for x in 0..<image.width where image.pixel(x: x, y: y) != background { result.append((x, y)) } }
        return result
    }

    func testARunIsSDLTtfsCoverageBlendedExactlyInTheTextColourInsideItsRectAndNothingOutside() throws {
        let painter = SDLTextPainter(fonts: try FontLibrary())
        let headless = try HeadlessCanvas(width: 100, height: 50)
        headless.canvas.clear(.white)
        painter.draw(textItem("Login", at: CGRect(x: 10, y: 12, width: 46, height: 20)), on: headless.canvas)
        XCTAssertNil(headless.canvas.lastError)
        let image = headless.snapshot()
        let reference = try referenceCoverage("Login", pixels: 17)
        XCTAssertEqual(reference.width, 46)
        XCTAssertEqual(reference.height, 20)
        var glyphColoured = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let pixel = try XCTUnwrap(image.pixel(x: x, y: y))
                guard let coverage = reference.pixel(x: x - 10, y: y - 12)?.a else {
                    XCTAssertEqual(pixel, .white, "(\(x), \(y)) is outside the run")
                    continue
                }
                // Straight alpha over opaque white: C = round(Cs·α + 255·(1 − α)), α = coverage / 255.
                let alpha = Double(coverage) / 255
                func expected(_ c: UInt8) -> UInt8 { UInt8((Double(c) * alpha + 255 * (1 - alpha)).rounded()) }
                XCTAssertEqual(pixel, PixelColor(r: expected(0), g: expected(122), b: expected(255)), "(\(x), \(y))")
                if pixel == PixelColor(r: 0, g: 122, b: 255) { glyphColoured += 1 }
            }
        }
        XCTAssertGreaterThan(glyphColoured, 40, "the stems are fully covered: exactly the text colour")
    }

    func testOnATransparentCanvasTheAlphaIsTheCoverageAndTheColourExact() throws {
        let painter = SDLTextPainter(fonts: try FontLibrary())
        let headless = try HeadlessCanvas(width: 60, height: 24, opaque: false)
        painter.draw(textItem("Login", color: .orange, at: CGRect(x: 2, y: 2, width: 46, height: 20)), on: headless.canvas)
        let image = headless.snapshot()
        let reference = try referenceCoverage("Login", pixels: 17)
        for y in 0..<reference.height {
            for x in 0..<reference.width {
                let coverage = reference.pixel(x: x, y: y)!.a
                let pixel = image.pixel(x: x + 2, y: y + 2)!
                XCTAssertEqual(pixel.a, coverage)
                if coverage > 0 { XCTAssertEqual(pixel, PixelColor(r: 255, g: 149, b: 0, a: coverage)) }
            }
        }
    }

    func testAtDoubleDensityTheRunIsRenderedAtTwiceThePixelSize() throws {
        let fonts = try FontLibrary()
        let painter = SDLTextPainter(fonts: fonts)
        let measurer = SDLTextMeasurer(fonts: fonts, density: 2)
        let rect = CGRect(x: 5, y: 5, width: measurer.width(of: "Login", font: .body), height: measurer.metrics(of: .body).lineHeight)
        let headless = try HeadlessCanvas(width: 80, height: 30, scale: 2)
        headless.canvas.clear(.white)
        painter.draw(textItem("Login", color: .black, at: rect), on: headless.canvas)
        let reference = try referenceCoverage("Login", pixels: 34)
        XCTAssertEqual(CGFloat(reference.width), rect.width * 2)
        XCTAssertEqual(CGFloat(reference.height), rect.height * 2)
        let image = headless.snapshot()
        for y in 0..<reference.height {
            for x in 0..<reference.width {
                let c = UInt8((255 * (1 - Double(reference.pixel(x: x, y: y)!.a) / 255)).rounded())
                XCTAssertEqual(image.pixel(x: x + 10, y: y + 10), PixelColor(r: c, g: c, b: c))
            }
        }
        let ink = inked(image)
        XCTAssertEqual(ink.map(\.x).min().map { $0 >= 10 }, true)
        XCTAssertEqual(ink.map(\.x).max().map { $0 < 10 + reference.width }, true)
    }

    func testFractionalPositionsSnapToWholePixels() throws {
        let painter = SDLTextPainter(fonts: try FontLibrary())
        let a = try HeadlessCanvas(width: 70, height: 30), b = try HeadlessCanvas(width: 70, height: 30)
        a.canvas.clear(.white)
        b.canvas.clear(.white)
        painter.draw(textItem("Login", at: CGRect(x: 10, y: 5, width: 46, height: 20)), on: a.canvas)
        painter.draw(textItem("Login", at: CGRect(x: 9.6, y: 5.4, width: 46, height: 20)), on: b.canvas)
        XCTAssertEqual(a.snapshot(), b.snapshot())
    }

    func testOpacityMultipliesTheColoursAlpha() throws {
        let painter = SDLTextPainter(fonts: try FontLibrary())
        let headless = try HeadlessCanvas(width: 60, height: 24)
        headless.canvas.clear(.white)
        painter.draw(textItem("L", color: .black, opacity: 0.5, at: CGRect(x: 0, y: 0, width: 10, height: 20)), on: headless.canvas)
        // A fully covered stem pixel: α = 0.5 → byte 128 → 128/255; C = 255 × (1 − 128/255) = 127.
        let darkest = inked(headless.snapshot()).map { headless.pixel(x: $0.x, y: $0.y)!.r }.min()
        XCTAssertEqual(darkest, 127)
        painter.draw(textItem("L", opacity: 0, at: CGRect(x: 30, y: 0, width: 10, height: 20)), on: headless.canvas)
        XCTAssertEqual(inked(headless.snapshot()).filter { $0.x >= 30 }.count, 0)
    }

    func testTheGlyphCacheIsHitOnTheSecondFrameWhateverTheColour() throws {
        let painter = SDLTextPainter(fonts: try FontLibrary())
        let headless = try HeadlessCanvas(width: 100, height: 50)
        let item = textItem("Login", at: CGRect(x: 10, y: 10, width: 46, height: 20))
        painter.draw(item, on: headless.canvas)                              // frame 1
        XCTAssertEqual(painter.cacheMisses, 1)
        XCTAssertEqual(painter.cacheHits, 0)
        painter.draw(item, on: headless.canvas)                              // frame 2
        XCTAssertEqual(painter.cacheMisses, 1)
        XCTAssertEqual(painter.cacheHits, 1)
        painter.draw(textItem("Login", color: .red, opacity: 0.3, at: item.localRect), on: headless.canvas)
        XCTAssertEqual(painter.cacheHits, 2)                                 // colour is applied at draw time
        painter.draw(textItem("Login", font: .body.bold(), at: item.localRect), on: headless.canvas)
        painter.draw(textItem("Sign up", at: item.localRect), on: headless.canvas)
        XCTAssertEqual(painter.cacheMisses, 3)
        XCTAssertEqual(painter.cachedRunCount, 3)
        // 46 × 20 pixels × 5 bytes (mask + texture) for the first run.
        XCTAssertGreaterThanOrEqual(painter.cachedBytes, 46 * 20 * 5)
        // Another density is another run.
        let retina = try HeadlessCanvas(width: 100, height: 50, scale: 2)
        painter.draw(item, on: retina.canvas)
        XCTAssertEqual(painter.cacheMisses, 4)
    }

    func testTheCacheStaysWithinItsByteLimitEvictingTheLeastRecentlyUsed() throws {
        // One 17 pt run of "Login" costs 46 × 20 × 5 = 4600 bytes; allow two such runs.
        let painter = SDLTextPainter(fonts: try FontLibrary(), cacheByteLimit: 10_000)
        let headless = try HeadlessCanvas(width: 100, height: 50)
        for word in ["Login", "Lagin", "Login", "Lugin"] {
            painter.draw(textItem(word, at: CGRect(x: 0, y: 0, width: 46, height: 20)), on: headless.canvas)
        }
        XCTAssertEqual(painter.cachedRunCount, 2)
        XCTAssertLessThanOrEqual(painter.cachedBytes, 10_000)
        let hits = painter.cacheHits
        painter.draw(textItem("Login", at: CGRect(x: 0, y: 0, width: 46, height: 20)), on: headless.canvas)
        XCTAssertEqual(painter.cacheHits, hits + 1, "Login was used more recently than Lagin, which went")
        painter.draw(textItem("Lagin", at: CGRect(x: 0, y: 0, width: 46, height: 20)), on: headless.canvas)
        XCTAssertEqual(painter.cacheHits, hits + 1)
    }

    func testIssue13_RunsNoFrameDrewForTheIdleFrameLimitAreDropped() throws {
        let painter = SDLTextPainter(fonts: try FontLibrary(), idleFrameLimit: 3)
        let renderer = DisplayListRenderer(text: painter)
        let headless = try HeadlessCanvas(width: 100, height: 50)
        let rect = CGRect(x: 0, y: 0, width: 46, height: 20)
        func frame(_ words: String...) {
            renderer.render(DisplayList(items: words.map { textItem($0, at: rect) }), on: headless.canvas)
        }
        frame("Login", "Sign up")                                            // frame 0
        frame("Login")
        frame("Login")
        XCTAssertEqual(painter.cachedRunCount, 2, "Sign up went unused in frames 1 and 2 only")
        frame("Login")                                                       // frame 3
        XCTAssertEqual(painter.cachedRunCount, 1, "Sign up went unused in three frames")
        XCTAssertEqual(painter.cachedBytes, 46 * 20 * 5)
        // A counter that changes every frame (frames 4…103) keeps the runs of its last three frames.
        for count in 0..<100 { frame("\(count)") }
        XCTAssertEqual(painter.cachedRunCount, 3)
        XCTAssertEqual(painter.cacheMisses, 102)
        XCTAssertEqual(painter.cacheHits, 3)
        frame("99")
        XCTAssertEqual(painter.cacheHits, 4, "the run of the last frame is still there")
    }

    func testARotatedRunStaysInsideItsTransformedQuad() throws {
        let painter = SDLTextPainter(fonts: try FontLibrary())
        let headless = try HeadlessCanvas(width: 100, height: 100)
        headless.canvas.clear(.white)
        let rect = CGRect(x: 0, y: 0, width: 46, height: 20)
        let rotation = CGAffineTransform(rotationAngle: .pi / 6).concatenating(CGAffineTransform(translationX: 30, y: 20))
        let item = textItem("Login", color: .black, at: rect, transform: rotation)
        painter.draw(item, on: headless.canvas)
        XCTAssertNil(headless.canvas.lastError)
        let ink = inked(headless.snapshot())
        let box = item.bounds
        for p in ink {
            XCTAssertTrue(box.insetBy(dx: -1, dy: -1).contains(CGPoint(x: Double(p.x) + 0.5, y: Double(p.y) + 0.5)), "\(p)")
        }
        // The same ink as the upright run, give or take resampling: compare total darkness.
        let upright = try HeadlessCanvas(width: 100, height: 100)
        upright.canvas.clear(.white)
        painter.draw(textItem("Login", color: .black, at: rect), on: upright.canvas)
        func darkness(_ image: PixelImage) -> Double { image.pixels.reduce(0) { $0 + Double(255 - $1.r) } }
        XCTAssertEqual(darkness(headless.snapshot()), darkness(upright.snapshot()), accuracy: darkness(upright.snapshot()) * 0.03)
        XCTAssertEqual(painter.cacheMisses, 1, "rotation reuses the upright run")
    }

    func testAQuarterTurnByWholePixelsIsAnExactPermutation() throws {
        let painter = SDLTextPainter(fonts: try FontLibrary())
        let headless = try HeadlessCanvas(width: 40, height: 60, opaque: false)
        // Rotate by 90° (x → y, y → −x), then move right by the run's height, so it lands in 0…20 × 0…46.
        let quarter = CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 20, ty: 0)
        painter.draw(textItem("Login", color: .black, at: CGRect(x: 0, y: 0, width: 46, height: 20), transform: quarter),
                     on: headless.canvas)
        let reference = try referenceCoverage("Login", pixels: 17)
        let image = headless.snapshot()
        for y in 0..<reference.height {
            for x in 0..<reference.width {
                // Bitmap pixel (x, y) has its centre at (x + ½, y + ½) → (20 − y − ½, x + ½): pixel (19 − y, x).
                XCTAssertEqual(image.pixel(x: 19 - y, y: x)?.a, reference.pixel(x: x, y: y)?.a, "(\(x), \(y))")
            }
        }
    }

    func testClipsLimitTheRunToTheirBoundingBox() throws {
        let painter = SDLTextPainter(fonts: try FontLibrary())
        let headless = try HeadlessCanvas(width: 100, height: 50)
        headless.canvas.clear(.white)
        let clip = [CGPoint(x: 0, y: 0), CGPoint(x: 30, y: 0), CGPoint(x: 30, y: 50), CGPoint(x: 0, y: 50)]
        painter.draw(textItem("Login", at: CGRect(x: 10, y: 10, width: 46, height: 20), clips: [clip]), on: headless.canvas)
        let ink = inked(headless.snapshot())
        XCTAssertFalse(ink.isEmpty)
        XCTAssertTrue(ink.allSatisfy { $0.x < 30 })
    }

    func testTheTexturePathDrawsTheSameRunWithSDLsBlending() throws {
        let painter = SDLTextPainter(fonts: try FontLibrary())
        let exact = try HeadlessCanvas(width: 100, height: 100), textured = try HeadlessCanvas(width: 100, height: 100)
        textured.canvas.meshBackend = .renderGeometry
        for transform in [CGAffineTransform(translationX: 10, y: 10),
                          CGAffineTransform(rotationAngle: .pi / 5).concatenating(CGAffineTransform(translationX: 30, y: 10)),
                          CGAffineTransform(a: 1, b: 0, c: 0.4, d: 1, tx: 10, ty: 50)] {
            exact.canvas.clear(.white)
            textured.canvas.clear(.white)
            let item = textItem("Login", color: .black, at: CGRect(x: 0, y: 0, width: 46, height: 20), transform: transform)
            painter.draw(item, on: exact.canvas)
            painter.draw(item, on: textured.canvas)
            XCTAssertNil(textured.canvas.lastError)
            func darkness(_ image: PixelImage) -> Double { image.pixels.reduce(0) { $0 + Double(255 - $1.r) } }
            let a = darkness(exact.snapshot()), b = darkness(textured.snapshot())
            XCTAssertGreaterThan(a, 0)
            XCTAssertEqual(b, a, accuracy: a * 0.1, "\(transform)")
            let box = item.bounds.insetBy(dx: -2, dy: -2)
            XCTAssertTrue(inked(textured.snapshot()).allSatisfy { box.contains(CGPoint(x: $0.x, y: $0.y)) }, "\(transform)")
        }
    }

    func testOtherItemsEmptyTextAndZeroSizesDrawNothing() throws {
        let painter = SDLTextPainter(fonts: try FontLibrary())
        let headless = try HeadlessCanvas(width: 40, height: 40)
        headless.canvas.clear(.white)
        var item = textItem("Login", at: CGRect(x: 0, y: 0, width: 46, height: 20))
        item.kind = .image
        painter.draw(item, on: headless.canvas)
        painter.draw(textItem("", at: CGRect(x: 0, y: 0, width: 10, height: 10)), on: headless.canvas)
        painter.draw(textItem("Login", font: .system(size: 0), at: CGRect(x: 0, y: 0, width: 10, height: 10)), on: headless.canvas)
        painter.draw(textItem("Login", at: CGRect(x: 0, y: 0, width: 46, height: 20),
                              transform: CGAffineTransform(scaleX: 0, y: 1)), on: headless.canvas)
        painter.draw(textItem("Login", at: CGRect(x: 0, y: 0, width: 46, height: 20),
                              transform: CGAffineTransform(translationX: .nan, y: 0)), on: headless.canvas)
        XCTAssertTrue(inked(headless.snapshot()).isEmpty)
        XCTAssertEqual(painter.cachedRunCount, 1)
    }

    func testAWindowDrawsRunsAsTexturesMadeOncePerRun() throws {
        let window = try makeTestWindow(size: CGSize(width: 120, height: 60))
        let painter = SDLTextPainter(fonts: try FontLibrary())
        let item = textItem("Login", at: CGRect(x: 10, y: 10, width: 46, height: 20))
        for frame in 0..<3 {
            window.canvas.clear(.white)
            painter.draw(item, on: window.canvas)
            painter.draw(textItem("Login", color: .red, at: CGRect(x: 10, y: 35, width: 46, height: 20),
                                  transform: CGAffineTransform(rotationAngle: CGFloat(frame) * 0.1)), on: window.canvas)
            window.canvas.present()
        }
        XCTAssertNil(window.canvas.lastError)
        XCTAssertEqual(painter.cacheMisses, 1)
        XCTAssertEqual(painter.run("Login", font: .body, density: 1)?.texture.creations, 1)
    }
}
