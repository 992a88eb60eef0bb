import MotionSDL

/// The help line at the bottom of the player: the scene's own keys on the first line, the player's
/// keys on the second, and the player's state (paused, slow motion, Reduce Motion) on the right.
///
/// ```swift
/// HelpLine(sceneKeys: "Space restart", playerKeys: KeyMap.player.helpLine, status: "paused")
/// ```
struct HelpLine: View {
    let sceneKeys: String
    let playerKeys: String
    let status: String

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            VStack(alignment: .leading, spacing: 2) {
                Text(sceneKeys)
                Text(playerKeys)
            }
            .foregroundColor(.secondary)
            Spacer()
            Text(status)
                .bold()
                .foregroundColor(.orange)
        }
        .font(.caption)
        .padding(.horizontal, 12)
        .padding(.vertical, 6)
        .frame(maxWidth: .infinity)
        .background(SceneBar.background)
    }
}
