import MotionSDL

/// Keys as data: a table from key to an action (the runtime's ``DevAction``s, or an app's own),
/// grouped in entries that also give the help line its words, so the help can never disagree with
/// what the keys do.
///
/// Rules: a key maps to at most one action (``init(entries:)`` keeps the first); auto-repeat of a
/// held key repeats the action only for entries marked `repeats` (frame stepping, scene keys);
/// letters are matched by key code, so Shift does not matter.
///
/// ```swift
/// KeyMap.developer.action(for: Key("p"))                 // .togglePause
/// KeyMap.developer.action(for: Key("p"), isRepeat: true) // nil: toggles do not repeat
/// KeyMap.developer.helpLine                              // "S slow ×10 · P pause · …"
/// ```
package struct KeyMap<Action: Hashable> {
    /// Keys that do related things, with one label and meaning in the help line.
    package struct Entry {
        /// How the help line names the keys (`"1–9"`, `"F1"`).
        package let label: String
        /// What they do, for the help line; `nil` keeps the entry out of it (scenes describe
        /// Space and the arrows themselves).
        package let meaning: String?
        /// Whether auto-repeat of a held key repeats the action.
        package let repeats: Bool
        /// The keys and their actions.
        package let bindings: [(key: Key, action: Action)]

        package init(_ label: String, _ meaning: String?, repeats: Bool = false, _ bindings: [(key: Key, action: Action)]) {
            self.label = label
            self.meaning = meaning
            self.repeats = repeats
            self.bindings = bindings
        }
    }

    /// The entries, in help-line order.
    package let entries: [Entry]
    private let table: [Key: (action: Action, repeats: Bool)]

    /// A key map of `entries`; a key bound twice keeps its first binding.
    package init(entries: [Entry]) {
        self.entries = entries
        var table: [Key: (action: Action, repeats: Bool)] = [:]
        for entry in entries {
            for binding in entry.bindings where table[binding.key] == nil {
                table[binding.key] = (binding.action, entry.repeats)
            }
        }
        self.table = table
    }

    /// The action of `key`, or `nil` when the key is not in the map (or is an auto-repeat of a
    /// key whose action does not repeat).
    package func action(for key: Key, isRepeat: Bool = false) -> Action? {
        guard let binding = table[key], !isRepeat || binding.repeats else { return nil }
        return binding.action
    }

    /// Every key in the map.
    package var keys: Set<Key> { Set(table.keys) }

    /// The entries with a meaning, as `"label meaning"` joined by `" · "`.
    package var helpLine: String {
        entries.compactMap { entry in entry.meaning.map { "\(entry.label) \($0)" } }.joined(separator: " · ")
    }

    /// The developer keys every Motion app has: `S` slow motion, `P` pause, `.` step, `R` Reduce
    /// Motion, `D` dark appearance (on/off), `F1` frame times, `F2` the animation inspector, `F3`
    /// flash the repainted rectangles, `F12` screenshot, `G` record a GIF (start/stop), `Esc` quit.
    /// `D`, `F2` and `F3` stay out of the help line, which has no room left in an 800-point window
    /// (the README lists them).
    package static var developer: KeyMap<DevAction> {
        KeyMap<DevAction>(entries: [
            .init("S", "slow ×10", [(Key("s"), .toggleSlowMotion)]),
            .init("P", "pause", [(Key("p"), .togglePause)]),
            .init(".", "step", repeats: true, [(Key("."), .stepFrame)]),
            .init("R", "reduce motion", [(Key("r"), .toggleReduceMotion)]),
            .init("D", nil, [(Key("d"), .toggleColorScheme)]),
            .init("F1", "frame times", [(.f1, .toggleFrameStats)]),
            .init("F2", nil, [(.f2, .toggleInspector)]),
            .init("F3", nil, [(.f3, .toggleDamageFlash)]),
            .init("F12", "screenshot", [(.f12, .screenshot)]),
            .init("G", "record GIF", [(Key("g"), .toggleRecording)]),
            .init("Esc", "quit", [(.escape, .quit)]),
        ])
    }
}
