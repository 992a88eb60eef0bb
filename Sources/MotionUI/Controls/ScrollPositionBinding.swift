import Foundation

/// A ``View/scrollPosition(id:anchor:)`` binding with its id type erased.
struct ScrollPositionBinding {
    /// The bound id.
    var get: () -> AnyHashable?
    /// Writes an id (one of another type writes nil).
    var set: (AnyHashable?) -> Void
    /// Where a written id's view goes when the binding scrolls the view.
    var anchor: UnitPoint?
}

extension View {
    /// Binds the id of the scroll target view at the leading edge of the scroll view, as SwiftUI's
    /// (iOS 17) `scrollPosition(id:)`: scrolling updates the binding, and setting it scrolls that
    /// view to `anchor` (nil: the top-leading edge), animated inside `withAnimation`. The views are
    /// those of the content's `.scrollTargetLayout()`, named by their `ForEach` ids or `.id(_:)`.
    ///
    /// ```swift
    /// @State private var current: Int?
    /// ScrollView(.horizontal) {
    ///     HStack { ForEach(0..<10) { Page($0) } }.scrollTargetLayout()
    /// }
    /// .scrollPosition(id: $current)
    /// ```
    ///
    /// Rules where SwiftUI is silent: the leading view is the first target (in layout order) whose
    /// trailing edge is past the visible region's leading edge (after the content margin); the
    /// binding follows the scroll's model offset, so an animated scroll names its destination at
    /// once. An id no target has, or nil, leaves the scroll where it is.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        environment(\.scrollPosition, ScrollPositionBinding(
            get: { id.wrappedValue.map(AnyHashable.init) },
            set: { id.wrappedValue = $0?.base as? ID },
            anchor: anchor))
    }
}
