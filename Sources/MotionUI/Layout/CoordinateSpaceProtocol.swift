import Foundation

/// A frame of reference that resolves to a ``CoordinateSpace``, as SwiftUI's (iOS 17)
/// `CoordinateSpaceProtocol`; write `.global`, `.local` or `.named(_:)`.
///
/// ```swift
/// proxy.frame(in: .named("container"))
/// VStack { … }.coordinateSpace(.named("container"))
/// ```
public protocol CoordinateSpaceProtocol {
    /// The resolved coordinate space.
    var coordinateSpace: CoordinateSpace { get }
}

/// The window's coordinate space (`.global`).
///
/// ```swift
/// proxy.frame(in: GlobalCoordinateSpace())
/// ```
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

/// The view's own coordinate space (`.local`).
///
/// ```swift
/// proxy.frame(in: LocalCoordinateSpace())   // origin .zero, the reader's size
/// ```
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The window's coordinate space.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The view's own coordinate space.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The coordinate space of the nearest ancestor named `name`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
}
