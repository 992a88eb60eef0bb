import Foundation

extension GraphicsContext {
    /// How a drawing command combines with what is already drawn, as SwiftUI's
    /// `GraphicsContext.BlendMode` (Core Graphics' blend modes, same raw values).
    ///
    /// Motion records the mode with each command; its display list draws every item with
    /// ``normal`` compositing for now.
    ///
    /// ```swift
    /// context.blendMode = .screen
    /// ```
    public struct BlendMode: RawRepresentable, Hashable, Sendable {
        public let rawValue: Int32

        /// A blend mode from Core Graphics' raw value.
        ///
        /// ```swift
        /// GraphicsContext.BlendMode(rawValue: 1) == .multiply   // true
        /// ```
        public init(rawValue: Int32) { self.rawValue = rawValue }

        /// Source over destination.
        public static let normal = BlendMode(rawValue: 0)
        /// Source × destination.
        public static let multiply = BlendMode(rawValue: 1)
        /// 1 − (1 − source)(1 − destination).
        public static let screen = BlendMode(rawValue: 2)
        /// Multiply or screen, by the destination.
        public static let overlay = BlendMode(rawValue: 3)
        /// The darker of source and destination.
        public static let darken = BlendMode(rawValue: 4)
        /// The lighter of source and destination.
        public static let lighten = BlendMode(rawValue: 5)
        /// Brightens the destination by the source.
        public static let colorDodge = BlendMode(rawValue: 6)
        /// Darkens the destination by the source.
        public static let colorBurn = BlendMode(rawValue: 7)
        /// Darken or lighten, by the source (soft).
        public static let softLight = BlendMode(rawValue: 8)
        /// Multiply or screen, by the source.
        public static let hardLight = BlendMode(rawValue: 9)
        /// |source − destination|.
        public static let difference = BlendMode(rawValue: 10)
        /// Like difference, lower in contrast.
        public static let exclusion = BlendMode(rawValue: 11)
        /// The source's hue with the destination's saturation and luminosity.
        public static let hue = BlendMode(rawValue: 12)
        /// The source's saturation.
        public static let saturation = BlendMode(rawValue: 13)
        /// The source's hue and saturation.
        public static let color = BlendMode(rawValue: 14)
        /// The source's luminosity.
        public static let luminosity = BlendMode(rawValue: 15)
        /// Clears what is below.
        public static let clear = BlendMode(rawValue: 16)
        /// Replaces what is below.
        public static let copy = BlendMode(rawValue: 17)
        /// The source where the destination is.
        public static let sourceIn = BlendMode(rawValue: 18)
        /// The source where the destination is not.
        public static let sourceOut = BlendMode(rawValue: 19)
        /// The source over the destination, only where the destination is.
        public static let sourceAtop = BlendMode(rawValue: 20)
        /// The destination over the source.
        public static let destinationOver = BlendMode(rawValue: 21)
        /// The destination where the source is.
        public static let destinationIn = BlendMode(rawValue: 22)
        /// The destination where the source is not.
        public static let destinationOut = BlendMode(rawValue: 23)
        /// The destination over the source, only where the source is.
        public static let destinationAtop = BlendMode(rawValue: 24)
        /// Source or destination, not both.
        public static let xor = BlendMode(rawValue: 25)
        /// max(0, 1 − ((1 − destination) + (1 − source))).
        public static let plusDarker = BlendMode(rawValue: 26)
        /// min(1, source + destination).
        public static let plusLighter = BlendMode(rawValue: 27)
    }
}
