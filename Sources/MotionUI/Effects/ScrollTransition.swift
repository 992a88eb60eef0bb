import Foundation

/// Applies a scroll transition to its content (see ``View/scrollTransition(_:axis:transition:)``).
public struct _ScrollTransitionModifier<Effect: VisualEffect>: PrimitiveModifier {
    var topLeading: ScrollTransitionConfiguration
    var bottomTrailing: ScrollTransitionConfiguration
    var axis: Axis?
    var transition: (EmptyVisualEffect, ScrollTransitionPhase) -> Effect

    func makeNode(graph: ViewGraph) -> ViewNode { ScrollTransitionNode<Effect>(graph: graph) }
}

/// The node of a scroll transition: works out, each time it is drawn, where its content is in the
/// visible region of the nearest scroll view (the window without one), and draws the content with
/// the effect of that phase.
final class ScrollTransitionNode<Effect: VisualEffect>: UnaryModifierNode<_ScrollTransitionModifier<Effect>> {
    /// The effect's data as shown (animated between phases by an animated configuration).
    private var shown: AnimatedValue<Effect.AnimatableData>?
    /// The discrete phase last shown.
    private var shownPhase: ScrollTransitionPhase?

    override var modifierChangeEffect: UpdateEffect { .drawing }

    override func drawContent(into builder: inout DisplayListBuilder, size: CGSize) {
        currentEffect(size: size).drawEffect(into: &builder, size: size) { builder in
            super.drawContent(into: &builder, size: size)
        }
    }

    /// The phase of the content now and how far it has come in from hidden (1: at the threshold).
    func currentPlacement(size: CGSize) -> (phase: ScrollTransitionPhase, progress: Double) {
        let region = visibleRegionPlacement(size: size)
        let axis = modifier.axis ?? region.scrollAxis
        let horizontal = axis == .horizontal
        return ScrollTransitionPhase.placement(
            leading: Double(horizontal ? region.frame.minX - region.container.minX : region.frame.minY - region.container.minY),
            length: Double(horizontal ? region.frame.width : region.frame.height),
            container: Double(horizontal ? region.container.width : region.container.height),
            topLeading: modifier.topLeading.threshold, bottomTrailing: modifier.bottomTrailing.threshold)
    }

    /// The effect to draw now; starts an animation when an animated configuration's phase changed.
    private func currentEffect(size: CGSize) -> Effect {
        let modifier = modifier
        let (phase, progress) = currentPlacement(size: size)
        let side = phase == .identity ? shownPhase ?? .identity : phase
        let configuration = side == .bottomTrailing ? modifier.bottomTrailing : modifier.topLeading
        var effect = modifier.transition(EmptyVisualEffect(), .identity)
        var transaction = Transaction()
        switch configuration.mode {
        case .identity:
            break
        case .interactive(let curve):
            if phase != .identity {
                let edge = modifier.transition(EmptyVisualEffect(), phase)
                effect = effect.interpolated(towards: edge, amount: 1 - curve.value(at: progress))
            }
        case .animated(let animation):
            if phase != .identity { effect = modifier.transition(EmptyVisualEffect(), phase) }
            if shownPhase != nil, shownPhase != phase { transaction.animation = animation }
        }
        shownPhase = phase
        guard let shown else {
            shown = AnimatedValue(effect.animatableData)
            return effect
        }
        if shown.setTarget(effect.animatableData, transaction: transaction, at: graph.time, ifChanged: true) {
            graph.startAnimating(self)
        }
        effect.animatableData = shown.value
        return effect
    }

    override func advanceAnimations(to time: TimeInterval) -> Bool {
        let running = super.advanceAnimations(to: time)
        return (shown?.advance(to: time) ?? false) || running
    }

    override var liveAnimationCount: Int { super.liveAnimationCount + (shown?.animationCount ?? 0) }

    override func describeAnimations(into collector: inout LiveAnimationCollector) {
        super.describeAnimations(into: &collector)
        collector.add(shown, as: InspectorAttribute("scrollTransition"))
    }
}

extension View {
    /// Applies `transition` as the view scrolls into and out of the visible region of its scroll
    /// view, as SwiftUI's (iOS 17) `scrollTransition`: the closure gets an ``EmptyVisualEffect``
    /// and the view's ``ScrollTransitionPhase`` and returns the effects for that phase. The same
    /// configuration applies on both edges.
    ///
    /// ```swift
    /// ScrollView(.horizontal) {
    ///     HStack { ForEach(cards) { card in
    ///         CardView(card).scrollTransition { content, phase in
    ///             content.opacity(phase.isIdentity ? 1 : 0.3).scaleEffect(phase.isIdentity ? 1 : 0.75)
    ///         }
    ///     } }
    /// }
    /// ```
    ///
    /// Rules where SwiftUI is silent: `axis` nil takes the scroll view's axis (horizontal only for
    /// a scroll view that scrolls horizontally alone); outside any scroll view the container is
    /// the window and the axis vertical. Positions are the ones on screen (presented), effects of
    /// the view's ancestors included; the view's own effects inside the modifier are not.
    public func scrollTransition(_ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
                                 transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect) -> some View {
        scrollTransition(topLeading: configuration, bottomTrailing: configuration, axis: axis, transition: transition)
    }

    /// Applies `transition` as the view scrolls in and out, with one configuration for the
    /// top-leading edge and another for the bottom-trailing edge.
    ///
    /// ```swift
    /// Row().scrollTransition(topLeading: .interactive, bottomTrailing: .identity) { content, phase in
    ///     content.opacity(phase.isIdentity ? 1 : 0)
    /// }
    /// ```
    public func scrollTransition<Effect: VisualEffect>(topLeading: ScrollTransitionConfiguration,
                                                       bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
                                                       transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> Effect) -> some View {
        modifier(_ScrollTransitionModifier(topLeading: topLeading, bottomTrailing: bottomTrailing, axis: axis, transition: transition))
    }
}
