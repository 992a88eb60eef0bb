import Foundation

/// A single-line field that edits a string, as SwiftUI's `TextField` in its plain style: no border
/// (put a `Divider` under it, as the seeds do), the placeholder in grey while the text is empty.
///
/// Click it to focus it (a click on nothing takes focus away), `Tab` / `Shift-Tab` move between
/// fields in drawing order. Typing inserts at the caret (control characters are dropped);
/// Backspace / Delete remove one character (a whole grapheme: "é", "🎉"); Left / Right / Home / End
/// move the caret. The caret blinks on the host's clock — shown 0.5 s, hidden 0.5 s, shown again at
/// every edit and caret move — without re-evaluating any body. Text wider than the field scrolls so
/// the caret stays in view, and is clipped to the field.
///
/// Layout: as wide as proposed (the wider of placeholder and text, plus the caret, when no width is
/// proposed), one line of the font tall. Font and colour come from the environment
/// (`.font`, `.foregroundColor`); disabled fields take no focus and draw at half opacity.
///
/// ```swift
/// struct Login: View {
///     @State private var username = ""
///     var body: some View {
///         VStack {
///             TextField("Username", text: $username)
///             Divider()
///         }
///     }
/// }
/// ```
public struct TextField: PrimitiveView, TextFieldView {
    /// Shown in grey while the text is empty.
    let placeholder: String
    /// The edited text.
    let text: Binding<String>

    /// A field editing `text`, showing `placeholder` while it is empty.
    ///
    /// ```swift
    /// TextField("Username", text: $username)
    /// ```
    public init<S: StringProtocol>(_ placeholder: S, text: Binding<String>) {
        self.placeholder = String(placeholder)
        self.text = text
    }

    static var mask: Character? { nil }

    func makeNode(graph: ViewGraph) -> ViewNode { TextFieldNode(graph: graph, mask: Self.mask) }
}

/// What the node of a text field reads from its view (``TextField`` and ``SecureField``).
protocol TextFieldView {
    var placeholder: String { get }
    var text: Binding<String> { get }
    /// The character displayed for every character typed, if the field hides its text.
    static var mask: Character? { get }
}
