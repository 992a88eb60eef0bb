import Foundation

/// An accessory gauge's track: the whole track stroked in the tint at 40 % opacity with round
/// ends, and a dot in the primary colour, as wide as the track plus 2 points, where the value is.
/// The track runs half the dot's width inside the frame, so the dot stays inside it. A line for
/// ``GaugeTrack/line``, an open ring for ``GaugeTrack/openRing``.
///
/// ```swift
/// GaugeMarkedTrack(track: .openRing, fraction: 0.5, lineWidth: 6).frame(width: 58, height: 58)
/// ```
struct GaugeMarkedTrack: View {
    let track: GaugeTrack
    let fraction: Double
    let lineWidth: CGFloat

    /// The track's opacity over the tint.
    static var trackOpacity: Double { 0.4 }

    var body: some View {
        let diameter = lineWidth + 2
        ZStack {
            GaugeShape(track: track, fraction: 1, inset: diameter / 2)
                .stroke(.tint.opacity(Self.trackOpacity), style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
            GaugeShape(track: track, fraction: fraction, inset: diameter / 2, markerDiameter: diameter).fill(.primary)
        }
    }
}
