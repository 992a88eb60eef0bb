import Foundation

extension TextLayout {
    /// The room an image inline in text takes (``Run/attachment``): every character of its run —
    /// each ``character`` — is one image `size` wide, `baseline` below its top on the line's baseline.
    ///
    /// ```swift
    /// var run = TextLayout.Run("\u{FFFC}", font: .body)
    /// run.attachment = TextLayout.Attachment(size: CGSize(width: 19, height: 17), baseline: 15)
    /// ```
    public struct Attachment: Hashable, Sendable {
        /// The character an image stands for in a text's string: U+FFFC OBJECT REPLACEMENT CHARACTER.
        public static let character: Character = "\u{FFFC}"

        /// The image's size, in points.
        public var size: CGSize
        /// The y of the text baseline in the image, from its top.
        public var baseline: CGFloat

        /// The room of an image `size` big whose baseline lies `baseline` below its top.
        ///
        /// ```swift
        /// TextLayout.Attachment(size: CGSize(width: 24, height: 12), baseline: 12)   // on the baseline
        /// ```
        public init(size: CGSize, baseline: CGFloat) {
            self.size = size
            self.baseline = baseline
        }
    }
}
