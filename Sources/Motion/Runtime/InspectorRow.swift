import MotionUI

/// One animation in the F2 inspector's panel: its view, attribute and animation, start, progress
/// and state, from → to with the current value, and the plot of its recent values. A finished
/// animation's row is faded; the selected view's rows are lighter. A tap selects the row's view.
///
/// ```swift
/// InspectorRow(entry: entry, isSelected: false, now: 1.5) { inspector.select(node: entry.row.id.node) }
/// ```
package struct InspectorRow: View {
    package let entry: AnimationInspector.Entry
    package let isSelected: Bool
    /// The app time the panel shows.
    package let now: TimeInterval
    package let select: () -> Void

    /// The colour of the attribute line and the plot.
    package static let accent = Color(red: 0.35, green: 0.8, blue: 1)
    /// The opacity of a finished animation's row.
    package static let endedOpacity = 0.4

    package init(entry: AnimationInspector.Entry, isSelected: Bool, now: TimeInterval, select: @escaping () -> Void) {
        self.entry = entry
        self.isSelected = isSelected
        self.now = now
        self.select = select
    }

    package var body: some View {
        let row = entry.row
        VStack(alignment: .leading, spacing: 2) {
            Text(InspectorRow.shortPath(row.viewPath))
                .font(.system(size: 11, weight: .semibold)).foregroundColor(.white).lineLimit(1)
            Text("\(row.attribute)  \(row.animation)")
                .font(.system(size: 10)).foregroundColor(InspectorRow.accent).lineLimit(2)
            Text(status).font(.system(size: 10)).foregroundColor(Color(white: 0.7)).lineLimit(1)
            Text("\(row.from) → \(row.to) · now \(row.current)")
                .font(.system(size: 10)).foregroundColor(Color(white: 0.85)).lineLimit(1)
            InspectorPlot(samples: entry.samples, now: now, bounds: [row.fromValue, row.toValue].compactMap { $0 })
                .stroke(InspectorRow.accent, lineWidth: 1.5)
                .frame(height: 22)
                .frame(maxWidth: .infinity)
                .background(Color(white: 0.1))
        }
        .padding(6)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(isSelected ? Color(white: 0.3) : Color(white: 0.18))
        .opacity(entry.endedAt == nil ? 1 : InspectorRow.endedOpacity)
        .onTapGesture(perform: select)
    }

    /// The longest tail of `path` that fits in ``pathCharacters`` characters, after `… › ` when
    /// views were left out (at least the animated view itself); `(root)` for an empty path.
    ///
    /// ```swift
    /// InspectorRow.shortPath(["PlayerChrome", "VStack", "ShakeScene", "HStack", "VStack", "Rectangle"])
    /// // "… › ShakeScene › HStack › VStack › Rectangle"
    /// ```
    package static func shortPath(_ path: [String]) -> String {
        guard var shown = path.last else { return "(root)" }
        for name in path.dropLast().reversed() {
            let longer = name + " › " + shown
            guard longer.count <= pathCharacters else { return "… › " + shown }
            shown = longer
        }
        return shown
    }

    /// How many characters of a view path fit on a row's first line.
    package static let pathCharacters = 44

    /// `start 0.5 s · 25 % · running`: the progress reads `no fixed length` for springs; the state
    /// is `running`, `logically complete` or `ended`.
    package var status: String {
        let row = entry.row
        let progress = row.progress.map { "\(Int(($0 * 100).rounded())) %" } ?? "no fixed length"
        let state = entry.endedAt != nil ? "ended" : (row.isLogicallyComplete ? "logically complete" : "running")
        return "start \(LiveAnimation.format(row.start)) s · \(progress) · \(state)"
    }
}
