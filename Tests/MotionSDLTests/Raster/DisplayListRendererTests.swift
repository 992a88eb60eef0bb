import CSDL2
import XCTest
@testable import MotionSDL

/// A polyline through points given as fractions of the shape's rectangle (open unless `closed`).
private struct Polyline: Shape {
    var points: [CGPoint]
    var closed = false

    func path(in rect: CGRect) -> Path {
        Path { path in
            for (index, unit) in points.enumerated() {
                let point = CGPoint(x: rect.minX + unit.x * rect.width, y: rect.minY + unit.y * rect.height)
                if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
            }
            if closed { path.closeSubpath() }
        }
    }
}

private func u(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: x, y: y) }

final class DisplayListRendererTests: XCTestCase {
    /// Goldens are made by this renderer on this platform; one step per channel is allowed for
    /// floating-point differences between compilers and CPUs.
    private let tolerance = 1

    /// Snapshots `view` in a window of `size` points at scale 1 (golden `.1`) and 2 (golden `.2`).
    private func assertSnapshots<V: View>(_ view: V, size: CGSize, background: Color = .white,
                                          file: StaticString = #filePath, testName: String = #function, line: UInt = #line) {
        for scale in [1.0, 2.0] {
            let host = ViewHost(view, size: size, scale: CGFloat(scale))
            assertSnapshot(of: host, tolerance: tolerance, background: background, file: file, testName: testName, line: line)
        }
    }

    // MARK: Goldens

    func testRotatedRectangleAndCircleHaveSmoothEdges() {
        assertSnapshots(
            HStack(spacing: 16) {
                Rectangle().fill(Color.blue).frame(width: 50, height: 26).rotationEffect(.degrees(20))
                Circle().fill(Color.red).frame(width: 44, height: 44)
                Circle().stroke(Color.black, lineWidth: 1).frame(width: 44, height: 44)
            },
            size: CGSize(width: 180, height: 70))
    }

    func testLineCapsButtRoundSquare() {
        let line = Polyline(points: [u(0.2, 0.5), u(0.8, 0.5)])
        func row(_ cap: CGLineCap) -> some View {
            ZStack {
                line.stroke(Color.indigo, style: StrokeStyle(lineWidth: 12, lineCap: cap))
                line.stroke(Color.yellow, lineWidth: 1)
            }
            .frame(width: 120, height: 24)
        }
        assertSnapshots(VStack(spacing: 4) { row(.butt); row(.round); row(.square) }, size: CGSize(width: 130, height: 84))
    }

    func testLineJoinsMiterRoundBevel() {
        let zigzag = Polyline(points: [u(0.1, 0.85), u(0.35, 0.15), u(0.6, 0.85), u(0.9, 0.3)])
        func sample(_ join: CGLineJoin) -> some View {
            zigzag.stroke(Color.teal, style: StrokeStyle(lineWidth: 9, lineJoin: join)).frame(width: 56, height: 56)
        }
        assertSnapshots(HStack(spacing: 6) { sample(.miter); sample(.round); sample(.bevel) }, size: CGSize(width: 190, height: 70))
    }

    func testDashes() {
        assertSnapshots(
            VStack(spacing: 8) {
                Polyline(points: [u(0, 0.5), u(1, 0.5)])
                    .stroke(Color.black, style: StrokeStyle(lineWidth: 3, dash: [10, 5]))
                    .frame(width: 140, height: 6)
                Polyline(points: [u(0, 0.5), u(1, 0.5)])
                    .stroke(Color.orange, style: StrokeStyle(lineWidth: 6, lineCap: .round, dash: [0.01, 12], dashPhase: 3))
                    .frame(width: 140, height: 8)
                Circle().stroke(Color.purple, style: StrokeStyle(lineWidth: 4, dash: [8, 4, 2, 4]))
                    .frame(width: 50, height: 50)
            },
            size: CGSize(width: 160, height: 100))
    }

