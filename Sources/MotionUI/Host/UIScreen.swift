import Foundation

/// The screen, as UIKit's `UIScreen`, for the many SwiftUI samples that size views with
/// `UIScreen.main.bounds`. Motion's screen is the app's window: `bounds` is the size of the window
/// being built or handling an event — while an app's window is being opened, the size it opens at,
/// so a view's stored `@State var y = UIScreen.main.bounds.height` reads it as on iOS — (or, outside
/// one, of the most recently created window), in points at the origin; zero before any window exists. `scale` reports 1: Motion lays out in
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

    /// Runs `body` (which makes a window's content) as the opening of a window of `size`: the
    /// content's views read `size` as ``bounds``.
    ///
    /// ```swift
    /// let content = UIScreen.openingWindow(of: CGSize(width: 800, height: 600)) { AnyView(ContentView()) }
    /// ```
    package static func openingWindow<T>(of size: CGSize, _ body: () -> T) -> T {
        HostScheduler.openingWindow(of: size, body)
    }
}
