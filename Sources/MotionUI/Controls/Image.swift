import Foundation

/// A named image from the app's assets, as SwiftUI's `Image(_:)`: `Assets/<name>.png`, drawn by the
/// backend (the SDL backend's `ImageStore`).
///
/// Sizing, as SwiftUI:
/// - not resizable: the image's natural size, from the host's ``ImageSizer``, whatever is proposed
///   (0 × 0 when the host has no sizer or the sizer does not know the name);
/// - ``resizable()``: fills the proposed size; a dimension proposed as nil or infinite takes the
///   natural size's (so `.resizable().fixedSize()` is the natural size).
///
/// The image is stretched over the view's frame. Bad sizes from a sizer (NaN, infinite or negative
/// dimensions) read as 0.
///
/// ```swift
/// Image(accepted ? "checkmark-true" : "checkmark-false")
///     .resizable()
///     .frame(width: 18, height: 18)
/// ```
public struct Image: PrimitiveView, Equatable {
    /// The asset's name, without `.png`.
    public var name: String
    /// Whether the image fills the proposed size instead of keeping its natural size.
    public var isResizable = false

    /// The image named `name` in `Assets/`.
    ///
    /// ```swift
    /// Image("checkmark-true")
    /// ```
    public init(_ name: String) {
        self.name = name
    }

    /// The same image, sized to fill the space proposed to it.
    ///
    /// ```swift
    /// Image("checkmark-false").resizable().frame(width: 18, height: 18)
    /// ```
    public func resizable() -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }

    func makeNode(graph: ViewGraph) -> ViewNode { ImageNode(graph: graph) }
}

/// Sizes and draws an ``Image``.
final class ImageNode: ViewNode {
    private var image = Image("")

    override func update(view: Any, context: UpdateContext) {
        image = view as! Image
        noteUpdate(context: context)
    }

    override func refresh(context: UpdateContext) { update(view: image, context: context) }

    /// The natural size in points from the host's sizer, 0 × 0 without one.
    var naturalSize: CGSize {
        guard let size = graph.imageSizer?.size(ofImage: image.name) else { return .zero }
        func clean(_ v: CGFloat) -> CGFloat { v.isFinite && v > 0 ? v : 0 }
        return CGSize(width: clean(size.width), height: clean(size.height))
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let natural = naturalSize
        guard image.isResizable else { return natural }
        let proposal = proposal.sanitized
        func dimension(_ proposed: CGFloat?, _ natural: CGFloat) -> CGFloat {
            guard let proposed, proposed.isFinite else { return natural }
            return proposed
        }
        return CGSize(width: dimension(proposal.width, natural.width), height: dimension(proposal.height, natural.height))
    }

    override func drawContent(into builder: inout DisplayListBuilder, size: CGSize) {
        guard size.width > 0, size.height > 0 else { return }
        builder.image(image.name, in: CGRect(origin: .zero, size: size))
    }
}
