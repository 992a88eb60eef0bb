import Foundation

extension GeometryProxy {
    /// The value of `anchor` in this proxy's coordinates (the reader's own space).
    ///
    /// ```swift
    /// GeometryReader { proxy in
    ///     let frame = proxy[anchor]   // the anchored view's bounds, as the reader sees them
    ///     Rectangle().frame(width: frame.width, height: 2).offset(x: frame.minX, y: frame.maxY)
    /// }
    /// ```
    public subscript<T>(anchor: Anchor<T>) -> T { anchor.value(inSpace: toWindow) }
}
