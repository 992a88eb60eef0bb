import CSDL2
import Foundation

/// An image held in memory as rows of ``PixelColor``: what a headless canvas captured or a PNG
/// held. Two images compare equal when their sizes and every pixel match.
///
/// ```swift
/// let image = try PixelImage(contentsOfPNG: "frame-0001.png")
/// image.pixel(x: 10, y: 20)     // PixelColor(r: …, g: …, b: …, a: …)
/// try image.writePNG(to: "/tmp/copy.png")
/// ```
public struct PixelImage: Equatable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Row-major pixels, top row first; `pixels[y * width + x]`.
    public private(set) var pixels: [PixelColor]

    /// An image from its pixels. Missing pixels are transparent; extra ones are dropped; a
    /// negative size counts as 0.
    ///
    /// ```swift
    /// let dot = PixelImage(width: 1, height: 1, pixels: [.white])
    /// ```
    public init(width: Int, height: Int, pixels: [PixelColor]) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        let count = self.width * self.height
        var stored = Array(pixels.prefix(count))
        if stored.count < count { stored += Array(repeating: .clear, count: count - stored.count) }
        self.pixels = stored
    }

    /// Reads a PNG (or any format SDL_image reads) with `IMG_Load`.
    ///
    /// ```swift
    /// let golden = try PixelImage(contentsOfPNG: "Tests/MotionSDLTests/__Snapshots__/x.png")
    /// ```
    /// Rule (issue 13): a PNG whose header claims more than ``maximumPixelCount`` pixels is refused
    /// before any pixel is decoded, so a hostile header cannot make it allocate gigabytes.
    ///
    /// - Throws: ``SDLError/imageReadFailed(path:sdlMessage:)``.
    public init(contentsOfPNG path: String) throws {
        try SDLSession.start()
        if let (width, height) = PixelImage.pngHeaderSize(path: path), width * height > PixelImage.maximumPixelCount {
            throw SDLError.imageReadFailed(path: path, sdlMessage: "its header claims \(width) × \(height) pixels, "
                                           + "more than the \(PixelImage.maximumPixelCount) Motion reads")
        }
        guard let loaded = IMG_Load(path) else {
            throw SDLError.imageReadFailed(path: path, sdlMessage: SDLError.lastMessage())
        }
        defer { SDL_FreeSurface(loaded) }
        guard let image = PixelImage(surface: loaded) else {
            throw SDLError.imageReadFailed(path: path, sdlMessage: SDLError.lastMessage())
        }
        self = image
    }

    /// The most pixels an image file may have: 8,192 × 8,192 (256 MB of RGBA).
    public static let maximumPixelCount = 8_192 * 8_192

    /// The width and height in a PNG file's IHDR chunk, or nil when the file is not a PNG.
    static func pngHeaderSize(path: String) -> (width: Int, height: Int)? {
        guard let file = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? file.close() }
        let header = [UInt8](file.readData(ofLength: 24))
        guard header.count == 24, header.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
              Array(header[12..<16]) == Array("IHDR".utf8) else { return nil }
        func number(_ at: Int) -> Int { header[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (number(16), number(20))
    }

    /// Copies an SDL surface of any format; `nil` if SDL cannot convert it.
    init?(surface: UnsafeMutablePointer<SDL_Surface>) {
        guard let converted = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else { return nil }
        defer { SDL_FreeSurface(converted) }
        if SDL_LockSurface(converted) != 0 { return nil }
        defer { SDL_UnlockSurface(converted) }
        guard let locked = LockedSurface(lockedSurface: converted) else { return nil }
        let width = locked.width, height = locked.height
        var pixels: [PixelColor] = []
        pixels.reserveCapacity(width * height)
        for y in 0..<height {
            let row = locked.row(y)
            for x in 0..<width {
                let value = row[x]   // ARGB8888: a packed native-endian 32-bit value
                pixels.append(PixelColor(r: UInt8(truncatingIfNeeded: value >> 16),
                                         g: UInt8(truncatingIfNeeded: value >> 8),
                                         b: UInt8(truncatingIfNeeded: value),
                                         a: UInt8(truncatingIfNeeded: value >> 24)))
            }
        }
        self.init(width: width, height: height, pixels: pixels)
    }

    /// The pixel at column `x`, row `y`, or `nil` outside the image.
    ///
    /// ```swift
    /// image.pixel(x: 0, y: 0)
    /// ```
    public func pixel(x: Int, y: Int) -> PixelColor? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        return pixels[y * width + x]
    }

    /// Writes the image as a PNG with `IMG_SavePNG`.
    ///
    /// ```swift
    /// try image.writePNG(to: "/tmp/image.png")
    /// ```
    /// - Throws: ``SDLError/invalidSize(width:height:)`` for an empty image,
    ///   ``SDLError/imageWriteFailed(path:sdlMessage:)`` when the file cannot be written.
    public func writePNG(to path: String) throws {
        try SDLSession.start()
        guard width > 0, height > 0 else { throw SDLError.invalidSize(width: width, height: height) }
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32,
                                                           SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            throw SDLError.surfaceCreationFailed(width: width, height: height, sdlMessage: SDLError.lastMessage())
        }
        defer { SDL_FreeSurface(surface) }
        SDL_LockSurface(surface)
        if let locked = LockedSurface(lockedSurface: surface) {
            for y in 0..<height {
                let row = locked.row(y)
                for x in 0..<width {
                    let p = pixels[y * width + x]
                    row[x] = UInt32(p.a) << 24 | UInt32(p.r) << 16 | UInt32(p.g) << 8 | UInt32(p.b)
                }
            }
        }
        SDL_UnlockSurface(surface)
        if IMG_SavePNG(surface, path) != 0 {
            throw SDLError.imageWriteFailed(path: path, sdlMessage: SDLError.lastMessage())
        }
    }
}
