import MotionUI
import XCTest
import MotionTestSupport
@testable import MotionSDL

final class SDLImagePainterTests: XCTestCase {
    private func imageItem(_ name: String, at rect: CGRect, transform: CGAffineTransform = .identity,
                           opacity: Double = 1) -> DisplayItem {
        let quad = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                    CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)].map { $0.applying(transform) }
        return DisplayItem(kind: .image, polygons: [quad], color: nil, opacity: opacity, transform: transform,
                           localRect: rect, imageName: name)
    }

    /// A store over a folder holding `tiles.png`: 2 × 2 pixels red, green / blue, half-transparent white.
    private func tilesStore() throws -> ImageStore {
        let folder = try temporaryFolder("painter")
        try PixelImage(width: 2, height: 2, pixels: [PixelColor(r: 255, g: 0, b: 0), PixelColor(r: 0, g: 255, b: 0),
                                                     PixelColor(r: 0, g: 0, b: 255), PixelColor(r: 255, g: 255, b: 255, a: 128)])
            .writePNG(to: "\(folder)/tiles.png")
        return ImageStore(locator: AssetLocator(folders: [folder]), warn: { XCTFail($0) })
    }

    func testAnImageAtItsNaturalSizeIsCopiedPixelForPixel() throws {
        let painter = SDLImagePainter(store: try tilesStore())
        let headless = try HeadlessCanvas(width: 4, height: 4, opaque: false)
        painter.draw(imageItem("tiles", at: CGRect(x: 1, y: 1, width: 2, height: 2)), on: headless.canvas)
        XCTAssertEqual(headless.pixel(x: 1, y: 1), PixelColor(r: 255, g: 0, b: 0))
        XCTAssertEqual(headless.pixel(x: 2, y: 1), PixelColor(r: 0, g: 255, b: 0))
        XCTAssertEqual(headless.pixel(x: 1, y: 2), PixelColor(r: 0, g: 0, b: 255))
        XCTAssertEqual(headless.pixel(x: 2, y: 2), PixelColor(r: 255, g: 255, b: 255, a: 128))
        XCTAssertEqual(headless.pixel(x: 0, y: 0)?.a, 0)
        XCTAssertEqual(headless.pixel(x: 3, y: 3)?.a, 0)
    }

    func testStretchingTwiceAtDoubleDensityMakesTwoByTwoBlocksInside() throws {
        // 2 × 2 pixels over a 2 × 2-point rect at 2× → 4 × 4 device pixels: the transform is an
        // integer scale by 2, and the bilinear samples at u = 0.25 and 0.75 of pixel 0 clamp / mix.
        let painter = SDLImagePainter(store: try tilesStore())
        let headless = try HeadlessCanvas(width: 2, height: 2, scale: 2, opaque: false)
        painter.draw(imageItem("tiles", at: CGRect(x: 0, y: 0, width: 2, height: 2)), on: headless.canvas)
        XCTAssertEqual(headless.pixel(x: 0, y: 0), PixelColor(r: 255, g: 0, b: 0))   // clamped corner sample
        XCTAssertEqual(headless.pixel(x: 3, y: 0), PixelColor(r: 0, g: 255, b: 0))
        XCTAssertEqual(headless.pixel(x: 0, y: 3), PixelColor(r: 0, g: 0, b: 255))
    }

    func testTheCheckmarkShrunkToEighteenPointsAtTwiceIsTheBoxFilterOfTheFile() throws {
        // 72 px over 18 points at 2× = 36 px: each device pixel averages a 2 × 2 block of the file,
        // premultiplied: α = mean α, C = Σ Cα / Σ α (the compositor's two samples per axis land on the
        // block's pixel centres exactly, so the bilinear weights are 0 or 1).
        let store = ImageStore(warn: { XCTFail($0) })
        let painter = SDLImagePainter(store: store)
        let headless = try HeadlessCanvas(width: 18, height: 18, scale: 2, opaque: false)
        painter.draw(imageItem("checkmark-true", at: CGRect(x: 0, y: 0, width: 18, height: 18)), on: headless.canvas)
        let source = store.image(named: "checkmark-true")
        let drawn = headless.snapshot()
        var worst = 0
        for y in 0..<36 {
            for x in 0..<36 {
                let block = [source.pixel(x: 2 * x, y: 2 * y)!, source.pixel(x: 2 * x + 1, y: 2 * y)!,
                             source.pixel(x: 2 * x, y: 2 * y + 1)!, source.pixel(x: 2 * x + 1, y: 2 * y + 1)!]
                let alpha = block.map { Double($0.a) }.reduce(0, +) / 4
                let pixel = drawn.pixel(x: x, y: y)!
                worst = max(worst, abs(Int(pixel.a) - Int((alpha).rounded())))
                guard alpha > 0 else { continue }
                func channel(_ c: KeyPath<PixelColor, UInt8>) -> Int {
                    Int((block.map { Double($0[keyPath: c]) * Double($0.a) }.reduce(0, +) / (alpha * 4)).rounded())
                }
                worst = max(worst, abs(Int(pixel.r) - channel(\.r)), abs(Int(pixel.g) - channel(\.g)), abs(Int(pixel.b) - channel(\.b)))
            }
        }
        XCTAssertLessThanOrEqual(worst, 1, "off by at most one step of rounding")
    }

    func testOpacityScalesAlphaAndZeroOrEmptyDrawsNothing() throws {
        let painter = SDLImagePainter(store: try tilesStore())
        let headless = try HeadlessCanvas(width: 8, height: 2, opaque: false)
        painter.draw(imageItem("tiles", at: CGRect(x: 0, y: 0, width: 2, height: 2), opacity: 0.5), on: headless.canvas)
        XCTAssertEqual(headless.pixel(x: 0, y: 0), PixelColor(r: 255, g: 0, b: 0, a: 128))
        painter.draw(imageItem("tiles", at: CGRect(x: 2, y: 0, width: 2, height: 2), opacity: 0), on: headless.canvas)
        painter.draw(imageItem("tiles", at: CGRect(x: 4, y: 0, width: 0, height: 2)), on: headless.canvas)
        painter.draw(imageItem("tiles", at: CGRect(x: 6, y: 0, width: CGFloat.nan, height: 2)), on: headless.canvas)
        var notImage = imageItem("tiles", at: CGRect(x: 6, y: 0, width: 2, height: 2))
        notImage.kind = .text
        painter.draw(notImage, on: headless.canvas)
        XCTAssertTrue((2..<8).allSatisfy { headless.pixel(x: $0, y: 0)?.a == 0 })
    }

    func testAMissingImageDrawsTheVisiblePlaceholder() throws {
        var warnings: [String] = []
        let store = ImageStore(locator: AssetLocator(folders: []), warn: { warnings.append($0) })
        let painter = SDLImagePainter(store: store)
        let headless = try HeadlessCanvas(width: 32, height: 32)
        painter.draw(imageItem("nope", at: CGRect(x: 0, y: 0, width: 32, height: 32)), on: headless.canvas)
        painter.draw(imageItem("nope", at: CGRect(x: 0, y: 0, width: 32, height: 32)), on: headless.canvas)
        XCTAssertEqual(headless.snapshot(), ImageStore.placeholder)
        XCTAssertEqual(warnings.count, 1)
    }

    func testOnATextureCanvasTheImageIsUploadedOnceAndDrawnStretched() throws {
        let store = ImageStore(warn: { XCTFail($0) })
        let painter = SDLImagePainter(store: store)
        let headless = try HeadlessCanvas(width: 40, height: 40)
        headless.canvas.meshBackend = .renderGeometry
        for frame in 0..<3 {
            headless.canvas.clear(.white)
            painter.draw(imageItem("checkmark-true", at: CGRect(x: 2, y: 2, width: 36, height: 36),
                                   transform: CGAffineTransform(translationX: CGFloat(frame) * 0.25, y: 0)), on: headless.canvas)
        }
        XCTAssertNil(headless.canvas.lastError)
        XCTAssertEqual(store.entry(named: "checkmark-true").texture.creations, 1)
        // The disc's middle left of the check is orange (255, 149, 0), the corners stay white.
        let middle = try XCTUnwrap(headless.pixel(x: 14, y: 12))
        XCTAssertEqual(Double(middle.g), 149, accuracy: 3)
        XCTAssertEqual(middle.r, 255)
        XCTAssertEqual(headless.pixel(x: 2, y: 2), .white)
    }

    func testARotatedImageStaysInsideItsQuad() throws {
        let painter = SDLImagePainter(store: ImageStore(warn: { XCTFail($0) }))
        let headless = try HeadlessCanvas(width: 60, height: 60, opaque: false)
        let spin = CGAffineTransform(translationX: -18, y: -18).concatenating(CGAffineTransform(rotationAngle: .pi / 4))
            .concatenating(CGAffineTransform(translationX: 30, y: 30))
        let item = imageItem("checkmark-false", at: CGRect(x: 0, y: 0, width: 36, height: 36), transform: spin)
        painter.draw(item, on: headless.canvas)
        let image = headless.snapshot()
        var inked = 0
        for y in 0..<60 {
            for x in 0..<60 where image.pixel(x: x, y: y)!.a > 0 {
                inked += 1
                // A ring: its ink stays within its circle's radius (17.5 points, + 1 pixel of filtering).
                XCTAssertLessThanOrEqual(hypot(Double(x) + 0.5 - 30, Double(y) + 0.5 - 30), 18.5)
            }
        }
        XCTAssertGreaterThan(inked, 200)
    }

    // MARK: A scene with text and images

    /// The seed's terms rows (seed 003) with a title, a rotated label and a faded image.
    private struct TermsScene: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 12) {
                Text("First time here?").font(.title).bold()
                HStack {
                    Text("I accept terms and conditions").font(.system(size: 12))
                    Spacer()
                    Image("checkmark-true").resizable().frame(width: 18, height: 18)
                }
                HStack {
                    Text("I accept user agreements").font(.system(size: 12))
                    Spacer()
                    Image("checkmark-false").resizable().frame(width: 18, height: 18)
                }
                HStack {
                    Text("Signup").foregroundColor(.white).frame(maxWidth: .infinity).frame(height: 40)
                        .background(Color.orange).cornerRadius(10)
                    Text("tilted").rotationEffect(.degrees(-20))
                    Image("checkmark-true").opacity(0.4)
                    Image("no-such-image").resizable().frame(width: 18, height: 18)
                }
            }
            .padding()
        }
    }

    func testTheSeedsTermsRowsDrawTextAndCheckmarksAtOneAndTwoTimes() throws {
        let fonts = try FontLibrary()
        let textPainter = SDLTextPainter(fonts: fonts)
        var warnings: [String] = []
        let store = ImageStore(warn: { warnings.append($0) })
        let imagePainter = SDLImagePainter(store: store)
        for scale in [1.0, 2.0] {
            let host = ViewHost(TermsScene(), size: CGSize(width: 320, height: 190), scale: CGFloat(scale),
                                textMeasurer: SDLTextMeasurer(fonts: fonts, density: scale), imageSizer: store)
            let frames = try HeadlessRenderer(size: host.size, scale: scale,
                                              renderer: DisplayListRenderer(text: textPainter, images: imagePainter))
            let image = frames.render(host.displayList)
            let headless = frames.canvas
            XCTAssertNil(headless.canvas.lastError)
            let path = "/tmp/motion-textimg-scene-\(Int(scale))x.png"
            try image.writePNG(to: path)
            assertSnapshot(of: image, named: "\(Int(scale))x", tolerance: 2)
            // The accepted checkmark: orange between the check's arms, left of its centre.
            let check = try XCTUnwrap(host.displayList.items.first { $0.imageName == "checkmark-true" }).bounds
            XCTAssertEqual(check.size, CGSize(width: 18, height: 18))
            let orange = try XCTUnwrap(headless.pixel(x: Int((check.minX + 5) * scale), y: Int((check.minY + 5) * scale)))
            XCTAssertEqual(orange.r, 255, path)
            XCTAssertEqual(Double(orange.g), 149, accuracy: 2, path)
            // The title's ink lies within its frame, and there is plenty of it.
            let title = try XCTUnwrap(host.frame(ofText: "First time here?"))
            var ink = 0
            for y in 0..<image.height {
                for x in 0..<image.width where image.pixel(x: x, y: y)!.r < 128 {
                    let p = CGPoint(x: (Double(x) + 0.5) / scale, y: (Double(y) + 0.5) / scale)
                    if title.contains(p) { ink += 1 }
                }
            }
            XCTAssertGreaterThan(ink, Int(200 * scale * scale), path)
        }
        XCTAssertEqual(warnings.count, 1, "one warning for no-such-image, whatever the frames: \(warnings)")
        XCTAssertEqual(textPainter.cachedRunCount, textPainter.cacheMisses)
    }
}
