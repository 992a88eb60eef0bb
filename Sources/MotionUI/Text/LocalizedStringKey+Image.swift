import Foundation

extension LocalizedStringKey.StringInterpolation {
    /// Appends an image, laid out inline with the text, as SwiftUI's (see `Text(_:)` of an `Image`).
    ///
    /// ```swift
    /// Text("\(Image(systemName: "heart.fill")) Like")
    /// ```
    public mutating func appendInterpolation(_ image: Image) {
        appendInterpolation(Text(image))
    }
}
