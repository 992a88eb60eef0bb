import Foundation

/// Sizing and line breaking of a text view, as SwiftUI's `Text` lays itself out.
///
/// Rules (one model, used for sizing, baselines and drawing alike):
///
/// - `"\n"` starts a new paragraph; an empty paragraph is an empty line.
/// - Proposed width nil or ∞: no wrapping — every paragraph is one line (the text's ideal size).
/// - Proposed width `w`: words (separated by spaces) fill each line greedily while the line's measured
///   width ≤ `w` (a 0.0001-point tolerance absorbs rounding); the space at a break is dropped, and a
///   wrapped line's trailing spaces are not counted. A word wider than `w` on its own breaks between
///   characters, at least one character per line, so a 0 proposal gives one character per line.
/// - Proposed height `h` (finite) allows `max(1, ⌊h / lineHeight⌋)` lines, and `lineLimit` caps it
///   further; text with more lines is truncated: the last visible line is refilled with the rest of
///   the text, cut at the tail to fit with "…" (SwiftUI's default truncation).
/// - The used size is the widest line × (lines × line height); lines are leading-aligned, line `i`
///   spans y `i × lineHeight …`, its baseline at `i × lineHeight + ascent`. Sizes are not rounded to
///   pixels.
/// - The empty string has no lines and measures 0 × 0.
///
/// ```swift
/// let m = MonospaceTextMeasurer()
/// // "Welcome back" at 17 pt: 12 × 10.2 = 122.4 wide on one line.
/// TextLayout.size(of: "Welcome back", font: .body, proposal: .unspecified, measurer: m)   // 122.4 × 20.4
/// // Proposed 100 wide it wraps: "Welcome" (71.4) / "back" (40.8) → 71.4 × 40.8.
/// TextLayout.size(of: "Welcome back", font: .body, proposal: ProposedViewSize(width: 100, height: nil), measurer: m)
/// ```
public enum TextLayout {
    /// One laid-out line of text, in the text view's own coordinates (origin at its top-leading corner).
    public struct Line: Hashable, Sendable {
        /// The characters drawn on this line (with "…" when truncated).
        public var text: String
        /// The line's box: x 0, y `index × lineHeight`, its measured width, one line height.
        public var frame: CGRect
        /// The y of the line's baseline.
        public var baseline: CGFloat
    }

    /// The text's lines for `proposal` (see the type's rules). `lineLimit` nil means no limit; values
    /// below 1 read as 1.
    ///
    /// ```swift
    /// let lines = TextLayout.lines(of: "a b", font: .body, proposal: ProposedViewSize(width: 15, height: nil),
    ///                              measurer: MonospaceTextMeasurer())
    /// lines.map(\.text)   // ["a", "b"]
    /// ```
    public static func lines(of text: String, font: Font, proposal: ProposedViewSize,
                             measurer: any TextMeasurer, lineLimit: Int? = nil) -> [Line] {
        guard !text.isEmpty else { return [] }
        let proposal = proposal.sanitized
        let metrics = measurer.metrics(of: font)
        let lineHeight = metrics.lineHeight
        let limit = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        func width(_ s: String) -> CGFloat {
            let w = measurer.width(of: s, font: font)
            return w.isFinite && w > 0 ? w : 0
        }
        func fits(_ s: String) -> Bool {
            guard let limit else { return true }
            return width(s) <= limit + 0.0001
        }
        let wrapped = wrap(text, limited: limit != nil, fits: fits)
        var texts = wrapped.map(\.text)

        var maxLines = lineLimit.map { max(1, $0) } ?? Int.max
        if let height = proposal.height, height.isFinite, lineHeight > 0 {
            let byHeight = max(1, Int((height / lineHeight + 1e-9).rounded(.down)))
            maxLines = min(maxLines, byHeight)
        }
        if texts.count > maxLines {
            // Unwrapped text: the last visible paragraph gets the "…"; wrapped text: the rest of the
            // text from that line's first character on (newlines read as spaces) refills the line.
            let rest = limit == nil ? texts[maxLines - 1]
                : String(text.dropFirst(wrapped[maxLines - 1].start)).replacingOccurrences(of: "\n", with: " ")
            texts = Array(texts.prefix(maxLines - 1)) + [truncate(rest, limited: limit != nil, fits: fits)]
        }
        return texts.enumerated().map { index, line in
            let top = CGFloat(index) * lineHeight
            return Line(text: line, frame: CGRect(x: 0, y: top, width: width(line), height: lineHeight),
                        baseline: top + metrics.ascent)
        }
    }

