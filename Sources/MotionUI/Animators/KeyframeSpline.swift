import Foundation

/// The motion of one keyframe track in the `animatableData` space of its value: the keyframes
/// resolved into timed segments, each from where the previous one got to.
///
/// Segment rules (t is the time since the segment's start, d its duration, a its start value,
/// b its keyframe's value):
/// - linear: a + (b − a)·curve(t / d).
/// - cubic: the cubic Hermite curve from a to b with velocities m0 and m1 (per second):
///   a + h10·d·m0 + h01·(b − a) + h11·d·m1, with u = t / d, h10 = u³ − 2u² + u,
///   h01 = −2u³ + 3u², h11 = u³ − u².
///   m0 is the keyframe's `startVelocity`; else, after a cubic keyframe, that one's `endVelocity`
///   if given, else the Catmull-Rom tangent (p₊ − p₋) / (t₊ − t₋) through the neighbouring keyframe
///   values (the previous segment's start and this one's end); after a linear or spring keyframe,
///   its velocity where it ended; after a move keyframe, or at the start of the track, zero.
///   m1 mirrors it: the keyframe's `endVelocity`; else, before a cubic keyframe, that one's
///   `startVelocity` if given, else the Catmull-Rom tangent through this segment's start and the
///   next one's end; before a linear keyframe, its starting velocity; before a spring keyframe,
///   its `startVelocity` if given, else the Catmull-Rom tangent towards its value; before a move
///   keyframe, or at the end of the track, zero. So chained cubic keyframes form a Catmull-Rom
///   spline whose value and velocity are continuous at every keyframe.
/// - spring: a + x(t), where x follows the ``Spring`` released at 0 towards b − a with the initial
///   velocity `startVelocity`, or else the velocity the previous segment ended with (zero at the
///   start of the track). The segment stops after its duration wherever the spring got, and the
///   next keyframe starts from there. Without a duration it lasts the spring's settling time (see
///   ``settlingDuration(of:)``) and ends exactly at b, at rest, as a settled spring animation does.
/// - move: jumps to b; it takes no time.
///
/// Bad values: a duration that is NaN, negative or infinite counts as 0 (the keyframe jumps); a
/// keyframe value or velocity with a non-finite component is replaced by the value the track has
/// when the keyframe starts (it holds still) and by zero, respectively. Times before 0 (and NaN)
/// give the initial value, times after the last keyframe the value the track ended with. At time 0
/// move keyframes at the start have already jumped.
struct KeyframeSpline<Data: VectorArithmetic> {
    enum Kind {
        case linear(UnitCurve)
        case cubic(start: Data?, end: Data?)
        case spring(Spring, start: Data?, hasDuration: Bool)
        case move
    }

    /// A keyframe before resolution.
    struct Keyframe {
        var value: Data
        var duration: TimeInterval
        var kind: Kind
    }

    /// A resolved segment.
    struct Segment {
        enum Motion {
            case linear(UnitCurve)
            case cubic(m0: Data, m1: Data)
            case spring(Spring, velocity: Data)
            case jump
        }
        var start: TimeInterval
        var duration: TimeInterval
        var from: Data
        var to: Data
        var motion: Motion
        /// Where the segment ends (`to`, except for a spring cut short).
        var reached: Data
        var endVelocity: Data

        var end: TimeInterval { start + duration }
    }

    let initial: Data
    let segments: [Segment]
    /// The sum of the keyframes' durations.
    let duration: TimeInterval

