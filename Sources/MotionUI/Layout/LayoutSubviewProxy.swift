import Foundation

/// What the view graph implements for every child of a layout container (MotionUI-internal).
///
/// A ``LayoutSubview`` wraps one of these. The graph's node for a child view conforms; tests use fakes.
/// Contract (mirrors SwiftUI's layout engine):
///
/// - ``sizeThatFits(_:)`` answers the child's size for a proposal. It must be a pure function of the
///   proposal for one layout pass (containers probe with `.zero`, `.infinity`, `nil` and then the real
///   proposal, possibly several times); the graph may memoise per pass. A `Spacer` answers with
///   ``SpacerLayout/sizeThatFits(_:axis:)`` using the `stackOrientation` of the nearest enclosing
///   container (``LayoutProperties``), passed through unary modifiers as SwiftUI does.
/// - ``place(at:anchor:proposal:)`` is called once per pass by the parent's `placeSubviews`: the child's
///   frame is `size = sizeThatFits(proposal)`, `origin = position − anchor × size` (in the parent's
///   coordinate space, the same space as the parent's `bounds`); the graph then lays the child's own
///   children out in that frame with that proposal.
/// - ``priority`` is the `layoutPriority` (0 by default); a bare `Spacer` reports
///   ``SpacerLayout/layoutPriority`` (−∞) so stacks serve every other view first; unary modifiers pass
///   their child's priority up unless `.layoutPriority(_:)` sets one.
/// - ``spacing`` is the child's spacing preferences: for a container, its layout's
///   `spacing(subviews:cache:)`; for a spacer ``SpacerLayout/spacing(axis:)``; for plain views `ViewSpacing()`.
/// - `explicitAlignment(of:in:proposal:)` states guides the child defines itself: a text its baselines
///   (``TextLayout/firstBaseline(of:font:proposal:measurer:lineLimit:)``), a container its layout's
///   `explicitAlignment` asked with bounds at the origin; `nil` = use the guide's default.
///
/// Every requirement but the first two has a default (priority 0, no spacing preference, no guides).
protocol LayoutSubviewProxy: AnyObject {
    /// The child's size for `proposal`.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
    /// Fixes the child's frame: its `anchor` point goes to `position`, sized for `proposal`.
    func place(at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize)
    /// The child's layout priority (higher is served first by stacks).
    var priority: Double { get }
    /// The child's spacing preferences.
    var spacing: ViewSpacing { get }
    /// The child's explicit x for `guide` when it has size `size` (from `proposal`), or `nil`.
    func explicitAlignment(of guide: HorizontalAlignment, in size: CGSize, proposal: ProposedViewSize) -> CGFloat?
    /// The child's explicit y for `guide` when it has size `size` (from `proposal`), or `nil`.
    func explicitAlignment(of guide: VerticalAlignment, in size: CGSize, proposal: ProposedViewSize) -> CGFloat?
    /// The value the child states for the ``LayoutValueKey`` identified by `key`, or nil.
    func layoutValue(for key: ObjectIdentifier) -> Any?
}

extension LayoutSubviewProxy {
    /// Default: priority 0.
    var priority: Double { 0 }
    /// Default: no spacing preference.
    var spacing: ViewSpacing { ViewSpacing() }
    /// Default: no explicit horizontal guides.
    func explicitAlignment(of guide: HorizontalAlignment, in size: CGSize, proposal: ProposedViewSize) -> CGFloat? { nil }
    /// Default: no explicit vertical guides.
    func explicitAlignment(of guide: VerticalAlignment, in size: CGSize, proposal: ProposedViewSize) -> CGFloat? { nil }
    /// Default: no layout values.
    func layoutValue(for key: ObjectIdentifier) -> Any? { nil }
}
