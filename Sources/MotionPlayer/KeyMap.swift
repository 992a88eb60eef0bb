import MotionSDL

/// The player's keys as data: a table from key to ``PlayerAction``, grouped in entries that also
/// give the help line its words, so the help can never disagree with what the keys do.
///
/// Rules: a key maps to at most one action (``init(entries:)`` keeps the first); auto-repeat of a
/// held key repeats the action only for entries marked `repeats` (frame stepping, scene keys);
/// letters are matched by key code, so Shift does not matter.
///
/// ```swift
/// KeyMap.player.action(for: Key("p"))                 // .togglePause
/// KeyMap.player.action(for: Key("3"))                 // .selectScene(2)
/// KeyMap.player.action(for: Key("p"), isRepeat: true) // nil: toggles do not repeat
/// KeyMap.player.helpLine                              // "1–9 scene · S slow ×10 · …"
/// ```
struct KeyMap {
    /// Keys that do related things, with one label and meaning in the help line.
    struct Entry {
        /// How the help line names the keys (`"1–9"`, `"F1"`).
        let label: String
        /// What they do, for the help line; `nil` keeps the entry out of it (scenes describe
        /// Space and the arrows themselves).
        let meaning: String?
        /// Whether auto-repeat of a held key repeats the action.
        let repeats: Bool
        /// The keys and their actions.
        let bindings: [(key: Key, action: PlayerAction)]

        init(_ label: String, _ meaning: String?, repeats: Bool = false, _ bindings: [(key: Key, action: PlayerAction)]) {
            self.label = label
            self.meaning = meaning
            self.repeats = repeats
            self.bindings = bindings
        }
    }

    /// The entries, in help-line order.
    let entries: [Entry]
    private let table: [Key: (action: PlayerAction, repeats: Bool)]

    /// A key map of `entries`; a key bound twice keeps its first binding.
    init(entries: [Entry]) {
        self.entries = entries
        var table: [Key: (action: PlayerAction, repeats: Bool)] = [:]
        for entry in entries {
            for binding in entry.bindings where table[binding.key] == nil {
                table[binding.key] = (binding.action, entry.repeats)
            }
        }
        self.table = table
    }

    /// The action of `key`, or `nil` when the key is not in the map (or is an auto-repeat of a
    /// key whose action does not repeat).
    func action(for key: Key, isRepeat: Bool = false) -> PlayerAction? {
        guard let binding = table[key], !isRepeat || binding.repeats else { return nil }
        return binding.action
    }

    /// Every key in the map.
    var keys: Set<Key> { Set(table.keys) }

    /// The entries with a meaning, as `"label meaning"` joined by `" · "`.
    var helpLine: String {
        entries.compactMap { entry in entry.meaning.map { "\(entry.label) \($0)" } }.joined(separator: " · ")
    }

    /// The player's keys: `1`–`9` scenes, `Space` trigger, arrows to the scene, `S` slow motion,
    /// `P` pause, `.` step, `R` Reduce Motion, `F1` frame times, `F12` screenshot, `Esc` quit.
    static let player = KeyMap(entries: [
        Entry("1–9", "scene", (1...9).map { (key: Key(Unicode.Scalar(UInt8(48 + $0))), action: .selectScene($0 - 1)) }),
        Entry("Space", nil, [(.space, .trigger)]),
        Entry("↑↓←→", nil, repeats: true, [(.up, .sceneKey(.up)), (.down, .sceneKey(.down)),
                                             (.left, .sceneKey(.left)), (.right, .sceneKey(.right))]),
        Entry("S", "slow ×10", [(Key("s"), .toggleSlowMotion)]),
        Entry("P", "pause", [(Key("p"), .togglePause)]),
        Entry(".", "step", repeats: true, [(Key("."), .stepFrame)]),
        Entry("R", "reduce motion", [(Key("r"), .toggleReduceMotion)]),
        Entry("F1", "frame times", [(.f1, .toggleFrameStats)]),
        Entry("F12", "screenshot", [(.f12, .screenshot)]),
        Entry("Esc", "quit", [(.escape, .quit)]),
    ])
}
