/// One edge of a rectangle, as SwiftUI's `Edge`. Leading is the left edge and trailing the right one
/// (Motion lays out left to right).
///
/// ```swift
/// let insertion = AnyTransition.move(edge: .leading)
/// Edge.allCases   // [.top, .leading, .bottom, .trailing]
/// ```
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    /// The edges, in SwiftUI's order (raw values 0…3): top, leading (left), bottom, trailing (right).
    ///
    /// ```swift
    /// Edge.bottom.rawValue   // 2
    /// ```
    case top, leading, bottom, trailing

    /// A set of edges, as SwiftUI's `Edge.Set`.
    ///
    /// ```swift
    /// let edges: Edge.Set = [.top, .horizontal]
    /// edges.contains(.leading)   // true
    /// ```
    public struct Set: OptionSet, Hashable, Sendable {
        /// One bit per edge: bit `edge.rawValue`.
        ///
        /// ```swift
        /// Edge.Set.bottom.rawValue   // 4
        /// ```
        public let rawValue: Int8

        /// The set with the given bits.
        ///
        /// ```swift
        /// Edge.Set(rawValue: 0b0101) == .vertical   // true
        /// ```
        public init(rawValue: Int8) { self.rawValue = rawValue }

        /// The set holding just `edge`.
        ///
        /// ```swift
        /// Edge.Set(.top) == .top   // true
        /// ```
        public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }

        /// The top edge.
        ///
        /// ```swift
        /// view.padding(.top, 8)
        /// ```
        public static let top = Set(.top)
        /// The leading (left) edge.
        ///
        /// ```swift
        /// view.padding(.leading, 8)
        /// ```
        public static let leading = Set(.leading)
        /// The bottom edge.
        ///
        /// ```swift
        /// view.padding(.bottom, 8)
        /// ```
        public static let bottom = Set(.bottom)
        /// The trailing (right) edge.
        ///
        /// ```swift
        /// view.padding(.trailing, 8)
        /// ```
        public static let trailing = Set(.trailing)
        /// Leading and trailing.
        ///
        /// ```swift
        /// view.padding(.horizontal, 16)
        /// ```
        public static let horizontal: Set = [.leading, .trailing]
        /// Top and bottom.
        ///
        /// ```swift
        /// view.padding(.vertical, 4)
        /// ```
        public static let vertical: Set = [.top, .bottom]
        /// All four edges.
        ///
        /// ```swift
        /// view.padding(.all, 10)
        /// ```
        public static let all: Set = [.horizontal, .vertical]
    }
}

/// The leading or trailing edge, as SwiftUI's `HorizontalEdge`.
///
/// ```swift
/// let edge = HorizontalEdge.trailing
/// Edge(edge)   // .trailing
/// ```
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
    /// The leading (left) and trailing (right) edges, raw values 0 and 1.
    ///
    /// ```swift
    /// HorizontalEdge.trailing.rawValue   // 1
    /// ```
    case leading, trailing

    /// A set of horizontal edges.
    ///
    /// ```swift
    /// HorizontalEdge.Set.all.contains(.leading)   // true
    /// ```
    public struct Set: OptionSet, Hashable, Sendable {
        /// One bit per edge: bit `edge.rawValue`.
        ///
        /// ```swift
        /// HorizontalEdge.Set.trailing.rawValue   // 2
        /// ```
        public let rawValue: Int8
        /// The set with the given bits.
        ///
        /// ```swift
        /// HorizontalEdge.Set(rawValue: 3) == .all   // true
        /// ```
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set holding just `edge`.
        ///
        /// ```swift
        /// HorizontalEdge.Set(.leading) == .leading   // true
        /// ```
        public init(_ edge: HorizontalEdge) { rawValue = 1 << edge.rawValue }
        /// The leading edge.
        ///
        /// ```swift
        /// HorizontalEdge.Set.leading
        /// ```
        public static let leading = Set(.leading)
        /// The trailing edge.
        ///
        /// ```swift
        /// HorizontalEdge.Set.trailing
        /// ```
        public static let trailing = Set(.trailing)
        /// Both edges.
        ///
        /// ```swift
        /// HorizontalEdge.Set.all == [.leading, .trailing]   // true
        /// ```
        public static let all: Set = [.leading, .trailing]
    }
}

/// The top or bottom edge, as SwiftUI's `VerticalEdge`.
///
/// ```swift
/// let edge = VerticalEdge.bottom
/// Edge(edge)   // .bottom
/// ```
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
    /// The top and bottom edges, raw values 0 and 1.
    ///
    /// ```swift
    /// VerticalEdge.bottom.rawValue   // 1
    /// ```
    case top, bottom

    /// A set of vertical edges.
    ///
    /// ```swift
    /// VerticalEdge.Set.all.contains(.bottom)   // true
    /// ```
    public struct Set: OptionSet, Hashable, Sendable {
        /// One bit per edge: bit `edge.rawValue`.
        ///
        /// ```swift
        /// VerticalEdge.Set.bottom.rawValue   // 2
        /// ```
        public let rawValue: Int8
        /// The set with the given bits.
        ///
        /// ```swift
        /// VerticalEdge.Set(rawValue: 3) == .all   // true
        /// ```
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set holding just `edge`.
        ///
        /// ```swift
        /// VerticalEdge.Set(.top) == .top   // true
        /// ```
        public init(_ edge: VerticalEdge) { rawValue = 1 << edge.rawValue }
        /// The top edge.
        ///
        /// ```swift
        /// VerticalEdge.Set.top
        /// ```
        public static let top = Set(.top)
        /// The bottom edge.
        ///
        /// ```swift
        /// VerticalEdge.Set.bottom
        /// ```
        public static let bottom = Set(.bottom)
        /// Both edges.
        ///
        /// ```swift
        /// VerticalEdge.Set.all == [.top, .bottom]   // true
        /// ```
        public static let all: Set = [.top, .bottom]
    }
}

extension Edge {
    /// The general edge for a horizontal one.
    ///
    /// ```swift
    /// Edge(HorizontalEdge.leading)   // .leading
    /// ```
    public init(_ edge: HorizontalEdge) {
        switch edge {
        case .leading: self = .leading
        case .trailing: self = .trailing
        }
    }

    /// The general edge for a vertical one.
    ///
    /// ```swift
    /// Edge(VerticalEdge.top)   // .top
    /// ```
    public init(_ edge: VerticalEdge) {
        switch edge {
        case .top: self = .top
        case .bottom: self = .bottom
        }
    }
}
