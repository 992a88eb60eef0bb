import Foundation

extension Animation {
    /// The duration of a timing-curve animation when none is given: 0.35 s, as SwiftUI.
    static let defaultTimingCurveDuration: TimeInterval = 0.35

    /// Constant speed for 0.35 s.
    ///
    /// ```swift
    /// withAnimation(.linear) { angle += 90 }
    /// ```
    public static var linear: Animation { linear(duration: defaultTimingCurveDuration) }

    /// Constant speed for `duration` seconds (bad durations finish at once; see ``TimingCurveAnimation``).
    ///
    /// ```swift
    /// withAnimation(.linear(duration: 2).repeatForever(autoreverses: false)) { rotation = 360 }
    /// ```
    public static func linear(duration: TimeInterval) -> Animation {
        timingCurve(.linear, duration: duration)
    }

    /// Starts slowly, control points (0.42, 0) and (1, 1), for 0.35 s.
    ///
    /// ```swift
    /// withAnimation(.easeIn) { offset = 100 }
    /// ```
    public static var easeIn: Animation { easeIn(duration: defaultTimingCurveDuration) }

    /// Starts slowly, control points (0.42, 0) and (1, 1), for `duration` seconds.
    ///
    /// ```swift
    /// withAnimation(.easeIn(duration: 0.6)) { offset = 100 }
    /// ```
    public static func easeIn(duration: TimeInterval) -> Animation {
        timingCurve(.easeIn, duration: duration)
    }

    /// Ends slowly, control points (0, 0) and (0.58, 1), for 0.35 s.
    ///
    /// ```swift
    /// withAnimation(.easeOut) { opacity = 0 }
    /// ```
    public static var easeOut: Animation { easeOut(duration: defaultTimingCurveDuration) }

    /// Ends slowly, control points (0, 0) and (0.58, 1), for `duration` seconds.
    ///
    /// ```swift
    /// withAnimation(.easeOut(duration: 0.3)) { opacity = 0 }
    /// ```
    public static func easeOut(duration: TimeInterval) -> Animation {
        timingCurve(.easeOut, duration: duration)
    }

    /// Starts and ends slowly, control points (0.42, 0) and (0.58, 1), for 0.35 s.
    ///
    /// ```swift
    /// withAnimation(.easeInOut) { expanded.toggle() }
    /// ```
    public static var easeInOut: Animation { easeInOut(duration: defaultTimingCurveDuration) }

    /// Starts and ends slowly, control points (0.42, 0) and (0.58, 1), for `duration` seconds.
    ///
    /// ```swift
    /// withAnimation(.easeInOut(duration: 2)) { expanded.toggle() }
    /// ```
    public static func easeInOut(duration: TimeInterval) -> Animation {
        timingCurve(.easeInOut, duration: duration)
    }

    /// A cubic Bézier timing curve with control points (c0x, c0y) and (c1x, c1y), as CSS's
    /// `cubic-bezier()`. Control x values are clamped to 0…1 (see ``UnitCurve``).
    ///
    /// ```swift
    /// withAnimation(.timingCurve(0.68, -0.6, 0.32, 1.6, duration: 0.5)) { scale = 1 }   // back-in-out
    /// ```
    public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double,
                                   duration: TimeInterval = 0.35) -> Animation {
        timingCurve(.bezier(c0x, c0y, c1x, c1y), duration: duration)
    }

    /// An animation along `curve` for `duration` seconds.
    ///
    /// ```swift
    /// withAnimation(.timingCurve(.easeOut, duration: 1)) { x = 0 }
    /// ```
    public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval = 0.35) -> Animation {
        Animation(TimingCurveAnimation(curve: curve, duration: duration))
    }
}
