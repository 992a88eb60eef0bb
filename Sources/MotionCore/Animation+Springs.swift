import Foundation

extension Animation {
    /// The animation `withAnimation` uses when given none: a critically damped spring,
    /// `spring(response: 0.55, dampingFraction: 1.0, blendDuration: 0)`, as SwiftUI since iOS 17.
    ///
    /// ```swift
    /// withAnimation(.default) { isOn.toggle() }
    /// ```
    public static let `default` = Animation.spring(response: 0.55, dampingFraction: 1.0, blendDuration: 0)

    /// A spring from its response (seconds) and damping fraction (ζ), blended over `blendDuration`
    /// when it takes over a spring with another response. See ``SpringAnimation`` and ``Spring``.
    ///
    /// ```swift
    /// withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { scale = 1.2 }
    /// ```
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825,
                              blendDuration: TimeInterval = 0) -> Animation {
        spring(Spring(response: response, dampingRatio: dampingFraction), blendDuration: blendDuration)
    }

    /// A spring from a perceptual duration and bounce (−1…1): response = duration,
    /// ζ = 1 − bounce for bounce ≥ 0 and 1 / (1 + bounce) below.
    ///
    /// ```swift
    /// withAnimation(.spring(duration: 0.6, bounce: 0.2)) { offset = 0 }
    /// ```
    @_disfavoredOverload
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0,
                              blendDuration: TimeInterval = 0) -> Animation {
        spring(Spring(duration: duration, bounce: bounce), blendDuration: blendDuration)
    }

    /// An animation driven by `spring`.
    ///
    /// ```swift
    /// withAnimation(.spring(Spring(mass: 1, stiffness: 200, damping: 15))) { y = 0 }
    /// ```
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0) -> Animation {
        Animation(SpringAnimation(spring: spring, blendDuration: blendDuration))
    }

    /// `spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0)`.
    ///
    /// ```swift
    /// withAnimation(.spring) { isExpanded.toggle() }
    /// ```
    public static var spring: Animation { spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0) }

    /// A critically damped spring, duration 0.5 s, bounce 0.
    ///
    /// ```swift
    /// withAnimation(.smooth) { selection = next }
    /// ```
    public static var smooth: Animation { smooth() }

    /// A smooth spring with bounce 0 + `extraBounce`.
    ///
    /// ```swift
    /// withAnimation(.smooth(duration: 1)) { selection = next }
    /// ```
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        spring(.smooth(duration: duration, extraBounce: extraBounce))
    }

    /// A spring with a small bounce, duration 0.5 s, bounce 0.15.
    ///
    /// ```swift
    /// withAnimation(.snappy) { isMenuOpen = true }
    /// ```
    public static var snappy: Animation { snappy() }

    /// A snappy spring with bounce 0.15 + `extraBounce`.
    ///
    /// ```swift
    /// withAnimation(.snappy(duration: 0.3, extraBounce: 0.1)) { isMenuOpen = true }
    /// ```
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        spring(.snappy(duration: duration, extraBounce: extraBounce))
    }

    /// A spring with a visible bounce, duration 0.5 s, bounce 0.3.
    ///
    /// ```swift
    /// withAnimation(.bouncy) { liked = true }
    /// ```
    public static var bouncy: Animation { bouncy() }

    /// A bouncy spring with bounce 0.3 + `extraBounce`.
    ///
    /// ```swift
    /// withAnimation(.bouncy(duration: 0.4, extraBounce: 0.2)) { liked = true }
    /// ```
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        spring(.bouncy(duration: duration, extraBounce: extraBounce))
    }

    /// A quick spring for following a finger, blending into the next one over `blendDuration`.
    ///
    /// ```swift
    /// withAnimation(.interactiveSpring()) { dragOffset = translation }
    /// ```
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86,
                                         blendDuration: TimeInterval = 0.25) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// A quick spring for following a finger, from a duration and extra bounce (bounce 0.14 + extraBounce,
    /// close to ζ 0.86).
    ///
    /// ```swift
    /// withAnimation(.interactiveSpring(duration: 0.2, extraBounce: 0)) { dragOffset = translation }
    /// ```
    @_disfavoredOverload
    public static func interactiveSpring(duration: TimeInterval = 0.15, extraBounce: Double = 0,
                                         blendDuration: TimeInterval = 0.25) -> Animation {
        spring(Spring(duration: duration, bounce: 0.14 + extraBounce), blendDuration: blendDuration)
    }

    /// `interactiveSpring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25)`.
    ///
    /// ```swift
    /// withAnimation(.interactiveSpring) { dragOffset = translation }
    /// ```
    public static var interactiveSpring: Animation { interactiveSpring() }

    /// An additive spring from physical parameters. `initialVelocity` is a fraction of the change per
    /// second. Unlike `.spring`, it does not take over a running animation: both run and their deltas add.
    ///
    /// ```swift
    /// withAnimation(.interpolatingSpring(stiffness: 170, damping: 15)) { y = 0 }
    /// ```
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double,
                                           initialVelocity: Double = 0) -> Animation {
        interpolatingSpring(Spring(mass: mass, stiffness: stiffness, damping: damping),
                            initialVelocity: initialVelocity)
    }

    /// An additive spring from a perceptual duration and bounce; `initialVelocity` is a fraction of the
    /// change per second.
    ///
    /// ```swift
    /// withAnimation(.interpolatingSpring(duration: 0.4, bounce: 0.2, initialVelocity: 2)) { y = 0 }
    /// ```
    public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0,
                                           initialVelocity: Double = 0) -> Animation {
        interpolatingSpring(Spring(duration: duration, bounce: bounce), initialVelocity: initialVelocity)
    }

    /// An additive animation driven by `spring`.
    ///
    /// ```swift
    /// withAnimation(.interpolatingSpring(.bouncy, initialVelocity: 1)) { y = 0 }
    /// ```
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0) -> Animation {
        Animation(SpringAnimation(spring: spring, initialVelocity: initialVelocity, mergesWithPrevious: false))
    }

    /// `interpolatingSpring(duration: 0.5, bounce: 0, initialVelocity: 0)`.
    ///
    /// ```swift
    /// withAnimation(.interpolatingSpring) { y = 0 }
    /// ```
    public static var interpolatingSpring: Animation { interpolatingSpring() }
}
