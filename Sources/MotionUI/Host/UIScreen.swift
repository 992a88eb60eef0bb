import Foundation

/// The screen, as UIKit's `UIScreen`, for the many SwiftUI samples that size views with
/// `UIScreen.main.bounds`. Motion's screen is the app's window: `bounds` is the size of the window
/// being built or handling an event (or, outside one, of the most recently created window), in
/// points at the origin; zero before any window exists. `scale` reports 1: Motion lays out in
/// points, and the pixel density belongs to the window, not to a screen.
///
/// ```swift
/// Rectangle().frame(width: UIScreen.main.bounds.width * 0.8, height: 200)
/// ```
public final class UIScreen: @unchecked Sendable {
    /// The screen Motion's windows are on.
    public static let main = UIScreen()

    private init() {}

    /// The current window's bounds, in points.
    public var bounds: CGRect { CGRect(origin: .zero, size: HostScheduler.currentHostSize) }
    /// Pixels per point (Motion reports 1; see the type's rule).
    public var scale: CGFloat { 1 }
}
