import MotionUI

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
public struct SceneKeyPress: Hashable, Sendable {
    /// The keys scenes receive: `SceneKeyPress.SceneKey.allCases.count == 4`.
    public enum SceneKey: String, Hashable, Sendable, CaseIterable {
        case up, down, left, right
    }

    /// The key pressed.
    public let key: SceneKey
    /// How many scene keys have been pressed so far, this one included.
    public let count: Int

    /// The `count`-th scene key press, of `key`.
    ///
    /// ```swift
    /// let press = SceneKeyPress(key: .up, count: 1)
    /// ```
    public init(key: SceneKey, count: Int) {
        self.key = key
        self.count = count
    }
}

private struct SceneKeyPressKey: EnvironmentKey { static let defaultValue: SceneKeyPress? = nil }

extension EnvironmentValues {
    /// The latest scene key pressed in the player (`nil` before the first); a scene reacts with
    /// `.onChange(of: keyPress)`.
    ///
    /// ```swift
    /// var environment = EnvironmentValues()
    /// environment.sceneKeyPress = SceneKeyPress(key: .up, count: 1)
    /// ```
    public var sceneKeyPress: SceneKeyPress? {
        get { self[SceneKeyPressKey.self] }
        set { self[SceneKeyPressKey.self] = newValue }
    }
}
