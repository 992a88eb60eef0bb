/// One row of a ``LockedSurface``: `width` 32-bit pixels, each column checked against the row's
/// width in debug builds.
///
/// ```swift
/// let row = locked.row(y)
/// row[x] = 0xFF00_0000 | red << 16
/// locked.blend(row.pointer(x + 1), alpha: 0.5, source: (255, 0, 0))
/// ```
struct SurfaceRow {
    let base: UnsafeMutablePointer<UInt32>
    let width: Int

    /// The pixel in column `x`.
    subscript(x: Int) -> UInt32 {
        get { pointer(x).pointee }
        nonmutating set { pointer(x).pointee = newValue }
    }

    /// The address of the pixel in column `x`.
    func pointer(_ x: Int) -> UnsafeMutablePointer<UInt32> {
        assert(x >= 0 && x < width, "column \(x) is outside a row of \(width) pixels")
        return base.advanced(by: x)
    }
}
