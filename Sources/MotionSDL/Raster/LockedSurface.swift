import CSDL2
import Foundation

/// The pixels of a locked 32-bit SDL surface (ARGB8888 or XRGB8888), as the exact software paths
/// (mesh rasterizer, bitmap compositor, coverage blending) write them.
///
/// ```swift
/// canvas.withLockedSurface(surface) { pixels in
///     let row = pixels.row(0)   // UInt32 pixels of the first row
///     row[0] = 0xFF00_0000      // opaque black
/// }
/// ```
///
/// Bounds, checked in debug builds (asserts; release builds trust the callers' clipping): the
/// pitch holds a row (`pitch ≥ 4 · width`, so a stride wider than the row is fine), a row is
/// `0 ..< height`, a column `0 ..< width`.
struct LockedSurface {
    let pixels: UnsafeMutableRawPointer
    let width: Int
    let height: Int
    /// Bytes per row.
    let pitch: Int
    /// Whether the surface has an alpha channel; without one it is treated as opaque.
    let hasAlpha: Bool

    init(pixels: UnsafeMutableRawPointer, width: Int, height: Int, pitch: Int, hasAlpha: Bool) {
        assert(width >= 0 && height >= 0 && pitch >= width * 4,
               "a \(width)×\(height) surface needs a pitch of at least \(width * 4) bytes, not \(pitch)")
        self.pixels = pixels
        self.width = width
        self.height = height
        self.pitch = pitch
        self.hasAlpha = hasAlpha
    }

    /// The pixels of row `y`.
    func row(_ y: Int) -> SurfaceRow {
        assert(y >= 0 && y < height, "row \(y) is outside a surface of \(height) rows")
        return SurfaceRow(base: pixels.advanced(by: y * pitch).assumingMemoryBound(to: UInt32.self), width: width)
    }

    /// The pixels that may be touched: the whole surface, narrowed to `clip`; nil when that is empty.
    func bounds(clippedTo clip: SDL_Rect?) -> (left: Int, top: Int, right: Int, bottom: Int)? {
        var left = 0, top = 0, right = width - 1, bottom = height - 1
        if let clip {
            left = max(left, Int(clip.x))
            top = max(top, Int(clip.y))
            right = min(right, Int(clip.x) + Int(clip.w) - 1)
            bottom = min(bottom, Int(clip.y) + Int(clip.h) - 1)
        }
        guard left <= right, top <= bottom else { return nil }
        return (left, top, right, bottom)
    }

    /// Straight-alpha "over", computed exactly in doubles and rounded once:
    /// αo = αs + αd(1 − αs); Co = (Cs·αs + Cd·αd(1 − αs)) / αo. A surface without alpha is opaque.
    func blend(_ pixel: UnsafeMutablePointer<UInt32>, alpha: Double, source: (r: Double, g: Double, b: Double)) {
        let alpha = min(alpha, 1)
        let value = pixel.pointee
        let dr = Double((value >> 16) & 0xFF), dg = Double((value >> 8) & 0xFF), db = Double(value & 0xFF)
        let da = hasAlpha ? Double(value >> 24) / 255 : 1
        let keep = da * (1 - alpha)
        let outAlpha = alpha + keep
        guard outAlpha > 0 else { return }
        func channel(_ s: Double, _ d: Double) -> UInt32 { LockedSurface.byte((s * alpha + d * keep) / outAlpha) }
        let a = hasAlpha ? LockedSurface.byte(outAlpha * 255) : 0xFF
        pixel.pointee = a << 24 | channel(source.r, dr) << 16 | channel(source.g, dg) << 8 | channel(source.b, db)
    }

    /// `value` rounded half away from zero and clamped to 0…255 (NaN → 0) — what
    /// `min(max(value.rounded(), 0), 255)` gives — without a call into libm: from 0.5 up to 254.5,
    /// `value + 0.5` truncated is that rounding exactly (the sum may be rounded, but never onto or
    /// past the next whole number; below 0.5 it could be, at 0.49999999999999994, hence the guard).
    @inline(__always)
    static func byte(_ value: Double) -> UInt32 {
        guard value >= 0.5 else { return 0 }
        return value < 254.5 ? UInt32(value + 0.5) : 255
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
        guard let pixels = LockedSurface(lockedSurface: surface) else { return }
        body(pixels)
    }
}

extension LockedSurface {
    /// The pixels of a 32-bit SDL surface that is locked (or needs no lock); nil without pixels.
    init?(lockedSurface surface: UnsafeMutablePointer<SDL_Surface>) {
        guard let pixels = surface.pointee.pixels else { return nil }
        assert(surface.pointee.format.pointee.BytesPerPixel == 4, "a LockedSurface is 32-bit pixels")
        self.init(pixels: pixels, width: Int(surface.pointee.w), height: Int(surface.pointee.h),
                  pitch: Int(surface.pointee.pitch), hasAlpha: surface.pointee.format.pointee.Amask != 0)
    }
}
