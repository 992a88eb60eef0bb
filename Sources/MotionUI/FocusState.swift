import Foundation

/// A view that takes keyboard focus (text fields).
protocol FocusableField: AnyObject {
    var text: String { get }
    func insert(_ text: String)
    func handleKey(_ key: InputEvent.Key, modifiers: InputEvent.KeyModifiers) -> Bool
}

/// Which field has keyboard focus, and the order `Tab` moves through.
final class FocusState {
    /// The focused field, if any.
    weak var focused: FocusableField?
    /// The fields drawn in the last frame, in drawing order.
    var fields: [FocusableField] = []

    /// Delivers a key: `Tab` / `Shift-Tab` move focus, everything else goes to the focused field.
    func handleKey(_ key: InputEvent.Key, modifiers: InputEvent.KeyModifiers) -> Bool {
        if key == .tab, !fields.isEmpty {
            let index = fields.firstIndex { $0 === focused }
            let step = modifiers.contains(.shift) ? -1 : 1
            let next = index.map { ($0 + step + fields.count) % fields.count } ?? (step > 0 ? 0 : fields.count - 1)
            focused = fields[next]
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
