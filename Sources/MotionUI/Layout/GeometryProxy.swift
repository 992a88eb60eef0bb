import Foundation

/// The size and position of a ``GeometryReader``, handed to its content, as SwiftUI's
/// `GeometryProxy`.
///
/// ```swift
/// GeometryReader { proxy in
///     Circle().frame(width: proxy.size.width / 2)
///         .offset(y: proxy.frame(in: .global).minY > 100 ? 20 : 0)
/// }
/// ```
///
/// Rules where SwiftUI is silent: the values are the laid-out (model) geometry, also while an
/// animation moves the reader on screen; frames include the effects (offset, scale, rotation,
/// geometry effects) of the reader's ancestors at their model values, as a bounding box; a name
/// no ancestor carries measures in the window (`.global`). Motion has no safe area, so
/// ``safeAreaInsets`` is zero.
public struct GeometryProxy {
    /// A named ancestor space: its name, its size and its transform to the window.
    struct NamedSpace: Equatable {
        var name: AnyHashable
        var size: CGSize
        var toWindow: CGAffineTransform
    }

    /// The reader's size: all the space it was offered.
    public let size: CGSize
    /// The safe area insets of the reader (always zero in Motion: a window has no safe area).
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    let toWindow: CGAffineTransform
    /// Named ancestors, nearest first.
    let spaces: [NamedSpace]

    init(size: CGSize, toWindow: CGAffineTransform, spaces: [NamedSpace]) {
        self.size = size
        self.toWindow = toWindow
        self.spaces = spaces
    }

    /// The reader's bounds converted to `coordinateSpace`.
    ///
    /// ```swift
    /// proxy.frame(in: .local)    // (0, 0, size)
    /// proxy.frame(in: .global)   // where the reader is in the window
    /// ```
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        let bounds = CGRect(origin: .zero, size: size)
        switch coordinateSpace {
        case .local:
            return bounds
        case .global:
            return bounds.applying(toWindow)
        case .named(let name):
            guard let space = spaces.first(where: { $0.name == name }) else { return bounds.applying(toWindow) }
            return bounds.applying(toWindow.concatenating(space.toWindow.inverted()))
        }
    }

    /// The reader's bounds converted to `coordinateSpace` (the iOS 17 spelling).
    ///
    /// ```swift
    /// proxy.frame(in: .named("container")).minY
    /// ```
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }

    /// The bounds of the named ancestor space in the reader's own coordinates, or nil when no
    /// ancestor carries the name.
    ///
    /// ```swift
    /// proxy.bounds(of: .named("scroll"))?.minY
    /// ```
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        guard let space = spaces.first(where: { $0.name == coordinateSpace.name }) else { return nil }
        return CGRect(origin: .zero, size: space.size).applying(space.toWindow.concatenating(toWindow.inverted()))
    }

    /// Whether the content would read different geometry from `other` (the reader re-runs then).
    func hasSameGeometry(as other: GeometryProxy) -> Bool {
        size == other.size && toWindow == other.toWindow && spaces == other.spaces
    }
}
