import Foundation

extension View {
    /// Fills `shape` with `color` behind this view, in this view's frame (SwiftUI's
    /// `background(_:in:fillStyle:)`; Motion's shape styles are colours).
    ///
    /// ```swift
    /// Text("New").padding(8).background(.orange, in: Capsule())
    /// ```
    public func background<S: Shape>(_ color: Color, in shape: S, fillStyle: FillStyle = FillStyle()) -> some View {
        background(shape.fill(color, style: fillStyle))
    }

    /// Fills `shape` with `color` in front of this view, in this view's frame (SwiftUI's
    /// `overlay(_:in:fillStyle:)`).
    ///
    /// ```swift
    /// Image("photo").overlay(Color.black.opacity(0.3), in: RoundedRectangle(cornerRadius: 8))
    /// ```
    public func overlay<S: Shape>(_ color: Color, in shape: S, fillStyle: FillStyle = FillStyle()) -> some View {
        overlay(shape.fill(color, style: fillStyle))
    }
}
