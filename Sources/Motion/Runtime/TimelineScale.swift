import Foundation

/// Where times sit on the paused timeline's track, and back: a linear map between the last
/// ``TimelineBar/span`` seconds of app time (ending at the newest frame, "now") and the track's
/// x range in window points.
///
/// Rules: times before the window's start sit at the track's left end, later ones at its right
/// end; x left of the track is the start, right of it the end; NaN maps to the end (now). A track
/// narrower than one point (a tiny window) counts as one point wide.
///
/// ```swift
/// let scale = TimelineScale(now: 12, windowWidth: 800)
/// scale.trackMinX                 // 184: 12 inset + 160 label + 12 gap
/// scale.trackWidth                // 604
/// scale.x(of: 7)                  // 486: half way along the last 10 s
/// scale.time(atX: 486)            // 7
/// ```
package struct TimelineScale: Equatable {
    /// The newest time (the track's right end).
    package let end: TimeInterval
    /// The oldest time shown (the track's left end): `end − span`.
    package let start: TimeInterval
    /// Where the track starts, in window points.
    package let trackMinX: CGFloat
    /// How wide the track is, in window points (at least 1).
    package let trackWidth: CGFloat

    /// The scale of a timeline ending at `now` in a window `windowWidth` points wide.
    package init(now: TimeInterval, windowWidth: CGFloat, span: TimeInterval = TimelineBar.span) {
        end = now.isFinite ? now : 0
        start = end - span
        trackMinX = TimelineBar.inset + TimelineBar.labelWidth + TimelineBar.gap
        let width = windowWidth.isFinite ? windowWidth : 0
        trackWidth = max(width - trackMinX - TimelineBar.inset, 1)
    }

    /// The x (window points) of `time` on the track.
    package func x(of time: TimeInterval) -> CGFloat {
        guard !time.isNaN else { return trackMinX + trackWidth }
        let fraction = min(max((time - start) / (end - start), 0), 1)
        return trackMinX + CGFloat(fraction) * trackWidth
    }

    /// The time at `x` (window points) on the track.
    package func time(atX x: CGFloat) -> TimeInterval {
        guard !x.isNaN else { return end }
        let fraction = min(max((x - trackMinX) / trackWidth, 0), 1)
        return start + Double(fraction) * (end - start)
    }
}
