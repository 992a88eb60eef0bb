extension PlayerScene {
    /// Every scene, in scene-bar order (keys 1–9). Add a scene with one line here and one file
    /// that declares it (see ``PlayerScene``).
    ///
    /// ```swift
    /// PlayerScene.all.map(\.name)   // ["loader", "shake", "phases", "form", "animate-state"]
    /// ```
    public static let all: [PlayerScene] = [
        .loader,
        .shake,
        .phases,
        .form,
        .animateState,
        .gestures,
        .drawing,
    ]
}
