import Foundation

extension View {
    /// Hides the status bar on iOS; a Motion window has none, so the view is unchanged (the call
    /// compiles, as samples written for iPhone need).
    ///
    /// ```swift
    /// FullScreenPlayer().statusBarHidden()
    /// ```
    public func statusBarHidden(_ hidden: Bool = true) -> some View {
        self
    }

    /// Hides iOS's home indicator and other system overlays; a Motion window has none, so the view
    /// is unchanged.
    ///
    /// ```swift
    /// GameView().persistentSystemOverlays(.hidden)
    /// ```
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View {
        self
    }
}
