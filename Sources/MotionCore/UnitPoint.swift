import Foundation

/// A point in a view's unit square, as SwiftUI's `UnitPoint`: (0, 0) is the top-leading corner and
/// (1, 1) the bottom-trailing one (y points down). Used as the anchor of scales and rotations.
///
/// Values outside 0…1 are allowed (they lie outside the view). Bad values: a NaN or infinite
/// coordinate is stored as zero, in the initialiser and on assignment.
///
/// ```swift
/// let anchor = UnitPoint.topTrailing          // (1, 0)
/// let inside = CGPoint(x: anchor.x * 200, y: anchor.y * 100)   // (200, 0) in a 200×100 view
/// ```
public struct UnitPoint: Hashable, Sendable, Animatable {
    /// The horizontal position, 0 at the leading edge, 1 at the trailing edge.
    ///
    /// ```swift
    /// UnitPoint.trailing.x   // 1
    /// ```
    public var x: CGFloat {
        didSet { if !x.isFinite { x = 0 } }
    }

    /// The vertical position, 0 at the top edge, 1 at the bottom edge.
    ///
    /// ```swift
    /// UnitPoint.bottom.y   // 1
    /// ```
    public var y: CGFloat {
        didSet { if !y.isFinite { y = 0 } }
    }

    /// The top-leading corner, (0, 0).
    ///
    /// ```swift
    /// UnitPoint() == .zero   // true
    /// ```
    public init() { (x, y) = (0, 0) }

    /// The point (`x`, `y`); a NaN or infinite coordinate becomes 0.
    ///
    /// ```swift
    /// let p = UnitPoint(x: 0.25, y: 0.75)
    /// ```
    public init(x: CGFloat, y: CGFloat) {
        self.x = x.isFinite ? x : 0
        self.y = y.isFinite ? y : 0
    }

    /// (0, 0).
    ///
    /// ```swift
    /// UnitPoint.zero == .topLeading   // true
    /// ```
    public static let zero = UnitPoint(x: 0, y: 0)
    /// (0.5, 0.5), the middle of the view.
    ///
    /// ```swift
    /// view.scaleEffect(2, anchor: .center)
    /// ```
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// (0, 0.5), the middle of the leading edge.
    ///
    /// ```swift
    /// UnitPoint.leading   // (0, 0.5)
    /// ```
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// (1, 0.5), the middle of the trailing edge.
    ///
    /// ```swift
    /// UnitPoint.trailing   // (1, 0.5)
    /// ```
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// (0.5, 0), the middle of the top edge.
    ///
    /// ```swift
    /// UnitPoint.top   // (0.5, 0)
    /// ```
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// (0.5, 1), the middle of the bottom edge.
    ///
    /// ```swift
    /// UnitPoint.bottom   // (0.5, 1)
    /// ```
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// (0, 0), the top-leading corner.
    ///
    /// ```swift
    /// UnitPoint.topLeading   // (0, 0)
    /// ```
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// (1, 0), the top-trailing corner.
    ///
    /// ```swift
    /// UnitPoint.topTrailing   // (1, 0)
    /// ```
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// (0, 1), the bottom-leading corner.
    ///
    /// ```swift
    /// UnitPoint.bottomLeading   // (0, 1)
    /// ```
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// (1, 1), the bottom-trailing corner.
    ///
    /// ```swift
    /// UnitPoint.bottomTrailing   // (1, 1)
    /// ```
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    /// The animated value: (x, y).
    ///
    /// ```swift
    /// UnitPoint.top.animatableData   // AnimatablePair(0.5, 0)
    /// ```
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}
