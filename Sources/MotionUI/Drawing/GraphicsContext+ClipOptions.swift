import Foundation

extension GraphicsContext {
    /// Options of ``clip(to:style:options:)``, as SwiftUI's `GraphicsContext.ClipOptions`.
    ///
    /// ```swift
    /// context.clip(to: hole, options: .inverse)   // draw everywhere but inside `hole`
    /// ```
    public struct ClipOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Clips to the outside of the shape instead of its inside.
        public static let inverse = ClipOptions(rawValue: 1 << 0)
    }
}
