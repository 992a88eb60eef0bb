import Foundation

/// SplitMix64 (Steele, Lea & Flood 2014): a small seeded generator, so property tests repeat exactly.
struct AnimRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A double in `[lower, upper)`.
    mutating func double(_ lower: Double, _ upper: Double) -> Double {
        lower + (upper - lower) * Double(next() >> 11) / Double(1 << 53)
    }

    /// An int in `lower...upper`.
    mutating func int(_ lower: Int, _ upper: Int) -> Int {
        Int.random(in: lower...upper, using: &self)
    }

    /// True with probability `p`.
    mutating func chance(_ p: Double) -> Bool { double(0, 1) < p }
}
