import CSDL2
import Foundation

/// The fonts text is measured and drawn with: DejaVu Sans regular and bold (Debian's
/// `fonts-dejavu-core`), opened with SDL2_ttf at each pixel size asked for and kept open.
///
/// A ``Font`` at a pixel density becomes a face and a size: weights from ``Font/Weight/semibold``
/// up use the bold file (``Font/Weight/isBold``), lighter ones the regular file. Italics, designs
/// and condensed widths use the DejaVu file of that style beside the regular one when it exists
/// (``facePath(for:)``: `DejaVuSans-Oblique`, `DejaVuSerif-Italic`, `DejaVuSansMono-Bold`,
/// `DejaVuSansCondensed`, …), else the regular or bold file. A ``Font/custom(_:size:)`` font uses
/// the file a ``FontFileLocator`` finds for its name; when there is none, the library warns once per
/// name and draws the system face. The size in pixels is
/// `pointSize × density`, kept to a quarter pixel: the font is opened at `4 × pixels` points at
/// 18 dpi (`TTF_OpenFontDPI`), which SDL2_ttf scales to exactly `pixels` per em. Open fonts are
/// kept until more than ``openFontLimit`` sizes are open; then all are closed and opened again on
/// demand (glyph runs already rendered do not need them).
///
/// Missing fonts: ``init(regularPath:boldPath:)`` throws ``SDLError/fontUnavailable(path:sdlMessage:)``,
/// whose message says to `apt-get install fonts-dejavu-core`. ``loadDefault(regularPath:boldPath:warn:)``
/// turns that into one warning and `nil`, which is how the player falls back: with no library it
/// measures text with a ``MonospaceTextMeasurer`` and draws no text.
///
/// The library uses SDL_ttf, started by ``SDLSession/start()``; it must not be used after
/// ``SDLSession/shutdown()``.
///
/// ```swift
/// if let fonts = FontLibrary.loadDefault() {
///     let measurer = SDLTextMeasurer(fonts: fonts, density: 2)
///     measurer.width(of: "Login", font: .body)
/// }
/// ```
public final class FontLibrary {
    /// DejaVu Sans (regular) where Debian's `fonts-dejavu-core` installs it.
    public static let defaultRegularPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    /// DejaVu Sans Bold where Debian's `fonts-dejavu-core` installs it.
    public static let defaultBoldPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
    /// The most font sizes kept open at once.
    public static let openFontLimit = 64
    /// The largest size in pixels opened; larger text is drawn at this size (SDL_ttf's glyph cache
    /// and surfaces grow with the square of the size).
    public static let maximumPixelSize: Double = 1024

    /// The regular face's file.
    public let regularPath: String
    /// The bold face's file.
    public let boldPath: String

    private struct Key: Hashable {
        var quarterPixels: Int
        var path: String
    }
    private var open: [Key: OpaquePointer] = [:]
    /// Finds the files of custom fonts.
    public var locator = FontFileLocator()
    /// Where the one warning per missing custom font goes.
    public var warn: (String) -> Void = StandardError.write
    private var customPaths: [String: String?] = [:]
    private var warnedNames: Set<String> = []
    private var existing: [String: Bool] = [:]
    /// How many times a font file has been opened (each size and weight once while it stays open).
    private(set) var openCount = 0

    /// Checks that both files exist and SDL_ttf can open them.
    ///
    /// ```swift
    /// let fonts = try FontLibrary()
    /// ```
    /// - Throws: ``SDLError/fontUnavailable(path:sdlMessage:)`` naming the first file that is missing
    ///   or unreadable, ``SDLError/initializationFailed(library:sdlMessage:)`` if SDL_ttf cannot start.
    public init(regularPath: String = FontLibrary.defaultRegularPath,
                boldPath: String = FontLibrary.defaultBoldPath) throws {
        try SDLSession.start()
        for path in [regularPath, boldPath] {
            guard FileManager.default.fileExists(atPath: path) else {
                throw SDLError.fontUnavailable(path: path, sdlMessage: "no such file")
            }
            guard let font = TTF_OpenFont(path, 12) else {
                throw SDLError.fontUnavailable(path: path, sdlMessage: SDLError.lastMessage())
            }
            TTF_CloseFont(font)
        }
        self.regularPath = regularPath
        self.boldPath = boldPath
    }

