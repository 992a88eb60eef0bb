import Foundation

extension Animation {
    /// Waits `delay` seconds, then runs this animation: the animation sees `max(0, t − delay)`.
    ///
    /// A negative, NaN or infinite delay counts as no delay. See ``DelayAnimation``.
    ///
    /// ```swift
    /// let late = Animation.linear(duration: 1).delay(0.5)   // starts moving at 0.5 s, ends at 1.5 s
    /// ```
    public func delay(_ delay: TimeInterval) -> Animation {
        Animation(DelayAnimation(base: self, delay: delay))
    }

    /// Runs this animation `speed` times as fast: the animation sees `t · speed`.
    ///
    /// A speed that is zero, negative, NaN or infinite makes the animation finish at once (the new
    /// value shows immediately). See ``SpeedAnimation``.
    ///
    /// ```swift
    /// let quick = Animation.easeInOut(duration: 1).speed(2)   // done after 0.5 s
    /// ```
    public func speed(_ speed: Double) -> Animation {
        Animation(SpeedAnimation(base: self, speed: speed))
    }

    /// Plays this animation `repeatCount` times; with `autoreverses` every second pass runs backwards.
    ///
    /// After the last pass the animation is removed and the model value shows, so an even count with
    /// `autoreverses` snaps to the end value and an odd count ends smoothly. A count of zero or less
    /// finishes at once. See ``RepeatAnimation``.
    ///
    /// ```swift
    /// let shake = Animation.easeOut(duration: 0.1).repeatCount(3)   // there, back, there again
    /// ```
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        Animation(RepeatAnimation(base: self, repeatCount: repeatCount, autoreverses: autoreverses))
    }

    /// Plays this animation again and again, never finishing on its own; with `autoreverses` every
    /// second pass runs backwards. See ``RepeatAnimation``.
    ///
    /// ```swift
    /// let spin = Animation.linear(duration: 1).repeatForever(autoreverses: false)
    /// ```
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation(RepeatAnimation(base: self, repeatCount: nil, autoreverses: autoreverses))
    }

    /// Reports logical completion `duration` seconds after the start (or earlier, if this animation
    /// itself completes logically earlier). See ``LogicallyCompleteAnimation``.
    ///
    /// ```swift
    /// withAnimation(Animation.linear(duration: 2).logicallyComplete(after: 0.5),
    ///               { x = 1 }, completion: { print("done enough") })   // fires at 0.5 s
    /// ```
    public func logicallyComplete(after duration: TimeInterval) -> Animation {
        Animation(LogicallyCompleteAnimation(base: self, duration: duration))
    }
}