    init(initial: Data, keyframes: [Keyframe]) {
        let initial = initial.isFiniteVector ? initial : .zero
        self.initial = initial
        var keyframes = keyframes
        for index in keyframes.indices {
            keyframes[index].duration = Self.sanitizedDuration(keyframes[index])
        }
        var segments: [Segment] = []
        var time: TimeInterval = 0
        var position = initial
        for (index, keyframe) in keyframes.enumerated() {
            let target = keyframe.value.isFiniteVector ? keyframe.value : position
            let previous = segments.last
            let next = index + 1 < keyframes.count ? keyframes[index + 1] : nil
            var segment = Segment(start: time, duration: keyframe.duration, from: position, to: target,
                                  motion: .jump, reached: target, endVelocity: .zero)
            switch keyframe.kind {
            case .move:
                segment.duration = 0
            case .linear(let curve):
                segment.motion = .linear(curve)
                segment.endVelocity = Self.linearVelocity(from: position, to: target, duration: segment.duration,
                                                          curve: curve, at: 1)
            case .cubic(let start, let end):
                let m0 = Self.finite(start) ?? Self.velocity(after: previous, keyframes: keyframes, index: index,
                                                              position: position, target: target, time: time)
                let m1 = Self.finite(end) ?? Self.velocity(before: next, start: time, end: time + segment.duration,
                                                            from: position, to: target)
                segment.motion = .cubic(m0: m0, m1: m1)
                segment.endVelocity = m1
            case .spring(let spring, let start, let hasDuration):
                let v0 = Self.finite(start) ?? previous?.endVelocity ?? .zero
                segment.motion = .spring(spring, velocity: v0)
                if hasDuration {
                    let delta = target - position
                    segment.reached = position + spring.value(target: delta, initialVelocity: v0, time: segment.duration)
                    segment.endVelocity = spring.velocity(target: delta, initialVelocity: v0, time: segment.duration)
                    if !segment.reached.isFiniteVector { segment.reached = target }
                    if !segment.endVelocity.isFiniteVector { segment.endVelocity = .zero }
                }
            }
            if segment.duration == 0 {
                segment.motion = .jump
                segment.reached = target
                segment.endVelocity = .zero
            }
            segments.append(segment)
            position = segment.reached
            time += segment.duration
        }
        self.segments = segments
        self.duration = time
    }

    // MARK: Values

    /// The value at `time` seconds from the start of the track.
    func value(at time: TimeInterval) -> Data {
        guard time >= 0 else { return initial }   // also NaN
        guard let segment = segment(at: time) else { return segments.last?.reached ?? initial }
        let t = time - segment.start
        switch segment.motion {
        case .jump:
            return segment.to
        case .linear(let curve):
            return segment.from + (segment.to - segment.from).scaled(by: curve.value(at: t / segment.duration))
        case .cubic(let m0, let m1):
            let u = t / segment.duration, d = segment.duration
            let h10 = u * u * u - 2 * u * u + u, h01 = -2 * u * u * u + 3 * u * u, h11 = u * u * u - u * u
            return segment.from + m0.scaled(by: h10 * d) + (segment.to - segment.from).scaled(by: h01)
                + m1.scaled(by: h11 * d)
        case .spring(let spring, let v0):
            return segment.from + spring.value(target: segment.to - segment.from, initialVelocity: v0, time: t)
        }
    }

    /// The rate of change of ``value(at:)`` at `time`, per second (zero outside the keyframes).
    func velocity(at time: TimeInterval) -> Data {
        guard time >= 0, let segment = segment(at: time) else { return .zero }
        let t = time - segment.start
        switch segment.motion {
        case .jump:
            return .zero
        case .linear(let curve):
            return Self.linearVelocity(from: segment.from, to: segment.to, duration: segment.duration, curve: curve,
                                       at: t / segment.duration)
        case .cubic(let m0, let m1):
            let u = t / segment.duration, d = segment.duration
            let dh10 = 3 * u * u - 4 * u + 1, dh01 = -6 * u * u + 6 * u, dh11 = 3 * u * u - 2 * u
            return m0.scaled(by: dh10) + (segment.to - segment.from).scaled(by: dh01 / d) + m1.scaled(by: dh11)
        case .spring(let spring, let v0):
            return spring.velocity(target: segment.to - segment.from, initialVelocity: v0, time: t)
        }
    }

    /// The segment running at `time` (start ≤ time < end), if any.
    private func segment(at time: TimeInterval) -> Segment? {
        guard time < duration else { return nil }
        // Binary search for the last segment starting at or before `time` with a positive duration.
        var low = 0, high = segments.count
        while low < high {
            let mid = (low + high) / 2
            if segments[mid].start <= time { low = mid + 1 } else { high = mid }
        }
        var index = low - 1
        while index >= 0 {
            let segment = segments[index]
            if segment.duration > 0 && time < segment.end { return segment }
            if segment.end <= time { return nil }
            index -= 1
        }
        return nil
    }

