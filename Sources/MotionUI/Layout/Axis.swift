import Foundation

/// The horizontal or vertical dimension in a 2-D coordinate system, as SwiftUI's `Axis`.
///
/// Stacks lay their subviews out along one axis (the *major* axis) and align them along the other.
///
/// ```swift
/// let axis = Axis.horizontal
/// axis.other          // .vertical
/// Axis.Set.all        // [.horizontal, .vertical]
/// ```
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
    /// The x axis: widths.
    case horizontal
    /// The y axis: heights.
    case vertical

    /// The perpendicular axis.
    ///
    /// ```swift
    /// Axis.vertical.other   // .horizontal
    /// ```
    public var other: Axis { self == .horizontal ? .vertical : .horizontal }

    /// An efficient set of axes, as SwiftUI's `Axis.Set`.
    ///
    /// ```swift
    /// let both: Axis.Set = [.horizontal, .vertical]
    /// both.contains(.vertical)   // true
    /// ```
    public struct Set: OptionSet, Hashable, Sendable {
        /// The bits: 1 horizontal, 2 vertical.
        public let rawValue: Int8

        /// Creates a set from its raw bits (bit 0 horizontal, bit 1 vertical).
        public init(rawValue: Int8) { self.rawValue = rawValue }

        /// The set holding one axis.
        public init(_ axis: Axis) { rawValue = 1 << axis.rawValue }

        /// Widths only.
        public static let horizontal = Set(.horizontal)
        /// Heights only.
        public static let vertical = Set(.vertical)
        /// Both axes.
        public static let all: Set = [.horizontal, .vertical]
    }
}

extension CGSize {
    // Axis helpers for the layouts (internal: MotionUI's own shorthand, not public API).

    /// The extent along `axis`: `width` for `.horizontal`, `height` for `.vertical`.
    ///
    /// ```swift
    /// CGSize(width: 3, height: 4)[.vertical]   // 4
    /// ```
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// A size built from an extent along `axis` and one across it.
    ///
    /// ```swift
    /// CGSize(major: 10, minor: 20, axis: .vertical)   // width 20, height 10
    /// ```
    init(major: CGFloat, minor: CGFloat, axis: Axis) {
        self = axis == .horizontal ? CGSize(width: major, height: minor) : CGSize(width: minor, height: major)
    }
}

extension CGPoint {
    /// The coordinate along `axis`: `x` for `.horizontal`, `y` for `.vertical`.
    ///
    /// ```swift
    /// CGPoint(x: 1, y: 2)[.horizontal]   // 1
    /// ```
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }

    /// A point built from a coordinate along `axis` and one across it.
    ///
    /// ```swift
    /// CGPoint(major: 5, minor: 7, axis: .horizontal)   // (5, 7)
    /// ```
    init(major: CGFloat, minor: CGFloat, axis: Axis) {
        self = axis == .horizontal ? CGPoint(x: major, y: minor) : CGPoint(x: minor, y: major)
    }
}
