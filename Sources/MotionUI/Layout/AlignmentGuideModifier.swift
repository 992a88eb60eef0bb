import Foundation

/// Sets one alignment guide of the view it modifies (see `alignmentGuide(_:computeValue:)`).
public struct _AlignmentWritingModifier: PrimitiveModifier {
    var guide: StackGuide
    var computeValue: (ViewDimensions) -> CGFloat

    func makeNode(graph: ViewGraph) -> ViewNode { AlignmentGuideNode(graph: graph) }
}

/// Lays out and draws as its content; states its guide from the content's dimensions, and passes
/// the content's other guides through.
final class AlignmentGuideNode: UnaryModifierNode<_AlignmentWritingModifier>, ExplicitGuideNode {
    private var registered: ObjectIdentifier?

    override func modifierDidChange(context: UpdateContext) {
        let key = modifier.guide.key
        guard registered != key else { return }
        unregister()
        graph.alignmentGuideUses[key, default: 0] += 1
        registered = key
    }

    private func unregister() {
        guard let registered else { return }
        graph.alignmentGuideUses[registered, default: 1] -= 1
        if graph.alignmentGuideUses[registered] == 0 { graph.alignmentGuideUses[registered] = nil }
        self.registered = nil
    }

    override func detach() {
        if !isDetached { unregister() }
        super.detach()
    }

    /// The content's dimensions (with its own explicit guides) for `proposal`.
    private func contentDimensions(size: CGSize, proposal: ProposedViewSize) -> ViewDimensions {
        let nodes = contentNodes
        let content = nodes.count == 1 ? nodes[0] : nil
        let axis = stackAxis
        func explicit(_ guide: StackGuide) -> CGFloat? {
            guard let content else { return nil }
            content.stackAxis = axis
            return content.explicitGuide(guide, size: size, proposal: proposal)
        }
        return ViewDimensions(size: size, horizontal: { explicit(.horizontal($0)) }, vertical: { explicit(.vertical($0)) })
    }

    func ownExplicitGuide(_ guide: StackGuide, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        let dimensions = contentDimensions(size: size, proposal: proposal)
        if guide == modifier.guide {
            let value = modifier.computeValue(dimensions)
            return value.isFinite ? value : nil
        }
        return guide.explicitValue(in: dimensions)
    }
}

extension StackGuide: Equatable {
    static func == (a: StackGuide, b: StackGuide) -> Bool {
        switch (a, b) {
        case let (.horizontal(x), .horizontal(y)): return x == y
        case let (.vertical(x), .vertical(y)): return x == y
        default: return false
        }
    }
}

extension View {
    /// Sets where the view's `guide` lies, as SwiftUI's `alignmentGuide(_:computeValue:)`: a stack,
    /// frame or ZStack aligning by `guide` lines up this value instead of the guide's default. The
    /// closure gets the view's dimensions (its size and its other guides) and returns an x in the
    /// view's own coordinates.
    ///
    /// Custom guides (`HorizontalAlignment(MyID.self)`) pass up through stacks (the mean of the values
    /// set inside), so views in different stacks can line up; built-in guides stop at the first stack.
    /// A NaN or infinite value is ignored (the guide's default applies).
    ///
    /// ```swift
    /// VStack(alignment: .leading) {
    ///     Text("Title")
    ///     Text("Indented").alignmentGuide(.leading) { d in -20 }   // 20 points right of the title
    /// }
    /// ```
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(_AlignmentWritingModifier(guide: .horizontal(g), computeValue: computeValue))
    }

    /// Sets where the view's vertical `guide` lies (a y in the view's own coordinates), as SwiftUI's
    /// `alignmentGuide(_:computeValue:)`.
    ///
    /// ```swift
    /// HStack(alignment: .myCenter) {
    ///     Circle().frame(width: 20, height: 20)
    ///     Text("Label").alignmentGuide(.myCenter) { d in d[VerticalAlignment.center] }
    /// }
    /// ```
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(_AlignmentWritingModifier(guide: .vertical(g), computeValue: computeValue))
    }
}
