import Foundation
@testable import MotionCore

/// SplitMix64 (Steele, Lea & Flood 2014; the seeding generator of Java's SplittableRandom and of
/// xoshiro): a deterministic generator so property tests see the same parameters on every run.
///
/// ```swift
/// var random = SeededRandom(seed: 42)
/// let x = random.uniform(in: 0...1)
/// ```
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A double uniformly spread over `range`, from the top 53 bits of the next output.
    mutating func uniform(in range: ClosedRange<Double>) -> Double {
        let unit = Double(next() >> 11) * 0x1p-53
        return range.lowerBound + (range.upperBound - range.lowerBound) * unit
    }

    /// A double in `[lower, upper)`.
    mutating func double(_ lower: Double, _ upper: Double) -> Double {
        lower + (upper - lower) * Double(next() >> 11) / Double(1 << 53)
    }

    /// A CGFloat in `[low, high)`.
    mutating func uniform(_ low: CGFloat, _ high: CGFloat) -> CGFloat {
        CGFloat(double(Double(low), Double(high)))
    }

    /// An int in `lower...upper`.
    mutating func int(_ lower: Int, _ upper: Int) -> Int {
        Int.random(in: lower...upper, using: &self)
    }

    /// True with probability `p`.
    mutating func chance(_ p: Double) -> Bool { double(0, 1) < p }

    /// An affine transform with entries in ±3 and translations in ±100.
    mutating func affineTransform() -> CGAffineTransform {
        CGAffineTransform(a: uniform(-3, 3), b: uniform(-3, 3), c: uniform(-3, 3), d: uniform(-3, 3),
                          tx: uniform(-100, 100), ty: uniform(-100, 100))
    }
}
