import CSDL2

/// A keyboard key, by SDL key code (layout-aware: the key that types "a" is `Key("a")`).
///
/// ```swift
/// if case .keyDown(let key, _) = event, key == .space { pulse() }
/// Key.escape.name   // "Escape"
/// ```
public struct Key: Hashable, Sendable, CustomStringConvertible {
    /// The `SDL_Keycode`.
    public let code: Int32

    /// The key with this SDL key code.
    ///
    /// ```swift
    /// let f1 = Key(code: Int32(SDLK_F1.rawValue))
    /// ```
    public init(code: Int32) {
        self.code = code
    }

    /// The key that types `character` (for printable ASCII keys SDL's key code is the character).
    ///
    /// ```swift
    /// Key("r")   // the R key
    /// ```
    public init(_ character: Unicode.Scalar) {
        self.code = Int32(bitPattern: character.value)
    }

    /// Esc.
    public static let escape = Key(code: Int32(SDLK_ESCAPE.rawValue))
    /// The space bar.
    public static let space = Key(code: Int32(SDLK_SPACE.rawValue))
    /// Return / Enter.
    public static let enter = Key(code: Int32(SDLK_RETURN.rawValue))
    /// Tab.
    public static let tab = Key(code: Int32(SDLK_TAB.rawValue))
    /// Backspace.
    public static let backspace = Key(code: Int32(SDLK_BACKSPACE.rawValue))
    /// Left arrow.
    public static let left = Key(code: Int32(SDLK_LEFT.rawValue))
    /// Right arrow.
    public static let right = Key(code: Int32(SDLK_RIGHT.rawValue))
    /// Up arrow.
    public static let up = Key(code: Int32(SDLK_UP.rawValue))
    /// Down arrow.
    public static let down = Key(code: Int32(SDLK_DOWN.rawValue))
    /// Delete (forward delete).
    public static let delete = Key(code: Int32(SDLK_DELETE.rawValue))
    /// Home.
    public static let home = Key(code: Int32(SDLK_HOME.rawValue))
    /// End.
    public static let end = Key(code: Int32(SDLK_END.rawValue))
    /// The function key F1.
    public static let f1 = Key(code: Int32(SDLK_F1.rawValue))
    /// The function key F2.
    public static let f2 = Key(code: Int32(SDLK_F2.rawValue))
    /// The function key F3.
    public static let f3 = Key(code: Int32(SDLK_F3.rawValue))
    /// The function key F12.
    public static let f12 = Key(code: Int32(SDLK_F12.rawValue))

    /// The modifier keys held right now (Shift, Control, Alt), as SDL's keyboard state has them
    /// after the events polled so far; read it while handling a key event.
    ///
    /// ```swift
    /// if case .keyDown(.tab, _) = event { host.key(.tab, modifiers: Key.heldModifiers) }
    /// ```
    public static var heldModifiers: InputEvent.KeyModifiers {
        let state = UInt32(SDL_GetModState().rawValue)
        var modifiers: InputEvent.KeyModifiers = []
        if state & UInt32(KMOD_SHIFT.rawValue) != 0 { modifiers.insert(.shift) }
        if state & UInt32(KMOD_CTRL.rawValue) != 0 { modifiers.insert(.control) }
        if state & UInt32(KMOD_ALT.rawValue) != 0 { modifiers.insert(.alt) }
        return modifiers
    }

    /// SDL's human-readable name for the key (`"Space"`, `"Escape"`, `"A"`), or `""` if unknown.
    public var name: String {
        guard let raw = SDL_GetKeyName(code) else { return "" }
        return String(cString: raw)
    }

    public var description: String { "Key(\(name.isEmpty ? String(code) : name))" }
}
