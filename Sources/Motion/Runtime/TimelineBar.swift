import MotionUI

/// The timeline along the bottom of a paused app, drawn with Motion's own views: a label with the
/// shown frame's time and how far it is behind now, then a track for the last ``span`` seconds
/// with a tick every second, the part of it that was recorded in a lighter grey, and an orange
/// playhead at the shown frame. ``TimelineScale`` says where each time sits.
///
/// The view fills the window it is given and the bar lies along its bottom, over the bottom
/// ``height`` points of the app (unlike the `F1` strip, which sits below
/// it): pausing must not lay the app out again, or the frame paused on would change under the
/// playhead.
///
/// ```swift
/// let bar = TimelineBar(scale: TimelineScale(now: 12, windowWidth: 800), recordedFrom: 2, shown: 11)
/// let host = ViewHost(bar, size: CGSize(width: 800, height: 600))   // the bar: y 564…600
/// host.displayList.texts.first?.text   // "11.000 s · −1.000 s"
/// ```
package struct TimelineBar: View, Equatable {
    /// How much app time the track spans, in seconds.
    package static let span: TimeInterval = 10
    /// The bar's height, in points.
    package static let height: CGFloat = 36
    /// The space at the bar's left and right ends, in points.
    package static let inset: CGFloat = 12
    /// The label's width, in points.
    package static let labelWidth: CGFloat = 160
    /// The space between the label and the track, in points.
    package static let gap: CGFloat = 12
    /// The bar's background (darker than the `F1` strip's, which it may cover).
    package static let background = Color(white: 0.1)
    /// The playhead's colour.
    package static let playheadColor = Color.orange

    /// Where times sit on the track.
    package let scale: TimelineScale
    /// The oldest recorded frame's time (the recorded part of the track starts there).
    package let recordedFrom: TimeInterval
    /// The shown frame's time.
    package let shown: TimeInterval

    package init(scale: TimelineScale, recordedFrom: TimeInterval, shown: TimeInterval) {
        self.scale = scale
        self.recordedFrom = recordedFrom
        self.shown = shown
    }

    /// The label: the shown time, then how far behind now it is (`"now"` at the newest frame).
    ///
    /// ```swift
    /// TimelineBar.label(shown: 11, now: 12)   // "11.000 s · −1.000 s"
    /// TimelineBar.label(shown: 12, now: 12)   // "12.000 s · now"
    /// ```
    package static func label(shown: TimeInterval, now: TimeInterval) -> String {
        let time = String(format: "%.3f s", shown)
        let behind = now - shown
        return behind > 0 ? time + " · −" + String(format: "%.3f s", behind) : time + " · now"
    }

    package var body: some View {
        let trackMinX = scale.trackMinX
        let recordedX = scale.x(of: recordedFrom) - trackMinX
        let ticks = (0...Int(TimelineBar.span)).map { scale.x(of: scale.end - Double($0)) - trackMinX }
        VStack(spacing: 0) {
            Spacer(minLength: 0)
            HStack(spacing: TimelineBar.gap) {
                Text(TimelineBar.label(shown: shown, now: scale.end))
                    .font(.system(size: 12))
                    .foregroundColor(.white)
                    .frame(width: TimelineBar.labelWidth, alignment: .leading)
                ZStack(alignment: .topLeading) {
                    Rectangle().fill(Color(white: 0.3))
                        .frame(width: scale.trackWidth, height: 4)
                        .offset(y: 16)
                    Rectangle().fill(Color(white: 0.6))
                        .frame(width: scale.trackWidth - recordedX, height: 4)
                        .offset(x: recordedX, y: 16)
                    ForEach(ticks.indices, id: \.self) { index in
                        Rectangle().fill(Color(white: 0.6))
                            .frame(width: 1, height: 10)
                            .offset(x: ticks[index] - 0.5, y: 13)
                    }
                    Rectangle().fill(TimelineBar.playheadColor)
                        .frame(width: 2, height: 24)
                        .offset(x: scale.x(of: shown) - trackMinX - 1, y: 6)
                }
                .frame(width: scale.trackWidth, height: TimelineBar.height, alignment: .topLeading)
            }
            .padding(.horizontal, TimelineBar.inset)
            .frame(maxWidth: .infinity, minHeight: TimelineBar.height, maxHeight: TimelineBar.height, alignment: .leading)
            .background(TimelineBar.background)
        }
    }
}
