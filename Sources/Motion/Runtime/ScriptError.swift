/// A bad script: the file (when known), the 1-based line (0 for the file as a whole) and what is
/// wrong, printed as `file:line: message`.
///
/// ```swift
/// ScriptError(file: "demo.txt", line: 3, message: "unknown command 'clik'").description
/// // "demo.txt:3: unknown command 'clik'"
/// ```
package struct ScriptError: Error, Equatable, CustomStringConvertible {
    package var file: String?
    package let line: Int
    package let message: String

    package var description: String {
        let place = line > 0 ? "\(file ?? "script"):\(line)" : (file ?? "script")
        return "\(place): \(message)"
    }
}
