import Foundation

/// A transition that blurs, fades and scales a view in and out, as SwiftUI's (iOS 17)
/// `BlurReplaceTransition`; use it as `.transition(.blurReplace)` or
/// `.transition(.blurReplace(.upUp))`.
///
/// Apple does not publish the amounts; Motion's rule: while absent the view is blurred with a
/// radius of ``activeBlurRadius`` points, fully transparent, and scaled about its centre by
/// ``activeScale`` — inserted views scale up from it and, with ``Configuration/downUp``, removed
/// views scale down to it; with ``Configuration/upUp`` removed views scale up to 1 / ``activeScale``.
/// Each amount moves linearly with the transition's progress.
///
/// ```swift
/// if showDetail { Text("Details").transition(.blurReplace) }
/// ```
public struct BlurReplaceTransition: Transition, AnyTransitionConvertible, Sendable {
    /// Which way the view scales on removal.
    public struct Configuration: Hashable, Sendable {
        let removalScalesUp: Bool

        /// Scales down while removing the view and up while inserting it (the default).
        public static let downUp = Configuration(removalScalesUp: false)
        /// Scales up while both removing and inserting the view.
        public static let upUp = Configuration(removalScalesUp: true)
    }

    /// The transition's configuration.
    public var configuration: Configuration

    /// The blur radius (points) of an absent view.
    public static let activeBlurRadius: CGFloat = 10
    /// The scale of an inserted (and, with ``Configuration/downUp``, a removed) absent view.
    public static let activeScale: CGFloat = 0.8

    /// A blur-replace transition with `configuration`.
    ///
    /// ```swift
    /// let transition = BlurReplaceTransition(configuration: .upUp)
    /// ```
    public init(configuration: Configuration) {
        self.configuration = configuration
    }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        let scale = phase == .didDisappear && configuration.removalScalesUp ? 1 / Self.activeScale : Self.activeScale
        content
            .scaleEffect(phase.isIdentity ? 1 : scale)
            .opacity(phase.isIdentity ? 1 : 0)
            .blur(radius: phase.isIdentity ? 0 : Self.activeBlurRadius)
    }

    /// The transition as an ``AnyTransition``.
    var anyTransition: AnyTransition {
        let scale = BlurReplaceTransition.activeScale
        let removalScale = configuration.removalScalesUp ? 1 / scale : scale
        let blurAndFade = AnyTransition.Storage.combined(.blur(BlurReplaceTransition.activeBlurRadius), .opacity)
        return AnyTransition(.asymmetric(insertion: .combined(blurAndFade, .scale(scale, .center)),
                                         removal: .combined(blurAndFade, .scale(removalScale, .center))))
    }
}

extension Transition where Self == BlurReplaceTransition {
    /// Blurs, fades and scales the view in and out (see ``BlurReplaceTransition``).
    ///
    /// ```swift
    /// Text(message).id(message).transition(BlurReplaceTransition.blurReplace)
    /// ```
    public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition(configuration: .downUp) }

    /// Blurs, fades and scales the view in and out, scaling on removal as `config` says.
    public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp) -> BlurReplaceTransition {
        BlurReplaceTransition(configuration: config)
    }
}

extension AnyTransition {
    /// Blurs, fades and scales the view in and out (see ``BlurReplaceTransition``; removal scales down).
    ///
    /// ```swift
    /// Text(message).id(message).transition(.blurReplace)
    /// ```
    public static var blurReplace: AnyTransition { blurReplace(.downUp) }

    /// Blurs, fades and scales the view in and out, scaling on removal as `config` says.
    ///
    /// ```swift
    /// Image(systemName: icon).transition(.blurReplace(.upUp))
    /// ```
    public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp) -> AnyTransition {
        BlurReplaceTransition(configuration: config).anyTransition
    }

    /// Blurs the view with a radius of `radius` points while absent (Motion's own, for custom
    /// transitions: `.blur(radius: 8).combined(with: .opacity)`); the radius moves linearly to 0.
    /// A radius that is NaN, infinite or not positive blurs nothing.
    ///
    /// ```swift
    /// Text("Hello").transition(.blur(radius: 8).combined(with: .scale))
    /// ```
    public static func blur(radius: CGFloat) -> AnyTransition { AnyTransition(.blur(radius)) }
}
