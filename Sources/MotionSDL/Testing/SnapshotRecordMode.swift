import Foundation

/// When golden images are (re)written, from the `MOTION_RECORD` environment variable:
/// - `missing` (the default): record a golden that does not exist yet (the check fails once, so the
///   new image gets looked at), compare the others;
/// - `failed`: also overwrite a golden that does not match (and fail);
/// - `all`: overwrite every golden (and fail);
/// - `never` (CI): only compare; a missing golden fails.
///
/// ```swift
/// SnapshotRecordMode.parse("NEVER")             // .never
/// SnapshotRecordMode.parse(nil)                 // .missing
/// SnapshotRecordMode.parse("sometimes")         // nil: not a mode
/// let mode = SnapshotRecordMode.fromEnvironment()
/// ```
public enum SnapshotRecordMode: String, CaseIterable, Sendable {
    /// Record goldens that do not exist yet, compare the others (the default).
    case missing
    /// Like `missing`, and overwrite goldens that do not match.
    case failed
    /// Overwrite every golden.
    case all
    /// Only compare; a missing golden fails (CI).
    case never

    /// The environment variable that names the mode.
    public static let environmentVariable = "MOTION_RECORD"

    /// The mode `MOTION_RECORD` in `environment` asks for; nil when it names none of them.
    ///
    /// ```swift
    /// SnapshotRecordMode.fromEnvironment(["MOTION_RECORD": "all"])   // .all
    /// ```
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment)
        -> SnapshotRecordMode? {
        parse(environment[environmentVariable])
    }

    /// The mode a `MOTION_RECORD` value names (any case); unset or empty is `missing`; nil for others.
    ///
    /// ```swift
    /// SnapshotRecordMode.parse("Failed")   // .failed
    /// ```
    public static func parse(_ raw: String?) -> SnapshotRecordMode? {
        guard let raw, !raw.isEmpty else { return .missing }
        return SnapshotRecordMode(rawValue: raw.lowercased())
    }
}