    // MARK: Velocities at keyframes

    private static func linearVelocity(from: Data, to: Data, duration: TimeInterval, curve: UnitCurve,
                                       at progress: Double) -> Data {
        guard duration > 0 else { return .zero }
        return (to - from).scaled(by: curve.velocity(at: progress) / duration)
    }

    /// The starting velocity of a cubic segment `index` from `position` (at `time`) to `target`,
    /// following `previous`.
    private static func velocity(after previous: Segment?, keyframes: [Keyframe], index: Int, position: Data,
                                 target: Data, time: TimeInterval) -> Data {
        guard let previous else { return .zero }
        switch keyframes[index - 1].kind {
        case .cubic(_, let end):
            if let end = finite(end) { return end }
            return catmullRom(from: previous.from, at: previous.start, to: target,
                              at: time + keyframes[index].duration)
        case .linear, .spring:
            return previous.endVelocity
        case .move:
            return .zero
        }
    }

    /// The ending velocity of a cubic segment from `from` (at `start`) to `to` (at `end`), before `next`.
    private static func velocity(before next: Keyframe?, start: TimeInterval, end: TimeInterval,
                                 from: Data, to: Data) -> Data {
        guard let next else { return .zero }
        let nextTarget = next.value.isFiniteVector ? next.value : to
        switch next.kind {
        case .cubic(let nextStart, _):
            if let nextStart = finite(nextStart) { return nextStart }
            return catmullRom(from: from, at: start, to: nextTarget, at: end + next.duration)
        case .linear(let curve):
            return linearVelocity(from: to, to: nextTarget, duration: next.duration, curve: curve, at: 0)
        case .spring(_, let nextStart, _):
            if let nextStart = finite(nextStart) { return nextStart }
            return catmullRom(from: from, at: start, to: nextTarget, at: end + next.duration)
        case .move:
            return .zero
        }
    }

    /// (p₊ − p₋) / (t₊ − t₋), zero when the times coincide.
    private static func catmullRom(from p0: Data, at t0: TimeInterval, to p1: Data, at t1: TimeInterval) -> Data {
        guard t1 > t0 else { return .zero }
        let tangent = (p1 - p0).scaled(by: 1 / (t1 - t0))
        return tangent.isFiniteVector ? tangent : .zero
    }

    private static func finite(_ value: Data?) -> Data? {
        guard let value else { return nil }
        return value.isFiniteVector ? value : .zero
    }

    // MARK: Durations

    private static func sanitizedDuration(_ keyframe: Keyframe) -> TimeInterval {
        if case .spring(let spring, _, false) = keyframe.kind { return settlingDuration(of: spring) }
        let d = keyframe.duration
        return d.isFinite && d > 0 ? d : 0
    }

    /// How long `spring` takes to settle from rest over a unit change, by the rule a spring animation
    /// is removed with: the first time t ≥ response at which √(x² + (x′/ω)²) ≤ 0.001, with x the
    /// distance to the target, x′ the velocity and ω = 2π / response. That amplitude never grows,
    /// so the time is found by doubling then bisecting (to 1e-9 s). 0 for an instant spring.
    ///
    /// ```swift
    /// KeyframeSpline<Double>.settlingDuration(of: .smooth)   // ≈ 1.47 s (critically damped, 0.5 s)
    /// ```
    static func settlingDuration(of spring: Spring) -> TimeInterval {
        let response = spring.response
        guard response > 0 else { return 0 }
        let omega = 2 * Double.pi / response
        func settled(_ t: Double) -> Bool {
            let x = spring.value(target: 1.0, time: t) - 1
            let v = spring.velocity(target: 1.0, time: t)
            return (x * x + v * v / (omega * omega)).squareRoot() <= 0.001   // SpringAnimation's settle band
        }
        if settled(response) { return response }
        var low = response, high = 2 * response
        while !settled(high) {
            low = high
            high *= 2
            if high > 1e7 { return high }
        }
        while high - low > 1e-9 {
            let mid = (low + high) / 2
            if settled(mid) { high = mid } else { low = mid }
        }
        return high
    }
}
