import Foundation

/// A resolved coordinate space, as SwiftUI's `CoordinateSpace`: the window (`.global`), the view
/// itself (`.local`), or an ancestor named with ``View/coordinateSpace(name:)``.
///
/// ```swift
/// GeometryReader { proxy in
///     Text("\(Int(proxy.frame(in: .named("card")).minY))")
/// }
/// .coordinateSpace(name: "card")
/// ```
///
/// Rule where SwiftUI is silent: a name that no ancestor carries resolves to `.global`.
public enum CoordinateSpace: Hashable {
    /// The window: origin at its top-leading corner, in points.
    case global
    /// The view's own bounds: origin at its top-leading corner.
    case local
    /// The local space of the nearest ancestor given this name.
    case named(AnyHashable)

    /// Whether this is the window's space.
    public var isGlobal: Bool { self == .global }
    /// Whether this is the view's own space.
    public var isLocal: Bool { self == .local }
}
