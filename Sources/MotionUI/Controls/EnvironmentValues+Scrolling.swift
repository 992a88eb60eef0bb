import Foundation

private struct ScrollContentMarginsKey: EnvironmentKey { static let defaultValue = EdgeInsets() }
private struct ScrollClipDisabledKey: EnvironmentKey { static let defaultValue = false }
private struct HorizontalScrollIndicatorKey: EnvironmentKey { static let defaultValue = ScrollIndicatorVisibility.automatic }
private struct VerticalScrollIndicatorKey: EnvironmentKey { static let defaultValue = ScrollIndicatorVisibility.automatic }
private struct ScrollTargetBehaviorKey: EnvironmentKey { static let defaultValue: (any ScrollTargetBehavior)? = nil }
private struct ScrollPositionKey: EnvironmentKey { static let defaultValue: ScrollPositionBinding? = nil }
private struct ScrollEnabledKey: EnvironmentKey { static let defaultValue = true }

extension EnvironmentValues {
    /// The margins scroll views inside add around their content (``View/contentMargins(_:_:for:)``).
    var scrollContentMargins: EdgeInsets {
        get { self[ScrollContentMarginsKey.self] }
        set { self[ScrollContentMarginsKey.self] = newValue }
    }

    /// Whether scroll views inside draw their content unclipped (``View/scrollClipDisabled(_:)``).
    var scrollClipDisabled: Bool {
        get { self[ScrollClipDisabledKey.self] }
        set { self[ScrollClipDisabledKey.self] = newValue }
    }

    /// The visibility of horizontal scroll indicators (``View/scrollIndicators(_:axes:)``).
    ///
    /// ```swift
    /// @Environment(\.horizontalScrollIndicatorVisibility) private var indicators
    /// ```
    public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[HorizontalScrollIndicatorKey.self] }
        set { self[HorizontalScrollIndicatorKey.self] = newValue }
    }

    /// The visibility of vertical scroll indicators (``View/scrollIndicators(_:axes:)``).
    ///
    /// ```swift
    /// @Environment(\.verticalScrollIndicatorVisibility) private var indicators
    /// ```
    public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[VerticalScrollIndicatorKey.self] }
        set { self[VerticalScrollIndicatorKey.self] = newValue }
    }

    /// How scroll views inside settle when a drag ends (``View/scrollTargetBehavior(_:)``).
    var scrollTargetBehavior: (any ScrollTargetBehavior)? {
        get { self[ScrollTargetBehaviorKey.self] }
        set { self[ScrollTargetBehaviorKey.self] = newValue }
    }

    /// The binding the next scroll view inside keeps at its leading view (``View/scrollPosition(id:anchor:)``).
    var scrollPosition: ScrollPositionBinding? {
        get { self[ScrollPositionKey.self] }
        set { self[ScrollPositionKey.self] = newValue }
    }

    /// Whether scroll views (and lists) inside let the user scroll them, as SwiftUI's: true by
    /// default; ``View/scrollDisabled(_:)`` sets it.
    ///
    /// ```swift
    /// @Environment(\.isScrollEnabled) private var canScroll
    /// ```
    public var isScrollEnabled: Bool {
        get { self[ScrollEnabledKey.self] }
        set { self[ScrollEnabledKey.self] = newValue }
    }
}
