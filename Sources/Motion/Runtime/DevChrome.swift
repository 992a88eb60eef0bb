import MotionUI

/// The runtime's root view around an app: the app's root view in all the space there is, and,
/// while `F1` is on, the frame-time strip along the bottom of the window. The strip sits below the
/// app's content, never over it, so it hides nothing and squeezes nothing sideways: the app is
/// laid out in the window's height less the strip's (the same rule as browsers' developer panels).
///
/// While `F2` is on, the inspector's panel (``InspectorPanel``) stands beside the app, at the right:
/// the app gets the window's width less the panel's 300 points (all of it when the window is
/// narrower), the window keeps its size.
///
/// The app's view keeps its identity whether the strip or the panel shows or not, so its state
/// survives `F1` and `F2`.
///
/// ```swift
/// let host = ViewHost(DevChrome(content: AnyView(Text("Hi")), frameStats: "16.7 ms · 60 fps"),
///                     size: CGSize(width: 480, height: 320))
/// ```
package struct DevChrome: View {
    /// The app's root view.
    package let content: AnyView
    /// The strip's text, or `nil` when `F1` is off.
    package let frameStats: String?
    /// The inspector's panel, or `nil` when `F2` is off.
    package let inspector: InspectorPanel?

    /// The strip's background.
    package static let stripBackground = Color(white: 0.15)

    package init(content: AnyView, frameStats: String?, inspector: InspectorPanel? = nil) {
        self.content = content
        self.frameStats = frameStats
        self.inspector = inspector
    }

    package var body: some View {
        VStack(spacing: 0) {
            HStack(spacing: 0) {
                InspectedContent(content: content, outline: inspector?.outline)
                    // minWidth/minHeight 0: the app takes exactly the space left, even when its content
                    // would like more (a small window). Nothing is clipped: what overflows at the bottom
                    // or the right is covered by the strip or the panel, drawn after it on an opaque
                    // background, and the window's edges clip the rest.
                    .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity)
                if let inspector { inspector }
            }
            if let frameStats {
                Text(frameStats)
                    .font(.system(size: 12))
                    .foregroundColor(.white)
                    .padding(.horizontal, 12)
                    .padding(.vertical, 4)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .background(DevChrome.stripBackground)
            }
        }
    }

    /// The strip's line: the frame times, then the state words when there are any.
    ///
    /// ```swift
    /// DevChrome.stripText("16.7 ms · 60 fps · work 2.0 ms", status: "paused")
    /// // "16.7 ms · 60 fps · work 2.0 ms · paused"
    /// ```
    package static func stripText(_ times: String, status: String) -> String {
        status.isEmpty ? times : "\(times) · \(status)"
    }
}
