import Foundation

/// A capacity gauge's track: the whole track in the system fill colour, and over it the part up
/// to the value in the tint (accent colour by default), both stroked `lineWidth` wide with round
/// ends. A bar for ``GaugeTrack/line``, a ring for ``GaugeTrack/ring``.
///
/// ```swift
/// GaugeCapacityTrack(track: .ring, fraction: 0.25, lineWidth: 6).frame(width: 58, height: 58)
/// ```
struct GaugeCapacityTrack: View {
    let track: GaugeTrack
    let fraction: Double
    let lineWidth: CGFloat

    /// The colour of the track beyond the value: UIKit's `systemFill`.
    static var trackColor: Color { Color(uiColor: .systemFill) }

    var body: some View {
        let style = StrokeStyle(lineWidth: lineWidth, lineCap: .round)
        ZStack {
            GaugeShape(track: track, fraction: 1, inset: lineWidth / 2).stroke(Self.trackColor, style: style)
            GaugeShape(track: track, fraction: fraction, inset: lineWidth / 2).stroke(.tint, style: style)
        }
    }
}
