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
        /// The line's parts in runs of different styles, leading to trailing (empty for text of one
        /// style, which draws ``text`` in its one font).
        public var pieces: [Piece] = []
    }

    /// The part of a line in one run of a text of several styles.
    public struct Piece: Hashable, Sendable {
        /// The index of the run (in the runs laid out) whose style the part has.
        public var run: Int
        /// The characters of the part (with "…" when the line is truncated after it).
        public var text: String
        /// Where the part starts, from the line's leading edge.
        public var x: CGFloat
        /// The part's width, letter spacing included.
        public var width: CGFloat
    }

    /// A stretch of text in one style, for text of several styles (`Text + Text`).
    ///
    /// ```swift
    /// TextLayout.Run("Hello ", font: .body.bold())
    /// ```
    public struct Run: Hashable, Sendable {
        /// The run's characters.
        public var text: String
        /// The font the run is measured in.
        public var font: Font
        /// Points after every character (the last one too).
        public var kerning: CGFloat
        /// Points after every character but the line's last.
        public var tracking: CGFloat
        /// How far the run's baseline is raised above the line's (lowered when negative).
        public var baselineOffset: CGFloat
        /// The image each of the run's characters stands for, nil for text (``Attachment``).
        public var attachment: Attachment?

        /// A run of `text` in `font`; NaN or infinite spacings and offsets read as 0.
        ///
        /// ```swift
        /// TextLayout.Run("2", font: .caption, baselineOffset: 6)
        /// ```
        public init(_ text: String, font: Font, kerning: CGFloat = 0, tracking: CGFloat = 0, baselineOffset: CGFloat = 0) {
            self.text = text
            self.font = font
            self.kerning = TextAttributes.clean(kerning)
            self.tracking = TextAttributes.clean(tracking)
            self.baselineOffset = TextAttributes.clean(baselineOffset)
        }
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
        let metrics = measurer.metrics(of: font)
        let lineHeight = metrics.lineHeight
        func width(_ s: String) -> CGFloat {
            let w = measurer.width(of: s, font: font)
            return w.isFinite && w > 0 ? w : 0
        }
        let texts = lineTexts(of: text, proposal: proposal, lineLimit: lineLimit, measure: { _, s, ellipsis in
            width(ellipsis ? s + TextLayout.ellipsis : s)
        }, visibleLines: { _, height in
            lineHeight > 0 ? max(1, Int((height / lineHeight + 1e-9).rounded(.down))) : Int.max
        })
        return texts.enumerated().map { index, line in
            let top = CGFloat(index) * lineHeight
            return Line(text: line.text, frame: CGRect(x: 0, y: top, width: width(line.text), height: lineHeight),
                        baseline: top + metrics.ascent)
        }
    }

    /// The lines of text made of `runs` in different styles, by the same rules as one string's:
    /// words break across runs as in one string, and a line is as tall as its tallest run needs —
    /// from the highest ascent (raised by its baseline offset) to the lowest descent plus leading
    /// (lowered by its offset), the baselines of all runs on one line. A run's part of a line is
    /// measured in its font and widened by its kerning and tracking (no tracking after the line's
    /// last character); "…" takes the style of the character before it. An empty line is as tall as
    /// the run it stands in.
    ///
    /// ```swift
    /// let m = MonospaceTextMeasurer()
    /// let lines = TextLayout.lines(of: [TextLayout.Run("Hi ", font: .body), TextLayout.Run("there", font: .title)],
    ///                              proposal: .unspecified, measurer: m)
    /// lines[0].pieces.map(\.width)   // [30.6, 84]: 3 × 10.2, 5 × 16.8
    /// lines[0].baseline             // 22.4: title's ascent
    /// ```
    public static func lines(of runs: [Run], proposal: ProposedViewSize, measurer: any TextMeasurer,
                             lineLimit: Int? = nil) -> [Line] {
        guard runs.contains(where: { !$0.text.isEmpty }) else { return [] }
        let layout = RunLayout(runs: runs, measurer: measurer)
        let text = runs.map(\.text).joined()
        let texts = lineTexts(of: text, proposal: proposal, lineLimit: lineLimit, measure: { start, s, ellipsis in
            layout.width(of: layout.parts(start: start, text: s, ellipsis: ellipsis))
        }, visibleLines: { wrapped, height in
            var bottom: CGFloat = 0, count = 0
            for line in wrapped {
                bottom += layout.extent(of: layout.parts(start: line.start, text: line.text, ellipsis: false), at: line.start).height
                guard bottom <= height + 1e-7 else { break }
                count += 1
            }
            return max(1, count)
        })
        var top: CGFloat = 0
        return texts.map { line in
            let parts = layout.parts(start: line.start, text: line.truncated ? String(line.text.dropLast()) : line.text,
                                     ellipsis: line.truncated)
            var pieces: [Piece] = [], x: CGFloat = 0
            for (index, part) in parts.enumerated() {
                let width = layout.width(of: part, isLast: index == parts.count - 1)
                pieces.append(Piece(run: part.run, text: part.text, x: x, width: width))
                x += width
            }
            let extent = layout.extent(of: parts, at: line.start)
            defer { top += extent.height }
            return Line(text: line.text, frame: CGRect(x: 0, y: top, width: x, height: extent.height),
                        baseline: top + extent.ascent, pieces: pieces)
        }
    }

    /// The texts of the lines of `text` for `proposal` (see the type's rules), with the offset of
    /// each one's first character and whether "…" ends it. `measure(start, s, ellipsis)` is the
    /// width of `s` starting at character `start` of `text` (followed by "…" when `ellipsis`);
    /// `visibleLines(wrapped, height)` how many of the wrapped lines fit in a finite `height`.
    private static func lineTexts(of text: String, proposal: ProposedViewSize, lineLimit: Int?,
                                  measure: (Int, String, Bool) -> CGFloat,
                                  visibleLines: ([(text: String, start: Int)], CGFloat) -> Int)
        -> [(text: String, start: Int, truncated: Bool)] {
        let proposal = proposal.sanitized
        let limit = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        func fits(_ start: Int, _ s: String, _ ellipsis: Bool) -> Bool {
            guard let limit else { return true }
            return measure(start, s, ellipsis) <= limit + 0.0001
        }
        let wrapped = wrap(text, limited: limit != nil, fits: { fits($0, $1, false) })
        var maxLines = lineLimit.map { max(1, $0) } ?? Int.max
        if let height = proposal.height, height.isFinite {
            maxLines = min(maxLines, visibleLines(wrapped, height))
        }
        guard wrapped.count > maxLines else { return wrapped.map { ($0.text, $0.start, false) } }
        // Unwrapped text: the last visible paragraph gets the "…"; wrapped text: the rest of the
        // text from that line's first character on (newlines read as spaces) refills the line.
        let last = wrapped[maxLines - 1]
        let rest = limit == nil ? last.text
            : String(text.dropFirst(last.start)).replacingOccurrences(of: "\n", with: " ")
        let truncated = truncate(rest, limited: limit != nil, fits: { fits(last.start, $0, true) })
        return wrapped.prefix(maxLines - 1).map { ($0.text, $0.start, false) } + [(truncated + ellipsis, last.start, true)]
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
    private static func longestFittingPrefix(_ s: Substring, start: Int, fits: (Int, String) -> Bool) -> Int {
        var low = 1, high = s.count
        while low < high {
            let mid = (low + high + 1) / 2
            if fits(start, String(s.prefix(mid))) { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The lines of `text` with the offset (in characters) of each line's first character.
    private static func wrap(_ text: String, limited: Bool, fits: (Int, String) -> Bool) -> [(text: String, start: Int)] {
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
                    if fits(line.start, candidate) { current = (candidate, line.start); continue }
                    result.append((trimmingTrailingSpaces(line.text), line.start))
                    current = nil
                    if word.isEmpty { continue }       // the break swallows the space
                }
                if fits(wordStart, word) { current = (word, wordStart); continue }
                var rest = Substring(word)
                var pieceStart = wordStart
                while !rest.isEmpty {
                    let count = longestFittingPrefix(rest, start: pieceStart, fits: fits)
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

    static let ellipsis = "…"

    /// `text` cut at the tail (trailing spaces dropped) so that it plus "…" fits (empty when only
    /// "…" does); `fits(s)` says whether `s` followed by "…" fits.
    private static func truncate(_ text: String, limited: Bool, fits: (String) -> Bool) -> String {
        guard limited else { return text }
        var low = 0, high = text.count
        while low < high {
            let mid = (low + high + 1) / 2
            if fits(trimmingTrailingSpaces(String(text.prefix(mid)))) { low = mid } else { high = mid - 1 }
        }
        return trimmingTrailingSpaces(String(text.prefix(low)))
    }
}
