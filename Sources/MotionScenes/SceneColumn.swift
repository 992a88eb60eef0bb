import MotionUI

/// A titled column of a scene that shows two versions side by side: the title, what the code
/// uses (in secondary text), the content, and a caption under it. It takes the width it is offered.
///
/// ```swift
/// SceneColumn(title: "Correct", code: "Shake: GeometryEffect", caption: "Comes back to rest.") {
///     Correct()
/// }
/// ```
struct SceneColumn<Content: View>: View {
    let title: String
    let code: String
    let caption: String
    let content: Content

    init(title: String, code: String, caption: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.code = code
        self.caption = caption
        self.content = content()
    }

    var body: some View {
        VStack(spacing: 16) {
            VStack(spacing: 4) {
                Text(title).font(.headline)
                Text(code).font(.callout).foregroundColor(.secondary)
            }
            content
            Text(caption).font(.callout).foregroundColor(.secondary)
        }
        .frame(maxWidth: .infinity)
    }
}
