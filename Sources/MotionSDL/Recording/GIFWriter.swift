import CGIF
import Glibc
import Foundation

/// A GIF89a file written frame by frame with giflib's encoder: a logical screen with no global
/// palette, the NETSCAPE2.0 extension so it loops forever, then per frame a graphics control
/// block (delay, transparent index, disposal "leave in place") and an image of a sub-rectangle
/// with its own palette. ``close()`` writes the trailer; a writer dropped without it closes the
/// file too, so no handle leaks.
///
/// ```swift
/// let writer = try GIFWriter(path: "/tmp/dot.gif", width: 1, height: 1)
/// let frame = GIFQuantizer.quantize([.white], width: 1, height: 1)
/// try writer.write(frame, in: PixelRect(x: 0, y: 0, width: 1, height: 1), delay: 10)
/// try writer.close()
/// ```
final class GIFWriter {
    /// The file.
    let path: String
    private var file: UnsafeMutablePointer<GifFileType>?

    /// Creates (or replaces) the file at `path` for frames of `width × height` pixels.
    ///
    /// - Throws: ``GIFError/invalidSize(width:height:)``, ``GIFError/writeFailed(path:message:)``.
    init(path: String, width: Int, height: Int) throws {
        guard (1...GIFError.maximumDimension).contains(width), (1...GIFError.maximumDimension).contains(height) else {
            throw GIFError.invalidSize(width: width, height: height)
        }
        self.path = path
        // giflib's own open makes files only their owner can read; this one lets the umask decide.
        let handle = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard handle >= 0 else { throw GIFError.writeFailed(path: path, message: String(cString: strerror(errno))) }
        var code: Int32 = 0
        guard let opened = EGifOpenFileHandle(handle, &code) else {
            Glibc.close(handle)
            throw GIFError.writeFailed(path: path, message: GIFError.message(code))
        }
        file = opened
        EGifSetGifVersion(opened, true)
        try check(EGifPutScreenDesc(opened, Int32(width), Int32(height), 8, 0, nil))
        // NETSCAPE2.0: loop forever (count 0).
        try check(EGifPutExtensionLeader(opened, APPLICATION_EXT_FUNC_CODE))
        var application = Array("NETSCAPE2.0".utf8)
        try check(EGifPutExtensionBlock(opened, Int32(application.count), &application))
        var loop: [GifByteType] = [1, 0, 0]
        try check(EGifPutExtensionBlock(opened, 3, &loop))
        try check(EGifPutExtensionTrailer(opened))
    }

    deinit {
        if let file { EGifCloseFile(file, nil) }
    }

    /// Writes `frame` (its indices row by row over `rect`) to show for `delay` hundredths of a
    /// second, leaving it in place under the next frame.
    ///
    /// - Throws: ``GIFError/writeFailed(path:message:)`` (also after ``close()``, or when the
    ///   indices do not fill `rect`).
    func write(_ frame: GIFQuantizer.Frame, in rect: PixelRect, delay: Int) throws {
        guard let file else { throw GIFError.writeFailed(path: path, message: "the file is already closed") }
        guard rect.width > 0, rect.height > 0, frame.indices.count == rect.width * rect.height else {
            throw GIFError.writeFailed(path: path, message: "a frame of \(frame.indices.count) pixels does not fill \(rect.width)x\(rect.height)")
        }
        var control = GraphicsControlBlock(DisposalMode: DISPOSE_DO_NOT, UserInputFlag: false,
                                           DelayTime: Int32(min(max(delay, 0), 65_535)),
                                           TransparentColor: Int32(frame.transparentIndex ?? Int(NO_TRANSPARENT_COLOR)))
        var extensionBytes = [GifByteType](repeating: 0, count: 4)
        let length = EGifGCBToExtension(&control, &extensionBytes)
        try check(EGifPutExtension(file, GRAPHICS_EXT_FUNC_CODE, Int32(length), &extensionBytes))
        let colors = frame.colors.map { GifColorType(Red: $0.r, Green: $0.g, Blue: $0.b) }
        guard let map = GifMakeMapObject(Int32(colors.count), colors) else {
            throw GIFError.writeFailed(path: path, message: "a palette of \(colors.count) colours is not a power of two up to 256")
        }
        defer { GifFreeMapObject(map) }
        try check(EGifPutImageDesc(file, Int32(rect.x), Int32(rect.y), Int32(rect.width), Int32(rect.height), false, map))
        var row = [GifPixelType](repeating: 0, count: rect.width)
        for y in 0..<rect.height {
            let start = y * rect.width
            for x in 0..<rect.width { row[x] = frame.indices[start + x] }
            try check(EGifPutLine(file, &row, Int32(rect.width)))
        }
    }

    /// Writes the trailer and closes the file.
    ///
    /// - Throws: ``GIFError/writeFailed(path:message:)`` when the last bytes cannot be written.
    func close() throws {
        guard let file else { return }
        self.file = nil
        var code: Int32 = 0
        if EGifCloseFile(file, &code) != GIF_OK {
            throw GIFError.writeFailed(path: path, message: GIFError.message(code))
        }
    }

    private func check(_ status: Int32) throws {
        guard status != GIF_OK else { return }
        throw GIFError.writeFailed(path: path, message: GIFError.message(file?.pointee.Error ?? 0))
    }
}
