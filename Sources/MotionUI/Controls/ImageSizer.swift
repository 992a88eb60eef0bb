import Foundation

/// Tells layout the natural size of a named image, in points; the backend provides it (the SDL
/// backend reads the files in `Assets/`). Without one, images are 0 × 0 until made resizable.
///
/// ```swift
/// struct FixedImages: ImageSizer {
///     func size(ofImage name: String) -> CGSize? { CGSize(width: 18, height: 18) }
/// }
/// ```
public protocol ImageSizer {
    func size(ofImage name: String) -> CGSize?
}
