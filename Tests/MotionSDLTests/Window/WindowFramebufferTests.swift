import CSDL2
import XCTest
@testable import MotionSDL

/// A window keeps its picture in memory and uploads only each frame's damage; what it shows is the
/// headless picture, pixel for pixel.
final class WindowFramebufferTests: XCTestCase {
    private let size = CGSize(width: 120, height: 80)

    /// A 20 × 20 square centred in 120 × 80 points — (50, 30, 20, 20) — moved `dx` points.
    private struct Square: View {
        var dx: CGFloat = 0
        var body: some View { Rectangle().fill(Color.blue).frame(width: 20, height: 20).offset(x: dx) }
    }

    /// The window's back buffer as a picture.
    private func picture(_ window: Window) -> PixelImage {
        let pixels = window.canvas.pixelSize
        return PixelImage(width: pixels.width, height: pixels.height, pixels: windowPixels(window).map {
            PixelColor(r: UInt8(($0 >> 16) & 0xFF), g: UInt8(($0 >> 8) & 0xFF), b: UInt8($0 & 0xFF), a: 255)
        })
    }

    func testIssue14_theWindowUploadsTheWholePictureFirstThenOnlyItsDamage() throws {
        let window = try makeTestWindow(size: size)
        let framebuffer = WindowFramebuffer(renderer: DisplayListRenderer())
        let host = ViewHost(Square(), size: size)
        let first = framebuffer.draw(host.displayList, on: window.canvas)
        XCTAssertTrue(first.isFull)
        XCTAssertEqual(framebuffer.uploadedPixels, 120 * 80)
        XCTAssertEqual(picture(window), try HeadlessRenderer.image(of: host))

        // Moved 10 points: the old (50…70) and new (60…80) squares, a pixel around: 49…81 × 29…51.
        host.content = Square(dx: 10)
        let moved = framebuffer.draw(host.displayList, on: window.canvas)
        XCTAssertEqual(moved.rects, [CGRect(x: 49, y: 29, width: 32, height: 22)])
        XCTAssertEqual(framebuffer.uploadedPixels, 32 * 22)
        XCTAssertEqual(picture(window), try HeadlessRenderer.image(of: host), "the kept picture plus the damage is the new frame")

        // The same frame again: nothing repainted or uploaded, the picture still shown.
        XCTAssertTrue(framebuffer.draw(host.displayList, on: window.canvas).isEmpty)
        XCTAssertEqual(framebuffer.uploadedPixels, 0)
        XCTAssertEqual(picture(window), try HeadlessRenderer.image(of: host))

        // A new background repaints everything.
        framebuffer.draw(host.displayList, on: window.canvas, background: .yellow)
        XCTAssertEqual(framebuffer.uploadedPixels, 120 * 80)
        XCTAssertNil(window.canvas.lastError)
    }

    func testIssue14_aResizeRepaintsTheWholeWindow() throws {
        let window = try makeTestWindow(size: size)
        let framebuffer = WindowFramebuffer(renderer: DisplayListRenderer())
        let host = ViewHost(Square(), size: size)
        framebuffer.draw(host.displayList, on: window.canvas)
        window.setSize(CGSize(width: 100, height: 60))
        host.resize(to: CGSize(width: 100, height: 60))
        XCTAssertTrue(framebuffer.draw(host.displayList, on: window.canvas).isFull)
        XCTAssertEqual(framebuffer.uploadedPixels, 100 * 60)
        XCTAssertEqual(picture(window), try HeadlessRenderer.image(of: host))
    }

    func testIssue14_flashingTintsTheRepaintedRectanglesOnScreenOnly() throws {
        let window = try makeTestWindow(size: size)
        let framebuffer = WindowFramebuffer(renderer: DisplayListRenderer())
        let host = ViewHost(Square(), size: size)
        framebuffer.draw(host.displayList, on: window.canvas)
        framebuffer.flashesDamage = true
        host.content = Square(dx: 10)
        framebuffer.draw(host.displayList, on: window.canvas)
        let shown = picture(window)
        let expected = try HeadlessRenderer.image(of: host)
        // Inside the damage (49…81 × 29…51) white becomes white with magenta at 72/255 over it:
        // green 255 × (1 − 72/255) = 183. On the outline magenta at 220/255 goes over that too:
        // green 183 × 35/255 = 25.1, truncated by SDL's blender to 25.
        XCTAssertEqual(shown.pixel(x: 52, y: 40), PixelColor(r: 255, g: 183, b: 255, a: 255))
        XCTAssertEqual(shown.pixel(x: 49, y: 29), PixelColor(r: 255, g: 25, b: 255, a: 255))
        XCTAssertEqual(shown.pixel(x: 10, y: 10), expected.pixel(x: 10, y: 10), "outside the damage: the picture")
        // The next frame shows the picture without the flash of the last one.
        framebuffer.flashesDamage = false
        framebuffer.draw(host.displayList, on: window.canvas)
        XCTAssertEqual(picture(window), expected)
    }
}

