import Foundation

/// A `Text` whose string changed inside an animated transaction under a content transition
/// (``ContentTransition``), animating from the old string to the new one: progress p goes 0 → 1
/// over the transaction's animation (clamped to 0…1 when drawn).
///
/// Rules (SwiftUI does not document its numbers):
/// - `.opacity` and `.interpolate`: the old text is drawn at opacity 1 − p, the new one at p, each
///   laid out as it would be alone in the frame.
/// - `.numericText`: characters that stay are drawn still — for strings of equal length, those equal
///   at the same index; otherwise the common leading characters. Every other old character slides
///   out by half a line height (up when counting up, down when counting down) at opacity 1 − p —
///   offset −dir · h/2 · p — and every other new character slides in from the opposite side at
///   opacity p — offset dir · h/2 · (1 − p) — each at the x its string puts it (prefix widths from
///   the measurer, the line placed by the multiline alignment). Counting down is
///   `numericText(countsDown: true)`, or `numericText(value:)` with a value below the previous
///   one. Multi-line text, and text with kerning or tracking, cross-fades instead.
/// - A change without an animation, or under `.identity`, replaces the text at once; a change
///   during a change starts again from the string shown as the new one.
///
/// ```swift
/// Text("\(count)")
///     .contentTransition(.numericText(value: Double(count)))
///     .animation(.linear(duration: 0.4), value: count)
/// ```
final class TextContentChange {
    /// How the strings change.
    enum Style: Equatable {
        case crossFade
        /// Rolling characters; `down` moves them downwards (counting down).
        case roll(down: Bool)
    }

    let old: String
    let style: Style
    private let progress: AnimatedValue<Double>

    private init(old: String, style: Style, progress: AnimatedValue<Double>) {
        self.old = old
        self.style = style
        self.progress = progress
    }

    /// The change from `old` to the new string under `transition` and `transaction`, nil when it
    /// replaces at once. `previousValue` is the value of the last `numericText(value:)`.
    static func start(from old: String, transition: ContentTransition, previousValue: Double?,
                      transaction: Transaction, at time: TimeInterval) -> TextContentChange? {
        let style: Style
        switch transition.kind {
        case .opacity, .interpolate: style = .crossFade
        case .numericText(let countsDown, let value):
            if let value, let previousValue { style = .roll(down: value < previousValue) } else { style = .roll(down: countsDown) }
        case .identity, .symbol: return nil
        }
        guard transaction.effectiveAnimation != nil else { return nil }
        let progress = AnimatedValue(0.0)
        progress.setTarget(1, transaction: transaction, at: time)
        guard progress.isAnimating else { return nil }
        return TextContentChange(old: old, style: style, progress: progress)
    }

    /// Progress, clamped to 0…1.
    var fraction: CGFloat { CGFloat(min(max(progress.value, 0), 1)) }

    /// Advances to `time`; returns whether the change still animates.
    func advance(to time: TimeInterval) -> Bool { progress.advance(to: time) }

    var animationCount: Int { progress.animationCount }

    /// Adds the running change to the inspector's rows (its progress, 0 to 1).
    func describe(into collector: inout LiveAnimationCollector) {
        collector.add(progress, as: InspectorAttribute("contentTransition"))
    }

    /// Which characters of the old and of the new string stay still (see the type's rules), by index.
    ///
    /// ```swift
    /// TextContentChange.staying(old: Array("109"), new: Array("110"))   // ([true, false, false], [true, false, false])
    /// ```
    static func staying(old: [Character], new: [Character]) -> (old: [Bool], new: [Bool]) {
        if old.count == new.count {
            let same = zip(old, new).map { $0 == $1 }
            return (same, same)
        }
        let common = zip(old, new).prefix { $0 == $1 }.count
        return (old.indices.map { $0 < common }, new.indices.map { $0 < common })
    }
}
