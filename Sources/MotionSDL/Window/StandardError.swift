import Foundation

/// Where MotionSDL's warnings go by default: one line on standard error.
///
/// ```swift
/// StandardError.write("motion: image 'logo' not found")
/// ```
public enum StandardError {
    /// Writes `line` and a newline to standard error.
    ///
    /// ```swift
    /// let store = ImageStore(warn: StandardError.write)   // the default
    /// ```
    public static func write(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
