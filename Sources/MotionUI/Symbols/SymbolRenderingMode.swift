import Foundation

/// How a symbol's layers are coloured, as SwiftUI's `SymbolRenderingMode`.
///
/// Motion's symbols have one layer, so every mode draws the whole symbol in the foreground
/// colour — `.monochrome` exactly as SwiftUI; `.hierarchical`, `.palette` and `.multicolor` are
/// accepted and look like `.monochrome` (documented difference: no secondary layers, no fixed
/// colours).
///
/// ```swift
/// Image(systemName: "cloud.fill").symbolRenderingMode(.hierarchical).foregroundColor(.blue)
/// ```
public struct SymbolRenderingMode: Hashable, Sendable {
    private let name: String
    private init(_ name: String) { self.name = name }

    /// One colour for the whole symbol.
    public static let monochrome = SymbolRenderingMode("monochrome")
    /// Layers in opacities of one colour (drawn as `.monochrome` here).
    public static let hierarchical = SymbolRenderingMode("hierarchical")
    /// Layers in the colours given (drawn as `.monochrome` here).
    public static let palette = SymbolRenderingMode("palette")
    /// The symbol's own colours (drawn as `.monochrome` here).
    public static let multicolor = SymbolRenderingMode("multicolor")
}

private struct SymbolRenderingModeKey: EnvironmentKey { static let defaultValue: SymbolRenderingMode? = nil }

extension EnvironmentValues {
    /// The rendering mode of symbols below; nil is the symbol's preferred mode (`.monochrome` here).
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }
}

extension View {
    /// Sets the rendering mode of symbol images inside this view (see ``SymbolRenderingMode``).
    ///
    /// ```swift
    /// Label("Weather", systemImage: "cloud.sun").symbolRenderingMode(.multicolor)
    /// ```
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environment(\.symbolRenderingMode, mode)
    }
}

extension Image {
    /// The same image with a symbol rendering mode (see ``SymbolRenderingMode``: every mode draws
    /// in the foreground colour here).
    ///
    /// ```swift
    /// Image(systemName: "heart.fill").symbolRenderingMode(.palette)
    /// ```
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        var copy = self
        copy.symbolMode = mode
        return copy
    }
}
