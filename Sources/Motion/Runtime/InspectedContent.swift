import MotionUI

/// The app's root view as the runtime's chrome shows it while the F2 inspector may be on: the
/// content, with the selected view's drawn frame outlined over it (a 2-point pink line, not
/// hit-testable). Rows of the inspector come from under it only, so the chrome's own views are
/// never listed. The outline is in window points: this view sits at the window's top-left corner.
///
/// ```swift
/// InspectedContent(content: AnyView(Pulse()), outline: CGRect(x: 10, y: 10, width: 40, height: 40))
/// ```
package struct InspectedContent: View {
    /// The app's root view.
    package let content: AnyView
    /// The frame to outline, or nil.
    package let outline: CGRect?

    /// The outline's colour.
    package static let outlineColor = Color(red: 1, green: 0.2, blue: 0.6)

    package init(content: AnyView, outline: CGRect?) {
        self.content = content
        self.outline = outline
    }

    package var body: some View {
        // The outline is placed in the space offered (the window's top-left corner at the origin),
        // in which the app is centred as before.
        content.frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity).overlay(alignment: .topLeading) {
            if let outline, outline.width.isFinite, outline.height.isFinite {
                Rectangle()
                    .stroke(InspectedContent.outlineColor, lineWidth: 2)
                    .frame(width: max(outline.width, 0), height: max(outline.height, 0))
                    .offset(x: outline.minX, y: outline.minY)
                    .allowsHitTesting(false)
            }
        }
    }

    /// `row` with its view path starting at the app's root view, or nil for a row of a view
    /// outside the app (the chrome's own).
    package static func appRow(_ row: LiveAnimation) -> LiveAnimation? {
        row.relative(to: "InspectedContent")
    }
}
