import MotionUI

/// A part of an app's user interface, as SwiftUI's `Scene`: a ``WindowGroup``, a scene with a
/// modifier such as ``defaultSize(width:height:)``, or a scene of your own made of others.
///
/// ```swift
/// struct MainScene: Scene {
///     var body: some Scene { WindowGroup("Main") { Text("Hello") } }
/// }
/// ```
public protocol Scene {
    /// The scene this one is made of (`Never` for Motion's own scenes).
    associatedtype Body: Scene
    /// The scene this one is made of.
    @SceneBuilder var body: Body { get }
    /// The windows this scene describes, in order (Motion shows the first).
    var _windows: [_SceneWindow] { get }
}

extension Scene {
    public var _windows: [_SceneWindow] { body._windows }

    /// This scene with its windows opening at `width` × `height` points (unless `--size` says
    /// otherwise), as SwiftUI's `defaultSize(width:height:)`.
    ///
    /// ```swift
    /// WindowGroup { ContentView() }.defaultSize(width: 480, height: 320)
    /// ```
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene {
        _DefaultSizeScene(content: self, size: CGSize(width: width, height: height))
    }

    /// This scene with its windows opening at `size` points (unless `--size` says otherwise).
    ///
    /// ```swift
    /// WindowGroup { ContentView() }.defaultSize(CGSize(width: 480, height: 320))
    /// ```
    public func defaultSize(_ size: CGSize) -> some Scene {
        defaultSize(width: size.width, height: size.height)
    }
}

extension Never: Scene {
    public var _windows: [_SceneWindow] { [] }
}

/// A window a scene describes: its title, its default size (`nil`: 800 × 600) and its content.
/// Motion's runtime reads it; apps do not use it.
public struct _SceneWindow {
    /// The title, `""` when untitled.
    public var title: String
    /// The size in points the window opens at, or `nil` for the runtime's default.
    public var defaultSize: CGSize?
    /// Makes the window's root view.
    public var makeContent: () -> AnyView
}

/// A scene whose windows open at a given size (``Scene/defaultSize(width:height:)``).
public struct _DefaultSizeScene<Content: Scene>: Scene {
    let content: Content
    let size: CGSize

    public var body: Never { fatalError("_DefaultSizeScene has no body") }

    public var _windows: [_SceneWindow] {
        content._windows.map { window in
            var sized = window
            sized.defaultSize = size
            return sized
        }
    }
}