    func testTranslucentShapesBlendWhereTheyOverlap() {
        assertSnapshots(
            ZStack {
                Circle().fill(Color(red: 1, green: 0, blue: 0, opacity: 0.5)).frame(width: 50, height: 50).offset(x: -14, y: -8)
                Circle().fill(Color(red: 0, green: 0.8, blue: 0, opacity: 0.5)).frame(width: 50, height: 50).offset(x: 14, y: -8)
                Circle().fill(Color(red: 0, green: 0, blue: 1, opacity: 0.5)).frame(width: 50, height: 50).offset(y: 14)
            },
            size: CGSize(width: 110, height: 100))
    }

    func testTranslucentSelfOverlappingStrokeBlendsOnce() {
        // A loop that crosses itself, with sharp turns: its outline contours overlap in many places.
        let loop = Polyline(points: [u(0.1, 0.9), u(0.8, 0.2), u(0.9, 0.6), u(0.2, 0.15), u(0.5, 0.9), u(0.55, 0.05)])
        assertSnapshots(
            HStack(spacing: 8) {
                loop.stroke(Color.black.opacity(0.5), style: StrokeStyle(lineWidth: 10, lineJoin: .round))
                    .frame(width: 70, height: 70)
                loop.stroke(Color.blue.opacity(0.6), style: StrokeStyle(lineWidth: 7, lineCap: .round, lineJoin: .miter))
                    .frame(width: 70, height: 70)
            },
            size: CGSize(width: 170, height: 84))
    }

    func testClipShapeAndCornerRadius() {
        assertSnapshots(
            HStack(spacing: 10) {
                HStack(spacing: 0) {
                    Color.red.frame(width: 15)
                    Color.orange.frame(width: 15)
                    Color.yellow.frame(width: 15)
                    Color.green.frame(width: 15)
                }
                .frame(height: 60)
                .clipShape(Circle())
                Color.orange.frame(width: 70, height: 44).cornerRadius(12)
                Color.blue.frame(width: 30, height: 60).rotationEffect(.degrees(30)).clipped()
            },
            size: CGSize(width: 200, height: 80))
    }

    func testShadows() {
        assertSnapshots(
            HStack(spacing: 24) {
                RoundedRectangle(cornerRadius: 10).fill(Color.white).frame(width: 60, height: 40)
                    .shadow(radius: 8, y: 4)
                Circle().fill(Color.yellow).frame(width: 40, height: 40)
                    .shadow(color: Color.purple.opacity(0.6), radius: 3, x: 4, y: 4)
                Rectangle().fill(Color.blue).frame(width: 30, height: 30)
                    .shadow(color: .black, radius: 0.5, x: 3, y: 3)
            },
            size: CGSize(width: 220, height: 90), background: Color(white: 0.93))
    }

    // MARK: Exact numbers

    private func render<V: View>(_ view: V, size: CGSize, scale: Double = 1, background: Color = .white) throws -> PixelImage {
        try HeadlessRenderer.image(of: ViewHost(view, size: size, scale: CGFloat(scale)), background: background)
    }

