import Foundation

/// Blurs content with a Gaussian in an offscreen layer (`.blur(radius:opaque:)`).
public struct _BlurEffect: EffectModifier {
    public var radius: CGFloat
    public var opaque: Bool

    public var animatableData: CGFloat {
        get { radius }
        set { radius = newValue }
    }

    /// The blur's standard deviation in window points for content under `builder`'s transform
    /// (lengths scale by √|det|, as shadow radii do); 0 for a radius that is NaN, infinite or not
    /// positive.
    static func sigma(radius: CGFloat, in builder: DisplayListBuilder) -> CGFloat {
        guard radius.isFinite, radius > 0 else { return 0 }
        return radius * sqrt(abs(builder.transform.determinant))
    }

    func apply(to builder: inout DisplayListBuilder, size: CGSize) {
        let sigma = _BlurEffect.sigma(radius: radius, in: builder)
        guard sigma > 0 else { return }
        builder.beginLayer(DisplayLayer(effect: .blur(radius: sigma, opaque: opaque)), frame: CGRect(origin: .zero, size: size))
    }
}

extension View {
    /// Blurs the view with a Gaussian whose standard deviation is `radius` points — what SwiftUI's
    /// `GraphicsContext.Filter.blur(radius:)` documents for the same word, and what Core Image's
    /// `CIGaussianBlur` radius is. The blur spreads beyond the view's frame (by about 3 × radius).
    /// With `opaque: true` the blur stays inside the frame: samples beyond it repeat the frame's
    /// edge, so an opaque view stays opaque to its edges. The radius animates. A radius that is
    /// NaN, infinite, zero or negative draws the view unblurred; a huge finite one spreads the view
    /// until it all but vanishes (the renderer limits σ to the layer's size in pixels).
    ///
    /// ```swift
    /// Text("Secret").blur(radius: revealed ? 0 : 6)
    /// ```
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        modifier(_BlurEffect(radius: radius, opaque: opaque))
    }
}
