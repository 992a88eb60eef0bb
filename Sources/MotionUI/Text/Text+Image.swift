import Foundation

extension Text {
    /// The image `image` as a text, as SwiftUI's `Text(_:)` for an `Image`: laid out inline with
    /// the text it is concatenated or interpolated with, on its baseline (see ``TextAttachment``).
    ///
    /// ```swift
    /// Text(Image(systemName: "star.fill")) + Text(" 4.5")
    /// Text("\(Image(systemName: "heart.fill")) Like")
    /// ```
    public init(_ image: Image) {
        var part = Text(verbatim: String(TextLayout.Attachment.character))
        part.attachment = TextAttachment(image)
        self.init(verbatim: part.content)
        segments = [part]
    }
}
