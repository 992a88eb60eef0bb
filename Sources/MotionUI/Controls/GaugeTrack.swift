import Foundation

/// The path a gauge's value travels along in its frame: a horizontal line through the middle, or
/// an arc of the largest circle centred in the frame, from `start` sweeping `sweep` (clockwise on
/// screen for a positive sweep).
enum GaugeTrack: Equatable {
    case line
    case arc(start: Angle, sweep: Angle)

    /// The whole ring, from 12 o'clock round (the capacity ring's track).
    static let ring = GaugeTrack.arc(start: .degrees(-90), sweep: .degrees(360))
    /// An open ring with a quarter gap at the bottom: from 7:30 round to 4:30 (the accessory circular gauge).
    static let openRing = GaugeTrack.arc(start: .degrees(135), sweep: .degrees(270))

    /// The point `fraction` of the way along the track in `rect`, inset by `inset` (half the line
    /// width, so a round end or a marker stays inside the frame).
    func point(at fraction: Double, in rect: CGRect, inset: CGFloat) -> CGPoint {
        switch self {
        case .line:
            return CGPoint(x: rect.minX + inset + (rect.width - 2 * inset) * CGFloat(fraction), y: rect.midY)
        case let .arc(start, sweep):
            let radius = min(rect.width, rect.height) / 2 - inset
            let angle = start.radians + sweep.radians * fraction
            return CGPoint(x: rect.midX + radius * CGFloat(cos(angle)), y: rect.midY + radius * CGFloat(sin(angle)))
        }
    }

    /// The track from its start to `fraction` of the way along, to be stroked.
    func path(to fraction: Double, in rect: CGRect, inset: CGFloat) -> Path {
        var path = Path()
        guard fraction > 0 else { return path }
        switch self {
        case .line:
            path.move(to: point(at: 0, in: rect, inset: inset))
            path.addLine(to: point(at: fraction, in: rect, inset: inset))
        case let .arc(start, sweep):
            path.addRelativeArc(center: CGPoint(x: rect.midX, y: rect.midY),
                                radius: min(rect.width, rect.height) / 2 - inset, startAngle: start,
                                delta: .radians(sweep.radians * fraction))
        }
        return path
    }
}
