import Foundation

/// A gauge's value drawn on its track: the track from its start to the value (to be stroked), or,
/// with a `markerDiameter`, a dot of that diameter centred at the value. Its fraction is its
/// animatable data, so a new value inside `withAnimation` grows the stroke or slides the dot
/// along the animation's curve.
///
/// ```swift
/// GaugeShape(track: .ring, fraction: 0.4, inset: 3)
///     .stroke(.tint, style: StrokeStyle(lineWidth: 6, lineCap: .round))
/// GaugeShape(track: .openRing, fraction: 0.5, inset: 4, markerDiameter: 8).fill(.primary)
/// ```
struct GaugeShape: Shape {
    var track: GaugeTrack
    var fraction: Double
    /// How far inside the frame the track runs (at least half the stroke's width or the dot's
    /// diameter, so they stay inside).
    var inset: CGFloat
    /// The dot's diameter; nil draws the track up to the value instead.
    var markerDiameter: CGFloat?

    var animatableData: Double {
        get { fraction }
        set { fraction = newValue }
    }

    func path(in rect: CGRect) -> Path {
        guard let diameter = markerDiameter else { return track.path(to: fraction, in: rect, inset: inset) }
        let centre = track.point(at: fraction, in: rect, inset: inset)
        return Path(ellipseIn: CGRect(x: centre.x - diameter / 2, y: centre.y - diameter / 2, width: diameter, height: diameter))
    }
}
