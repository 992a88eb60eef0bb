import Foundation

extension GraphicsContext {
    /// An `Image` resolved in a context's environment, with its natural size, as SwiftUI's
    /// `GraphicsContext.ResolvedImage`.
    ///
    /// A bitmap's size comes from the host's image sizer (zero when the image is unknown) and its
    /// baseline is its bottom; a symbol (`Image(systemName:)`) takes the size of the environment's
    /// font and draws in ``shading`` (the foreground colour when nil).
    ///
    /// ```swift
    /// let star = context.resolve(Image(systemName: "star.fill"))
    /// context.draw(star, at: CGPoint(x: 20, y: 20))
    /// ```
    public struct ResolvedImage {
        /// The image's natural size in points.
        public var size: CGSize
        /// The distance from the image's top to its text baseline.
        public let baseline: CGFloat
        /// The colour a symbol is drawn with; nil draws it in the foreground colour. Bitmaps ignore it.
        public var shading: Shading?
        let image: Image
        let environment: EnvironmentValues

        init(_ image: Image, environment: EnvironmentValues, measurer: any TextMeasurer, sizer: ImageSizer?) {
            self.image = image
            self.environment = environment
            if let systemName = image.systemName {
                let symbol = SymbolImageRenderer()
                _ = symbol.update(systemName: systemName, environment: environment, transaction: Transaction(), at: 0)
                size = symbol.naturalSize(environment: environment, measurer: measurer)
                baseline = symbol.baseline(in: size, environment: environment, measurer: measurer)
            } else {
                let natural = sizer?.size(ofImage: image.name) ?? .zero
                func clean(_ v: CGFloat) -> CGFloat { v.isFinite && v > 0 ? v : 0 }
                size = CGSize(width: clean(natural.width), height: clean(natural.height))
                baseline = size.height
            }
        }
    }

    /// `image` resolved in this context's environment.
    ///
    /// ```swift
    /// let logo = context.resolve(Image("logo"))
    /// logo.size   // the asset's size in points
    /// ```
    public func resolve(_ image: Image) -> ResolvedImage {
        ResolvedImage(image, environment: environment, measurer: textMeasurer, sizer: imageSizer)
    }

    /// Draws a resolved image stretched over `rect`. `style` is accepted for SwiftUI's signature
    /// (an image fills its whole rectangle whatever the rule).
    ///
    /// ```swift
    /// context.draw(context.resolve(Image("logo")), in: CGRect(x: 0, y: 0, width: 64, height: 64))
    /// ```
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        guard rect.origin.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
        let rect = rect.standardized
        if let systemName = image.image.systemName {
            var environment = image.environment
            if let shading = image.shading { environment.foregroundColor = shading.resolvedColor(in: environment) }
            record(.symbol(systemName, environment: environment, rect: rect))
        } else {
            record(.image(image.image.name, rect: rect))
        }
    }

    /// Draws a resolved image at its natural size with its `anchor` at `point`.
    ///
    /// ```swift
    /// context.draw(context.resolve(Image(systemName: "heart.fill")), at: CGPoint(x: 50, y: 50))
    /// ```
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(image, in: CGRect(x: point.x - anchor.x * image.size.width, y: point.y - anchor.y * image.size.height,
                               width: image.size.width, height: image.size.height))
    }

    /// Resolves `image` and draws it stretched over `rect`.
    ///
    /// ```swift
    /// context.draw(Image("photo"), in: CGRect(origin: .zero, size: size))
    /// ```
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(resolve(image), in: rect, style: style)
    }

    /// Resolves `image` and draws it at its natural size with its `anchor` at `point`.
    ///
    /// ```swift
    /// context.draw(Image(systemName: "star"), at: CGPoint(x: 10, y: 10), anchor: .topLeading)
    /// ```
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(image), at: point, anchor: anchor)
    }
}
