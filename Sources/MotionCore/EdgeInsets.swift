import Foundation

/// The inset distances of a rectangle's four edges, as SwiftUI's `EdgeInsets`.
///
/// Negative insets are allowed (they grow the rectangle). Bad values: a NaN or infinite inset is
/// stored as zero, in the initialisers and on assignment.
///
/// ```swift
/// let insets = EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
/// insets.horizontal   // 32
/// ```
public struct EdgeInsets: Hashable, Sendable, Animatable {
    /// The inset of the top edge.
    ///
    /// ```swift
    /// EdgeInsets(10).top   // 10
    /// ```
    public var top: CGFloat { didSet { if !top.isFinite { top = 0 } } }
    /// The inset of the leading (left) edge.
    ///
    /// ```swift
    /// EdgeInsets(10).leading   // 10
    /// ```
    public var leading: CGFloat { didSet { if !leading.isFinite { leading = 0 } } }
    /// The inset of the bottom edge.
    ///
    /// ```swift
    /// EdgeInsets(10).bottom   // 10
    /// ```
    public var bottom: CGFloat { didSet { if !bottom.isFinite { bottom = 0 } } }
    /// The inset of the trailing (right) edge.
    ///
    /// ```swift
    /// EdgeInsets(10).trailing   // 10
    /// ```
    public var trailing: CGFloat { didSet { if !trailing.isFinite { trailing = 0 } } }

    /// Insets of the given lengths; a NaN or infinite length becomes 0.
    ///
    /// ```swift
    /// EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    /// ```
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top.isFinite ? top : 0
        self.leading = leading.isFinite ? leading : 0
        self.bottom = bottom.isFinite ? bottom : 0
        self.trailing = trailing.isFinite ? trailing : 0
    }

    /// Zero insets.
    ///
    /// ```swift
    /// EdgeInsets().horizontal   // 0
    /// ```
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    /// `length` on all four edges (a Motion convenience).
    ///
    /// ```swift
    /// EdgeInsets(8) == EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)   // true
    /// ```
    public init(_ length: CGFloat) { self.init(top: length, leading: length, bottom: length, trailing: length) }

    /// `length` on the edges in `edges`, zero on the others (a Motion convenience, the insets of
    /// `padding(_:_:)`).
    ///
    /// ```swift
    /// EdgeInsets(.horizontal, 16)   // top 0, leading 16, bottom 0, trailing 16
    /// ```
    public init(_ edges: Edge.Set, _ length: CGFloat) {
        self.init(top: edges.contains(.top) ? length : 0,
                  leading: edges.contains(.leading) ? length : 0,
                  bottom: edges.contains(.bottom) ? length : 0,
                  trailing: edges.contains(.trailing) ? length : 0)
    }

    /// `leading + trailing`: the width the insets take (a Motion convenience).
    ///
    /// ```swift
    /// EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4).horizontal   // 6
    /// ```
    public var horizontal: CGFloat { leading + trailing }

    /// `top + bottom`: the height the insets take (a Motion convenience).
    ///
    /// ```swift
    /// EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4).vertical   // 4
    /// ```
    public var vertical: CGFloat { top + bottom }

    /// The animated value: (top, (leading, (bottom, trailing))), as SwiftUI nests it.
    ///
    /// ```swift
    /// var insets = EdgeInsets()
    /// insets.animatableData = EdgeInsets(4).animatableData   // all four become 4
    /// ```
    public var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>> {
        get { AnimatablePair(top, AnimatablePair(leading, AnimatablePair(bottom, trailing))) }
        set {
            top = newValue.first
            leading = newValue.second.first
            bottom = newValue.second.second.first
            trailing = newValue.second.second.second
        }
    }
}
