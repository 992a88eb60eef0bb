import Foundation

/// A geometric value of one view — a rectangle or a point in its bounds — that another view can
/// read in its own coordinates, as SwiftUI's `Anchor`: made by
/// ``View/anchorPreference(key:value:transform:)``, read with a ``GeometryProxy``'s
/// subscript (`proxy[anchor]`).
///
/// Rules where SwiftUI is silent: the anchor is taken from the view's laid-out (model) geometry,
/// with its ancestors' effects (offset, scale, rotation) applied; read through a proxy, a
/// rectangle becomes the bounding box of its corners in the reader's space.
///
/// ```swift
/// Text(tab).anchorPreference(key: SelectedTabKey.self, value: .bounds) { $0 }
/// // …
/// .overlayPreferenceValue(SelectedTabKey.self) { anchor in
///     GeometryReader { proxy in
///         if let anchor {
///             let frame = proxy[anchor]
///             Capsule().frame(width: frame.width, height: 3).offset(x: frame.minX, y: frame.maxY)
///         }
///     }
/// }
/// ```
public struct Anchor<Value> {
    /// The value in window coordinates.
    let geometry: AnchorGeometry

    /// The value in a space whose transform to the window is `toWindow`.
    func value(inSpace toWindow: CGAffineTransform) -> Value {
        geometry.applying(toWindow.inverted()).value as! Value
    }

    /// Where an anchor's value comes from, in the anchoring view's own bounds.
    ///
    /// ```swift
    /// let source: Anchor<CGRect>.Source = .bounds
    /// let corner: Anchor<CGPoint>.Source = .topTrailing
    /// ```
    public struct Source {
        /// The value in the view's bounds, from the view's size.
        let resolve: (CGSize) -> AnchorGeometry
    }
}

extension Anchor: Equatable where Value: Equatable {
    /// Two anchors are equal when their values in the window are.
    public static func == (lhs: Anchor, rhs: Anchor) -> Bool { lhs.geometry == rhs.geometry }
}

extension Anchor.Source where Value == CGRect {
    /// A rectangle in the view's own coordinates.
    ///
    /// ```swift
    /// .anchorPreference(key: K.self, value: .rect(CGRect(x: 0, y: 0, width: 10, height: 10))) { $0 }
    /// ```
    public static func rect(_ rect: CGRect) -> Self { Self { _ in .rect(rect) } }

    /// The view's bounds.
    ///
    /// ```swift
    /// .anchorPreference(key: K.self, value: .bounds) { $0 }
    /// ```
    public static var bounds: Self { Self { .rect(CGRect(origin: .zero, size: $0)) } }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's own coordinates.
    ///
    /// ```swift
    /// .anchorPreference(key: K.self, value: .point(CGPoint(x: 4, y: 4))) { $0 }
    /// ```
    public static func point(_ point: CGPoint) -> Self { Self { _ in .point(point) } }

    /// A point of the view's bounds given as a unit point.
    ///
    /// ```swift
    /// .anchorPreference(key: K.self, value: .unitPoint(UnitPoint(x: 0.25, y: 1))) { $0 }
    /// ```
    public static func unitPoint(_ point: UnitPoint) -> Self {
        Self { .point(CGPoint(x: point.x * $0.width, y: point.y * $0.height)) }
    }

    /// The top-leading corner.
    public static var topLeading: Self { unitPoint(.topLeading) }
    /// The middle of the top edge.
    public static var top: Self { unitPoint(.top) }
    /// The top-trailing corner.
    public static var topTrailing: Self { unitPoint(.topTrailing) }
    /// The middle of the leading edge.
    public static var leading: Self { unitPoint(.leading) }
    /// The centre.
    public static var center: Self { unitPoint(.center) }
    /// The middle of the trailing edge.
    public static var trailing: Self { unitPoint(.trailing) }
    /// The bottom-leading corner.
    public static var bottomLeading: Self { unitPoint(.bottomLeading) }
    /// The middle of the bottom edge.
    public static var bottom: Self { unitPoint(.bottom) }
    /// The bottom-trailing corner.
    public static var bottomTrailing: Self { unitPoint(.bottomTrailing) }
}

extension Anchor.Source {
    /// Several anchors' sources as one: the anchor's value is the array of their values.
    ///
    /// ```swift
    /// let corners = Anchor<[CGPoint]>.Source([.topLeading, .bottomTrailing])
    /// ```
    public init<T>(_ array: [Anchor<T>.Source]) where Value == [T] {
        self.init { size in .list(array.map { $0.resolve(size) }) }
    }

    /// An optional source: the anchor's value is nil when `anchor` is.
    ///
    /// ```swift
    /// let maybe = Anchor<CGRect?>.Source(isSelected ? .bounds : nil)
    /// ```
    public init<T>(_ anchor: Anchor<T>.Source?) where Value == T? {
        self.init { size in .optional(anchor.map { $0.resolve(size) }) }
    }
}
