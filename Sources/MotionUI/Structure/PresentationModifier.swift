import Foundation

/// Presents a sheet, full-screen cover or alert over the whole window while `presentation` is set.
public struct _PresentationModifier: PrimitiveModifier {
    /// The presentation shown, keyed (a new key replaces the presentation), or nil.
    var presentation: (key: AnyHashable, container: PresentationContainer)?
    var onDismiss: (() -> Void)?

    func makeNode(graph: ViewGraph) -> ViewNode { PresentationHostNode(graph: graph) }
}

/// Lays out and draws its content as usual; its presentation is a secondary child that the graph
/// lays out in the window and draws over everything (``ViewGraph/overlays``). The presentation
/// enters and leaves with the transaction of the change, or the platform's default animation.
final class PresentationHostNode: UnaryModifierNode<_PresentationModifier> {
    override func updateSecondaryChildren(context: UpdateContext) {
        guard var presentation = modifier.presentation else { return }
        presentation.container.onDismiss = modifier.onDismiss
        updateChild(key: .id(presentation.key), view: presentation.container, context: context)
    }

    override func drawContent(into builder: inout DisplayListBuilder, size: CGSize) {
        for child in children where child.key == .index(0) { child.draw(into: &builder) }
    }
}

private struct AfterButtonActionKey: EnvironmentKey { static let defaultValue: (() -> Void)? = nil }

extension EnvironmentValues {
    /// Run after any button below performs its action (an alert's buttons dismiss the alert).
    var afterButtonAction: (() -> Void)? {
        get { self[AfterButtonActionKey.self] }
        set { self[AfterButtonActionKey.self] = newValue }
    }
}
