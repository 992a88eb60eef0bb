import Foundation

/// A colour is a view that fills the space proposed to it, as in SwiftUI.
///
/// ```swift
/// Color.orange.frame(height: 40)
/// ```
extension Color: View {
    public typealias Body = Never
}

extension Color: PrimitiveView {
    func makeNode(graph: ViewGraph) -> ViewNode { ColorNode(graph: graph) }
}

/// Fills its frame with the colour; a change of colour animates.
final class ColorNode: ViewNode {
    private var color: AnimatedValue<Color.AnimatableData>?
    private var model = Color.clear

    override func update(view: Any, context: UpdateContext) {
        let new = (view as! Color).resolved(in: context.environment.colorScheme)
        // A colour fills whatever it is proposed: a new one only draws differently.
        noteUpdate(context: context, effect: color != nil && model == new ? .none : .drawing)
        model = new
        if let color {
            if color.target != new.animatableData {
                color.setTarget(new.animatableData, transaction: context.transaction, at: graph.time)
                if color.isAnimating { graph.startAnimating(self) }
            }
        } else {
            color = AnimatedValue(new.animatableData)
        }
    }

    override func refresh(context: UpdateContext) { update(view: model, context: context) }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    override func drawContent(into builder: inout DisplayListBuilder, size: CGSize) {
        var drawn = model
        if let color { drawn.animatableData = color.value }
        builder.fill(Path(CGRect(origin: .zero, size: size)), color: drawn, shape: "Color")
    }

    override func advanceAnimations(to time: TimeInterval) -> Bool {
        let running = super.advanceAnimations(to: time)
        return (color?.advance(to: time) ?? false) || running
    }

    override var liveAnimationCount: Int { super.liveAnimationCount + (color?.animationCount ?? 0) }

    override func describeAnimations(into collector: inout LiveAnimationCollector) {
        super.describeAnimations(into: &collector)
        collector.add(color, as: .color)
    }
}
