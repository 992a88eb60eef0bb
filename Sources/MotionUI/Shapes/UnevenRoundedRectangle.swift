import Foundation

/// A rectangle whose four corners have their own radii, aligned inside the frame it is drawn in,
/// as SwiftUI's `UnevenRoundedRectangle` (continuous corners by default).
///
/// Rule where SwiftUI is silent: each radius is clamped to half the shorter side, as a
/// ``RoundedRectangle``'s is (NaN and negative radii read as 0, a square corner), and each
/// continuous corner eases towards a circular one as its own room runs out.
///
/// ```swift
/// UnevenRoundedRectangle(topLeadingRadius: 24, bottomTrailingRadius: 24).fill(.blue)
/// Text("Chat").padding().background(.green, in: .rect(topLeadingRadius: 16, topTrailingRadius: 16))
/// ```
public struct UnevenRoundedRectangle: Shape, Hashable {
    /// The corners' radii.
    public var cornerRadii: RectangleCornerRadii
    /// Circular or continuous corners.
    public var style: RoundedCornerStyle

    /// A rectangle with `cornerRadii`.
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    /// A rectangle with the given corner radii (0 by default).
    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
                  style: style)
    }

    /// The outline filling `rect`.
    ///
    /// ```swift
    /// UnevenRoundedRectangle(topLeadingRadius: 10).path(in: CGRect(x: 0, y: 0, width: 40, height: 40))
    /// ```
    public func path(in rect: CGRect) -> Path {
        var path = Path()
        guard !rect.isNull, rect.origin.isFinite, rect.size.width.isFinite, rect.size.height.isFinite else { return path }
        let r = rect.standardized
        func corner(_ radius: CGFloat) -> CGSize {
            let v = radius.isNaN ? 0 : Swift.min(Swift.max(radius, 0), Swift.min(r.width, r.height) / 2)
            return CGSize(width: v, height: v)
        }
        RoundedCornerStyle.appendRoundedRect(r, corners: (corner(cornerRadii.topTrailing), corner(cornerRadii.bottomTrailing),
                                                          corner(cornerRadii.bottomLeading), corner(cornerRadii.topLeading)),
                                             style: style, transform: .identity, to: &path)
        return path
    }

    /// The radii, animated together.
    public var animatableData: RectangleCornerRadii.AnimatableData {
        get { cornerRadii.animatableData }
        set { cornerRadii.animatableData = newValue }
    }
}

extension UnevenRoundedRectangle: InsettableShape {
    /// The rectangle inset by `amount`, each radius shrunk by `amount` (not below 0) so the corners
    /// stay concentric.
    public func inset(by amount: CGFloat) -> _InsetShape<UnevenRoundedRectangle> {
        let d = amount.isNaN ? 0 : amount
        let r = cornerRadii
        let radii = RectangleCornerRadii(topLeading: max(r.topLeading - d, 0), bottomLeading: max(r.bottomLeading - d, 0),
                                         bottomTrailing: max(r.bottomTrailing - d, 0), topTrailing: max(r.topTrailing - d, 0))
        return _InsetShape(base: UnevenRoundedRectangle(cornerRadii: radii, style: style), amount: amount)
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle with uneven corners: `.clipShape(.rect(cornerRadii: radii))`.
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }

    /// A rectangle with the given corner radii: `.background(.blue, in: .rect(topLeadingRadius: 12))`.
    public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                            topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
                               bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
}
