import Foundation

extension Image {
    /// Whether an image is drawn as a template (its shape in the foreground colour) or with its
    /// own colours, as SwiftUI's `Image.TemplateRenderingMode`.
    ///
    /// Motion's symbols have one layer and are always drawn in the foreground colour, and asset
    /// images always with their own colours: both modes are accepted and change nothing (documented
    /// difference: `.template` does not tint an asset image).
    ///
    /// ```swift
    /// Image(systemName: "cloud.sun.fill").renderingMode(.original)
    /// ```
    public enum TemplateRenderingMode: Hashable, Sendable {
        case template, original
    }

    /// The same image with a template rendering mode (accepted, see ``TemplateRenderingMode``).
    ///
    /// ```swift
    /// Image("checkmark-true").renderingMode(.template)
    /// ```
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image {
        var copy = self
        copy.templateMode = mode
        return copy
    }

    /// A symbol drawn for a value between 0 and 1, as SwiftUI's `Image(systemName:variableValue:)`.
    /// Motion's symbols have no variable layers: the value is accepted and the whole symbol drawn.
    ///
    /// ```swift
    /// Image(systemName: "wifi", variableValue: 0.6)
    /// ```
    public init(systemName: String, variableValue: Double?) {
        self.init(systemName: systemName)
    }
}
