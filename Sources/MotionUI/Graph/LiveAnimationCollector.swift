import Foundation

/// Gathers ``LiveAnimation`` rows while the graph walks its animating nodes: each node kind adds its
/// running attributes with ``add(_:as:)`` or ``addStep(attribute:animation:start:progress:from:to:current:)``.
///
/// The node's view path and drawn frame are worked out once per node, on its first row.
///
/// ```swift
/// var collector = LiveAnimationCollector(time: graph.time)
/// collector.collect(from: node)   // node.describeAnimations(into:) adds its rows
/// collector.animations
/// ```
struct LiveAnimationCollector {
    /// The graph's time: progress is measured at it.
    let time: TimeInterval
    private(set) var animations: [LiveAnimation] = []
    private var node: ViewNode?
    private var placement: (path: [String], frame: CGRect)?

    init(time: TimeInterval) {
        self.time = time
    }

    /// Adds the rows of `node`'s running animations.
    mutating func collect(from node: ViewNode) {
        self.node = node
        placement = nil
        node.describeAnimations(into: &self)
        self.node = nil
    }

    /// Adds a row per animation running on `value`; a row whose change touches exactly one of the
    /// attribute's named components is named after it (`offset.x`).
    mutating func add<V: VectorArithmetic>(_ value: AnimatedValue<V>?, as attribute: InspectorAttribute) {
        guard let value, value.isAnimating else { return }
        let current = AnimationComponents(value.value)
        var ordinals: [TimeInterval: Int] = [:]
        for run in value.animator.runSnapshots {
            let from = AnimationComponents(run.from), to = AnimationComponents(run.to)
            let changed = from.changedIndices(comparedWith: to)
            var name = attribute.name
            if changed.count == 1, let index = changed.first, attribute.components.count == from.count, from.count > 1 {
                name = attribute.components[index]
            }
            let focus = changed.first ?? 0
            let ordinal = ordinals[run.start, default: 0]
            ordinals[run.start] = ordinal + 1
            let focused = changed.count == 1
            append(attribute: attribute.name, name: name, ordinal: ordinal, animation: run.animation.description,
                   start: run.start, progress: run.progress(at: time), isLogicallyComplete: run.isLogicallyComplete,
                   from: (focused ? from.text(at: focus) : from.text, from.value(at: focus)),
                   to: (focused ? to.text(at: focus) : to.text, to.value(at: focus)),
                   current: (focused ? current.text(at: focus) : current.text, current.value(at: focus)))
        }
    }

    /// Adds a row for an animation that is not an animated value: a phase animator's step or a
    /// keyframe animator's run. Values are given as numbers where they are numeric.
    mutating func addStep(attribute: String, animation: String, start: TimeInterval, progress: Double?,
                          isLogicallyComplete: Bool = false,
                          from: Any, to: Any, current: Any) {
        let values = [from, to, current].map(AnimationComponents.init)
        let focus = values[0].changedIndices(comparedWith: values[1]).first ?? 0
        func pair(_ c: AnimationComponents) -> (String, Double?) { (c.text, c.value(at: focus)) }
        append(attribute: attribute, name: attribute, ordinal: 0, animation: animation, start: start,
               progress: progress, isLogicallyComplete: isLogicallyComplete,
               from: pair(values[0]), to: pair(values[1]), current: pair(values[2]))
    }

    private mutating func append(attribute: String, name: String, ordinal: Int, animation: String,
                                 start: TimeInterval, progress: Double?, isLogicallyComplete: Bool,
                                 from: (String, Double?), to: (String, Double?), current: (String, Double?)) {
        guard let node else { return }
        let placement = self.placement ?? (node.inspectorViewPath, node.inspectorDrawnFrame)
        self.placement = placement
        animations.append(LiveAnimation(
            id: LiveAnimation.ID(node: ObjectIdentifier(node), attribute: attribute, start: start, ordinal: ordinal),
            viewPath: placement.path, attribute: name, animation: animation, start: start, progress: progress,
            isLogicallyComplete: isLogicallyComplete, from: from.0, to: to.0, current: current.0,
            fromValue: from.1, toValue: to.1, currentValue: current.1, frame: placement.frame))
    }
}
