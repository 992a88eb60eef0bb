import Foundation

/// How a scroll transition follows its view through the visible region of the scroll view, as
/// SwiftUI's `ScrollTransitionConfiguration`: interactively (the effect follows the scrolling),
/// animated (the phase flips at the threshold and the change animates), or not at all.
///
/// ```swift
/// Card().scrollTransition(.animated(.bouncy).threshold(.visible(0.3))) { content, phase in
///     content.opacity(phase.isIdentity ? 1 : 0)
/// }
/// ```
///
/// Rules: an interactive transition calls the closure with `.identity` and with the phase of the
/// edge the view is on, and draws the first effect interpolated towards the second by
/// `1 − curve(progress)`, where progress runs from 0 (the view just hidden) to 1 (the view at the
/// threshold) — SwiftUI's documented "forward" curve. An animated one shows the effect of the
/// discrete phase and animates to a new phase's effect with its animation when the view crosses
/// the threshold (the first drawing shows its phase without animation). Where SwiftUI is silent:
/// ``animation(_:)`` makes any configuration but ``identity`` an animated one with that
/// animation, keeping its threshold.
public struct ScrollTransitionConfiguration: Sendable {
    enum Mode: Sendable {
        case identity
        case interactive(UnitCurve)
        case animated(Animation)
    }

    let mode: Mode
    private(set) var threshold: Threshold = .visible

    /// The configuration that never changes the view: the closure sees only `.identity`.
    public static let identity = ScrollTransitionConfiguration(mode: .identity)

    /// Animates between the discrete phases with the default animation.
    public static let animated = ScrollTransitionConfiguration.animated()

    /// Interpolates the effect as the view scrolls in, on an ease-in-out curve (the default).
    public static let interactive = ScrollTransitionConfiguration.interactive()

    /// Animates between the discrete phases with `animation`.
    ///
    /// ```swift
    /// .scrollTransition(.animated(.spring(duration: 0.3))) { content, phase in content.scaleEffect(phase.isIdentity ? 1 : 0.5) }
    /// ```
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(mode: .animated(animation))
    }

    /// Interpolates the effect as the view scrolls in, paced by `timingCurve` (0: hidden, 1: at
    /// the threshold).
    ///
    /// ```swift
    /// .scrollTransition(.interactive(timingCurve: .linear)) { content, phase in content.opacity(1 - abs(phase.value)) }
    /// ```
    public static func interactive(timingCurve: UnitCurve = .easeInOut) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(mode: .interactive(timingCurve))
    }

    /// This configuration with the identity phase reached at `threshold`.
    ///
    /// ```swift
    /// .interactive.threshold(.centered)
    /// ```
    public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
        var copy = self
        copy.threshold = threshold
        return copy
    }

    /// This configuration animated with `animation` (``identity`` stays as it is).
    ///
    /// ```swift
    /// .interactive.animation(.smooth)   // an animated configuration at the same threshold
    /// ```
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration {
        if case .identity = mode { return self }
        return ScrollTransitionConfiguration(mode: .animated(animation), threshold: threshold)
    }
}
