import Foundation

/// Runs one `.symbolEffect` on the host clock: when its bounces or pulses start and end, where a
/// scale is going. Symbol images read it when they draw (see ``SymbolEffect`` for the timings).
final class SymbolEffectDriver {
    private(set) var kind: SymbolEffectKind
    private(set) var options: SymbolEffectOptions
    /// The running bounces or pulses: start time and end time (nil: until deactivated).
    private var run: (start: TimeInterval, end: TimeInterval?)?
    /// Whether runs repeat with a rest between them (indefinite) or back to back (discrete).
    private var isIndefinite = false
    /// A scale effect's ease: from, to, start time.
    private var scaleEase: (from: CGFloat, to: CGFloat, start: TimeInterval)?

    /// The length of one bounce and of one pulse, at speed 1.
    static let bounceDuration = 0.5
    static let pulseDuration = 1.0
    /// The period of an indefinite bounce (a bounce, then a rest) at speed 1.
    static let bouncePeriod = 1.0
    /// How long a scale effect takes to ease in or out, at speed 1.
    static let scaleDuration = 0.25

    init(kind: SymbolEffectKind, options: SymbolEffectOptions) {
        self.kind = kind
        self.options = options
    }

    /// Takes new parameters (the running animation keeps its times).
    func configure(kind: SymbolEffectKind, options: SymbolEffectOptions) {
        self.kind = kind
        self.options = options
    }

    private var speed: Double { options.speed }

    /// The length of one run (bounce or pulse) and the period between run starts, in seconds.
    private var timing: (duration: Double, period: Double)? {
        switch kind {
        case .bounce:
            let d = Self.bounceDuration / speed
            return (d, isIndefinite ? Self.bouncePeriod / speed : d)
        case .pulse:
            return (Self.pulseDuration / speed, Self.pulseDuration / speed)
        case .scale, .replace, .inert:
            return nil
        }
    }

    /// A discrete trigger (the watched value changed): runs start now, `repeat(n)` times.
    func trigger(at time: TimeInterval) {
        isIndefinite = false
        guard let timing else { return }
        let count = Double(options.repeatCount ?? 1)
        run = (time, time + timing.period * (count - 1) + timing.duration)
    }

    /// An indefinite effect turned on or off at `time`; `animated` false jumps (the first update).
    func setActive(_ active: Bool, at time: TimeInterval, animated: Bool) {
        isIndefinite = true
        if case .scale(let factor) = kind {
            let target = active ? factor : 1
            let from = animated ? presentation(at: time).scale : target
            scaleEase = (from, target, animated ? time : -.infinity)
            return
        }
        guard let timing else { return }
        if active {
            let count = options.repeats ? options.repeatCount : 1
            run = (time, count.map { time + timing.period * Double($0 - 1) + timing.duration })
        } else if let current = run, current.end == nil || current.end! > time {
            // The run under way finishes.
            let index = max(0, ((time - current.start) / timing.period).rounded(.down))
            let end = current.start + index * timing.period + timing.duration
            run = end > time ? (current.start, min(end, current.end ?? end)) : nil
        }
    }

    /// Whether the effect still changes what is drawn after `time`.
    func isRunning(at time: TimeInterval) -> Bool {
        if let scaleEase { return time < scaleEase.start + Self.scaleDuration / speed }
        guard let run else { return false }
        return run.end.map { time < $0 } ?? true
    }

    /// The scale, anchor and opacity at `time`.
    func presentation(at time: TimeInterval) -> SymbolEffectPresentation {
        var result = SymbolEffectPresentation()
        switch kind {
        case .scale:
            guard let scaleEase else { return result }
            let u = min(max((time - scaleEase.start) * speed / Self.scaleDuration, 0), 1)
            result.scale = scaleEase.from + (scaleEase.to - scaleEase.from) * CGFloat(Self.smoothstep(u))
        case .bounce(let up):
            guard let phase = runPhase(at: time) else { return result }
            result.anchor = up ? .bottom : .top
            result.scale = CGFloat(Self.bounceScale(phase * speed))
        case .pulse:
            guard let phase = runPhase(at: time) else { return result }
            result.opacity = Self.pulseOpacity(phase * speed)
        case .replace, .inert:
            break
        }
        return result
    }

    /// Seconds into the current bounce or pulse at `time`, nil when none is under way.
    private func runPhase(at time: TimeInterval) -> Double? {
        guard let run, let timing, time >= run.start else { return nil }
        if let end = run.end, time >= end { return nil }
        let phase = (time - run.start).truncatingRemainder(dividingBy: timing.period)
        return phase < timing.duration ? phase : nil
    }

    /// 3u² − 2u³.
    static func smoothstep(_ u: Double) -> Double { u * u * (3 - 2 * u) }

    /// A bounce's scale `t` seconds in at speed 1: 1 → 0.8 over 0.15 s, back to 1 by 0.5 s.
    static func bounceScale(_ t: Double) -> Double {
        if t <= 0 || t >= bounceDuration { return 1 }
        if t < 0.15 { return 1 - 0.2 * smoothstep(t / 0.15) }
        return 0.8 + 0.2 * smoothstep((t - 0.15) / 0.35)
    }

    /// A pulse's opacity `t` seconds in at speed 1: 1 − 0.7 sin²(π t).
    static func pulseOpacity(_ t: Double) -> Double {
        guard t > 0, t < pulseDuration else { return 1 }
        let s = sin(Double.pi * t / pulseDuration)
        return 1 - 0.7 * s * s
    }
}
