import MotionSDL

/// A key the player hands to the current scene: the arrows, which its own key map leaves to
/// scenes. ``count`` grows with every press (the first press is 1), so pressing the same key twice
/// is two changes a scene sees with `.onChange(of: keyPress)`.
///
/// ```swift
/// struct Dial: View {
///     @Environment(\.sceneKeyPress) private var keyPress
///     @State private var value = 0
///     var body: some View {
///         Text("\(value)").onChange(of: keyPress) { press in
///             if press?.key == .up { value += 1 }
///         }
///     }
/// }
/// ```
struct SceneKeyPress: Hashable, Sendable {
    /// The keys scenes receive.
    enum SceneKey: String, Hashable, Sendable, CaseIterable {
        case up, down, left, right
    }

    /// The key pressed.
    let key: SceneKey
    /// How many scene keys have been pressed so far, this one included.
    let count: Int
}

private struct SceneKeyPressKey: EnvironmentKey { static let defaultValue: SceneKeyPress? = nil }

extension EnvironmentValues {
    /// The latest scene key pressed in the player (`nil` before the first); a scene reacts with
    /// `.onChange(of: keyPress)`.
    var sceneKeyPress: SceneKeyPress? {
        get { self[SceneKeyPressKey.self] }
        set { self[SceneKeyPressKey.self] = newValue }
    }
}
