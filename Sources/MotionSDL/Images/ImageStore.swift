import CSDL2
import Foundation

/// The images of `Assets/`, read once and kept: found by an ``AssetLocator``, loaded with
/// `IMG_Load`, converted to straight-alpha RGBA (``PixelImage``), turned into a texture when first
/// drawn on a window. It is MotionUI's ``ImageSizer`` too: an image's natural size in points is its
/// size in pixels (one pixel per point; `@2x` files are not looked for).
///
/// A name with no file, or a file SDL_image cannot read, gets ``placeholder`` — a magenta and grey
/// checkerboard crossed by a dark X, 32 × 32 — and one warning on `warn` (standard error by
/// default) the first time the name is asked for, never a crash. Images are kept for the store's
/// life (assets are few); ``removeCachedImages()`` forgets them (files changed on disk, say).
///
/// ```swift
/// let store = ImageStore()
/// store.size(ofImage: "checkmark-true")        // 72 × 72
/// let host = ViewHost(SignupView(), size: CGSize(width: 390, height: 700), imageSizer: store)
/// let painter = SDLImagePainter(store: store)
/// ```
public final class ImageStore: ImageSizer {
    /// A loaded image, or the placeholder standing in for one, with its texture.
    final class Entry {
        let image: PixelImage
        let bitmap: Bitmap
        let isPlaceholder: Bool
        let texture = CanvasTexture()
        init(image: PixelImage, isPlaceholder: Bool) {
            self.image = image
            self.bitmap = Bitmap(image: image)
            self.isPlaceholder = isPlaceholder
        }
    }

    /// Where images are looked for.
    public let locator: AssetLocator
    private let warn: (String) -> Void
    private var entries: [String: Entry] = [:]
    /// How many image files have been read (each name once while cached).
    public private(set) var fileReadCount = 0

    /// A store finding images with `locator` and reporting missing or unreadable ones to `warn`.
    ///
    /// ```swift
    /// let store = ImageStore(locator: AssetLocator(folders: ["/opt/app/Assets"]), warn: { print($0) })
    /// ```
    public init(locator: AssetLocator = AssetLocator(), warn: @escaping (String) -> Void = StandardError.write) {
        self.locator = locator
        self.warn = warn
    }

    /// The image `name` (`Assets/<name>.png`), or ``placeholder`` when it is missing or unreadable.
    ///
    /// ```swift
    /// store.image(named: "checkmark-false").pixel(x: 36, y: 2)
    /// ```
    public func image(named name: String) -> PixelImage { entry(named: name).image }

    /// Whether `name` is drawn as the placeholder (no file, or one SDL_image cannot read).
    ///
    /// ```swift
    /// store.isPlaceholder("no-such-image")   // true
    /// ```
    public func isPlaceholder(_ name: String) -> Bool { entry(named: name).isPlaceholder }

    /// The natural size of `name` in points: its pixel size (the placeholder's for a missing image,
    /// so it stays visible).
    ///
    /// ```swift
    /// store.size(ofImage: "checkmark-true")   // CGSize(width: 72, height: 72)
    /// ```
    public func size(ofImage name: String) -> CGSize? {
        let image = entry(named: name).image
        return CGSize(width: image.width, height: image.height)
    }

    /// Forgets every image (and texture); the next request reads the files again and warns again.
    ///
    /// ```swift
    /// store.removeCachedImages()
    /// ```
    public func removeCachedImages() {
        entries = [:]
    }

    /// The cached entry of `name`, loading (or substituting the placeholder, with one warning) now.
    func entry(named name: String) -> Entry {
        if let entry = entries[name] { return entry }
        let entry: Entry
        if let path = locator.path(ofImage: name) {
            fileReadCount += 1
            do {
                let image = try PixelImage(contentsOfPNG: path)
                if image.width > 0, image.height > 0 {
                    entry = Entry(image: image, isPlaceholder: false)
                } else {
                    warn("motion: warning: image '\(name)' at \(path) is empty; drawing a placeholder")
                    entry = Entry(image: ImageStore.placeholder, isPlaceholder: true)
                }
            } catch {
                warn("motion: warning: image '\(name)' could not be read: \(error); drawing a placeholder")
                entry = Entry(image: ImageStore.placeholder, isPlaceholder: true)
            }
        } else {
            let places = locator.folders.isEmpty ? "no Assets folder was found (set \(AssetLocator.environmentVariable))"
                : "looked for \(name).png in " + locator.folders.joined(separator: ", ")
            warn("motion: warning: image '\(name)' not found (\(places)); drawing a placeholder")
            entry = Entry(image: ImageStore.placeholder, isPlaceholder: true)
        }
        entries[name] = entry
        return entry
    }

    /// What a missing or unreadable image looks like: 32 × 32 pixels, a checkerboard of 8-pixel
    /// magenta (255, 0, 255) and grey (128, 128, 128) squares, crossed corner to corner by a dark
    /// (40, 40, 40) X three pixels thick. Opaque.
    ///
    /// ```swift
    /// ImageStore.placeholder.pixel(x: 0, y: 0)   // dark: the X starts in the corners
    /// ```
    public static let placeholder: PixelImage = {
        let size = 32
        let magenta = PixelColor(r: 255, g: 0, b: 255), grey = PixelColor(r: 128, g: 128, b: 128)
        let dark = PixelColor(r: 40, g: 40, b: 40)
        var pixels: [PixelColor] = []
        pixels.reserveCapacity(size * size)
        for y in 0..<size {
            for x in 0..<size {
                if abs(x - y) <= 1 || abs(x + y - (size - 1)) <= 1 {
                    pixels.append(dark)
                } else {
                    pixels.append((x / 8 + y / 8) % 2 == 0 ? magenta : grey)
                }
            }
        }
        return PixelImage(width: size, height: size, pixels: pixels)
    }()
}
