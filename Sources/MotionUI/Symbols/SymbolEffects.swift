import Foundation

/// A transitory scale-down-and-back of symbols (see ``SymbolEffect``).
///
/// ```swift
/// Image(systemName: "heart.fill").symbolEffect(.bounce.down, value: likes)
/// ```
public struct BounceSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    var isUp = true
    /// What Motion draws for this effect (see ``SymbolEffect``).
    public var _kind: SymbolEffectKind { .bounce(up: isUp) }
    /// Bounces about the bottom edge (the default).
    public var up: BounceSymbolEffect { var e = self; e.isUp = true; return e }
    /// Bounces about the top edge.
    public var down: BounceSymbolEffect { var e = self; e.isUp = false; return e }
    /// Accepted: Motion's symbols have one layer.
    public var byLayer: BounceSymbolEffect { self }
    /// Accepted: the whole symbol bounces.
    public var wholeSymbol: BounceSymbolEffect { self }
}

/// An opacity pulse of symbols (see ``SymbolEffect``).
///
/// ```swift
/// Image(systemName: "mic.fill").symbolEffect(.pulse, isActive: isRecording)
/// ```
public struct PulseSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    /// What Motion draws for this effect (see ``SymbolEffect``).
    public var _kind: SymbolEffectKind { .pulse }
    /// Accepted: Motion's symbols have one layer.
    public var byLayer: PulseSymbolEffect { self }
    /// Accepted: the whole symbol pulses.
    public var wholeSymbol: PulseSymbolEffect { self }
}

/// Symbols scaled up or down while active (see ``SymbolEffect``).
///
/// ```swift
/// Image(systemName: "star.fill").symbolEffect(.scale.up, isActive: isHovered)
/// ```
public struct ScaleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect {
    var factor: CGFloat = 1.2
    /// What Motion draws for this effect (see ``SymbolEffect``).
    public var _kind: SymbolEffectKind { .scale(factor: factor) }
    /// Scaled to 1.2 (the default).
    public var up: ScaleSymbolEffect { var e = self; e.factor = 1.2; return e }
    /// Scaled to 0.8.
    public var down: ScaleSymbolEffect { var e = self; e.factor = 0.8; return e }
    /// Accepted: Motion's symbols have one layer.
    public var byLayer: ScaleSymbolEffect { self }
    /// Accepted: the whole symbol scales.
    public var wholeSymbol: ScaleSymbolEffect { self }
}

/// Replaces one symbol with another (a content transition, see ``ContentTransition``).
///
/// ```swift
/// Image(systemName: isOn ? "checkmark.circle.fill" : "circle")
///     .contentTransition(.symbolEffect(.replace.downUp))
/// ```
public struct ReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect {
    var style = SymbolEffectKind.ReplaceStyle.downUp
    /// What Motion draws for this effect (see ``SymbolEffect``).
    public var _kind: SymbolEffectKind { .replace(style) }
    /// The old symbol scales down as it fades, the new one scales up (the default).
    public var downUp: ReplaceSymbolEffect { var e = self; e.style = .downUp; return e }
    /// The old symbol scales up as it fades, the new one scales up.
    public var upUp: ReplaceSymbolEffect { var e = self; e.style = .upUp; return e }
    /// The old symbol goes at once, the new one scales up.
    public var offUp: ReplaceSymbolEffect { var e = self; e.style = .offUp; return e }
    /// Accepted: Motion's symbols have one layer.
    public var byLayer: ReplaceSymbolEffect { self }
    /// Accepted: the whole symbol is replaced.
    public var wholeSymbol: ReplaceSymbolEffect { self }
    /// Magic replace falls back to `fallback` here (Motion does not morph shared layers).
    public static func magic(fallback: ReplaceSymbolEffect) -> ReplaceSymbolEffect { fallback }
}

/// The system's choice of symbol content transition: a down-up replace in Motion.
public struct AutomaticSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect, TransitionSymbolEffect {
    /// What Motion draws for this effect (see ``SymbolEffect``).
    public var _kind: SymbolEffectKind { .replace(.downUp) }
}

