import Foundation

/// An animation whose length is fixed in advance (timing curves, and delays or speeds of them).
///
/// `repeatCount` uses it to place pass boundaries exactly, whatever the frame times are; an animation
/// that does not conform (a spring) ends a pass when its base animation reports it finished.
protocol KnownDurationAnimation {
    /// The time from start to finish, in seconds, or `nil` when it depends on the values.
    var knownDuration: TimeInterval? { get }
}
