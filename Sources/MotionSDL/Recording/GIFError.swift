import CGIF
import Foundation

/// What went wrong writing or reading a GIF: one line naming the file and giflib's reason.
///
/// ```swift
/// do {
///     _ = try GIFRecorder(path: "/no/such/folder/x.gif", width: 10, height: 10)
/// } catch {
///     print(error)   // "could not write the GIF '/no/such/folder/x.gif': Failed to open given file"
/// }
/// ```
public enum GIFError: Error, Equatable, CustomStringConvertible {
    /// The file could not be created or written (`message` is giflib's, or the system's).
    case writeFailed(path: String, message: String)
    /// The file could not be opened or decoded as a GIF.
    case readFailed(path: String, message: String)
    /// The frames have no pixels (a width or height below 1) or more than the format allows.
    case invalidSize(width: Int, height: Int)

    /// The largest GIF width or height: the format stores 16-bit sizes.
    public static let maximumDimension = 65_535

    /// giflib's text for an error code.
    static func message(_ code: Int32) -> String {
        guard let text = GifErrorString(code) else { return "giflib error \(code)" }
        return String(cString: text)
    }

    public var description: String {
        switch self {
        case let .writeFailed(path, message):
            return "could not write the GIF '\(path)': \(message)"
        case let .readFailed(path, message):
            return "could not read the GIF '\(path)': \(message)"
        case let .invalidSize(width, height):
            return "a GIF of \(width)x\(height) pixels cannot be made: each side must be 1...\(GIFError.maximumDimension)"
        }
    }
}
