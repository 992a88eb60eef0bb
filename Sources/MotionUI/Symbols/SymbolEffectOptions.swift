import Foundation

/// How a symbol effect runs, as the Symbols framework's `SymbolEffectOptions`: its speed and how
/// often it repeats (see ``SymbolEffect`` for what each effect does with them).
///
/// Bad values: a speed that is not a positive finite number reads as 1; a repeat count below 1
/// reads as 1.
///
/// ```swift
/// Image(systemName: "bell").symbolEffect(.bounce, options: .speed(2).repeat(3), value: count)
/// ```
public struct SymbolEffectOptions: Hashable, Sendable {
    /// Multiplies the effect's speed (2 runs twice as fast).
    public private(set) var speed: Double = 1
    /// How many times the effect runs; nil repeats for as long as it is active.
    public private(set) var repeatCount: Int?
    /// Whether an indefinite effect repeats while active (`.nonRepeating` turns it off).
    public private(set) var repeats = true

    /// Speed 1, the effect's own repetition.
    public static let `default` = SymbolEffectOptions()
    /// Repeats while active.
    public static let repeating = SymbolEffectOptions()
    /// Runs once.
    public static let nonRepeating = SymbolEffectOptions().nonRepeating

    /// Options with `speed`.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions().speed(speed) }
    /// Options that run the effect `count` times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions().repeat(count) }
    /// Options with a repeat behaviour.
    public static func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions { SymbolEffectOptions().repeat(behavior) }

    /// These options at `speed`.
    public func speed(_ speed: Double) -> SymbolEffectOptions {
        var copy = self
        copy.speed = speed.isFinite && speed > 0 ? speed : 1
        return copy
    }

    /// These options running the effect `count` times.
    public func `repeat`(_ count: Int) -> SymbolEffectOptions {
        var copy = self
        copy.repeatCount = max(count, 1)
        copy.repeats = true
        return copy
    }

    /// These options with a repeat behaviour (both behaviours repeat while active here; the
    /// periodic delay is not modelled).
    public func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions {
        var copy = self
        copy.repeats = true
        copy.repeatCount = behavior.count
        return copy
    }

    /// These options repeating while active.
    public var repeating: SymbolEffectOptions { var copy = self; copy.repeats = true; copy.repeatCount = nil; return copy }
    /// These options running once.
    public var nonRepeating: SymbolEffectOptions { var copy = self; copy.repeats = false; copy.repeatCount = 1; return copy }

    /// How an effect repeats, as `SymbolEffectOptions.RepeatBehavior`.
    public struct RepeatBehavior: Hashable, Sendable {
        var count: Int?
        /// Back to back.
        public static let continuous = RepeatBehavior()
        /// With pauses (the delay is not modelled: runs as `.continuous`).
        public static let periodic = RepeatBehavior()
        /// `count` runs with pauses (the delay is not modelled).
        public static func periodic(_ count: Int? = nil, delay: Double? = nil) -> RepeatBehavior {
            RepeatBehavior(count: count.map { max($0, 1) })
        }
        /// With pauses of `delay` (not modelled).
        public static func periodic(delay: Double?) -> RepeatBehavior { RepeatBehavior() }
    }
}
