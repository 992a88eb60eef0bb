import Foundation

/// The spacing preferences of a view on each of its four edges, as SwiftUI's `ViewSpacing`.
///
/// SwiftUI keeps many categories of preference (text to text, text baselines, …). MotionUI keeps one
/// optional value per edge:
///
/// - `nil` means "no preference": between two views that both have no preference on the facing
///   edges, a stack puts ``defaultSpacing`` (8 points, SwiftUI's spacing between views on iOS).
/// - a number is a minimum: between two facing edges the distance is the larger of the numbers given
///   (an edge without preference does not take part).
///
/// A `Spacer` prefers 0 on the edges along its stack's axis (see ``SpacerLayout/spacing(axis:)``), so
/// nothing is added next to a spacer — exactly as SwiftUI, whose spacer's preference is a 0 that wins
/// over the other view's default; the spacer's own `minLength` (8 by default) keeps views apart instead.
/// Padding and fixed frames *reset* the edges they touch to "no preference".
///
/// ```swift
/// let text = ViewSpacing()                       // no preferences
/// text.distance(to: ViewSpacing(), along: .vertical)   // 8
/// text.distance(to: .zero, along: .horizontal)          // 0  (next to a spacer)
/// ```
public struct ViewSpacing: Hashable, Sendable, CustomStringConvertible {
    /// SwiftUI's default distance between two adjacent views: 8 points.
    public static let defaultSpacing: CGFloat = 8

    /// Preference above the view (`nil`: none).
    public var top: CGFloat?
    /// Preference before the view (`nil`: none).
    public var leading: CGFloat?
    /// Preference below the view (`nil`: none).
    public var bottom: CGFloat?
    /// Preference after the view (`nil`: none).
    public var trailing: CGFloat?

    /// No preference on any edge: the view gets the default spacing next to other ordinary views.
    ///
    /// ```swift
    /// ViewSpacing().distance(to: ViewSpacing(), along: .horizontal)   // 8
    /// ```
    public init() {}

    /// Explicit preferences per edge; `nil` means none. NaN reads as `nil`.
    ///
    /// ```swift
    /// let s = ViewSpacing(top: 0, leading: nil, bottom: 0, trailing: nil)
    /// ```
    public init(top: CGFloat?, leading: CGFloat?, bottom: CGFloat?, trailing: CGFloat?) {
        func clean(_ v: CGFloat?) -> CGFloat? { v.flatMap { $0.isNaN ? nil : $0 } }
        (self.top, self.leading, self.bottom, self.trailing) = (clean(top), clean(leading), clean(bottom), clean(trailing))
    }

    /// A preference of 0 on every edge: nothing is added between this view and its neighbours.
    ///
    /// ```swift
    /// ViewSpacing.zero.distance(to: ViewSpacing(), along: .vertical)   // 0
    /// ```
    public static let zero = ViewSpacing(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// The preference on `edge`.
    ///
    /// ```swift
    /// ViewSpacing.zero[.top]   // 0
    /// ```
    public subscript(edge: Edge) -> CGFloat? {
        get {
            switch edge {
            case .top: return top
            case .leading: return leading
            case .bottom: return bottom
            case .trailing: return trailing
            }
        }
        set {
            let value = newValue.flatMap { $0.isNaN ? nil : $0 }
            switch edge {
            case .top: top = value
            case .leading: leading = value
            case .bottom: bottom = value
            case .trailing: trailing = value
            }
        }
    }

    /// The distance between this view and the next one along `axis` (this one first: its trailing or
    /// bottom edge faces `next`'s leading or top edge).
    ///
    /// Both without preference: ``defaultSpacing``; otherwise the larger of the preferences given.
    ///
    /// ```swift
    /// ViewSpacing(top: 20, leading: nil, bottom: nil, trailing: nil)
    ///     .distance(to: ViewSpacing(), along: .vertical)   // 8: this view's *bottom* faces the next
    /// ```
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let mine = axis == .horizontal ? trailing : bottom
        let theirs = axis == .horizontal ? next.leading : next.top
        switch (mine, theirs) {
        case (nil, nil): return Self.defaultSpacing
        case let (a?, nil): return a
        case let (nil, b?): return b
        case let (a?, b?): return max(a, b)
        }
    }

    /// Merges `other`'s preferences into this one on `edges`: per edge the larger value wins, and a
    /// value wins over "no preference".
    ///
    /// ```swift
    /// var s = ViewSpacing()
    /// s.formUnion(.zero, edges: .horizontal)   // leading and trailing now 0
    /// ```
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
            switch (self[edge], other[edge]) {
            case (nil, let b): self[edge] = b
            case let (a?, b?): self[edge] = max(a, b)
            case (_?, nil): break
            }
        }
    }

    /// The union of this spacing and `other` on `edges` (see ``formUnion(_:edges:)``).
    ///
    /// ```swift
    /// ViewSpacing().union(.zero)   // == .zero
    /// ```
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: edges)
        return copy
    }

    /// Forgets the preferences on `edges` (they read "no preference", so the default spacing applies).
    /// Padding and fixed-size frames do this to the edges they change.
    ///
    /// ```swift
    /// var s = ViewSpacing.zero
    /// s.reset(.vertical)    // top and bottom back to nil
    /// ```
    public mutating func reset(_ edges: Edge.Set) {
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) { self[edge] = nil }
    }

    public var description: String {
        func text(_ v: CGFloat?) -> String { v.map { "\($0)" } ?? "default" }
        return "ViewSpacing(top: \(text(top)), leading: \(text(leading)), bottom: \(text(bottom)), trailing: \(text(trailing)))"
    }
}
