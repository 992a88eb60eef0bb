import Foundation

/// SplitMix64 (Steele, Lea & Flood 2014; the seeding generator of Java's SplittableRandom and of
/// xoshiro): a deterministic generator shared by every test target, so a failing seed reproduces
/// and property tests see the same parameters on every run.
///
/// ```swift
/// var random = SeededRandom(seed: 42)
/// let x = random.uniform(in: 0...1)
/// let n = random.int(in: 0..<10)
/// ```
public struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A double in `[lower, upper)`, from the top 53 bits of the next output.
    public mutating func double(_ lower: Double, _ upper: Double) -> Double {
        lower + (upper - lower) * Double(next() >> 11) / Double(1 << 53)
    }

    /// A double in `range` (`[lower, upper)`).
    public mutating func double(in range: Range<Double>) -> Double { double(range.lowerBound, range.upperBound) }

    /// A double uniformly spread over `range`.
    public mutating func uniform(in range: ClosedRange<Double>) -> Double {
        let unit = Double(next() >> 11) * 0x1p-53
        return range.lowerBound + (range.upperBound - range.lowerBound) * unit
    }

    /// A CGFloat in `[low, high)`.
    public mutating func uniform(_ low: CGFloat, _ high: CGFloat) -> CGFloat {
        CGFloat(double(Double(low), Double(high)))
    }

    /// An int in `lower...upper`.
    public mutating func int(_ lower: Int, _ upper: Int) -> Int {
        Int.random(in: lower...upper, using: &self)
    }

    /// An int in `range`, by the next output modulo its count (the sequence the fuzzer's seeds
    /// were recorded with).
    public mutating func int(in range: Range<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }

    /// True or false, from the lowest bit.
    public mutating func bool() -> Bool { next() & 1 == 1 }

    /// True with probability `p`.
    public mutating func chance(_ p: Double) -> Bool { double(0, 1) < p }
}
