import Foundation
import MotionUI

/// The state behind the F2 inspector: every animation seen running in the app, its latest
/// ``LiveAnimation`` row, the recent values of its changing component for the plot, when it ended,
/// and which view is selected for outlining.
///
/// Rules (SwiftUI has no such tool):
/// - Time is the app clock, so a paused app keeps its rows and a headless run is exact.
/// - An animation that stops running stays listed, faded, for ``lingerDuration`` seconds of app time
///   after the frame it was last seen in, then leaves.
/// - The plot keeps the samples of the last ``plotSpan`` seconds, one per frame recorded.
/// - Rows keep the order in which their animations were first seen.
/// - Only the app's own views are inspected: rows come from under ``InspectedContent`` in the
///   runtime's chrome, and their view paths start at the app's root view.
/// - Selecting a view (a row's view, or the smallest drawn frame under a point) selects all of its
///   rows; selecting a point with no animated view clears the selection.
///
/// ```swift
/// let inspector = AnimationInspector()
/// inspector.record(host.liveAnimations, at: host.time)
/// inspector.entries.map(\.row.attribute)   // ["offset.x"]
/// ```
package final class AnimationInspector {
    /// One animation as the inspector lists it.
    package struct Entry {
        /// Its latest row.
        package var row: LiveAnimation
        /// (app time, value of the changing component), oldest first, within ``plotSpan``.
        package var samples: [(time: TimeInterval, value: Double)]
        /// The app time of the last frame it was seen running in, once it no longer runs.
        package var endedAt: TimeInterval?
    }

    /// How long a finished animation stays listed, faded, in seconds of app time.
    package static let lingerDuration: TimeInterval = 3
    /// How many seconds of values a plot shows.
    package static let plotSpan: TimeInterval = 2

    /// Whether the panel shows (`F2`, `inspector on`).
    package var isOn = false
    /// The animations listed, in the order first seen.
    package private(set) var entries: [Entry] = []
    /// The node whose animations are selected, if any (see ``LiveAnimation/ID/node``).
    package private(set) var selectedNode: ObjectIdentifier?
    /// The app time of the last frame recorded.
    package private(set) var time: TimeInterval?

    package init() {}

    /// Takes the rows of the frame at `time`: updates the animations still running, adds new ones,
    /// marks the others ended and drops those ended more than ``lingerDuration`` ago.
    package func record(_ rows: [LiveAnimation], at time: TimeInterval) {
        let app = rows.compactMap(InspectedContent.appRow)
        let previous = self.time
        self.time = time
        var seen: [LiveAnimation.ID: LiveAnimation] = [:]
        for row in app { seen[row.id] = row }
        for index in entries.indices {
            let id = entries[index].row.id
            if let row = seen.removeValue(forKey: id) {
                entries[index].row = row
                entries[index].endedAt = nil
                if time != previous { entries[index].addSample(row, at: time) }
            } else if entries[index].endedAt == nil {
                entries[index].endedAt = previous ?? time
            }
        }
        for row in app where seen[row.id] != nil {
            var entry = Entry(row: row, samples: [])
            entry.addSample(row, at: time)
            entries.append(entry)
        }
        entries.removeAll { entry in entry.endedAt.map { time - $0 > Self.lingerDuration } ?? false }
        if let selectedNode, !entries.contains(where: { $0.row.id.node == selectedNode }) { self.selectedNode = nil }
    }

    /// Selects the view of `node` (a row was clicked); selecting the selected view again clears it.
    package func select(node: ObjectIdentifier) {
        selectedNode = selectedNode == node ? nil : node
    }

    /// Selects the animated view drawn under `point` (window points): the one with the smallest
    /// drawn frame containing it; none clears the selection. Returns whether one was found.
    @discardableResult
    package func selectView(at point: CGPoint) -> Bool {
        let hits = entries.filter { $0.row.frame.contains(point) }
        selectedNode = hits.min { $0.row.frame.width * $0.row.frame.height < $1.row.frame.width * $1.row.frame.height }?
            .row.id.node
        return selectedNode != nil
    }

    /// The drawn frame of the selected view (from its latest row), to outline; nil without one.
    package var outline: CGRect? {
        guard let selectedNode else { return nil }
        return entries.last { $0.row.id.node == selectedNode }?.row.frame
    }
}

extension AnimationInspector.Entry {
    /// Adds the row's changing value at `time` and forgets samples older than the plot's span.
    mutating func addSample(_ row: LiveAnimation, at time: TimeInterval) {
        guard let value = row.currentValue, value.isFinite else { return }
        samples.append((time, value))
        samples.removeAll { time - $0.time > AnimationInspector.plotSpan }
    }
}