/// An effect Motion accepts with SwiftUI's spelling and does not draw (see ``SymbolEffect``):
/// `.variableColor`, `.wiggle`, `.breathe`, `.rotate`.
///
/// ```swift
/// Image(systemName: "wifi").symbolEffect(.variableColor.iterative, isActive: true)   // compiles, no effect
/// ```
public struct InertSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    let name: String
    /// What Motion draws for this effect (see ``SymbolEffect``).
    public var _kind: SymbolEffectKind { .inert(name) }
    /// Accepted with SwiftUI's spelling; changes nothing in Motion.
    public var iterative: InertSymbolEffect { self }
    /// Accepted with SwiftUI's spelling; changes nothing in Motion.
    public var cumulative: InertSymbolEffect { self }
    /// Accepted with SwiftUI's spelling; changes nothing in Motion.
    public var reversing: InertSymbolEffect { self }
    /// Accepted with SwiftUI's spelling; changes nothing in Motion.
    public var nonReversing: InertSymbolEffect { self }
    /// Accepted with SwiftUI's spelling; changes nothing in Motion.
    public var hideInactiveLayers: InertSymbolEffect { self }
    /// Accepted with SwiftUI's spelling; changes nothing in Motion.
    public var dimInactiveLayers: InertSymbolEffect { self }
    /// Accepted with SwiftUI's spelling; changes nothing in Motion.
    public var clockwise: InertSymbolEffect { self }
    /// Accepted with SwiftUI's spelling; changes nothing in Motion.
    public var counterClockwise: InertSymbolEffect { self }
    /// Accepted with SwiftUI's spelling; changes nothing in Motion.
    public var left: InertSymbolEffect { self }
    /// Accepted with SwiftUI's spelling; changes nothing in Motion.
    public var right: InertSymbolEffect { self }
    /// Accepted with SwiftUI's spelling; changes nothing in Motion.
    public var up: InertSymbolEffect { self }
    /// Accepted with SwiftUI's spelling; changes nothing in Motion.
    public var down: InertSymbolEffect { self }
    /// Accepted with SwiftUI's spelling; changes nothing in Motion.
    public var forward: InertSymbolEffect { self }
    /// Accepted with SwiftUI's spelling; changes nothing in Motion.
    public var backward: InertSymbolEffect { self }
    /// Accepted with SwiftUI's spelling; changes nothing in Motion.
    public var plain: InertSymbolEffect { self }
    /// Accepted with SwiftUI's spelling; changes nothing in Motion.
    public var pulse: InertSymbolEffect { self }
    /// Accepted with SwiftUI's spelling; changes nothing in Motion.
    public var byLayer: InertSymbolEffect { self }
    /// Accepted with SwiftUI's spelling; changes nothing in Motion.
    public var wholeSymbol: InertSymbolEffect { self }
    /// Accepted with SwiftUI's spelling; changes nothing in Motion.
    public static func custom(angle: Double) -> InertSymbolEffect { InertSymbolEffect(name: "wiggle") }
}

/// `.appear` / `.disappear`: accepted with SwiftUI's spelling, no effect in Motion.
///
/// ```swift
/// Image(systemName: "bolt").symbolEffect(.disappear, isActive: isOff)   // compiles, no effect
/// ```
public struct VisibilitySymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect {
    let name: String
    /// What Motion draws for this effect (see ``SymbolEffect``).
    public var _kind: SymbolEffectKind { .inert(name) }
    /// Accepted with SwiftUI's spelling; changes nothing in Motion.
    public var up: VisibilitySymbolEffect { self }
    /// Accepted with SwiftUI's spelling; changes nothing in Motion.
    public var down: VisibilitySymbolEffect { self }
    /// Accepted with SwiftUI's spelling; changes nothing in Motion.
    public var byLayer: VisibilitySymbolEffect { self }
    /// Accepted with SwiftUI's spelling; changes nothing in Motion.
    public var wholeSymbol: VisibilitySymbolEffect { self }
}

extension SymbolEffect where Self == BounceSymbolEffect {
    /// A bounce (see ``BounceSymbolEffect``).
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}

extension SymbolEffect where Self == PulseSymbolEffect {
    /// A pulse (see ``PulseSymbolEffect``).
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}

extension SymbolEffect where Self == ScaleSymbolEffect {
    /// A scale (see ``ScaleSymbolEffect``).
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
    /// A replace (see ``ReplaceSymbolEffect``).
    public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}

extension SymbolEffect where Self == AutomaticSymbolEffect {
    /// The automatic content transition (a down-up replace).
    public static var automatic: AutomaticSymbolEffect { AutomaticSymbolEffect() }
}

extension SymbolEffect where Self == InertSymbolEffect {
    /// Variable colour: accepted, no effect in Motion.
    public static var variableColor: InertSymbolEffect { InertSymbolEffect(name: "variableColor") }
    /// Wiggle: accepted, no effect in Motion.
    public static var wiggle: InertSymbolEffect { InertSymbolEffect(name: "wiggle") }
    /// Breathe: accepted, no effect in Motion.
    public static var breathe: InertSymbolEffect { InertSymbolEffect(name: "breathe") }
    /// Rotate: accepted, no effect in Motion.
    public static var rotate: InertSymbolEffect { InertSymbolEffect(name: "rotate") }
}

extension SymbolEffect where Self == VisibilitySymbolEffect {
    /// Appear: accepted, no effect in Motion.
    public static var appear: VisibilitySymbolEffect { VisibilitySymbolEffect(name: "appear") }
    /// Disappear: accepted, no effect in Motion.
    public static var disappear: VisibilitySymbolEffect { VisibilitySymbolEffect(name: "disappear") }
}
