import Motion

/// The help line at the bottom of the player: the scene's own keys and, at the right of the same
/// line, the player's state (paused, slow motion, Reduce Motion); under them the player's keys.
/// The state shares the scene's line, which is short, so turning it on does not wrap the keys.
///
/// ```swift
/// HelpLine(sceneKeys: "Space restart", playerKeys: "1–9 scene · S slow ×10 · P pause", status: "paused")
/// ```
struct HelpLine: View {
    let sceneKeys: String
    let playerKeys: String
    let status: String

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            HStack(spacing: 12) {
                Text(sceneKeys).foregroundColor(.secondary)
                Spacer()
                Text(status).bold().foregroundColor(.orange)
            }
            Text(playerKeys).foregroundColor(.secondary)
        }
        .font(.caption)
        .padding(.horizontal, 12)
        .padding(.vertical, 6)
        .frame(maxWidth: .infinity)
        .background(SceneBar.background)
    }
}
