import MotionSDL

/// The shell of an app made of one `WindowGroup`: its content as the root view, its title on the
/// window (the program's name when it has none), its `defaultSize`; no keys, flags or scenes of
/// its own.
///
/// ```swift
/// let shell = WindowGroupShell(program: "pulse", title: "Pulse", content: AnyView(Pulse()))
/// ```
package final class WindowGroupShell: AppShell {
    package let program: String
    package let windowTitle: String
    package let defaultSize: CGSize
    package var requestRefresh: () -> Void = {}
    private let makeContent: () -> AnyView
    /// The content, made once, when the window first asks for it (so while it opens, at its size).
    private lazy var content = makeContent()

    /// A shell for `content`, titled `title` (or `program` when `title` is empty). The content is
    /// made when the window opens, once: views that read `UIScreen.main.bounds` as they are made
    /// read the window's size, as an iOS app's views read the screen's.
    package init(program: String = "motion-app", title: String, defaultSize: CGSize? = nil,
                 content: @autoclosure @escaping () -> AnyView) {
        self.program = program
        windowTitle = title.isEmpty ? program : title
        self.defaultSize = defaultSize ?? CGSize(width: 800, height: 600)
        makeContent = content
    }

    package var screenshotPrefix: String { program }

    package func rootView(_ status: AppStatus) -> AnyView { content }
}
