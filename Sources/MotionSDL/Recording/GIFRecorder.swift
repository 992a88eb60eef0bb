import Foundation

/// Records frames shown at given times as an animated GIF, streamed to the file as it goes.
///
/// Rules:
/// - Time: the first frame's time is the GIF's 0. The frames are resampled on a grid of
///   ``frameStep`` hundredths of a second (2, so at most 50 frames a second: browsers slow
///   delays under 2 down to 10): each grid point shows the last frame added at or before it
///   (sample and hold). So frame delays are whole grid steps and add up to the recorded time
///   rounded up to a whole step. A time earlier than the last one counts as the last one (the
///   clock never runs backwards); a non-finite time is ignored.
/// - Unchanged frames are merged: a grid point whose picture equals the one before extends that
///   frame's delay. A delay longer than 655.35 s (GIF's largest) is written as 655.35 s.
/// - Transparent diff: the first frame is written whole; each later frame only as the smallest
///   rectangle around the pixels that changed, with unchanged pixels in it transparent, left in
///   place over the previous frame.
/// - Colour: each frame has its own palette (``GIFQuantizer``): exact when the changed pixels have
///   at most 255 colours, otherwise median cut with Floyd–Steinberg dithering. A palette per frame
///   fits a stream whose later colours are unknown, and the small changed rectangle of an
///   animation frame almost always fits an exact palette.
/// - Size: the GIF has the first frame's size unless given; a frame of another size is cropped at
///   the right and bottom, or padded there with white. Alpha is ignored (frames are opaque).
///
/// ```swift
/// let recorder = try GIFRecorder(path: "out/shake.gif", width: 800, height: 600)
/// for n in 0..<60 {
///     host.advance(by: 1.0 / 60)
///     try recorder.add(frames.render(host.displayList), at: host.time)
/// }
/// let summary = try recorder.finish(at: host.time + 1.0 / 60)   // 1.00 s
/// ```
public final class GIFRecorder {
    /// What a finished recording holds.
    public struct Summary: Equatable, Sendable {
        /// The file written.
        public var path: String
        /// Frames in the file (after merging unchanged ones).
        public var frames: Int
        /// Frames whose changed pixels all have their exact colour (the rest are dithered).
        public var exactFrames: Int
        /// The sum of the frame delays, in hundredths of a second.
        public var centiseconds: Int
        /// The file's size in bytes.
        public var bytes: Int

        /// The sum of the frame delays in seconds.
        public var duration: Double { Double(centiseconds) / 100 }
    }

    /// The GIF's file.
    public var path: String { writer.path }
    /// The GIF's width and height in pixels.
    public let width: Int, height: Int
    /// The resampling grid's step in hundredths of a second (at least 2).
    public let frameStep: Int
    /// Frames written to the file so far (the frame still being held is not counted).
    public private(set) var framesWritten = 0

    private let writer: GIFWriter
    private var origin: TimeInterval?
    private var latestTime: TimeInterval = 0
    /// The last frame added, shown from the next grid point on.
    private var held: PixelImage?
    /// The next grid point to sample, in hundredths of a second from the origin.
    private var nextGrid = 0
    /// The frame sampled last, not written yet: its picture, its start, and what changed from the frame before.
    private var pending: (image: PixelImage, start: Int, rect: PixelRect, changed: [Bool]?)?
    private var writtenCentiseconds = 0
    private var exactFrames = 0

    /// Starts a GIF at `path` of `width × height` pixels, sampled at most `framesPerSecond`
    /// times a second (values above 50, non-finite or not positive read as 50).
    ///
    /// ```swift
    /// let recorder = try GIFRecorder(path: "/tmp/x.gif", width: 320, height: 240)
    /// ```
    /// - Throws: ``GIFError`` when the size is out of range or the file cannot be created.
    public init(path: String, width: Int, height: Int, framesPerSecond: Double = 50) throws {
        let rate = framesPerSecond.isFinite && framesPerSecond > 0 ? min(framesPerSecond, 50) : 50
        frameStep = max(2, Int((100 / rate).rounded()))
        writer = try GIFWriter(path: path, width: width, height: height)
        self.width = width
        self.height = height
    }

    /// Adds the frame shown from `time` (seconds on the app's clock) on.
    ///
    /// ```swift
    /// try recorder.add(image, at: 0.5)
    /// ```
    /// - Throws: ``GIFError/writeFailed(path:message:)`` when a finished frame cannot be written.
    public func add(_ image: PixelImage, at time: TimeInterval) throws {
        guard time.isFinite else { return }
        let origin = self.origin ?? time
        self.origin = origin
        latestTime = max(latestTime, time - origin)
        try sample(until: latestTime)
        held = image.width == width && image.height == height ? image : fitted(image)
    }

