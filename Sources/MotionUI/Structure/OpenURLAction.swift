import Foundation

/// Opens a URL, as SwiftUI's `OpenURLAction`: read it with `@Environment(\.openURL)` and call it
/// (``Link`` does when tapped). By default it asks the system to open the URL: the host's
/// ``ViewHost/systemURLOpener`` (the player opens it with the desktop's browser through
/// `xdg-open`); every URL asked of the system is recorded in ``ViewHost/openedURLs`` either way, so
/// a test can see what a tap opened. Put a handler of your own in the environment to take URLs
/// first; its ``Result`` says whether the system still opens one.
///
/// ```swift
/// @Environment(\.openURL) private var openURL
/// Button("Help") { openURL(URL(string: "https://example.com/help")!) }
///
/// Text("Docs").environment(\.openURL, OpenURLAction { url in
///     .systemAction(url.appendingPathComponent("edit"))
/// })
/// ```
public struct OpenURLAction {
    /// What a custom handler did with a URL.
    public struct Result {
        enum Outcome { case handled, discarded, system(URL?) }
        let outcome: Outcome

        /// The handler opened the URL (the completion gets `true`).
        public static let handled = Result(outcome: .handled)
        /// The handler discarded the URL (the completion gets `false`).
        public static let discarded = Result(outcome: .discarded)
        /// The system should open the original URL.
        public static let systemAction = Result(outcome: .system(nil))
        /// The system should open `url` instead (a handler that rewrites URLs).
        public static func systemAction(_ url: URL) -> Result { Result(outcome: .system(url)) }
    }

    /// The handler set with ``init(handler:)``; nil for the system's action.
    let handler: ((URL) -> Result)?
    /// The system's opener at this place in the tree (the host's), filled in when read.
    var system: ((URL) -> Bool)?

    /// An action that hands every URL to `handler` first.
    public init(handler: @escaping (URL) -> Result) {
        self.handler = handler
    }

    init(system: ((URL) -> Bool)?) {
        handler = nil
        self.system = system
    }

    /// Opens `url`.
    public func callAsFunction(_ url: URL) {
        _ = open(url)
    }

    /// Opens `url`, then tells `completion` whether it was opened (at once: the handler and the
    /// system's opener answer synchronously).
    public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) {
        completion(open(url))
    }

    private func open(_ url: URL) -> Bool {
        guard let handler else { return system?(url) ?? false }
        switch handler(url).outcome {
        case .handled: return true
        case .discarded: return false
        case .system(let replacement): return system?(replacement ?? url) ?? false
        }
    }
}

private struct OpenURLKey: EnvironmentKey { static let defaultValue = OpenURLAction(system: nil) }
private struct SystemURLOpenerKey: EnvironmentKey { static let defaultValue: ((URL) -> Bool)? = nil }

extension EnvironmentValues {
    /// Opens a URL (see ``OpenURLAction``); set your own to take URLs first.
    public var openURL: OpenURLAction {
        get {
            var action = self[OpenURLKey.self]
            action.system = systemURLOpener
            return action
        }
        set { self[OpenURLKey.self] = newValue }
    }

    /// How the system opens a URL here: the host's (``ViewHost`` puts it at the root).
    var systemURLOpener: ((URL) -> Bool)? {
        get { self[SystemURLOpenerKey.self] }
        set { self[SystemURLOpenerKey.self] = newValue }
    }
}
