/// The runtime's state as an app may show it: the developer keys' help and the state words
/// (paused, slow motion, Reduce Motion). `motion-player` puts both in its help line; a plain app
/// shows neither (the `F1` strip shows the state).
///
/// ```swift
/// AppStatus(keyHelp: "S slow ×10 · P pause", words: "paused").words   // "paused"
/// ```
package struct AppStatus: Equatable, Sendable {
    /// The developer keys as help-line words (`"S slow ×10 · P pause · …"`), `""` when they are off.
    package var keyHelp: String
    /// `"paused · slow ×10 · Reduce Motion"`, or `""`.
    package var words: String

    package init(keyHelp: String, words: String) {
        self.keyHelp = keyHelp
        self.words = words
    }
}