    /// The library, or `nil` after one warning (the error's message, which names the package to
    /// install, and what happens instead) when a font is missing.
    ///
    /// ```swift
    /// let fonts = FontLibrary.loadDefault()   // nil, with one line on stderr, without fonts-dejavu-core
    /// let measurer: TextMeasurer = fonts.map { SDLTextMeasurer(fonts: $0, density: 2) } ?? MonospaceTextMeasurer()
    /// let textPainter = fonts.map { SDLTextPainter(fonts: $0) }   // nil: text is not drawn
    /// ```
    public static func loadDefault(regularPath: String = FontLibrary.defaultRegularPath,
                                   boldPath: String = FontLibrary.defaultBoldPath,
                                   warn: (String) -> Void = StandardError.write) -> FontLibrary? {
        do {
            return try FontLibrary(regularPath: regularPath, boldPath: boldPath)
        } catch {
            warn("motion: warning: \(error); text will be measured as monospace and not drawn")
            return nil
        }
    }

    deinit {
        closeAll()
    }

    /// The size key of `pointSize` points at `density` pixels per point: quarter pixels, rounded;
    /// 0 for sizes that draw nothing (not positive or not finite). Capped at ``maximumPixelSize``.
    ///
    /// ```swift
    /// FontLibrary.quarterPixels(pointSize: 17, density: 2)   // 136 (34 px)
    /// ```
    public static func quarterPixels(pointSize: CGFloat, density: Double) -> Int {
        let pixels = Double(pointSize) * density
        guard pixels.isFinite, pixels > 0 else { return 0 }
        return Int((min(pixels, maximumPixelSize) * 4).rounded())
    }

    /// The SDL_ttf font for `font` at `density`, opened now if needed; nil for an empty size or
    /// when SDL_ttf fails.
    func ttfFont(for font: Font, density: Double) -> OpaquePointer? {
        ttfFont(quarterPixels: FontLibrary.quarterPixels(pointSize: font.pointSize, density: density),
                path: facePath(for: font))
    }

    /// The SDL_ttf font of `quarterPixels / 4` pixels per em in the regular or bold face.
    func ttfFont(quarterPixels: Int, bold: Bool) -> OpaquePointer? {
        ttfFont(quarterPixels: quarterPixels, path: bold ? boldPath : regularPath)
    }

    /// The file `font` is drawn from (see the type's rules).
    ///
    /// ```swift
    /// fonts.facePath(for: .body.italic())   // ".../DejaVuSans-Oblique.ttf"
    /// ```
    public func facePath(for font: Font) -> String {
        let bold = font.weight.isBold
        if let name = font.customName {
            if let path = customPath(name, bold: bold, italic: font.isItalic) { return path }
        }
        let plain = font.design == .default || font.design == .rounded
        guard font.isItalic || !plain || font.width.value < 0 else { return bold ? boldPath : regularPath }
        let family: String
        switch font.design {
        case .monospaced: family = "DejaVuSansMono"
        case .serif: family = font.width.value < 0 ? "DejaVuSerifCondensed" : "DejaVuSerif"
        case .default, .rounded: family = font.width.value < 0 ? "DejaVuSansCondensed" : "DejaVuSans"
        }
        let slant = font.design == .serif ? "Italic" : "Oblique"
        let style = bold ? (font.isItalic ? "-Bold" + slant : "-Bold") : (font.isItalic ? "-" + slant : "")
        let path = (regularPath as NSString).deletingLastPathComponent + "/" + family + style + ".ttf"
        if existing[path] == nil { existing[path] = FileManager.default.fileExists(atPath: path) }
        return existing[path]! ? path : (bold ? boldPath : regularPath)
    }

    /// The file of a custom font, looked up once per name and style; a missing name warns once.
    private func customPath(_ name: String, bold: Bool, italic: Bool) -> String? {
        let key = "\(name)|\(bold)|\(italic)"
        if let known = customPaths[key] { return known }
        let path = locator.path(forName: name, bold: bold, italic: italic)
        customPaths[key] = .some(path)
        if path == nil, warnedNames.insert(name).inserted {
            warn("motion: warning: font \"\(name)\" not found under \(locator.directories.joined(separator: ", ")); drawing DejaVu Sans instead")
        }
        return path
    }

    /// The SDL_ttf font of `quarterPixels / 4` pixels per em from the file at `path`.
    func ttfFont(quarterPixels: Int, path: String) -> OpaquePointer? {
        guard quarterPixels > 0 else { return nil }
        let key = Key(quarterPixels: quarterPixels, path: path)
        if let font = open[key] { return font }
        if open.count >= FontLibrary.openFontLimit { closeAll() }
        // 18 dpi: SDL_ttf sets ptsize × 18 / 72 = quarterPixels / 4 pixels per em.
        guard let font = TTF_OpenFontDPI(path, Int32(quarterPixels), 18, 18) else { return nil }
        open[key] = font
        openCount += 1
        return font
    }

    private func closeAll() {
        if TTF_WasInit() > 0 { open.values.forEach { TTF_CloseFont($0) } }
        open = [:]
    }
}
