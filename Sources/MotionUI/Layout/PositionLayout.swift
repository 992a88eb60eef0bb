import Foundation

/// The layout of `.position(x:y:)`, as SwiftUI's `_PositionLayout`: it takes all the space offered
/// and centres its child at `position` in it.
///
/// - Size: the proposal; a nil or infinite dimension counts as 10 points (SwiftUI's default).
/// - The child is proposed the same proposal and placed with its centre at `position`, measured
///   from the top-leading corner of this layout's bounds.
/// - Bad values: a NaN or infinite coordinate counts as 0.
///
/// ```swift
/// // In a 300 × 200 window, Circle().frame(width: 20, height: 20).position(x: 50, y: 40)
/// // takes 300 × 200 and puts the circle at (40, 30, 20, 20).
/// let layout = PositionLayout(position: CGPoint(x: 50, y: 40))
/// ```
public struct PositionLayout: Layout, Hashable, Sendable {
    /// Where the child's centre goes.
    public var position: CGPoint

    public init(position: CGPoint) {
        func valid(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
        self.position = CGPoint(x: valid(position.x), y: valid(position.y))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        UnaryLayoutSupport.offeredSize(proposal)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX + position.x, y: bounds.minY + position.y), anchor: .center,
                          proposal: proposal)
        }
    }
}

extension View {
    /// Centres this view at `position` in all the space offered to it (the modified view takes
    /// that space).
    ///
    /// ```swift
    /// Circle().frame(width: 20, height: 20).position(CGPoint(x: 50, y: 40))
    /// ```
    public func position(_ position: CGPoint) -> some View {
        modifier(_LayoutModifier(layout: PositionLayout(position: position)))
    }

    /// Centres this view at (`x`, `y`) in all the space offered to it.
    ///
    /// ```swift
    /// Text("Hi").position(x: 100, y: 20)
    /// ```
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        position(CGPoint(x: x, y: y))
    }
}
