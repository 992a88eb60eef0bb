import Foundation

/// How a view's content changes inside an animation, as SwiftUI's `ContentTransition`, set with
/// `.contentTransition(_:)`.
///
/// In Motion, `.symbolEffect(...)` (and ``symbolEffect``) replaces a symbol image whose name
/// changes in an animated transaction with the replace animation (see ``SymbolImageRenderer``'s
/// rule: the new symbol fades in while scaling 0.75 → 1, the old one fades out scaling down for
/// `.downUp`, up for `.upUp`, or goes at once for `.offUp`). A `Text` whose string changes in an
/// animated transaction cross-fades under `.opacity` and `.interpolate`, and rolls its changed
/// characters under `.numericText(...)` (see ``TextContentChange``); `.identity` replaces at once.
///
/// ```swift
/// Image(systemName: isPlaying ? "pause.fill" : "play.fill")
///     .contentTransition(.symbolEffect(.replace))
/// Text("\(score)").contentTransition(.numericText(value: Double(score)))
/// ```
public struct ContentTransition: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case identity, opacity, interpolate
        /// Rolling characters: counting down (new characters come from above), or in the direction
        /// of a change of `value` when it is given.
        case numericText(countsDown: Bool, value: Double?)
        case symbol(SymbolEffectKind.ReplaceStyle, SymbolEffectOptions)
    }

    let kind: Kind

    /// Content is replaced at once.
    public static let identity = ContentTransition(kind: .identity)
    /// A cross-fade: the old text fades out as the new one fades in.
    public static let opacity = ContentTransition(kind: .opacity)
    /// Interpolates glyphs; Motion cannot morph glyph outlines, so text cross-fades as `.opacity`.
    public static let interpolate = ContentTransition(kind: .interpolate)
    /// The symbol replace animation with the default (down-up) effect.
    public static let symbolEffect = ContentTransition(kind: .symbol(.downUp, .default))

    /// Rolling digits for numbers: changed characters roll up (new ones come from below), or down
    /// when `countsDown`.
    ///
    /// ```swift
    /// Text("\(remaining)").contentTransition(.numericText(countsDown: true))
    /// ```
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(kind: .numericText(countsDown: countsDown, value: nil))
    }
    /// Rolling digits for a text showing `value`: up when the value grows, down when it shrinks
    /// (a NaN value, or no previous value, rolls up).
    ///
    /// ```swift
    /// Text("\(count)").contentTransition(.numericText(value: Double(count)))
    /// ```
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(kind: .numericText(countsDown: false, value: value))
    }

    /// The symbol replace animation with `effect` (``ReplaceSymbolEffect`` or `.automatic`).
    public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default) -> ContentTransition {
        guard case .replace(let style) = effect._kind else { return symbolEffect }
        return ContentTransition(kind: .symbol(style, options))
    }

    /// The replace style when this transition animates symbol changes, nil otherwise.
    var symbolReplaceStyle: SymbolEffectKind.ReplaceStyle? {
        if case .symbol(let style, _) = kind { return style }
        return nil
    }
}

private struct ContentTransitionKey: EnvironmentKey { static let defaultValue = ContentTransition.identity }

extension EnvironmentValues {
    /// How content below changes inside animations (`.identity` unless set).
    public var contentTransition: ContentTransition {
        get { self[ContentTransitionKey.self] }
        set { self[ContentTransitionKey.self] = newValue }
    }
}

extension View {
    /// Sets how the content of views inside this one changes inside an animation (see
    /// ``ContentTransition``).
    ///
    /// ```swift
    /// Image(systemName: liked ? "heart.fill" : "heart").contentTransition(.symbolEffect(.replace))
    /// ```
    public func contentTransition(_ transition: ContentTransition) -> some View {
        environment(\.contentTransition, transition)
    }
}
