import MotionUI

/// A scene that shows its content in a window, as SwiftUI's `WindowGroup`. Motion opens one window
/// per app: the first window group's.
///
/// Rules: the title is shown in the window's title bar (an untitled group shows the program's
/// name); the content is made once, when the app starts, and keeps its state for the whole run.
///
/// ```swift
/// WindowGroup("Pulse") { Pulse() }
/// WindowGroup { ContentView() }
/// ```
public struct WindowGroup<Content: View>: Scene {
    let title: String
    let content: () -> Content

    /// A window group titled `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
        self.title = String(title)
        self.content = content
    }

    /// A window group titled by `title`'s text.
    public init(_ title: Text, @ViewBuilder content: @escaping () -> Content) {
        self.title = title.content
        self.content = content
    }

    /// A window group titled `title`, with an identifier (Motion opens one window, so `id` only
    /// names it).
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: @escaping () -> Content) {
        self.init(title, content: content)
    }

    /// An untitled window group: the window shows the program's name.
    public init(@ViewBuilder content: @escaping () -> Content) {
        self.title = ""
        self.content = content
    }

    /// An untitled window group with an identifier.
    public init(id: String, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content)
    }

    public var body: Never { fatalError("WindowGroup has no body") }

    public var _windows: [_SceneWindow] {
        let content = self.content
        return [_SceneWindow(title: title, defaultSize: nil, makeContent: { AnyView(content()) })]
    }
}
