import Foundation

/// Flexible space that grows along its stack's axis, as SwiftUI's `Spacer`.
///
/// ```swift
/// HStack { Text("Login"); Spacer() }   // pushes the text to the leading edge
/// ```
public struct Spacer: PrimitiveView, Equatable {
    public var minLength: CGFloat?

    public init(minLength: CGFloat? = nil) { self.minLength = minLength }

    func makeNode(graph: ViewGraph) -> ViewNode { SpacerNode(graph: graph) }
}

final class SpacerNode: ViewNode {
    private var spacer = Spacer()

    override func update(view: Any, context: UpdateContext) {
        let new = view as! Spacer
        noteUpdate(context: context, effect: new.minLength == spacer.minLength ? .none : .layout)
        spacer = new
    }

    override func refresh(context: UpdateContext) { update(view: spacer, context: context) }

    private var layout: SpacerLayout { SpacerLayout(minLength: spacer.minLength) }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        layout.sizeThatFits(proposal, axis: stackAxis)
    }

    override var layoutPriority: Double { SpacerLayout.layoutPriority }

    override func spacing(axis: Axis?) -> ViewSpacing { layout.spacing(axis: axis) }

    override func drawContent(into builder: inout DisplayListBuilder, size: CGSize) {}
}

/// A thin line across its stack, as SwiftUI's `Divider`: horizontal in a `VStack` (and outside
/// stacks), vertical in an `HStack`; 1 point thick, in the system separator colour.
///
/// ```swift
/// VStack { TextField("Username", text: $name); Divider() }
/// ```
public struct Divider: PrimitiveView, Equatable {
    public init() {}

    /// The separator colour: (60, 60, 67) at 29 % opacity, (84, 84, 88) in the dark appearance.
    static let color = Color(uiColor: .separator)
    static let thickness: CGFloat = 1

    func makeNode(graph: ViewGraph) -> ViewNode { DividerNode(graph: graph) }
}

final class DividerNode: ViewNode {
    override func update(view: Any, context: UpdateContext) { noteUpdate(context: context) }
    override func refresh(context: UpdateContext) { noteUpdate(context: context) }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let proposed = proposal.replacingUnspecifiedDimensions(by: CGSize(width: Divider.thickness, height: Divider.thickness))
        if stackAxis == .horizontal {
            return CGSize(width: Divider.thickness, height: proposed.height)
        }
        return CGSize(width: proposed.width, height: Divider.thickness)
    }

    override func drawContent(into builder: inout DisplayListBuilder, size: CGSize) {
        builder.fill(Path(CGRect(origin: .zero, size: size)), color: Divider.color.resolved(in: environment.colorScheme), shape: "Divider")
    }
}
