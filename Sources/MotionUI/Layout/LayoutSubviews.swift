import Foundation

/// The subviews of a layout container, in order, as SwiftUI's `LayoutSubviews`.
///
/// A random-access collection of ``LayoutSubview``; slicing gives another `LayoutSubviews`.
///
/// ```swift
/// let widest = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
/// let rest = subviews.dropFirst()          // still LayoutSubviews
/// ```
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    private let storage: [LayoutSubview]
    /// The position of the first subview.
    public let startIndex: Int
    /// The position after the last subview.
    public let endIndex: Int

    /// The subviews standing for `proxies` (the graph's child nodes or a test's fakes), in order.
    init(_ proxies: [any LayoutSubviewProxy]) {
        self.init(storage: proxies.map(LayoutSubview.init), range: 0..<proxies.count)
    }

    private init(storage: [LayoutSubview], range: Range<Int>) {
        self.storage = storage
        (startIndex, endIndex) = (range.lowerBound, range.upperBound)
    }

    public subscript(position: Int) -> LayoutSubview { storage[position] }

    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(storage: storage, range: bounds)
    }

    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0 == $1 }
    }
}
