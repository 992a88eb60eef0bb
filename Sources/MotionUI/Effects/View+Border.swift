import Foundation

extension View {
    /// Draws a border of `content` and `width` points inside the view's frame, as SwiftUI's:
    /// an overlay of a rectangle stroked inside its edges.
    ///
    /// ```swift
    /// Text("Tag").padding(4).border(.red, width: 2)
    /// ```
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }
}
