import CSDL2
import Foundation

/// The pixels of a locked 32-bit SDL surface (ARGB8888 or XRGB8888), as the exact software paths
/// (mesh rasterizer, bitmap compositor, coverage blending) write them.
///
/// ```swift
/// canvas.withLockedSurface(surface) { pixels in
///     let row = pixels.row(0)   // UInt32 pixels of the first row
/// }
/// ```
struct LockedSurface {
    let pixels: UnsafeMutableRawPointer
    let width: Int
    let height: Int
    /// Bytes per row.
    let pitch: Int
    /// Whether the surface has an alpha channel; without one it is treated as opaque.
    let hasAlpha: Bool

    /// The pixels of row `y`.
    func row(_ y: Int) -> UnsafeMutablePointer<UInt32> {
        pixels.advanced(by: y * pitch).assumingMemoryBound(to: UInt32.self)
    }
}

extension SDLCanvas {
    /// Runs `body` on the surface's pixels after the renderer's queued commands have landed, with
    /// the surface locked; a lock failure is recorded in ``lastError`` and `body` does not run.
    func withLockedSurface(_ surface: UnsafeMutablePointer<SDL_Surface>, _ body: (LockedSurface) -> Void) {
        SDL_RenderFlush(renderer)   // earlier SDL commands (clear, text, images) land first
        guard SDL_LockSurface(surface) == 0 else {
            lastError = .drawFailed(call: "SDL_LockSurface", sdlMessage: SDLError.lastMessage())
            return
        }
        defer { SDL_UnlockSurface(surface) }
        guard let pixels = surface.pointee.pixels else { return }
        body(LockedSurface(pixels: pixels, width: Int(surface.pointee.w), height: Int(surface.pointee.h),
                           pitch: Int(surface.pointee.pitch), hasAlpha: surface.pointee.format.pointee.Amask != 0))
    }
}
