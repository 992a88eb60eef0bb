import Foundation

/// How fast a pointer moves, from its recent samples: the displacement over the host time between
/// the newest sample and the oldest earlier one at most 0.1 s older — or, when there is none, the
/// newest earlier one (so a pause then a slow move is slow). Samples of the same frame share a
/// time; with no earlier sample the previous velocity stays.
struct PointerVelocity {
    private var samples: [(time: TimeInterval, location: CGPoint)] = []
    /// Points per second.
    private(set) var velocity = CGSize.zero

    /// Adds the sample of `location` at host time `time`.
    mutating func record(_ location: CGPoint, at time: TimeInterval) {
        samples.append((time, location))
        // Keep the samples of the last 0.1 s and the newest one before them.
        if let firstRecent = samples.firstIndex(where: { time - $0.time <= 0.1 }), firstRecent > 1 {
            samples.removeFirst(firstRecent - 1)
        }
        let earlier = samples.filter { $0.time < time }
        if let base = earlier.first(where: { time - $0.time <= 0.1 }) ?? earlier.last {
            let dt = CGFloat(time - base.time)
            velocity = CGSize(width: (location.x - base.location.x) / dt, height: (location.y - base.location.y) / dt)
        }
    }

    /// Forgets every sample and the velocity (a new press).
    mutating func reset() {
        samples.removeAll()
        velocity = .zero
    }
}
