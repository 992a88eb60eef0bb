import CSDL2
import Foundation
import XCTest
@testable import MotionSDL

/// Makes SDL use its dummy video driver unless the caller chose one, so window tests never need a
/// display. Must run before the first `Window` is created.
func useDummyVideoDriverUnlessSet() {
    setenv("SDL_VIDEODRIVER", "dummy", 0)
}

/// Renders `list` headless twice — exactly, and through the streaming texture as a window does
/// (``MeshBackend/renderGeometry``) — and returns the largest difference in any channel.
func texturedPathDifference(_ list: DisplayList, size: CGSize, scale: Double,
                            file: StaticString = #filePath, line: UInt = #line) throws -> Int {
    let exact = try HeadlessCanvas(size: size, scale: scale)
    let textured = try HeadlessCanvas(size: size, scale: scale)
    textured.canvas.meshBackend = .renderGeometry
    let renderer = DisplayListRenderer()
    renderer.render(list, on: exact.canvas)
    renderer.render(list, on: textured.canvas)
    XCTAssertNil(textured.canvas.lastError, file: file, line: line)
    var worst = 0
    for (p, q) in zip(exact.snapshot().pixels, textured.snapshot().pixels) {
        worst = max(worst, abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)))
    }
    return worst
}

/// What `window`'s back buffer holds, as ARGB8888 values row by row (its pending drawing first);
/// fails the test when SDL cannot read it.
func windowPixels(_ window: Window, file: StaticString = #filePath, line: UInt = #line) -> [UInt32] {
    window.canvas.flush()
    let pixels = window.canvas.pixelSize
    var buffer = [UInt32](repeating: 0, count: pixels.width * pixels.height)
    let read = buffer.withUnsafeMutableBytes {
        SDL_RenderReadPixels(window.canvas.renderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, $0.baseAddress, Int32(pixels.width * 4))
    }
    XCTAssertEqual(read, 0, file: file, line: line)
    return buffer
}
