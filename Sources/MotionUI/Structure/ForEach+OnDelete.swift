import Foundation

extension ForEach {
    /// Accepted for source compatibility: Motion has no swipe-to-delete or edit mode, so the
    /// action is never called. Delete elements with a button of your own (under `withAnimation`
    /// the row leaves with its transition).
    ///
    /// ```swift
    /// ForEach(items) { Text($0.name) }.onDelete { items.remove(atOffsets: $0) }
    /// ```
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach {
        self
    }

    /// Accepted for source compatibility: Motion has no drag-to-reorder or edit mode, so the
    /// action is never called. Move elements yourself (`items.move(fromOffsets:toOffset:)`) under
    /// `withAnimation` and the rows slide to their new places.
    ///
    /// ```swift
    /// ForEach(items) { Text($0.name) }.onMove { items.move(fromOffsets: $0, toOffset: $1) }
    /// ```
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach {
        self
    }
}
