import CSDL2
import XCTest
@testable import MotionSDL

final class SDLCanvasBitmapsTests: XCTestCase {
    private let square = Bitmap(width: 4, height: 4, coverage: Array(repeating: 255, count: 16))

    private func ink(_ image: PixelImage) -> [(Int, Int)] {
        var result: [(Int, Int)] = []
        for y in 0..<image.height { for x in 0..<image.width where image.pixel(x: x, y: y)!.a > 0 { result.append((x, y)) } }
        return result
    }

    func testPointsAreScaledToPixelsAndTranslationsSnapped() throws {
        let headless = try HeadlessCanvas(width: 10, height: 10, scale: 2, opaque: false)
        // Bitmap pixels → points at ½ (the density), then moved by (1.2, 2.3) points = (2.4, 4.6) pixels → (2, 5).
        headless.canvas.drawBitmap(square, texture: CanvasTexture(),
                                   transform: CGAffineTransform(a: 0.5, b: 0, c: 0, d: 0.5, tx: 1.2, ty: 2.3), tint: .black)
        let points = ink(headless.snapshot())
        XCTAssertEqual(points.count, 16)
        XCTAssertEqual(points.map(\.0).min(), 2)
        XCTAssertEqual(points.map(\.1).min(), 5)
        XCTAssertTrue(headless.snapshot().pixels.allSatisfy { $0.a == 0 || $0.a == 255 })
    }

    func testTheClipRectangleAndTheRenderersClipBothApply() throws {
        let headless = try HeadlessCanvas(width: 8, height: 8, opaque: false)
        var rendererClip = SDL_Rect(x: 0, y: 0, w: 3, h: 8)
        SDL_RenderSetClipRect(headless.canvas.renderer, &rendererClip)
        headless.canvas.drawBitmap(square, texture: CanvasTexture(), transform: .identity, tint: .black,
                                   clip: CGRect(x: 1, y: 1, width: 10, height: 2))
        let points = ink(headless.snapshot())
        XCTAssertEqual(points.map { "\($0.0),\($0.1)" }, ["1,1", "2,1", "1,2", "2,2"])
    }

    func testPixelRectsHoldThePixelsWhoseCentresAreInside() throws {
        let headless = try HeadlessCanvas(width: 8, height: 8, scale: 2)
        let rect = try XCTUnwrap(headless.canvas.pixelRect(coveringCentresIn: CGRect(x: 0.5, y: 0.3, width: 2, height: 1)))
        // In pixels x spans 1 … 5 (centres 1.5 … 4.5: columns 1…4) and y 0.6 … 2.6 (centres 1.5, 2.5: rows 1, 2).
        XCTAssertEqual([rect.x, rect.y, rect.w, rect.h], [1, 1, 4, 2])
        XCTAssertNil(headless.canvas.pixelRect(coveringCentresIn: CGRect(x: 1, y: 1, width: 0.1, height: 0.1)))
        XCTAssertNil(headless.canvas.pixelRect(coveringCentresIn: .null))
        let huge = try XCTUnwrap(headless.canvas.pixelRect(coveringCentresIn: .infinite))
        XCTAssertLessThanOrEqual(huge.x, 0)
        XCTAssertGreaterThanOrEqual(huge.w, 16)
    }

