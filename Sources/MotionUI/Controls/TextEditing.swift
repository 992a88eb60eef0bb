import Foundation

/// The editable contents of a single-line text field: its characters, the caret, and the x of every
/// character boundary, kept up to date edit by edit so that a long text is never measured again as
/// a whole.
///
/// Rules:
///
/// - The caret sits between characters (grapheme clusters, Swift's `Character`): 0 is before the
///   first, `count` after the last. Backspace and Delete remove one whole character ("🎉", "é" made
///   of e + U+0301, a flag).
/// - Typed text is inserted at the caret without its control characters (general categories Cc —
///   newlines, tabs, escapes —, Zl and Zp); typing that leaves nothing changes nothing. A combining
///   mark typed after a letter joins it, and the caret goes after the joined character.
/// - ``setText(_:)`` (the bound value changed from outside) takes the text as it is and puts the
///   caret at the end.
/// - Widths: each distinct displayed character is measured once per font (its advance); a boundary's
///   x is the sum of the advances before it. An edit re-adds the advances from the character before
///   the edit to the end, and measures only characters not seen before. Kerning between characters
///   is not modelled: a backend that kerns draws a run up to a few points narrower than the sum.
/// - A masked field (``SecureField``) displays `mask` for every character; its widths are those of
///   the mask.
///
/// ```swift
/// var editing = TextEditing(mask: nil)
/// editing.configure(font: .body, measurer: MonospaceTextMeasurer())
/// editing.insert("Zoë 🎉")
/// editing.deleteBackward()        // "Zoë "
/// editing.offsets.last            // 4 × 10.2 = 40.8
/// ```
struct TextEditing {
    /// The text, as the field's binding holds it.
    private(set) var text = ""
    /// The text's characters, in order.
    private(set) var characters: [Character] = []
    /// The caret: how many characters precede it.
    private(set) var caret = 0
    /// `offsets[i]` is the x of the boundary before character `i` (`offsets[count]` is the width).
    private(set) var offsets: [CGFloat] = [0]
    /// The character displayed in place of every character (`•` for secure fields), if any.
    let mask: Character?

    private var font: Font?
    private var measurer: TextMeasurer?
    private var advances: [Character: CGFloat] = [:]

    init(mask: Character?) {
        self.mask = mask
    }

    /// The number of characters.
    var count: Int { characters.count }
    /// The width of the whole text, as displayed.
    var width: CGFloat { offsets[offsets.count - 1] }

    /// Sets the font and measurer widths come from; a different font re-measures (each distinct
    /// character once).
    mutating func configure(font: Font, measurer: TextMeasurer) {
        self.measurer = measurer
        guard font != self.font else { return }
        self.font = font
        advances.removeAll(keepingCapacity: true)
        recomputeOffsets(from: 0)
    }

    // MARK: Editing

    /// Replaces the whole text (the bound value changed from outside); the caret goes to the end.
    mutating func setText(_ newText: String) {
        text = newText
        characters = Array(newText)
        caret = characters.count
        recomputeOffsets(from: 0)
    }

    /// Inserts `typed` at the caret, without its control characters; returns whether the text changed.
    @discardableResult
    mutating func insert(_ typed: String) -> Bool {
        let clean = TextEditing.sanitized(typed)
        guard !clean.isEmpty else { return false }
        replace(caret..<caret, with: clean)
        return true
    }

    /// Removes the character before the caret; returns whether there was one.
    @discardableResult
    mutating func deleteBackward() -> Bool {
        guard caret > 0 else { return false }
        replace(caret - 1..<caret, with: "")
        return true
    }

    /// Removes the character after the caret; returns whether there was one.
    @discardableResult
    mutating func deleteForward() -> Bool {
        guard caret < characters.count else { return false }
        replace(caret..<caret + 1, with: "")
        return true
    }

    /// Moves the caret to `index`, clamped to the text.
    mutating func moveCaret(to index: Int) {
        caret = min(max(index, 0), characters.count)
    }

    /// `text` without control characters (Cc), line separators (Zl) and paragraph separators (Zp).
    static func sanitized(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .control, .lineSeparator, .paragraphSeparator: continue
            default: scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// Replaces the characters in `range` with `inserted` and puts the caret after the insertion.
    ///
    /// Only the characters from the one before `range` on are segmented again: an edit can join a
    /// combining mark, a zero-width joiner or a regional indicator to the character before it, but
    /// cannot move a boundary further back.
    private mutating func replace(_ range: Range<Int>, with inserted: String) {
        let start = max(0, range.lowerBound - 1)
        let head = String(characters[start..<range.lowerBound]) + inserted
        let region = head + String(characters[range.upperBound...])
        let regionCharacters = Array(region)
        // The caret goes after the character holding the last inserted scalar.
        let headEnd = region.utf8.index(region.utf8.startIndex, offsetBy: head.utf8.count)
        var index = region.startIndex
        var caretInRegion = 0
        while index < headEnd {
            index = region.index(after: index)
            caretInRegion += 1
        }
        characters.replaceSubrange(start..., with: regionCharacters)
        text = String(characters)
        caret = start + caretInRegion
        recomputeOffsets(from: start)
    }

    // MARK: Widths

    /// Re-adds the advances of the characters from `start` on.
    private mutating func recomputeOffsets(from start: Int) {
        let start = min(start, characters.count)
        offsets.removeSubrange((start + 1)...)
        offsets.reserveCapacity(characters.count + 1)
        var x = offsets[start]
        if let mask {
            let advance = self.advance(of: mask)
            for index in start..<characters.count {
                x = CGFloat(index + 1) * advance
                offsets.append(x)
            }
            return
        }
        for index in start..<characters.count {
            x += advance(of: characters[index])
            offsets.append(x)
        }
    }

    /// The advance of `character` in the current font, measured the first time it is seen.
    private mutating func advance(of character: Character) -> CGFloat {
        if let known = advances[character] { return known }
        guard let font, let measurer else { return 0 }
        let width = measurer.width(of: String(character), font: font)
        let advance = width.isFinite && width > 0 ? width : 0
        advances[character] = advance
        return advance
    }

    // MARK: Geometry

    /// The boundary nearest to `x` (text coordinates, 0 at the first character's leading edge).
    func boundary(nearestTo x: CGFloat) -> Int {
        guard x.isFinite else { return x > 0 ? characters.count : 0 }
        // The first boundary at or after x, then whichever neighbour is closer.
        var low = 0, high = offsets.count - 1
        while low < high {
            let mid = (low + high) / 2
            if offsets[mid] < x { low = mid + 1 } else { high = mid }
        }
        if low > 0, x - offsets[low - 1] < offsets[low] - x { return low - 1 }
        return low
    }

    /// The characters that overlap the span `minX ..< minX + width` (text coordinates).
    func visibleRange(from minX: CGFloat, width: CGFloat) -> Range<Int> {
        let maxX = minX + max(width, 0)
        // First character whose trailing edge passes minX; last whose leading edge is before maxX.
        var low = 0, high = characters.count
        while low < high {
            let mid = (low + high) / 2
            if offsets[mid + 1] <= minX { low = mid + 1 } else { high = mid }
        }
        var end = low
        var top = characters.count
        while end < top {
            let mid = (end + top) / 2
            if offsets[mid] < maxX { end = mid + 1 } else { top = mid }
        }
        return low..<max(low, end)
    }

    /// The displayed characters in `range` (mask characters for a masked field).
    func displayed(_ range: Range<Int>) -> String {
        if let mask { return String(repeating: String(mask), count: range.count) }
        return String(characters[range])
    }
}
