import Foundation

// The shapes as members of `Shape`, as SwiftUI spells them where a shape is expected:
// `.clipShape(.capsule)`, `.background(.blue, in: .rect(cornerRadius: 12))`, `.glassEffect(in: .circle)`.

extension Shape where Self == Rectangle {
    /// A rectangle: `.clipShape(.rect)`.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rounded rectangle: `.clipShape(.rect(cornerRadius: 12))`.
    ///
    /// ```swift
    /// Image("photo").clipShape(.rect(cornerRadius: 16))
    /// ```
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    /// A rounded rectangle with elliptical corners: `.clipShape(.rect(cornerSize: CGSize(width: 8, height: 4)))`.
    ///
    /// ```swift
    /// view.clipShape(.rect(cornerSize: CGSize(width: 8, height: 4)))
    /// ```
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == Circle {
    /// A circle: `.clipShape(.circle)`.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
    /// A capsule: `.clipShape(.capsule)`.
    public static var capsule: Capsule { Capsule() }

    /// A capsule with the given corner style: `.clipShape(.capsule(style: .continuous))`.
    ///
    /// ```swift
    /// view.background(.blue, in: .capsule(style: .continuous))
    /// ```
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == Ellipse {
    /// An ellipse: `.clipShape(.ellipse)`.
    public static var ellipse: Ellipse { Ellipse() }
}
