import Foundation

/// Properties of a layout container type, as SwiftUI's `LayoutProperties`.
///
/// ``stackOrientation`` tells the view graph which axis a `Spacer` (or `Divider`) directly inside the
/// container — or inside unary modifiers of it — expands along: SwiftUI passes the orientation down to
/// the spacer the same way. `nil` (ZStack, frames, padding, custom layouts by default) means "not in a
/// stack": a spacer there expands on both axes.
///
/// ```swift
/// VStackLayout.layoutProperties.stackOrientation   // .vertical
/// ZStackLayout.layoutProperties.stackOrientation   // nil
/// ```
public struct LayoutProperties: Hashable, Sendable {
    /// The axis along which the container stacks its subviews, if it is a stack.
    public var stackOrientation: Axis?

    /// Properties of a non-stack container.
    public init() {}

    /// Properties with the given stack orientation.
    ///
    /// ```swift
    /// LayoutProperties(stackOrientation: .horizontal)
    /// ```
    public init(stackOrientation: Axis?) { self.stackOrientation = stackOrientation }
}