    func testOpaqueInsideIsExactAndAHalfPixelEdgeIsHalfCovered() throws {
        // A 20 × 10 rectangle centred in 41 × 20: x from 10.5 to 30.5, y from 5 to 15.
        let color = Color(red8: 12, green8: 34, blue8: 200)
        let image = try render(Rectangle().fill(color).frame(width: 20, height: 10), size: CGSize(width: 41, height: 20))
        XCTAssertEqual(image.pixel(x: 20, y: 10), PixelColor(r: 12, g: 34, b: 200))
        // Column 10 is half covered: white · ½ + colour · ½ = (255 + 12)/2 = 133.5 → 134,
        // (255 + 34)/2 = 144.5 → 145, (255 + 200)/2 = 227.5 → 228.
        XCTAssertEqual(image.pixel(x: 10, y: 10), PixelColor(r: 134, g: 145, b: 228))
        XCTAssertEqual(image.pixel(x: 30, y: 10), PixelColor(r: 134, g: 145, b: 228))
        XCTAssertEqual(image.pixel(x: 9, y: 10), .white)
        // Rows 5…14 exactly: the top and bottom edges lie on pixel boundaries.
        XCTAssertEqual(image.pixel(x: 20, y: 5), PixelColor(r: 12, g: 34, b: 200))
        XCTAssertEqual(image.pixel(x: 20, y: 4), .white)
        XCTAssertEqual(image.pixel(x: 20, y: 15), .white)
        // At scale 2 the same edge falls on a pixel boundary (x = 21): crisp.
        let double = try render(Rectangle().fill(color).frame(width: 20, height: 10), size: CGSize(width: 41, height: 20), scale: 2)
        XCTAssertEqual(double.pixel(x: 21, y: 20), PixelColor(r: 12, g: 34, b: 200))
        XCTAssertEqual(double.pixel(x: 20, y: 20), .white)
    }

    func testOpacityMultipliesTheColoursAlpha() throws {
        // Red at 50 % inside a 0.5 opacity view: α = 0.25 over white: 255 − 255 · 0.25 = 191.25 → 191.
        let image = try render(Rectangle().fill(Color(red: 1, green: 0, blue: 0, opacity: 0.5)).opacity(0.5),
                               size: CGSize(width: 10, height: 10))
        XCTAssertEqual(image.pixel(x: 5, y: 5), PixelColor(r: 255, g: 191, b: 191))
    }

    func testTranslucentStrokeCrossingItselfBlendsOnce() throws {
        // An X drawn as one polyline (down-right, then up, then down-left): every part of the stroke,
        // crossings and joins included, is 50 % black over white: 255 · ½ = 127.5 → 128.
        let cross = Polyline(points: [u(0, 0), u(1, 1), u(1, 0), u(0, 1)])
        let image = try render(cross.stroke(Color.black.opacity(0.5), style: StrokeStyle(lineWidth: 6, lineJoin: .round))
                                    .frame(width: 40, height: 40),
                               size: CGSize(width: 60, height: 60))
        let half = PixelColor(r: 128, g: 128, b: 128)
        XCTAssertEqual(image.pixel(x: 30, y: 30), half)   // the crossing at the centre
        XCTAssertEqual(image.pixel(x: 49, y: 30), half)   // on the right side, mid-height
        XCTAssertEqual(image.pixel(x: 48, y: 48), half)   // inside the round join at (50, 50)
        // Nowhere darker than one blend.
        XCTAssertEqual(image.pixels.map(\.r).min(), 128)
    }

    func testItemsWithoutColourOrOpacityDrawNothingAndTheBackgroundShows() throws {
        let image = try render(Rectangle().fill(Color.red).opacity(0), size: CGSize(width: 8, height: 8), background: .black)
        XCTAssertTrue(image.pixels.allSatisfy { $0 == .black })
        // Items with no colour, NaN opacity, or no polygons draw nothing either.
        let headless = try HeadlessCanvas(width: 8, height: 8)
        let square = [[u(0, 0), u(8, 0), u(8, 8), u(0, 8)]]
        let list = DisplayList(items: [
            DisplayItem(kind: .fill(shape: "x"), polygons: square, color: nil, opacity: 1, transform: .identity),
            DisplayItem(kind: .fill(shape: "x"), polygons: square, color: .red, opacity: .nan, transform: .identity),
            DisplayItem(kind: .fill(shape: "x"), polygons: [], color: .red, opacity: 1, transform: .identity),
            DisplayItem(kind: .shadow, polygons: square, color: nil, opacity: 1, transform: .identity, shadowRadius: 2),
        ])
        DisplayListRenderer().render(list, on: headless.canvas, background: .white)
        XCTAssertTrue(headless.snapshot().pixels.allSatisfy { $0 == .white })
    }