    func testClipBoxesIntersectEveryPolygonsBounds() {
        XCTAssertNil(SDLCanvas.clipBox([]))
        let a = [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)]
        let b = [CGPoint(x: 5, y: 2), CGPoint(x: 20, y: 8)]
        XCTAssertEqual(SDLCanvas.clipBox([a, b]), CGRect(x: 5, y: 2, width: 5, height: 6))
        XCTAssertEqual(SDLCanvas.clipBox([a, [CGPoint(x: 50, y: 50), CGPoint(x: 60, y: 60)]]), .null)
        XCTAssertEqual(SDLCanvas.clipBox([a, []]), .null)
    }

    func testTexturesAreMadeOncePerCanvasAndAgainForAnother() throws {
        let texture = CanvasTexture()
        let first = try HeadlessCanvas(width: 8, height: 8)
        first.canvas.meshBackend = .renderGeometry
        first.canvas.drawBitmap(square, texture: texture, transform: .identity, tint: .black)
        first.canvas.drawBitmap(square, texture: texture, transform: CGAffineTransform(translationX: 2, y: 2), tint: .black)
        XCTAssertEqual(texture.creations, 1)
        XCTAssertEqual(first.pixel(x: 1, y: 1), .black)
        var second: HeadlessCanvas? = try HeadlessCanvas(width: 8, height: 8)
        second!.canvas.meshBackend = .renderGeometry
        second!.canvas.clear(.white)
        second!.canvas.drawBitmap(square, texture: texture, transform: .identity, tint: .black)
        XCTAssertEqual(texture.creations, 2)
        XCTAssertEqual(second!.pixel(x: 0, y: 0), .black)
        XCTAssertEqual(second!.pixel(x: 5, y: 5), .white)
        second = nil            // the renderer (and its texture) go away first …
        texture.release()       // … so releasing must not destroy it again
        XCTAssertEqual(texture.creations, 2)
    }

    /// A bitmap drawn scaled on a headless canvas is resampled once and blended again on the next
    /// frame: the same pixels as a canvas that resamples anew, over whatever is there by then.
    func testAResampledBitmapIsKeptAndBlendedAgainOverTheNewFrame() throws {
        let gradient = Bitmap(width: 6, height: 6, coverage: (0..<36).map { UInt8($0 * 7) })
        let texture = CanvasTexture()
        let transform = CGAffineTransform(a: 0.75, b: 0, c: 0, d: 1.5, tx: 1.3, ty: 0.6)
        let tint = PixelColor(r: 200, g: 40, b: 10, a: 220)
        let kept = try HeadlessCanvas(width: 12, height: 12, scale: 1)
        kept.canvas.clear(.white)
        kept.canvas.drawBitmap(gradient, texture: texture, transform: transform, tint: tint)
        XCTAssertEqual(kept.canvas.resampleCacheCounts.hits, 0)
        XCTAssertEqual(kept.canvas.resampleCacheCounts.misses, 1)
        // The next frame, over another background.
        kept.canvas.clear(.blue)
        kept.canvas.drawBitmap(gradient, texture: texture, transform: transform, tint: tint)
        XCTAssertEqual(kept.canvas.resampleCacheCounts.hits, 1)
        let fresh = try HeadlessCanvas(width: 12, height: 12, scale: 1)
        fresh.canvas.clear(.blue)
        fresh.canvas.drawBitmap(gradient, texture: CanvasTexture(), transform: transform, tint: tint)
        XCTAssertEqual(kept.snapshot(), fresh.snapshot())
        XCTAssertNotEqual(kept.snapshot().pixel(x: 3, y: 5), PixelColor(Color.blue), "something was drawn")
    }

    /// The renderer ends a frame on its canvas after each list; a resampled bitmap that no frame
    /// drew for 600 frames is dropped.
    func testIssue13_AResampledBitmapNoFrameDrewForTheIdleFrameLimitIsDropped() throws {
        let bitmap = Bitmap(width: 6, height: 6, coverage: (0..<36).map { UInt8($0 * 7) })
        let texture = CanvasTexture()
        let transform = CGAffineTransform(a: 0.75, b: 0, c: 0, d: 1.5, tx: 1.3, ty: 0.6)
        let headless = try HeadlessCanvas(width: 12, height: 12, scale: 1)
        let renderer = DisplayListRenderer()
        func frames(_ count: Int) {
            for _ in 0..<count { renderer.render(DisplayList(items: []), on: headless.canvas) }
        }
        headless.canvas.drawBitmap(bitmap, texture: texture, transform: transform, tint: .black)
        frames(SDLCanvas.resampleCacheIdleFrameLimit)
        headless.canvas.drawBitmap(bitmap, texture: texture, transform: transform, tint: .black)
        XCTAssertEqual(headless.canvas.resampleCacheCounts.hits, 1, "kept through 599 frames without it")
        frames(SDLCanvas.resampleCacheIdleFrameLimit + 1)
        headless.canvas.drawBitmap(bitmap, texture: texture, transform: transform, tint: .black)
        XCTAssertEqual(headless.canvas.resampleCacheCounts.hits, 1)
        XCTAssertEqual(headless.canvas.resampleCacheCounts.misses, 2, "dropped after 600 frames without it")
    }

    /// Another transform, tint, clip or bitmap is resampled anew; whole-pixel translations are
    /// copied and never cached.
    func testResamplingIsKeptPerBitmapTransformTintAndClip() throws {
        let headless = try HeadlessCanvas(width: 12, height: 12, scale: 1)
        let texture = CanvasTexture()
        let scaled = CGAffineTransform(scaleX: 1.5, y: 1.5)
        func draw(_ texture: CanvasTexture, _ transform: CGAffineTransform, _ tint: PixelColor = .black, clip: CGRect? = nil) {
            headless.canvas.drawBitmap(square, texture: texture, transform: transform, tint: tint, clip: clip)
        }
        draw(texture, scaled)
        draw(texture, scaled.translatedBy(x: 0.1, y: 0))
        draw(texture, scaled, .white)
        draw(texture, scaled, clip: CGRect(x: 0, y: 0, width: 3, height: 3))
        draw(CanvasTexture(), scaled)
        XCTAssertEqual(headless.canvas.resampleCacheCounts.misses, 5)
        XCTAssertEqual(headless.canvas.resampleCacheCounts.hits, 0)
        draw(texture, scaled, clip: CGRect(x: 0, y: 0, width: 3, height: 3))
        draw(texture, scaled)
        XCTAssertEqual(headless.canvas.resampleCacheCounts.hits, 2)
        draw(texture, CGAffineTransform(translationX: 2, y: 3))
        XCTAssertEqual(headless.canvas.resampleCacheCounts.hits + headless.canvas.resampleCacheCounts.misses, 7)
    }

    func testTheTexturePathMirrorsWithAFlipAndRotatesWithCopyEx() throws {
        // Left half of a 4 × 2 mask is opaque; mirrored left-right (a = −1) it lands on the right half.
        let half = Bitmap(width: 4, height: 2, coverage: [255, 255, 0, 0, 255, 255, 0, 0])
        let mirror = CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 4, ty: 0)
        for backend in [SDLCanvas.MeshBackend.exactSoftware, .renderGeometry] {
            let headless = try HeadlessCanvas(width: 4, height: 2)
            headless.canvas.meshBackend = backend
            headless.canvas.clear(.white)
            headless.canvas.drawBitmap(half, texture: CanvasTexture(), transform: mirror, tint: .black)
            XCTAssertNil(headless.canvas.lastError)
            XCTAssertEqual(headless.pixel(x: 0, y: 0), .white, "\(backend)")
            XCTAssertEqual(headless.pixel(x: 3, y: 1), .black, "\(backend)")
        }
    }
}
