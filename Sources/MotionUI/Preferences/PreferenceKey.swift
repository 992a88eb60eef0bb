import Foundation

/// A named value that views hand up to their ancestors, as SwiftUI's `PreferenceKey`: a view sets
/// it with ``View/preference(key:value:)`` (or ``View/anchorPreference(key:value:transform:)``),
/// an ancestor reads what its subtree set with ``View/onPreferenceChange(_:perform:)``,
/// ``View/overlayPreferenceValue(_:alignment:_:)`` or ``View/backgroundPreferenceValue(_:alignment:_:)``.
///
/// Combining (SwiftUI's documented model): a container's value is its children's values combined
/// in view-tree order by ``reduce(value:nextValue:)``. Rules where SwiftUI is silent: a view
/// that sets no value contributes nothing (`reduce` is called only between two values that were
/// set, so a single value comes up unchanged); ``defaultValue`` is what a reader sees when no view
/// below set one; a `.preference` replaces the value its own content set for the same key; views
/// leaving (in a removal transition) contribute nothing.
///
/// ```swift
/// struct WidthKey: PreferenceKey {
///     static var defaultValue: CGFloat = 0
///     static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
/// }
///
/// VStack {
///     Text("Short").background(GeometryReader { Color.clear.preference(key: WidthKey.self, value: $0.size.width) })
///     Text("A longer line").background(GeometryReader { Color.clear.preference(key: WidthKey.self, value: $0.size.width) })
/// }
/// .onPreferenceChange(WidthKey.self) { widest = $0 }
/// ```
public protocol PreferenceKey {
    /// The type of the value.
    associatedtype Value
    /// What a reader sees when no view below set a value.
    static var defaultValue: Value { get }
    /// Combines the value accumulated so far (`value`) with the next one in view-tree order.
    static func reduce(value: inout Value, nextValue: () -> Value)
}
