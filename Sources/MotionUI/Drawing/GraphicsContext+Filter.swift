import Foundation

extension GraphicsContext {
    /// A filter applied to what a context draws, as SwiftUI's `GraphicsContext.Filter`.
    ///
    /// Motion records filters with each drawing command (see ``GraphicsContext/addFilter(_:options:)``);
    /// the display list does not apply them yet.
    ///
    /// ```swift
    /// context.addFilter(.blur(radius: 8))
    /// ```
    public struct Filter: Equatable, Sendable {
        enum Kind: Equatable, Sendable {
            /// A Gaussian blur; SwiftUI's radius (a negative or NaN radius reads as 0).
            case blur(radius: CGFloat, options: BlurOptions)
        }

        let kind: Kind

        /// A Gaussian blur of `radius` points (SwiftUI's radius; negative or NaN reads as 0).
        ///
        /// ```swift
        /// context.addFilter(.blur(radius: 4))
        /// ```
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
            Filter(kind: .blur(radius: radius.isNaN ? 0 : max(radius, 0), options: options))
        }
    }

    /// Options of ``addFilter(_:options:)``, as SwiftUI's `GraphicsContext.FilterOptions`.
    ///
    /// ```swift
    /// context.addFilter(.blur(radius: 2), options: [.linearColor])
    /// ```
    public struct FilterOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Works in linear colour rather than device colour.
        public static let linearColor = FilterOptions(rawValue: 1 << 0)
    }

    /// Options of a blur filter, as SwiftUI's `GraphicsContext.BlurOptions`.
    ///
    /// ```swift
    /// context.addFilter(.blur(radius: 2, options: .opaque))
    /// ```
    public struct BlurOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The result is opaque: the blur does not fade at the edges.
        public static let opaque = BlurOptions(rawValue: 1 << 1)
        /// Dithers the result to hide banding.
        public static let dithersResult = BlurOptions(rawValue: 1 << 0)
    }
}
