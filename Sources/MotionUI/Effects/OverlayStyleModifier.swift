import Foundation

/// The shape-style overlays, in front of a view as `ShapeStyleModifier`'s backgrounds are behind it.
extension View {
    /// Fills the view's frame in front of it with `style`, as SwiftUI's
    /// `overlay(_:ignoresSafeAreaEdges:)`. The window's safe area is zero, so `edges` changes nothing.
    ///
    /// ```swift
    /// Image("photo").overlay(.black.opacity(0.2))
    /// ```
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        overlay(_StyleFill(style: style), alignment: .center)
    }

    /// Fills the view's frame in front of it with `color`: the colour as a view (so `.overlay(.red)`
    /// and `.overlay(Color.red)` draw and animate as a `Color`).
    ///
    /// ```swift
    /// Circle().overlay(.white.opacity(0.3))
    /// ```
    public func overlay(_ color: Color, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        overlay(color, alignment: .center)
    }

    /// Fills `shape`, in the view's frame in front of it, with `style`, as SwiftUI's
    /// `overlay(_:in:fillStyle:)`.
    ///
    /// ```swift
    /// Color.blue.frame(width: 80, height: 40).overlay(.white, in: Circle())
    /// ```
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        overlay(_StyledShape(shape: shape, style: style, paint: .fill(fillStyle)), alignment: .center)
    }
}