    func testClipsAreIntersectedAndAnEmptyClipHidesTheItem() throws {
        let headless = try HeadlessCanvas(width: 20, height: 20)
        let full = [[u(0, 0), u(20, 0), u(20, 20), u(0, 20)]]
        let left = [u(0, 0), u(10, 0), u(10, 20), u(0, 20)]
        let top = [u(0, 0), u(20, 0), u(20, 5.5), u(0, 5.5)]
        let list = DisplayList(items: [
            DisplayItem(kind: .fill(shape: "x"), polygons: full, color: .black, opacity: 1, transform: .identity,
                        clips: [left, top]),
            DisplayItem(kind: .fill(shape: "x"), polygons: full, color: .black, opacity: 1, transform: .identity,
                        clips: [[u(0, 0), u(1, 1)]]),
        ])
        DisplayListRenderer().render(list, on: headless.canvas)
        XCTAssertEqual(headless.pixel(x: 3, y: 3), .black)
        XCTAssertEqual(headless.pixel(x: 12, y: 3), .white)   // outside `left`
        XCTAssertEqual(headless.pixel(x: 3, y: 8), .white)    // outside `top`
        // Row 5 is half inside `top` (y < 5.5): 255 · ½ = 127.5 → 128.
        XCTAssertEqual(headless.pixel(x: 3, y: 5), PixelColor(r: 128, g: 128, b: 128))
    }

    func testTextAndImageItemsGoToTheirPaintersWithTheClipRectangleSet() throws {
        final class Recorder: DisplayItemPainter {
            var drawn: [(String?, SDL_Rect?)] = []
            func draw(_ item: DisplayItem, on canvas: SDLCanvas) {
                var rect = SDL_Rect()
                let clipped = SDL_RenderIsClipEnabled(canvas.renderer) == SDL_TRUE
                if clipped { SDL_RenderGetClipRect(canvas.renderer, &rect) }
                drawn.append((item.text ?? item.imageName, clipped ? rect : nil))
                canvas.fillPolygon(item.polygons[0], color: .black)
            }
        }
        let text = Recorder(), images = Recorder()
        let quad = [u(2, 2), u(12, 2), u(12, 8), u(2, 8)]
        let list = DisplayList(items: [
            DisplayItem(kind: .text, polygons: [quad], color: .black, opacity: 1, transform: .identity, text: "Hi"),
            DisplayItem(kind: .image, polygons: [quad], color: nil, opacity: 1, transform: .identity, imageName: "pic",
                        clips: [[u(0, 0), u(5, 0), u(5, 20), u(0, 20)]]),
        ])
        let headless = try HeadlessCanvas(width: 20, height: 20, scale: 2)
        DisplayListRenderer(text: text, images: images).render(list, on: headless.canvas)
        XCTAssertEqual(text.drawn.map { $0.0 }, ["Hi"])
        XCTAssertNil(text.drawn.first?.1)
        XCTAssertEqual(images.drawn.map { $0.0 }, ["pic"])
        // The clip x 0…5 points is pixels 0…10 at scale 2.
        XCTAssertEqual(images.drawn.first?.1.map { [$0.x, $0.y, $0.w, $0.h] }, [0, 0, 10, 40])
        XCTAssertEqual(SDL_RenderIsClipEnabled(headless.canvas.renderer), SDL_FALSE)   // reset afterwards
        // Without painters, text and images draw nothing.
        let bare = try HeadlessCanvas(width: 20, height: 20)
        DisplayListRenderer().render(list, on: bare.canvas)
        XCTAssertTrue(bare.snapshot().pixels.allSatisfy { $0 == .white })
    }

