import Foundation

/// An animation of symbol images, as the Symbols framework's `SymbolEffect`: added with
/// `.symbolEffect(_:options:value:)` (discrete effects, run when the value changes) or
/// `.symbolEffect(_:options:isActive:)` (indefinite effects, run while active), it applies to the
/// `Image(systemName:)` views inside the modified view, each about its own frame.
///
/// What Motion animates (times at speed 1; ``SymbolEffectOptions/speed(_:)`` divides them):
///
/// | effect | discrete (value changes) | indefinite (while active) |
/// |---|---|---|
/// | `.bounce` (`.up`, `.down`) | one bounce of 0.5 s: the scale eases (smoothstep) from 1 to 0.8 over 0.15 s and back to 1 over 0.35 s, about the bottom (`.up`, the default) or top (`.down`) edge | a bounce every 1 s from activation; on deactivation the current one finishes |
/// | `.pulse` | one pulse of 1 s: opacity 1 − 0.7 sin²(π t) (0.3 half-way) | a pulse every 1 s; on deactivation the current one finishes |
/// | `.scale` (`.up`, `.down`) | — (not discrete, as in SwiftUI) | scale 1.2 (`.up`, the default) or 0.8 (`.down`) about the centre, eased (smoothstep) over 0.25 s on activation and back on deactivation; active when the view appears, it starts scaled |
///
/// `.repeat(n)` runs n bounces or pulses (discrete: back to back; indefinite: one per period),
/// `.nonRepeating` one. `.byLayer` / `.wholeSymbol` are accepted (Motion's symbols have one layer).
/// `.variableColor`, `.wiggle`, `.breathe`, `.rotate`, `.appear` and `.disappear` compile with
/// their SwiftUI spellings and draw nothing different (documented: no effect). `.replace` is a
/// content transition: see ``ContentTransition/symbolEffect(_:options:)``.
///
/// ```swift
/// Image(systemName: "bell").symbolEffect(.bounce, value: notifications)
/// Image(systemName: "wifi").symbolEffect(.pulse, isActive: isSearching)
/// ```
public protocol SymbolEffect: Hashable, Sendable {
    /// What Motion draws for the effect.
    var _kind: SymbolEffectKind { get }
}

/// An effect that runs once per trigger (`.symbolEffect(_:options:value:)`).
public protocol DiscreteSymbolEffect {}
/// An effect that runs while active (`.symbolEffect(_:options:isActive:)`).
public protocol IndefiniteSymbolEffect {}
/// An effect that shows or hides a symbol (accepted; no effect in Motion).
public protocol TransitionSymbolEffect {}
/// An effect that replaces one symbol with another (``ContentTransition/symbolEffect(_:options:)``).
public protocol ContentTransitionSymbolEffect {}

/// What Motion draws for a symbol effect (see ``SymbolEffect``).
public enum SymbolEffectKind: Hashable, Sendable {
    /// Scale down and back, about the bottom (`up`) or top edge.
    case bounce(up: Bool)
    /// Fade and return.
    case pulse
    /// Stay scaled by `factor` while active.
    case scale(factor: CGFloat)
    /// Replace one symbol with another: `downUp`, `upUp` or `offUp`.
    case replace(ReplaceStyle)
    /// Accepted, draws nothing different.
    case inert(String)

    /// How a replaced symbol leaves (the new one always scales up from 0.75).
    public enum ReplaceStyle: Hashable, Sendable {
        /// The old symbol scales down as it fades.
        case downUp
        /// The old symbol scales up as it fades.
        case upUp
        /// The old symbol goes at once.
        case offUp
    }
}
