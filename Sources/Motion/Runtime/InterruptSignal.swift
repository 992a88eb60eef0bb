import Foundation

/// Ctrl-C (`SIGINT`) and `SIGTERM` while a headless run renders: caught for the length of the
/// run, so the run stops after the frame in progress and what it wrote — the trace above all —
/// is complete. (SDL, which the headless renderer starts, would otherwise turn both signals into a
/// quit event that nothing reads, and the run would go on.) The previous handlers come back when
/// the run ends. A window needs none of this: SDL's quit event ends its loop.
///
/// ```swift
/// try InterruptSignal.catching {
///     for frame in 0..<10_000 where !InterruptSignal.isRaised { render(frame) }
/// }
/// ```
package enum InterruptSignal {
    /// Set by the handler; read between frames.
    nonisolated(unsafe) private static var raised: sig_atomic_t = 0

    /// Whether a signal arrived since ``catching(_:)`` began.
    package static var isRaised: Bool { raised != 0 }

    /// Runs `body` with the handlers installed, then puts the previous ones back.
    package static func catching<Result>(_ body: () throws -> Result) rethrows -> Result {
        raised = 0
        let previousInterrupt = signal(SIGINT) { _ in InterruptSignal.raised = 1 }
        let previousTerminate = signal(SIGTERM) { _ in InterruptSignal.raised = 1 }
        defer {
            signal(SIGINT, previousInterrupt)
            signal(SIGTERM, previousTerminate)
        }
        return try body()
    }
}