    func testWindowPathThroughTheStreamingTextureMatchesTheExactPath() throws {
        // A headless canvas set to `.renderGeometry` draws masks the way a window does (texture,
        // colour-mod, alpha-mod, SDL's blending); SDL's software blending is within 2 per channel.
        let view = ZStack {
            Circle().fill(Color.blue.opacity(0.7)).frame(width: 30, height: 30)
            Rectangle().fill(Color.red).frame(width: 10, height: 34).rotationEffect(.degrees(30))
        }
        let host = ViewHost(view, size: CGSize(width: 40, height: 40), scale: 2)
        XCTAssertLessThanOrEqual(try texturedPathDifference(host.displayList, size: host.size, scale: 2), 3)
    }

    func testRendersOnAWindowCanvasLikeHeadless() throws {
        // SDL's dummy video driver gives the window a software renderer without a surface of ours:
        // masks go through the streaming texture.
        let window = try makeTestWindow(size: CGSize(width: 48, height: 40))
        let host = ViewHost(ZStack {
            Color.yellow
            RoundedRectangle(cornerRadius: 6).fill(Color.blue.opacity(0.8)).frame(width: 30, height: 24).shadow(radius: 4)
        }, size: CGSize(width: 48, height: 40))
        DisplayListRenderer().render(host.displayList, on: window.canvas)
        window.canvas.flush()
        XCTAssertNil(window.canvas.lastError)
        let (width, height) = window.canvas.pixelSize
        var buffer = [UInt32](repeating: 0, count: width * height)
        XCTAssertEqual(SDL_RenderReadPixels(window.canvas.renderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, &buffer,
                                            Int32(width * 4)), 0)
        window.canvas.present()
        let reference = try HeadlessRenderer.image(of: host)
        XCTAssertEqual(reference.width, width)
        var worst = 0
        for (index, value) in buffer.enumerated() {
            let p = reference.pixels[index]
            worst = max(worst, abs(Int(p.r) - Int((value >> 16) & 0xFF)), abs(Int(p.g) - Int((value >> 8) & 0xFF)),
                        abs(Int(p.b) - Int(value & 0xFF)))
        }
        XCTAssertLessThanOrEqual(worst, 3)   // 8-bit coverage and SDL's software blending, two layers
    }

    func testExtremeAndBadGeometryNeverCrashes() throws {
        // A triangle with far-away corners covering the canvas, a NaN point, an infinite one, and a
        // shadow with a NaN radius (no blur): each is drawn by the documented rule, nothing traps.
        let huge = [u(-1e12, -1e12), u(1e12, -1e12), u(0, 1e12)]
        let list = DisplayList(items: [
            DisplayItem(kind: .fill(shape: "x"), polygons: [huge], color: .black, opacity: 1, transform: .identity),
            DisplayItem(kind: .fill(shape: "x"), polygons: [[u(0, 0), u(.nan, 3), u(5, 5)]], color: .red, opacity: 1,
                        transform: .identity),
            DisplayItem(kind: .fill(shape: "x"), polygons: [[u(0, 0), u(.infinity, 3), u(5, 5)]], color: .red, opacity: 1,
                        transform: .identity),
            DisplayItem(kind: .shadow, polygons: [[u(2, 2), u(6, 2), u(6, 6), u(2, 6)]], color: .white, opacity: 1,
                        transform: .identity, shadowRadius: .nan),
        ])
        let headless = try HeadlessCanvas(width: 10, height: 10)
        DisplayListRenderer().render(list, on: headless.canvas)
        XCTAssertEqual(headless.pixel(x: 0, y: 9), .black)
        XCTAssertEqual(headless.pixel(x: 3, y: 3), .white)   // the unblurred shadow square
        XCTAssertEqual(headless.pixel(x: 8, y: 8), .black)
    }

    func testRenderingTheSameListTwiceGivesTheSamePixels() throws {
        let host = ViewHost(Circle().stroke(Color.green, lineWidth: 3).frame(width: 30, height: 30), size: CGSize(width: 40, height: 40))
        let frames = try HeadlessRenderer(size: host.size, scale: 1)
        XCTAssertEqual(frames.render(host.displayList), frames.render(host.displayList))
    }

