import Foundation

extension Gradient {
    /// How a gradient interpolates between its colours, as SwiftUI's `Gradient.ColorSpace`.
    ///
    /// - ``device`` (the default): the output colour space's components, i.e. the gamma-encoded
    ///   sRGB values `Color` holds, with premultiplied alpha (see ``GradientPaint``).
    /// - ``perceptual``: Motion uses Oklab (Björn Ottosson's, CSS Color 4's default space for
    ///   interpolation; SwiftUI does not say which perceptual space it uses), with premultiplied
    ///   alpha; results outside sRGB are clipped to 0…1 per component.
    ///
    /// ```swift
    /// Rectangle().fill(.linearGradient(Gradient(colors: [.white, .blue]).colorSpace(.perceptual),
    ///                                  startPoint: .top, endPoint: .bottom))
    /// ```
    public struct ColorSpace: Hashable, Sendable {
        let isPerceptual: Bool

        /// Interpolates in the output colour space (gamma-encoded sRGB).
        ///
        /// ```swift
        /// Gradient(colors: [.red, .blue]).colorSpace(.device)
        /// ```
        public static let device = ColorSpace(isPerceptual: false)
        /// Interpolates in a perceptual colour space (Oklab in Motion).
        ///
        /// ```swift
        /// Gradient(colors: [.red, .blue]).colorSpace(.perceptual)
        /// ```
        public static let perceptual = ColorSpace(isPerceptual: true)
    }

    /// This gradient interpolating in `space`, as SwiftUI's `colorSpace(_:)`.
    ///
    /// ```swift
    /// Circle().fill(Gradient(colors: [.yellow, .purple]).colorSpace(.perceptual))
    /// ```
    public func colorSpace(_ space: ColorSpace) -> AnyGradient { AnyGradient(self, colorSpace: space) }
}
