import Foundation

/// Which parts of a lazy stack's sections stay pinned while it scrolls, as SwiftUI's
/// `PinnedScrollableViews`. Motion accepts the option and does not pin yet: headers and footers
/// scroll with the content.
///
/// ```swift
/// LazyVStack(pinnedViews: [.sectionHeaders]) { … }
/// ```
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The sections' headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    /// The sections' footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}
