import Foundation

/// Helpers for ``RenderEffect/ink(of:size:across:)``.
enum EffectInk {
    /// The smallest range holding `values`; nil when there are none or one is not finite.
    ///
    /// ```swift
    /// EffectInk.range([3, -1, 2])   // -1...3
    /// ```
    static func range(_ values: [CGFloat]) -> ClosedRange<CGFloat>? {
        guard var low = values.first, low.isFinite else { return nil }
        var high = low
        for value in values.dropFirst() {
            guard value.isFinite else { return nil }
            low = min(low, value)
            high = max(high, value)
        }
        return low...high
    }
}
