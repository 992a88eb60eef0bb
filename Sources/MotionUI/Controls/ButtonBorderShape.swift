import Foundation

/// The shape of a bordered button, as SwiftUI's `ButtonBorderShape`.
///
/// `.automatic` is a rounded rectangle whose radius follows the control size (6 for mini and
/// small, 8 regular, 12 large and extra large) — Motion's choice, close to iOS 17's look.
///
/// ```swift
/// Button("Follow") {}.buttonStyle(.bordered).buttonBorderShape(.capsule)
/// ```
public struct ButtonBorderShape: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, capsule, circle, roundedRectangle(CGFloat?) }
    let kind: Kind

    /// The style's default shape (see the type's rule).
    ///
    /// ```swift
    /// view.buttonBorderShape(.automatic)
    /// ```
    public static let automatic = ButtonBorderShape(kind: .automatic)
    /// A capsule.
    ///
    /// ```swift
    /// view.buttonBorderShape(.capsule)
    /// ```
    public static let capsule = ButtonBorderShape(kind: .capsule)
    /// A circle (an ellipse in a button that is not square).
    ///
    /// ```swift
    /// view.buttonBorderShape(.circle)
    /// ```
    public static let circle = ButtonBorderShape(kind: .circle)
    /// A rounded rectangle with the control size's radius.
    ///
    /// ```swift
    /// view.buttonBorderShape(.roundedRectangle)
    /// ```
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))

    /// A rounded rectangle of corner radius `radius` (NaN or negative: 0).
    ///
    /// ```swift
    /// view.buttonBorderShape(.roundedRectangle(radius: 4))
    /// ```
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(radius.isFinite && radius > 0 ? radius : 0))
    }

    /// The outline in `rect` for a button of `controlSize`.
    func path(in rect: CGRect, controlSize: ControlSize) -> Path {
        switch kind {
        case .capsule: return Capsule().path(in: rect)
        case .circle: return Ellipse().path(in: rect)
        case .automatic, .roundedRectangle(nil):
            return RoundedRectangle(cornerRadius: controlSize.borderedCornerRadius, style: .continuous).path(in: rect)
        case .roundedRectangle(let radius?):
            return RoundedRectangle(cornerRadius: radius, style: .continuous).path(in: rect)
        }
    }
}

private struct ButtonBorderShapeKey: EnvironmentKey { static let defaultValue = ButtonBorderShape.automatic }

extension EnvironmentValues {
    /// The shape of bordered buttons below, set by `.buttonBorderShape(_:)`.
    var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

extension View {
    /// Sets the shape of bordered buttons inside this view, as SwiftUI's `buttonBorderShape(_:)`.
    ///
    /// ```swift
    /// Button("Go") {}.buttonStyle(.borderedProminent).buttonBorderShape(.capsule)
    /// ```
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        environment(\.buttonBorderShape, shape)
    }
}
