import Foundation

/// A named coordinate space, as SwiftUI's (iOS 17) `NamedCoordinateSpace`: give an ancestor the
/// name with `.coordinateSpace(.named(_:))`, then measure in it with `frame(in: .named(_:))`.
///
/// ```swift
/// ScrollContent().coordinateSpace(.named("scroll"))
/// ```
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: AnyHashable

    public var coordinateSpace: CoordinateSpace { .named(name) }
}
