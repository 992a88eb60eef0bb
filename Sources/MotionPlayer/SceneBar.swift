import Motion

/// The clickable bar of scene titles at the top of the player: each title is a button (numbered
/// like its key), the current scene's drawn filled in the accent colour. Titles are set in
/// `.subheadline` with 8-point side padding, 4 points apart, so the player's seven fit an 800-point window.
///
/// ```swift
/// SceneBar(titles: ["Loader", "Shake"], current: 0) { index in print("show", index) }
/// ```
struct SceneBar: View {
    let titles: [String]
    let current: Int
    let select: (Int) -> Void

    /// The bar's background.
    static let background = Color(white: 0.94)

    var body: some View {
        HStack(spacing: 4) {
            ForEach(0..<titles.count) { index in
                Button(action: { select(index) }, label: { Text(SceneBar.label(index: index, title: titles[index])).lineLimit(1) })
                    .buttonStyle(TabStyle(isCurrent: index == current))
                    .fixedSize()
            }
            Spacer()
        }
        .padding(.horizontal, 12)
        .padding(.vertical, 8)
        .frame(maxWidth: .infinity)
        .background(SceneBar.background)
    }

    /// The text of tab `index` (0-based): `"1  Loader"`.
    static func label(index: Int, title: String) -> String {
        "\(index + 1)  \(title)"
    }

    /// A tab: a capsule, filled in the accent colour with white text when current, light grey
    /// otherwise; dimmed while pressed.
    private struct TabStyle: ButtonStyle {
        let isCurrent: Bool

        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .font(.subheadline)
                .foregroundColor(isCurrent ? .white : .primary)
                .padding(.horizontal, 8)
                .padding(.vertical, 5)
                .background(Capsule().fill(isCurrent ? Color.accentColor : Color(white: 0.85)))
                .opacity(configuration.isPressed ? 0.6 : 1)
        }
    }
}
