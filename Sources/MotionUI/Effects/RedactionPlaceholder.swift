import Foundation

/// How Motion draws a redacted text or image (see ``RedactionReasons``), keeping its size and
/// shape: each line of a text becomes a rounded bar its width and the line's height, in the text's
/// colour at 16 % opacity (light grey for black text, as iOS's placeholders look); an image becomes
/// a rounded rectangle filling its frame, in the primary colour at 16 %. The corner radius is a
/// quarter of the bar's height (of the image's shorter side), at most 6 points.
enum RedactionPlaceholder {
    static let opacity = 0.16

    /// The rounded shape over `frame`.
    static func path(over frame: CGRect) -> Path {
        let radius = min(min(frame.width, frame.height) / 4, 6)
        return Path(roundedRect: frame, cornerRadius: radius)
    }

    /// Draws the placeholder over `frame` (local coordinates) in `paint` at ``opacity``.
    static func draw(over frame: CGRect, paint: StylePaint, into builder: inout DisplayListBuilder) {
        guard frame.width > 0, frame.height > 0 else { return }
        builder.fill(contours: path(over: frame).flattenedContours(tolerance: builder.localTolerance), paint: paint.opacity(opacity),
                     in: frame, shape: "RedactionPlaceholder")
    }
}
