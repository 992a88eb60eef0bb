/// A failure outside SDL that the runtime reports as one line (a folder that cannot be made, a
/// bad value of an app's own flag).
///
/// ```swift
/// throw AppFailure(description: "could not create the folder 'out': Permission denied")
/// ```
package struct AppFailure: Error, CustomStringConvertible {
    /// The line, without the program's name.
    package let description: String

    package init(description: String) {
        self.description = description
    }
}
