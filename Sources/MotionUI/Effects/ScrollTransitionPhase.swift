import Foundation

/// Where a view is in its scroll transition, as SwiftUI's `ScrollTransitionPhase`: before the
/// visible region (`topLeading`), in it (`identity`), or after it (`bottomTrailing`).
///
/// ```swift
/// .scrollTransition { content, phase in
///     content.opacity(phase.isIdentity ? 1 : 0).scaleEffect(1 - abs(phase.value) * 0.25)
/// }
/// ```
///
/// As in SwiftUI the phase is one of three values, never in between: an interactive transition
/// calls your closure with `.identity` and with the edge phase and interpolates the two effects
/// by how far the view has come in (see ``ScrollTransitionConfiguration``).
public enum ScrollTransitionPhase: Hashable, Sendable {
    /// The view is before the visible region: above a vertical scroll view's top edge, or before a
    /// horizontal one's leading edge.
    case topLeading
    /// The view is in the visible region.
    case identity
    /// The view is after the visible region: below the bottom edge, or past the trailing edge.
    case bottomTrailing

    /// Whether the phase is ``identity``.
    ///
    /// ```swift
    /// content.scaleEffect(phase.isIdentity ? 1 : 0.8)
    /// ```
    public var isIdentity: Bool { self == .identity }

    /// −1 for ``topLeading``, 0 for ``identity``, 1 for ``bottomTrailing``.
    ///
    /// ```swift
    /// content.rotationEffect(.degrees(phase.value * 15))
    /// ```
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}

extension ScrollTransitionPhase {
    /// The phase of a view whose leading edge is `leading` points from the container's leading
    /// edge, `length` long, in a container `container` long, and how far (0 hidden … 1 at the
    /// threshold) it has come in from that side; 1 in the identity phase. A view past both
    /// thresholds (one longer than the container can show) takes the side its centre is on; NaN
    /// positions count as identity.
    static func placement(leading: Double, length: Double, container: Double,
                          topLeading: ScrollTransitionConfiguration.Threshold,
                          bottomTrailing: ScrollTransitionConfiguration.Threshold) -> (phase: ScrollTransitionPhase, progress: Double) {
        guard leading.isFinite, length.isFinite, container.isFinite else { return (.identity, 1) }
        let top = topLeading.leadingPosition(length: length, container: container)
        let bottom = container - length - bottomTrailing.leadingPosition(length: length, container: container)
        var phase = ScrollTransitionPhase.identity
        switch (leading < top, leading > bottom) {
        case (true, true): phase = leading + length / 2 < container / 2 ? .topLeading : .bottomTrailing
        case (true, false): phase = .topLeading
        case (false, true): phase = .bottomTrailing
        case (false, false): return (.identity, 1)
        }
        // From hidden (leading at −length, or at the container's end) to the threshold.
        let (travelled, span) = phase == .topLeading ? (leading + length, top + length) : (container - leading, container - bottom)
        guard span > 0 else { return (phase, 0) }
        return (phase, min(max(travelled / span, 0), 1))
    }
}
