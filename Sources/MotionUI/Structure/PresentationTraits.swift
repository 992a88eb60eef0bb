import Foundation

/// What modifiers inside a sheet say about it: its detents, the one it rests at, and whether a
/// drag indicator shows.
struct PresentationTraits {
    var detents: Set<PresentationDetent>?
    var selection: Binding<PresentationDetent>?
    var dragIndicator: Visibility = .automatic
    /// Set by `.interactiveDismissDisabled()`: taps outside the sheet do not dismiss it.
    var dismissDisabled = false

    /// The detent the sheet rests at: the selection when it is one of the detents, else the
    /// smallest detent (for a large detent of `large` points); `.large` without detents.
    func restingHeight(large: CGFloat) -> CGFloat {
        guard let detents, !detents.isEmpty else { return large }
        if let selected = selection?.wrappedValue, detents.contains(selected) { return selected.height(large: large) }
        return detents.map { $0.height(large: large) }.min() ?? large
    }
}

/// A modifier that tells the enclosing sheet something.
protocol PresentationTraitModifier {
    func apply(to traits: inout PresentationTraits)
}

/// The node of a ``PresentationTraitModifier``: transparent; the sheet reads it when it lays out.
final class PresentationTraitNode<M: PresentationTraitModifier>: TraitNode<M>, PresentationTraitCarrier {
    func applyTraits(to traits: inout PresentationTraits) {
        modifier.apply(to: &traits)
    }
}

protocol PresentationTraitCarrier: AnyObject {
    func applyTraits(to traits: inout PresentationTraits)
}

/// Sets the sheet's detents.
public struct _PresentationDetentsModifier: PrimitiveModifier, PresentationTraitModifier {
    var detents: Set<PresentationDetent>
    var selection: Binding<PresentationDetent>?

    func makeNode(graph: ViewGraph) -> ViewNode { PresentationTraitNode<Self>(graph: graph) }
    func apply(to traits: inout PresentationTraits) {
        if traits.detents == nil {
            traits.detents = detents
            traits.selection = selection
        }
    }
}

/// Shows or hides the sheet's drag indicator.
public struct _PresentationDragIndicatorModifier: PrimitiveModifier, PresentationTraitModifier {
    var visibility: Visibility

    func makeNode(graph: ViewGraph) -> ViewNode { PresentationTraitNode<Self>(graph: graph) }
    func apply(to traits: inout PresentationTraits) {
        if traits.dragIndicator == .automatic { traits.dragIndicator = visibility }
    }
}

/// Keeps taps outside a sheet from dismissing it.
public struct _InteractiveDismissModifier: PrimitiveModifier, PresentationTraitModifier {
    var disabled: Bool

    func makeNode(graph: ViewGraph) -> ViewNode { PresentationTraitNode<Self>(graph: graph) }
    func apply(to traits: inout PresentationTraits) {
        if disabled { traits.dismissDisabled = true }
    }
}

extension View {
    /// The heights the enclosing sheet can rest at; it rests at the smallest (Motion has no drag
    /// to resize). See ``PresentationDetent`` for the heights.
    ///
    /// ```swift
    /// .sheet(isPresented: $showing) { Filters().presentationDetents([.medium, .large]) }
    /// ```
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        modifier(_PresentationDetentsModifier(detents: detents, selection: nil))
    }

    /// The heights the enclosing sheet can rest at, and the one it rests at: `selection` (the
    /// smallest when it is not one of `detents`). Changing the selection moves the sheet there.
    ///
    /// ```swift
    /// Filters().presentationDetents([.medium, .large], selection: $detent)
    /// ```
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        modifier(_PresentationDetentsModifier(detents: detents, selection: selection))
    }

    /// Shows (`.visible`) the enclosing sheet's drag indicator: a 36 × 5 grey capsule 5 below the
    /// card's top. Hidden by default.
    ///
    /// ```swift
    /// Filters().presentationDragIndicator(.visible)
    /// ```
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        modifier(_PresentationDragIndicatorModifier(visibility: visibility))
    }

    /// Keeps the enclosing sheet or confirmation dialog from being dismissed by a tap on the
    /// dimmed window outside it (Motion has no swipe to dismiss); its binding and `dismiss` still work.
    ///
    /// ```swift
    /// Form { … }.interactiveDismissDisabled()
    /// ```
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        modifier(_InteractiveDismissModifier(disabled: isDisabled))
    }
}
