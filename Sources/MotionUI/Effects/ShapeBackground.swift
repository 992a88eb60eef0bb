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

    /// Fills this view's frame with `color` behind it (SwiftUI's `background(_:ignoresSafeAreaEdges:)`,
    /// so `.background(.orange)` reads as in SwiftUI). Motion has no safe area: `edges` changes nothing.
    ///
    /// ```swift
    /// Text("Saved").padding().background(.green)
    /// ```
    public func background(_ color: Color, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(color, alignment: .center)
    }

    /// Fills this view's frame with `color` in front of it (SwiftUI's `overlay(_:ignoresSafeAreaEdges:)`).
    ///
    /// ```swift
    /// Image("photo").overlay(.black.opacity(0.2))
    /// ```
    public func overlay(_ color: Color, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        overlay(color, alignment: .center)
    }
}
