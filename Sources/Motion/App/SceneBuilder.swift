import MotionUI

/// Builds an app's or a scene's `body` from its scenes, as SwiftUI's `SceneBuilder`.
///
/// ```swift
/// var body: some Scene {
///     WindowGroup("Main") { MainView() }
///     WindowGroup("Other") { OtherView() }   // described; Motion opens the first
/// }
/// ```
@resultBuilder
public enum SceneBuilder {
    /// One scene, as it is.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content {
        content
    }

    /// Several scenes, in order.
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> _TupleScene<repeat each Content> {
        _TupleScene(repeat each content)
    }
}

/// Several scenes side by side (``SceneBuilder``): their windows, in order.
public struct _TupleScene<each Content: Scene>: Scene {
    let content: (repeat each Content)

    init(_ content: repeat each Content) {
        self.content = (repeat each content)
    }

    public var body: Never { fatalError("_TupleScene has no body") }

    public var _windows: [_SceneWindow] {
        var windows: [_SceneWindow] = []
        for scene in repeat each content {
            windows += scene._windows
        }
        return windows
    }
}
