import Foundation

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets`, as SwiftUI's extension for `onDelete` does; offsets
    /// outside the collection are ignored.
    ///
    /// ```swift
    /// var items = ["a", "b", "c"]
    /// items.remove(atOffsets: IndexSet([0, 2]))   // ["b"]
    /// ```
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() where offset >= 0 && offset < count {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection where Self: RangeReplaceableCollection {
    /// Moves the elements at `source` so that they sit, in order, before the element that was at
    /// `destination` (at the end when `destination` is `count`), as SwiftUI's extension for
    /// `onMove` does; offsets outside the collection are ignored and `destination` is clamped.
    ///
    /// ```swift
    /// var items = ["a", "b", "c"]
    /// items.move(fromOffsets: IndexSet([0]), toOffset: 3)   // ["b", "c", "a"]
    /// ```
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let valid = source.filter { $0 >= 0 && $0 < count }
        let destination = Swift.min(Swift.max(destination, 0), count)
        let moving = valid.map { self[index(startIndex, offsetBy: $0)] }
        let before = valid.filter { $0 < destination }.count
        remove(atOffsets: IndexSet(valid))
        insert(contentsOf: moving, at: index(startIndex, offsetBy: destination - before))
    }
}