/// On SDL's software renderer (the dummy driver's, and the one chosen where OpenGL draws on the
/// CPU) the window keeps its own pixels, so a frame sends the display only its damage.
extension WindowFramebufferTests {
    func testIssue14_aSoftwareWindowPresentsOnlyItsDamage() throws {
        let window = try makeTestWindow(size: size)
        XCTAssertTrue(window.canvas.presentsRegions, "the dummy driver's renderer is SDL's software renderer")
        let framebuffer = WindowFramebuffer(renderer: DisplayListRenderer())
        let host = ViewHost(Square(), size: size)
        framebuffer.draw(host.displayList, on: window.canvas)
        window.canvas.present()
        XCTAssertNil(window.canvas.lastPresentedRegion, "the first frame shows the whole window")

        host.content = Square(dx: 10)
        framebuffer.draw(host.displayList, on: window.canvas)
        window.canvas.present()
        XCTAssertEqual(window.canvas.lastPresentedRegion, [CGRect(x: 49, y: 29, width: 32, height: 22)])
        XCTAssertEqual(picture(window), try HeadlessRenderer.image(of: host), "the window's own pixels: the whole new frame")

        // Nothing changed: nothing is sent.
        framebuffer.draw(host.displayList, on: window.canvas)
        window.canvas.present()
        XCTAssertEqual(window.canvas.lastPresentedRegion, [])

        // The window was uncovered: the whole picture again, whatever the damage.
        window.canvas.presentWholeNext()
        framebuffer.draw(host.displayList, on: window.canvas)
        window.canvas.present()
        XCTAssertNil(window.canvas.lastPresentedRegion)
        XCTAssertEqual(window.canvas.presentCount, 4)
        XCTAssertNil(window.canvas.lastError)
    }

    func testIssue14_aFlashIsSentAndTakenAwayWithTheNextFrame() throws {
        let window = try makeTestWindow(size: size)
        let framebuffer = WindowFramebuffer(renderer: DisplayListRenderer())
        let host = ViewHost(Square(), size: size)
        framebuffer.draw(host.displayList, on: window.canvas)
        window.canvas.present()
        framebuffer.flashesDamage = true
        host.content = Square(dx: 10)
        framebuffer.draw(host.displayList, on: window.canvas)
        window.canvas.present()
        let flashed = CGRect(x: 49, y: 29, width: 32, height: 22)
        XCTAssertEqual(window.canvas.lastPresentedRegion, [flashed])
        // Back 10 points with the flash off: the new damage (the same rectangle) and the flash
        // the screen still shows are painted over and sent.
        framebuffer.flashesDamage = false
        host.content = Square(dx: 0)
        framebuffer.draw(host.displayList, on: window.canvas)
        window.canvas.present()
        XCTAssertEqual(window.canvas.lastPresentedRegion, [flashed, flashed])
        XCTAssertEqual(picture(window), try HeadlessRenderer.image(of: host))
        // A frame without change after that sends nothing: the flash is gone.
        framebuffer.draw(host.displayList, on: window.canvas)
        window.canvas.present()
        XCTAssertEqual(window.canvas.lastPresentedRegion, [])
    }

    func testIssue14_aHeadlessCanvasIgnoresAPresentLimit() throws {
        let headless = try HeadlessCanvas(size: size, scale: 1)
        XCTAssertFalse(headless.canvas.presentsRegions)
        headless.canvas.limitNextPresent(to: [CGRect(x: 0, y: 0, width: 4, height: 4)])
        headless.canvas.present()
        XCTAssertNil(headless.canvas.lastPresentedRegion)
    }

    func testIssue14_emptyAndNonFiniteRectanglesAreNotSent() throws {
        let window = try makeTestWindow(size: size)
        window.canvas.limitNextPresent(to: [CGRect(x: CGFloat.nan, y: 0, width: 5, height: 5),
                                            CGRect(x: 0, y: 0, width: 0, height: 5),
                                            CGRect(x: 1e12, y: 0, width: 5, height: 5),
                                            CGRect(x: 2.5, y: 3.25, width: 4, height: 4)])
        window.canvas.present()
        XCTAssertEqual(window.canvas.lastPresentedRegion, [CGRect(x: 2, y: 3, width: 5, height: 5)], "rounded out to whole pixels")
        XCTAssertNil(window.canvas.lastError)
    }
}
