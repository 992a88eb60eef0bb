import Foundation

/// Reports a programming mistake in view code (a duplicate `ForEach` id, an empty phase list) once per
/// message on standard error, without stopping the program.
func graphWarning(_ message: String) {
    guard GraphWarnings.shared.insert(message) else { return }
    FileHandle.standardError.write(Data("motion: warning: \(message)\n".utf8))
}

/// The warnings already printed, so each appears once.
final class GraphWarnings: @unchecked Sendable {
    static let shared = GraphWarnings()
    private var seen = Set<String>()
    private let lock = NSLock()

    /// Records `message`; false when it was printed before.
    func insert(_ message: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return seen.insert(message).inserted
    }
}
