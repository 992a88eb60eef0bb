import Foundation

/// How a view scaled to an aspect ratio uses the space it is offered, as SwiftUI's `ContentMode`:
/// `.fit` keeps all of the view inside the space (as large as fits), `.fill` covers the space (one
/// axis matches it, the other overflows).
///
/// ```swift
/// Image("photo").resizable().aspectRatio(contentMode: .fill).frame(width: 200, height: 200).clipped()
/// ```
public enum ContentMode: Hashable, CaseIterable, Sendable {
    /// The whole view fits in the space; the other axis is smaller than offered.
    case fit
    /// The view covers the space; the other axis is larger than offered.
    case fill
}
