/// A vector of doubles of any length, for animating many values at once (a path's points, say).
///
/// Values of different lengths combine as if the shorter one were padded with zeros, so `.zero`
/// (the empty vector) is the identity for every length.
///
/// ```swift
/// let a = AnimatableVector([1, 2, 3])
/// (a + .zero) == a                 // true
/// a.scaled(by: 2).elements         // [2, 4, 6]
/// ```
public struct AnimatableVector: VectorArithmetic, Hashable, Sendable {
    public var elements: [Double]

    public init(_ elements: [Double] = []) { self.elements = elements }

    public static var zero: Self { Self() }

    public static func + (lhs: Self, rhs: Self) -> Self { combine(lhs, rhs, +) }
    public static func - (lhs: Self, rhs: Self) -> Self { combine(lhs, rhs, -) }

    public mutating func scale(by rhs: Double) {
        for i in elements.indices { elements[i] *= rhs }
    }

    public var magnitudeSquared: Double { elements.reduce(0) { $0 + $1 * $1 } }

    /// Equality ignores trailing zeros, so `[1, 0] == [1]` and `.zero == [0, 0]`.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.trimmed == rhs.trimmed }

    public func hash(into hasher: inout Hasher) { hasher.combine(trimmed) }

    private var trimmed: ArraySlice<Double> {
        var end = elements.endIndex
        while end > elements.startIndex, elements[end - 1] == 0 { end -= 1 }
        return elements[..<end]
    }

    private static func combine(_ lhs: Self, _ rhs: Self, _ op: (Double, Double) -> Double) -> Self {
        let count = max(lhs.elements.count, rhs.elements.count)
        var out = [Double](repeating: 0, count: count)
        for i in 0..<count {
            let a = i < lhs.elements.count ? lhs.elements[i] : 0
            let b = i < rhs.elements.count ? rhs.elements[i] : 0
            out[i] = op(a, b)
        }
        return Self(out)
    }
}
