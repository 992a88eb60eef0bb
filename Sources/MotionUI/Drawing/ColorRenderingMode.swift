import Foundation

/// The working colour space and storage of an offscreen drawing, as SwiftUI's
/// `ColorRenderingMode`. Motion draws every canvas in 8-bit sRGB, so the mode changes nothing;
/// it is kept so code that passes it compiles.
///
/// ```swift
/// Canvas(colorMode: .linear) { context, size in … }
/// ```
public enum ColorRenderingMode: Hashable, Sendable, CaseIterable {
    /// Non-linear sRGB, 8 bits per channel (the default).
    case nonLinear
    /// Linear sRGB.
    case linear
    /// Extended linear sRGB, 16-bit floats.
    case extendedLinear
}
