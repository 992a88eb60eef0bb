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
