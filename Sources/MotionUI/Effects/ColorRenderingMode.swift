import Foundation

/// The colour space a `drawingGroup(opaque:colorMode:)` renders in, as SwiftUI's. Motion renders
/// every layer in 8-bit sRGB whatever the mode.
///
/// ```swift
/// Sparkles().drawingGroup(colorMode: .linear)
/// ```
public enum ColorRenderingMode: Hashable, Sendable {
    /// Non-linear sRGB, components clamped to 0…1.
    case nonLinear
    /// Linear sRGB, components clamped to 0…1.
    case linear
    /// Linear sRGB, components unclamped.
    case extendedLinear
}
