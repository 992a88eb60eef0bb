import Foundation

/// The modifier every accessibility modifier returns, as SwiftUI's
/// `AccessibilityAttachmentModifier`: it sets properties of the accessibility elements of the
/// view it modifies, and changes neither its layout nor its drawing. The accessibility tree reads
/// it when asked (``ViewHost/accessibilityElements``), never while a frame is built.
///
/// ```swift
/// Image(systemName: "play.fill")
///     .accessibilityLabel("Play")          // ModifiedContent<Image, AccessibilityAttachmentModifier>
///     .accessibilityHint("Plays the song")
/// ```
public struct AccessibilityAttachmentModifier: PrimitiveModifier {
    var properties: AccessibilityProperties

    func makeNode(graph: ViewGraph) -> ViewNode { AccessibilityAttachmentNode(graph: graph) }
}

/// The node of an ``AccessibilityAttachmentModifier``: laid out and drawn as its content.
final class AccessibilityAttachmentNode: UnaryModifierNode<AccessibilityAttachmentModifier> {
    override var isLayoutTransparent: Bool { true }
    /// New properties (new action closures on every update, say) change neither layout nor drawing.
    override var modifierChangeEffect: UpdateEffect { .none }

    var properties: AccessibilityProperties { modifier.properties }
}
