import Foundation

/// The configuration of a Liquid Glass material, as SwiftUI's `Glass` (iOS 26): `.regular`, `.clear`,
/// `.identity`, with `.tint(_:)` and `.interactive(_:)`.
///
/// Motion's approximation (no refraction or blur; that needs a backdrop filter): glass draws its
/// shape behind the view filled with white at 0.6 (`.regular`) or 0.25 (`.clear`), under a 1-point
/// white rim at 0.8; a tint replaces the white fill with the tint colour at 0.5 of its opacity;
/// `.identity` draws nothing; `interactive` is accepted and changes nothing.
///
/// ```swift
/// Text("Hello").padding().glassEffect()
/// Button("Play") {}.padding().glassEffect(.regular.tint(.orange).interactive())
/// ```
public struct Glass: Equatable, Sendable {
    /// The white fill's opacity (0 for identity).
    let fillOpacity: Double
    /// The tint, if any.
    let tintColor: Color?
    /// Whether the glass reacts to touches (accepted; Motion draws it the same).
    public private(set) var isInteractive = false

    /// The standard glass (white at 0.6 in Motion).
    ///
    /// ```swift
    /// view.glassEffect(.regular)
    /// ```
    public static let regular = Glass(fillOpacity: 0.6, tintColor: nil)
    /// The more transparent glass for media (white at 0.25 in Motion).
    ///
    /// ```swift
    /// view.glassEffect(.clear)
    /// ```
    public static let clear = Glass(fillOpacity: 0.25, tintColor: nil)
    /// No glass at all: draws nothing (for toggling the effect off).
    ///
    /// ```swift
    /// view.glassEffect(isOn ? .regular : .identity)
    /// ```
    public static let identity = Glass(fillOpacity: 0, tintColor: nil)

    /// The same glass tinted with `color` (nil: untinted).
    ///
    /// ```swift
    /// view.glassEffect(.regular.tint(.blue))
    /// ```
    public func tint(_ color: Color?) -> Glass {
        var copy = Glass(fillOpacity: fillOpacity, tintColor: color)
        copy.isInteractive = isInteractive
        return copy
    }

    /// The same glass, reacting to touches or not (Motion draws it the same).
    ///
    /// ```swift
    /// view.glassEffect(.regular.interactive())
    /// ```
    public func interactive(_ isEnabled: Bool = true) -> Glass {
        var copy = self
        copy.isInteractive = isEnabled
        return copy
    }

    /// The fill colour (see the type's rule); nil for identity.
    var fillColor: Color? {
        guard fillOpacity > 0 else { return nil }
        return tintColor.map { $0.opacity(0.5) } ?? Color(white: 1, opacity: fillOpacity)
    }
}

/// The default shape of `glassEffect(_:in:)`: a capsule, as SwiftUI's `DefaultGlassEffectShape`.
///
/// ```swift
/// view.glassEffect(.regular, in: DefaultGlassEffectShape())
/// ```
public struct DefaultGlassEffectShape: Shape, Hashable {
    /// The default glass shape.
    ///
    /// ```swift
    /// DefaultGlassEffectShape().path(in: CGRect(x: 0, y: 0, width: 80, height: 30))
    /// ```
    public init() {}

    /// A capsule in `rect`.
    public func path(in rect: CGRect) -> Path { Capsule().path(in: rect) }
}

/// Glass drawn behind a view in a shape: the fill, then the rim.
struct _GlassBackground<S: Shape>: View {
    let glass: Glass
    let shape: S

    var body: some View {
        if let fill = glass.fillColor {
            ZStack {
                shape.fill(fill)
                shape.stroke(Color(white: 1, opacity: 0.8), lineWidth: 1)
            }
        }
    }
}

/// A container for views with glass effects, as SwiftUI's `GlassEffectContainer`. Motion does not
/// morph neighbouring glass shapes into each other, so the container lays its content out as a
/// ZStack would (`spacing` is accepted and has no effect).
///
/// ```swift
/// GlassEffectContainer(spacing: 20) {
///     HStack { a.glassEffect(); b.glassEffect() }
/// }
/// ```
public struct GlassEffectContainer<Content: View>: View {
    let content: Content

    /// A container of glass views.
    ///
    /// ```swift
    /// GlassEffectContainer { Text("A").padding().glassEffect() }
    /// ```
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View { ZStack { content } }
}

extension View {
    /// Draws a Liquid Glass material in `shape` behind the view, as SwiftUI's `glassEffect(_:in:)`
    /// (iOS 26), approximated as ``Glass`` describes. The shape fills the view's frame.
    ///
    /// ```swift
    /// Text("Hello, World!").font(.title).padding().glassEffect()
    /// Image("play").padding().glassEffect(.clear, in: .circle)
    /// ```
    public func glassEffect<S: Shape>(_ glass: Glass = .regular, in shape: S = DefaultGlassEffectShape()) -> some View {
        background(_GlassBackground(glass: glass, shape: shape), alignment: .center)
    }
}
