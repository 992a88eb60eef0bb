import Foundation

/// A measurer that adds kerning and tracking to another's widths.
struct SpacedTextMeasurer: TextMeasurer {
    let base: any TextMeasurer
    let attributes: TextAttributes

    func width(of text: String, font: Font) -> CGFloat {
        base.width(of: text, font: font) + attributes.extraWidth(characters: text.count)
    }

    func metrics(of font: Font) -> FontMetrics { base.metrics(of: font) }
}
