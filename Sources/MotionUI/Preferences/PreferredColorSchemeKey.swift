import Foundation

/// The appearance a view asks the window for, as SwiftUI's `PreferredColorSchemeKey`: set by
/// ``View/preferredColorScheme(_:)``. The first non-nil value in view-tree order wins.
///
/// ```swift
/// PreferredColorSchemeKey.defaultValue   // nil: the window's own appearance
/// ```
public struct PreferredColorSchemeKey: PreferenceKey {
    public static let defaultValue: ColorScheme? = nil

    public static func reduce(value: inout ColorScheme?, nextValue: () -> ColorScheme?) {
        if value == nil { value = nextValue() }
    }
}

extension View {
    /// Asks the window to show `colorScheme` (nil: its own appearance): the whole window follows —
    /// also the views around this one — while this view is shown, as `.preferredColorScheme` does
    /// on iOS for its presentation. When several views ask, the outermost wins (views at the same
    /// depth: the first made).
    ///
    /// ```swift
    /// ContentView().preferredColorScheme(isNight ? .dark : .light)
    /// ```
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        preference(key: PreferredColorSchemeKey.self, value: colorScheme)
    }
}

extension ViewGraph {
    /// The appearance asked for by the views shown (see ``View/preferredColorScheme(_:)``), nil
    /// when none asks.
    var requestedColorScheme: ColorScheme? {
        guard !colorSchemeRequests.isEmpty else { return nil }
        colorSchemeRequests.removeAll { $0.isDetached }
        let asking = colorSchemeRequests.filter { !$0.isLeaving }
            .compactMap { node in node.preferenceValue(PreferredColorSchemeKey.self).flatMap { $0 }.map { (node.depth, $0) } }
        return asking.min { $0.0 < $1.0 }?.1
    }
}
