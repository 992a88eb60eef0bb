import MotionUI

/// The F2 inspector's panel: a title with the count of running animations and the app time, then a
/// row per animation (``InspectorRow``), newest last; rows that do not fit are cut off at the
/// bottom. The panel is ``width`` points wide on a dark background; ``DevChrome`` puts it beside
/// the app, which gets the window's width less the panel's.
///
/// ```swift
/// InspectorPanel(inspector: inspector, now: runner.time) { node in inspector.select(node: node) }
/// ```
package struct InspectorPanel: View {
    /// The panel's width in points.
    package static let width: CGFloat = 300
    /// The panel's background.
    package static let background = Color(white: 0.1)

    package let entries: [AnimationInspector.Entry]
    package let selectedNode: ObjectIdentifier?
    /// The frame to outline in the app (the selected view's).
    package let outline: CGRect?
    package let now: TimeInterval
    package let select: (ObjectIdentifier) -> Void

    /// The panel showing `inspector`'s state at app time `now`; `select` is called with a tapped
    /// row's view.
    package init(inspector: AnimationInspector, now: TimeInterval, select: @escaping (ObjectIdentifier) -> Void) {
        entries = inspector.entries
        selectedNode = inspector.selectedNode
        outline = inspector.outline
        self.now = now
        self.select = select
    }

    package var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(title).font(.system(size: 13, weight: .bold)).foregroundColor(.white).lineLimit(1)
            if entries.isEmpty {
                Text("No animation running").font(.system(size: 11)).foregroundColor(Color(white: 0.7))
            }
            ForEach(entries, id: \.row.id) { entry in
                InspectorRow(entry: entry, isSelected: entry.row.id.node == selectedNode, now: now) {
                    select(entry.row.id.node)
                }
            }
        }
        .padding(10)
        .frame(width: InspectorPanel.width, alignment: .topLeading)
        // minHeight 0 as well: with only a maximum, a flexible frame is as tall as its content
        // when that is taller than offered (as SwiftUI's), and rows that do not fit must be cut.
        .frame(minHeight: 0, maxHeight: .infinity, alignment: .top)
        .background(InspectorPanel.background)
        .clipped()
    }

    /// `Animations · 2 running · 1.25 s`.
    package var title: String {
        let running = entries.filter { $0.endedAt == nil }.count
        return "Animations · \(running) running · \(LiveAnimation.format(now)) s"
    }
}
