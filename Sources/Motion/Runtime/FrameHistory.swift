import MotionSDL

/// The frames an app has shown, newest last: what the paused timeline scrubs through.
///
/// Rules:
/// - A frame is kept while its time is within ``span`` seconds (app clock) of the newest frame,
///   and at most ``capacity`` frames are kept (the oldest go first). At 60 frames a second that
///   is the whole last 10 s; in slow motion (×10) the 1,200 frames cover the last 2 s of app time.
/// - Times only grow: a frame recorded at the newest frame's time replaces it, and one recorded
///   earlier than the newest (or at a non-finite time) is ignored.
/// - A frame's drawing is the ``DisplayList`` value itself. Unchanged frames of an idle app share
///   one copy (a display list's items are copied on write), so an idle history costs almost nothing.
///
/// ```swift
/// var history = FrameHistory()
/// history.record(time: 0, displayList: host.displayList)
/// host.advance(by: 1.0 / 60)
/// history.record(time: host.time, displayList: host.displayList)
/// history.count                    // 2
/// history.index(nearest: 0.01)     // 1: the frame at 1/60 s
/// ```
package struct FrameHistory {
    /// One frame as it was shown.
    package struct Frame: Equatable {
        /// The app clock when it was shown (seconds).
        package let time: TimeInterval
        /// What was drawn.
        package let displayList: DisplayList
    }

    /// How far back (seconds of app time) frames are kept.
    package let span: TimeInterval
    /// The most frames kept.
    package let capacity: Int

    /// Every frame ever kept from `first` on; older slots are dropped in batches.
    private var storage: [Frame] = []
    private var first = 0

    /// A history of the last `span` seconds, at most `capacity` frames (at least 1).
    ///
    /// ```swift
    /// let history = FrameHistory(span: 10, capacity: 1200)
    /// ```
    package init(span: TimeInterval = 10, capacity: Int = 1200) {
        self.span = span.isFinite && span > 0 ? span : 10
        self.capacity = max(capacity, 1)
    }

    /// How many frames are kept.
    package var count: Int { storage.count - first }
    /// Whether no frame is kept.
    package var isEmpty: Bool { count == 0 }
    /// The frame `index` (0: the oldest kept).
    package subscript(index: Int) -> Frame { storage[first + index] }
    /// The newest frame, if any.
    package var newest: Frame? { isEmpty ? nil : storage[storage.count - 1] }
    /// The oldest frame, if any.
    package var oldest: Frame? { isEmpty ? nil : storage[first] }

    /// Keeps a frame shown at `time`, then drops what falls out of the span or the capacity.
    package mutating func record(time: TimeInterval, displayList: DisplayList) {
        guard time.isFinite else { return }
        if let newest {
            guard time >= newest.time else { return }
            if time == newest.time { storage.removeLast() }
        }
        storage.append(Frame(time: time, displayList: displayList))
        while count > capacity || (oldest.map { time - $0.time > span } ?? false) { first += 1 }
        // Drop the dead slots once they are as many as the live ones: amortised O(1) per frame.
        if first > 0, first >= count {
            storage.removeFirst(first)
            first = 0
        }
    }

    /// Forgets every frame.
    package mutating func removeAll() {
        storage.removeAll()
        first = 0
    }

    /// The index of the frame shown nearest to `time` (the earlier one on a tie), or nil when the
    /// history is empty. A NaN time gives the newest frame.
    package func index(nearest time: TimeInterval) -> Int? {
        guard !isEmpty else { return nil }
        guard !time.isNaN else { return count - 1 }
        // The first frame at or after `time`, by bisection.
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if self[middle].time < time { low = middle + 1 } else { high = middle }
        }
        if low == count { return count - 1 }
        if low == 0 { return 0 }
        return time - self[low - 1].time <= self[low].time - time ? low - 1 : low
    }

    /// About how many bytes a display list holds (its items, their outlines, clips and strings),
    /// as if it shared nothing: the memory a frame that changed adds to the history.
    ///
    /// ```swift
    /// FrameHistory.estimatedBytes(of: DisplayList())   // 0
    /// ```
    package static func estimatedBytes(of list: DisplayList) -> Int {
        let point = MemoryLayout<CGPoint>.stride
        return list.items.reduce(0) { total, item in
            let outlines = (item.polygons + item.clips).reduce(0) { $0 + $1.count * point }
            let strings = (item.text?.utf8.count ?? 0) + (item.imageName?.utf8.count ?? 0)
            return total + MemoryLayout<DisplayItem>.stride + outlines + strings
        }
    }
}
