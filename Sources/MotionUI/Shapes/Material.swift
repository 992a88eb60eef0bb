import Foundation

/// A background material, as SwiftUI's `Material` (`.ultraThinMaterial` … `.ultraThickMaterial`,
/// `.bar`): a translucent layer that lets what is behind show through.
///
/// Motion's approximation (a real blur of the content behind is another issue's job): a material
/// paints white at a fixed opacity — ultraThin 0.3, thin 0.45, regular 0.6, thick 0.75,
/// ultraThick 0.9, bar 0.8 — the light-mode look of a material over a plain backdrop.
///
/// ```swift
/// Text("Now playing")
///     .padding()
///     .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 12))
/// ```
public struct Material: ShapeStyle, Hashable {
    /// The opacity of the white layer.
    public let opacity: Double

    private init(opacity: Double) { self.opacity = opacity }

    /// The thinnest material (white at 0.3).
    ///
    /// ```swift
    /// view.background(Material.ultraThin)
    /// ```
    public static let ultraThin = Material(opacity: 0.3)
    /// A thin material (white at 0.45).
    ///
    /// ```swift
    /// view.background(Material.thin)
    /// ```
    public static let thin = Material(opacity: 0.45)
    /// The regular material (white at 0.6).
    ///
    /// ```swift
    /// view.background(Material.regular)
    /// ```
    public static let regular = Material(opacity: 0.6)
    /// A thick material (white at 0.75).
    ///
    /// ```swift
    /// view.background(Material.thick)
    /// ```
    public static let thick = Material(opacity: 0.75)
    /// The thickest material (white at 0.9).
    ///
    /// ```swift
    /// view.background(Material.ultraThick)
    /// ```
    public static let ultraThick = Material(opacity: 0.9)
    /// The material of bars (white at 0.8).
    ///
    /// ```swift
    /// toolbar.background(Material.bar)
    /// ```
    public static let bar = barMaterial
    static let barMaterial = Material(opacity: 0.8)

    /// White at the material's opacity.
    ///
    /// ```swift
    /// Material.regular.resolvedColor(in: EnvironmentValues())   // Color(white: 1, opacity: 0.6)
    /// ```
    public func resolvedColor(in environment: EnvironmentValues) -> Color {
        Color(white: 1, opacity: opacity)
    }
}

extension ShapeStyle where Self == Material {
    /// `.background(.ultraThinMaterial)`.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// `.background(.thinMaterial)`.
    public static var thinMaterial: Material { .thin }
    /// `.background(.regularMaterial)`.
    public static var regularMaterial: Material { .regular }
    /// `.background(.thickMaterial)`.
    public static var thickMaterial: Material { .thick }
    /// `.background(.ultraThickMaterial)`.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// `.background(.bar)`.
    public static var bar: Material { Material.barMaterial }
}
