import Foundation

/// An image laid out inline in a text, as `Text(Image(systemName: "star"))` makes one: one
/// object-replacement character (U+FFFC) of the text's string, as wide as the image, its baseline
/// on the line's.
///
/// A symbol is sized as `Image(systemName:)` is beside text (``SymbolMetrics``: in the run's font
/// and the environment's image scale and symbol variants), so its cap band sits on the capitals of
/// the text around it, and it is painted with the run's foreground and drawn at its font's weight.
/// An asset image has its natural size (the host's ``ImageSizer``; 0 × 0 without one) and stands
/// on the baseline.
///
/// ```swift
/// Text("\(Image(systemName: "heart.fill")) Like")   // a heart, then " Like", on one baseline
/// ```
struct TextAttachment: Hashable, Sendable {
    /// The asset's name (empty for a symbol).
    let name: String
    /// The symbol's name, nil for an asset image.
    let systemName: String?

    init(_ image: Image) {
        name = image.name
        systemName = image.systemName
    }

    /// The image's size and baseline in `font`, under `environment`.
    func layout(font: Font, environment: EnvironmentValues, measurer: any TextMeasurer,
                imageSizer: ImageSizer?) -> TextLayout.Attachment {
        if let systemName {
            let metrics = SymbolMetrics(font: measurer.metrics(of: font), scale: environment.imageScale)
            let box = (SymbolCatalog.artwork(named: environment.symbolVariants.resolve(systemName)) ?? SymbolCatalog.placeholder).box
            return TextLayout.Attachment(size: metrics.size(of: box), baseline: metrics.baseline(of: box))
        }
        let size = imageSizer?.size(ofImage: name) ?? .zero
        func clean(_ v: CGFloat) -> CGFloat { v.isFinite && v > 0 ? v : 0 }
        let natural = CGSize(width: clean(size.width), height: clean(size.height))
        return TextLayout.Attachment(size: natural, baseline: natural.height)
    }
}
