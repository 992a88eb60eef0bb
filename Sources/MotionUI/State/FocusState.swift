import Foundation

/// A view that takes keyboard focus (text fields).
protocol FocusableField: AnyObject {
    /// The field's text (for a secure field, the real text, not its bullets).
    var text: String { get }
    /// Inserts typed text at the caret.
    func insert(_ text: String)
    /// Handles an editing or navigation key; returns whether it did.
    func handleKey(_ key: InputEvent.Key, modifiers: InputEvent.KeyModifiers) -> Bool
    /// Focus arrived (the caret shows at once and starts blinking).
    func didBecomeFocused()
}

/// Which field has keyboard focus, and the order `Tab` moves through.
///
/// Rules: fields register while the frame is drawn, in drawing order, unless they are drawn without
/// hit testing (leaving views, zero opacity) or are disabled; a focused field that is not registered
/// in a frame loses focus. `Tab` moves to the next registered field and `Shift-Tab` to the previous
/// one, wrapping around; with nothing focused, `Tab` focuses the first and `Shift-Tab` the last.
final class FocusState {
    /// The focused field, if any.
    private(set) weak var focused: FocusableField?
    /// The fields drawn in the last frame, in drawing order.
    private(set) var fields: [FocusableField] = []

    /// Gives `field` the focus (nil: nothing has focus).
    func focus(_ field: FocusableField?) {
        let changed = field !== focused
        focused = field
        if changed { field?.didBecomeFocused() }
    }

    /// Takes the fields of a newly drawn frame; the focused field keeps focus only if among them.
    func fieldsDidDraw(_ drawn: [FocusableField]) {
        fields = drawn
        if let focused, !drawn.contains(where: { $0 === focused }) { self.focused = nil }
    }

    /// Delivers a key: `Tab` / `Shift-Tab` move focus, everything else goes to the focused field.
    func handleKey(_ key: InputEvent.Key, modifiers: InputEvent.KeyModifiers) -> Bool {
        if key == .tab, !fields.isEmpty {
            let index = fields.firstIndex { $0 === focused }
            let step = modifiers.contains(.shift) ? -1 : 1
            let next = index.map { ($0 + step + fields.count) % fields.count } ?? (step > 0 ? 0 : fields.count - 1)
            focus(fields[next])
            return true
        }
        return focused?.handleKey(key, modifiers: modifiers) ?? false
    }

    /// Delivers typed text to the focused field.
    func handleText(_ text: String) -> Bool {
        guard let focused else { return false }
        focused.insert(text)
        return true
    }
}
