import Foundation

/// How the lines of multi-line text line up, as SwiftUI's `TextAlignment`.
///
/// ```swift
/// Text("A longer message\nin two lines").multilineTextAlignment(.center)
/// ```
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    /// Lines start at the leading (left) edge.
    case leading
    /// Lines are centred.
    case center
    /// Lines end at the trailing (right) edge.
    case trailing

    /// The x of a line `lineWidth` wide in a text view `width` wide.
    func offset(lineWidth: CGFloat, in width: CGFloat) -> CGFloat {
        switch self {
        case .leading: return 0
        case .center: return (width - lineWidth) / 2
        case .trailing: return width - lineWidth
        }
    }
}

private struct MultilineTextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }

private struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }

private struct ReservedLinesKey: EnvironmentKey { static let defaultValue = 0 }

extension EnvironmentValues {
    /// How text below aligns its lines, set by `.multilineTextAlignment(_:)`; leading by default.
    ///
    /// ```swift
    /// @Environment(\.multilineTextAlignment) private var alignment
    /// ```
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }

    /// The most lines text below shows (nil: no limit), set by `.lineLimit(_:)`.
    ///
    /// ```swift
    /// @Environment(\.lineLimit) private var lineLimit
    /// ```
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// The fewest lines text below takes room for (`lineLimit(_:reservesSpace:)`, ranges).
    var reservedLines: Int {
        get { self[ReservedLinesKey.self] }
        set { self[ReservedLinesKey.self] = newValue }
    }
}

extension View {
    /// Aligns the lines of multi-line text inside this view, as SwiftUI's `multilineTextAlignment(_:)`.
    /// Each line is placed in the text view's width: centred, or against the trailing edge.
    ///
    /// ```swift
    /// Text("Welcome back!\nPlease sign in").multilineTextAlignment(.center)
    /// ```
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }

    /// Shows at most `number` lines of text inside this view (nil: no limit; below 1 reads as 1); the
    /// last line ends in "…", as SwiftUI's `lineLimit(_:)`.
    ///
    /// ```swift
    /// Text(longMessage).lineLimit(2)
    /// ```
    public func lineLimit(_ number: Int?) -> some View {
        environment(\.lineLimit, number).environment(\.reservedLines, 0)
    }

    /// Shows at most `limit` lines and, when `reservesSpace`, always takes the height of `limit`
    /// lines, as SwiftUI's `lineLimit(_:reservesSpace:)`.
    ///
    /// ```swift
    /// Text(caption).lineLimit(3, reservesSpace: true)
    /// ```
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        environment(\.lineLimit, limit).environment(\.reservedLines, reservesSpace ? max(1, limit) : 0)
    }

    /// Takes room for at least `limit.lowerBound` lines and shows at most `limit.upperBound`.
    ///
    /// ```swift
    /// Text(note).lineLimit(2...4)
    /// ```
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        environment(\.lineLimit, limit.upperBound).environment(\.reservedLines, max(0, limit.lowerBound))
    }

    /// Shows at most `limit.upperBound` lines.
    ///
    /// ```swift
    /// Text(note).lineLimit(...3)
    /// ```
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        environment(\.lineLimit, limit.upperBound).environment(\.reservedLines, 0)
    }

    /// Takes room for at least `limit.lowerBound` lines, with no upper limit.
    ///
    /// ```swift
    /// Text(note).lineLimit(2...)
    /// ```
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        environment(\.lineLimit, nil).environment(\.reservedLines, max(0, limit.lowerBound))
    }
}
