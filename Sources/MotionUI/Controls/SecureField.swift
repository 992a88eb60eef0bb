import Foundation

/// A ``TextField`` that hides what is typed: every character is drawn as a bullet (•). Editing,
/// focus, caret, scrolling and layout are a text field's; the binding holds the real text.
///
/// ```swift
/// SecureField("Password", text: $password)
/// ```
public struct SecureField: PrimitiveView, TextFieldView {
    /// Shown in grey while the text is empty (as written, not as bullets).
    let placeholder: String
    /// The edited text.
    let text: Binding<String>

    /// A field editing `text` behind bullets, showing `placeholder` while it is empty.
    ///
    /// ```swift
    /// SecureField("Repeat password", text: $repeatPassword)
    /// ```
    public init<S: StringProtocol>(_ placeholder: S, text: Binding<String>) {
        self.placeholder = String(placeholder)
        self.text = text
    }

    /// The bullet drawn for each character.
    static var mask: Character? { "•" }

    func makeNode(graph: ViewGraph) -> ViewNode { TextFieldNode(graph: graph, mask: Self.mask) }
}
