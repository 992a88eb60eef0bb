import MotionSDL

/// The paused app's timeline (issue 15): it keeps the frames the app showed (a ``FrameHistory``)
/// and, while the app is paused, shows one of them — the live frame ("now") or a recorded past
/// one — with the ``TimelineBar`` over the bottom of the window. Dragging on the bar, `Shift+←/→`
/// (one frame) and a script's `scrub SECONDS` choose the frame.
///
/// Rules:
/// - Going back shows exactly what was drawn then: the recorded ``DisplayList`` of that frame,
///   the very value the window presented (or the headless session wrote), chrome included.
/// - Scrubbing never changes the app: its clock, state, animations in flight, gestures and focus
///   stay at "now". Releasing pause, or stepping a frame with `.`, continues from now (the shown
///   frame goes back to the live one); nothing that happened after the shown frame is undone.
/// - While a past frame shows, the app takes no pointer input (the frame on screen is not the one
///   its views would hit-test); the bar takes presses and drags anywhere along it, paused at now
///   or not. Keys still reach the app.
/// - A frame is recorded just before the clock moves on, so it is the frame as finally shown,
///   input of that frame included. A resize forgets the recorded frames (they no longer fit).
///
/// ```swift
/// let scrubber = TimelineScrubber(host: runner.host, textMeasurer: MonospaceTextMeasurer())
/// scrubber.recordLiveFrame()            // before each frame the clock moves on
/// scrubber.step(by: -1)                 // show the frame before now
/// scrubber.displayList                  // that frame, with the bar over its bottom
/// ```
package final class TimelineScrubber {
    /// The frames shown so far.
    package private(set) var history = FrameHistory()
    /// The recorded frame shown (an index into ``history``), or nil for the live frame.
    package private(set) var position: Int?

    private let host: ViewHost<DevChrome>
    private let textMeasurer: TextMeasurer
    /// Draws the bar; made the first time the bar shows.
    private var barHost: ViewHost<TimelineBar>?
    /// Whether a press on the bar is being dragged.
    private var isDragging = false

    /// A scrubber of `host`'s frames; the bar's text is measured with `textMeasurer`.
    package init(host: ViewHost<DevChrome>, textMeasurer: TextMeasurer) {
        self.host = host
        self.textMeasurer = textMeasurer
    }

    // MARK: Recording

    /// Records the live frame at the host's time. The runner calls it before moving its clock.
    package func recordLiveFrame() {
        history.record(time: host.time, displayList: host.displayList)
    }

    /// Forgets the recorded frames and shows the live one (a resize).
    package func removeAll() {
        history.removeAll()
        returnToNow()
    }

    // MARK: Choosing the frame

    /// Whether a recorded past frame is shown instead of the live one.
    package var showsPast: Bool { position != nil }

    /// The time of the frame shown.
    package var shownTime: TimeInterval { position.map { history[$0].time } ?? host.time }

    /// The frame shown, without the bar.
    package var shownFrame: DisplayList { position.map { history[$0].displayList } ?? host.displayList }

    /// Shows the live frame again.
    package func returnToNow() {
        position = nil
        isDragging = false
    }

    /// Moves the shown frame by `frames` (negative: back), stopping at the oldest recorded frame
    /// and at now.
    package func step(by frames: Int) {
        let now = history.count
        let target = min(max((position ?? now) + frames, 0), now)
        position = target == now ? nil : target
    }

    /// Shows the frame nearest to `time` (now when `time` is nearest to the live frame's time;
    /// ties go to the earlier frame).
    package func show(time: TimeInterval) {
        guard !time.isNaN, let index = history.index(nearest: time), history[index].time < host.time,
              time - history[index].time <= host.time - time else {
            position = nil
            return
        }
        position = index
    }

    /// Shows the frame nearest to `seconds` after the shown one (negative: back); a non-finite
    /// amount does nothing.
    package func scrub(by seconds: TimeInterval) {
        guard seconds.isFinite else { return }
        show(time: shownTime + seconds)
    }

    // MARK: Pointer

    /// Takes a window event while the app is paused when it is the timeline's: a press on the bar
    /// and its drag, and — while a past frame shows — every other pointer event. Returns whether it
    /// took the event.
    package func handle(_ event: WindowEvent) -> Bool {
        switch event {
        case .mouseDown(let point, button: 1):
            if point.y >= host.size.height - TimelineBar.height, point.y <= host.size.height {
                isDragging = true
                show(time: scale.time(atX: point.x))
                return true
            }
            return showsPast
        case .mouseMoved(let point):
            if isDragging { show(time: scale.time(atX: point.x)) }
            return isDragging || showsPast
        case .mouseUp(let point, button: 1):
            guard isDragging else { return showsPast }
            show(time: scale.time(atX: point.x))
            isDragging = false
            return true
        case .mouseWheel, .mouseLeft, .mouseDown, .mouseUp:
            return showsPast
        default:
            return false
        }
    }

    // MARK: Drawing

    /// Where times sit on the bar now.
    package var scale: TimelineScale { TimelineScale(now: host.time, windowWidth: host.size.width) }

    /// The bar as it is now.
    package var bar: TimelineBar {
        TimelineBar(scale: scale, recordedFrom: history.oldest?.time ?? host.time, shown: shownTime)
    }

    /// The shown frame with the bar drawn over its bottom.
    package var displayList: DisplayList {
        let bar = bar
        let barHost: ViewHost<TimelineBar>
        if let existing = self.barHost {
            barHost = existing
            if barHost.size != host.size { barHost.resize(to: host.size) }
            if barHost.content != bar { barHost.content = bar }
        } else {
            barHost = ViewHost(bar, size: host.size, scale: host.scale, textMeasurer: textMeasurer)
            self.barHost = barHost
        }
        return DisplayList(items: shownFrame.items + barHost.displayList.items)
    }
}