    // MARK: Fill masks kept from frame to frame

    /// A scene of fills: a stroked circle, a translucent rounded rectangle clipped to a circle, and
    /// a rectangle whose offset is a parameter.
    private func fills(offset: CGFloat) -> some View {
        ZStack {
            Circle().stroke(Color.green, lineWidth: 3).frame(width: 30, height: 30)
            RoundedRectangle(cornerRadius: 6).fill(Color.blue.opacity(0.5)).frame(width: 40, height: 24)
                .clipShape(Circle())
            Rectangle().fill(Color.red).frame(width: 10, height: 10).offset(x: offset, y: 12)
        }
        .frame(width: 60, height: 60)
    }

    /// The second frame of an unchanged list reuses every fill mask and gives the same pixels; a
    /// fill that moved (a quarter pixel) is rasterized again, and its pixels are what a renderer
    /// that never saw the first frame draws.
    func testUnchangedFillsReuseLastFramesMasksWithTheSamePixels() throws {
        let before = ViewHost(fills(offset: 0), size: CGSize(width: 60, height: 60), scale: 2).displayList
        let after = ViewHost(fills(offset: 0.25), size: CGSize(width: 60, height: 60), scale: 2).displayList
        let fillCount = before.items.filter { if case .fill = $0.kind { return true } else { return false } }.count
        XCTAssertEqual(fillCount, 3)
        let frames = try HeadlessRenderer(size: CGSize(width: 60, height: 60), scale: 2)
        let first = frames.render(before)
        XCTAssertEqual(frames.renderer.maskCacheMisses, 3)
        XCTAssertEqual(frames.render(before, background: .yellow), try HeadlessRenderer(size: CGSize(width: 60, height: 60), scale: 2)
            .render(before, background: .yellow), "kept masks blend over the new background")
        XCTAssertEqual(frames.renderer.maskCacheHits, 3)
        XCTAssertEqual(frames.render(before), first)
        XCTAssertEqual(frames.renderer.maskCacheHits, 6)
        let moved = frames.render(after)
        XCTAssertEqual(frames.renderer.maskCacheHits, 8, "the circle and the clipped rectangle did not change")
        XCTAssertEqual(frames.renderer.maskCacheMisses, 4, "the moved square is rasterized again")
        XCTAssertEqual(moved, try HeadlessRenderer(size: CGSize(width: 60, height: 60), scale: 2).render(after))
        XCTAssertNotEqual(moved, first)
    }

    /// Masks are kept for the next frame only, and only within the byte limit.
    func testMasksLiveOneFrameWithinTheirBudget() throws {
        let a = ViewHost(fills(offset: 0), size: CGSize(width: 60, height: 60)).displayList
        let b = ViewHost(fills(offset: 5), size: CGSize(width: 60, height: 60)).displayList
        let frames = try HeadlessRenderer(size: CGSize(width: 60, height: 60), scale: 1)
        _ = frames.render(a)
        _ = frames.render(b)          // the circle and the clipped rectangle are reused; a's square is dropped
        XCTAssertEqual(frames.renderer.maskCacheHits, 2)
        _ = frames.render(a)
        XCTAssertEqual(frames.renderer.maskCacheHits, 4)
        XCTAssertEqual(frames.renderer.maskCacheMisses, 5, "a's square was gone after b's frame")
        frames.renderer.maskCacheByteLimit = 0
        _ = frames.render(a)          // a's masks, kept by the last frame, are reused once more …
        _ = frames.render(a)          // … but none was kept for this one
        XCTAssertEqual(frames.renderer.maskCacheHits, 7)
        XCTAssertEqual(frames.renderer.maskCacheMisses, 8)
        XCTAssertEqual(frames.render(a), try HeadlessRenderer(size: CGSize(width: 60, height: 60), scale: 1).render(a))
    }
}
