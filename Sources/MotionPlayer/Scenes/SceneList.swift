extension PlayerScene {
    /// Every scene, in scene-bar order (keys 1–9).
    static let all: [PlayerScene] = []
}