    /// The size the text uses for `proposal`: its widest line × its lines' height.
    ///
    /// ```swift
    /// TextLayout.size(of: "Login", font: .body, proposal: .unspecified,
    ///                 measurer: MonospaceTextMeasurer())   // 51 × 20.4
    /// ```
    public static func size(of text: String, font: Font, proposal: ProposedViewSize,
                            measurer: any TextMeasurer, lineLimit: Int? = nil) -> CGSize {
        let lines = self.lines(of: text, font: font, proposal: proposal, measurer: measurer, lineLimit: lineLimit)
        return CGSize(width: lines.map(\.frame.width).max() ?? 0, height: lines.last?.frame.maxY ?? 0)
    }

    /// The y of the first line's baseline (the text view's `firstTextBaseline`), nil for empty text.
    ///
    /// ```swift
    /// TextLayout.firstBaseline(of: "Hi", font: .body, proposal: .unspecified,
    ///                          measurer: MonospaceTextMeasurer())   // 13.6
    /// ```
    public static func firstBaseline(of text: String, font: Font, proposal: ProposedViewSize,
                                     measurer: any TextMeasurer, lineLimit: Int? = nil) -> CGFloat? {
        lines(of: text, font: font, proposal: proposal, measurer: measurer, lineLimit: lineLimit).first?.baseline
    }

    /// The y of the last line's baseline (the text view's `lastTextBaseline`), nil for empty text.
    ///
    /// ```swift
    /// TextLayout.lastBaseline(of: "a\nb", font: .body, proposal: .unspecified,
    ///                         measurer: MonospaceTextMeasurer())   // 20.4 + 13.6 = 34
    /// ```
    public static func lastBaseline(of text: String, font: Font, proposal: ProposedViewSize,
                                    measurer: any TextMeasurer, lineLimit: Int? = nil) -> CGFloat? {
        lines(of: text, font: font, proposal: proposal, measurer: measurer, lineLimit: lineLimit).last?.baseline
    }

    // MARK: - Breaking

    private static func trimmingTrailingSpaces(_ s: String) -> String {
        var s = s
        while s.last == " " { s.removeLast() }
        return s
    }

    /// The longest prefix length (≥ 1) of `s` that fits.
    private static func longestFittingPrefix(_ s: Substring, fits: (String) -> Bool) -> Int {
        var low = 1, high = s.count
        while low < high {
            let mid = (low + high + 1) / 2
            if fits(String(s.prefix(mid))) { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The lines of `text` with the offset (in characters) of each line's first character.
    private static func wrap(_ text: String, limited: Bool, fits: (String) -> Bool) -> [(text: String, start: Int)] {
        var result: [(text: String, start: Int)] = []
        var paragraphStart = 0
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            defer { paragraphStart += paragraph.count + 1 }
            guard limited else { result.append((paragraph, paragraphStart)); continue }
            var current: (text: String, start: Int)?
            var wordStart = paragraphStart
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
                defer { wordStart += word.count + 1 }
                if let line = current {
                    let candidate = line.text + " " + word
                    if fits(candidate) { current = (candidate, line.start); continue }
                    result.append((trimmingTrailingSpaces(line.text), line.start))
                    current = nil
                    if word.isEmpty { continue }       // the break swallows the space
                }
                if fits(word) { current = (word, wordStart); continue }
                var rest = Substring(word)
                var pieceStart = wordStart
                while !rest.isEmpty {
                    let count = longestFittingPrefix(rest, fits: fits)
                    let piece = String(rest.prefix(count))
                    rest = rest.dropFirst(count)
                    if rest.isEmpty { current = (piece, pieceStart) } else { result.append((piece, pieceStart)) }
                    pieceStart += count
                }
            }
            result.append(current ?? ("", paragraphStart))
        }
        return result
    }

    /// `text` cut at the tail so that it plus "…" fits (just "…" when nothing else does).
    private static func truncate(_ text: String, limited: Bool, fits: (String) -> Bool) -> String {
        let ellipsis = "…"
        guard limited else { return text + ellipsis }
        var low = 0, high = text.count
        while low < high {
            let mid = (low + high + 1) / 2
            if fits(trimmingTrailingSpaces(String(text.prefix(mid))) + ellipsis) { low = mid } else { high = mid - 1 }
        }
        return trimmingTrailingSpaces(String(text.prefix(low))) + ellipsis
    }
}