    /// Ends the recording at `time` (when the last frame stops showing), writes the frames still
    /// held and closes the file.
    ///
    /// ```swift
    /// let summary = try recorder.finish(at: 2.0)
    /// print(summary.frames, summary.duration)
    /// ```
    /// - Throws: ``GIFError/writeFailed(path:message:)`` when nothing was added (the file is
    ///   removed) or the file cannot be written.
    public func finish(at time: TimeInterval) throws -> Summary {
        guard let origin, held != nil else {
            try? writer.close()
            try? FileManager.default.removeItem(atPath: path)
            throw GIFError.writeFailed(path: path, message: "no frames were recorded")
        }
        let end = time.isFinite ? max(latestTime, time - origin) : latestTime
        if nextGrid == 0 { try sample(at: 0) }
        try sample(until: end)
        if let pending { try write(pending, until: nextGrid) }
        pending = nil
        try writer.close()
        let bytes = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        return Summary(path: path, frames: framesWritten, exactFrames: exactFrames, centiseconds: writtenCentiseconds, bytes: bytes)
    }

    // MARK: Resampling

    /// Samples the held frame at every grid point before `seconds` (from the origin). The held
    /// frame is the same at all of them, so after the first the rest only merge: the grid jumps.
    private func sample(until seconds: TimeInterval) throws {
        let limit = seconds * 100 - 1e-6
        guard held != nil, Double(nextGrid) < limit else { return }
        try sample(at: nextGrid)
        let steps = Int(((limit - Double(nextGrid)) / Double(frameStep)).rounded(.up))
        nextGrid += max(steps, 0) * frameStep
    }

    private func sample(at grid: Int) throws {
        guard let held else { return }
        nextGrid = grid + frameStep
        guard let previous = pending else {
            pending = (held, grid, PixelRect(x: 0, y: 0, width: width, height: height), nil)
            return
        }
        guard let change = GIFRecorder.difference(from: previous.image, to: held) else { return }
        try write(previous, until: grid)
        pending = (held, grid, change.rect, change.changed)
    }

    private func write(_ frame: (image: PixelImage, start: Int, rect: PixelRect, changed: [Bool]?), until end: Int) throws {
        let rect = frame.rect
        var region: [PixelColor] = []
        region.reserveCapacity(rect.width * rect.height)
        frame.image.pixels.withUnsafeBufferPointer { pixels in
            for y in rect.y..<rect.y + rect.height {
                region.append(contentsOf: pixels[(y * width + rect.x)..<(y * width + rect.x + rect.width)])
            }
        }
        let quantized = GIFQuantizer.quantize(region, width: rect.width, height: rect.height, changed: frame.changed)
        let delay = min(end - frame.start, 65_535)
        try writer.write(quantized, in: rect, delay: delay)
        framesWritten += 1
        exactFrames += quantized.isExact ? 1 : 0
        writtenCentiseconds += delay
    }

    // MARK: Pixels

    /// The smallest rectangle around the pixels that differ (same size images) and which of its
    /// pixels differ, or `nil` when none do.
    static func difference(from old: PixelImage, to new: PixelImage) -> (rect: PixelRect, changed: [Bool])? {
        let width = new.width
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        old.pixels.withUnsafeBufferPointer { before in
            new.pixels.withUnsafeBufferPointer { after in
                for y in 0..<new.height {
                    let row = y * width
                    for x in 0..<width where before[row + x] != after[row + x] {
                        minX = min(minX, x)
                        maxX = max(maxX, x)
                        minY = min(minY, y)
                        maxY = y
                    }
                }
            }
        }
        guard maxX >= 0 else { return nil }
        let rect = PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
        var changed = [Bool](repeating: false, count: rect.width * rect.height)
        for y in 0..<rect.height {
            for x in 0..<rect.width {
                let index = (rect.y + y) * width + rect.x + x
                changed[y * rect.width + x] = old.pixels[index] != new.pixels[index]
            }
        }
        return (rect, changed)
    }

    /// `image` cropped or padded with white to the GIF's size.
    private func fitted(_ image: PixelImage) -> PixelImage {
        var pixels = [PixelColor](repeating: .white, count: width * height)
        for y in 0..<min(height, image.height) {
            for x in 0..<min(width, image.width) {
                pixels[y * width + x] = image.pixels[y * image.width + x]
            }
        }
        return PixelImage(width: width, height: height, pixels: pixels)
    }
}
