import Foundation

/// How labels arrange their title and icon, as SwiftUI's `LabelStyle`; set with `.labelStyle(_:)`.
///
/// Built in: `.titleAndIcon` — an `HStack` of the icon then the title, centred vertically, the
/// stack's default spacing (8 points) between them; `.iconOnly` and `.titleOnly` — just one;
/// `.automatic` — `.titleAndIcon` (Motion has no toolbars or menus that would pick another).
///
/// ```swift
/// struct Stacked: LabelStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack { configuration.icon; configuration.title }
///     }
/// }
/// Label("Play", systemImage: "play.fill").labelStyle(Stacked())
/// ```
public protocol LabelStyle {
    associatedtype Body: View
    typealias Configuration = LabelStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``LabelStyle`` is given: the label's title and icon as views.
public struct LabelStyleConfiguration {
    /// The label's title as a view.
    public typealias Title = _LabelPart<TitleTag>
    /// The label's icon as a view.
    public typealias Icon = _LabelPart<IconTag>
    /// Marks the title's type.
    public enum TitleTag {}
    /// Marks the icon's type.
    public enum IconTag {}

    /// The label's title.
    public let title: Title
    /// The label's icon.
    public let icon: Icon
}

/// One part of a label as a view (``LabelStyleConfiguration/Title`` or ``LabelStyleConfiguration/Icon``).
public struct _LabelPart<Tag>: PrimitiveView, ContainerView {
    let content: AnyView
    func makeNode(graph: ViewGraph) -> ViewNode { ContainerNode<Self>(graph: graph) }
    func updateChildren(of node: ViewNode, context: UpdateContext) {
        node.updateChild(key: .index(0), view: content, context: context)
    }
}

/// The icon, then the title, side by side.
public struct TitleAndIconLabelStyle: LabelStyle {
    /// The style.
    public init() {}
    /// The label drawn this way.
    public func makeBody(configuration: Configuration) -> some View {
        HStack { configuration.icon; configuration.title }
    }
}

/// Only the icon.
public struct IconOnlyLabelStyle: LabelStyle {
    /// The style.
    public init() {}
    /// The label drawn this way.
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// Only the title.
public struct TitleOnlyLabelStyle: LabelStyle {
    /// The style.
    public init() {}
    /// The label drawn this way.
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// The default: `.titleAndIcon` in Motion.
public struct DefaultLabelStyle: LabelStyle {
    /// The style.
    public init() {}
    /// The label drawn this way.
    public func makeBody(configuration: Configuration) -> some View { TitleAndIconLabelStyle().makeBody(configuration: configuration) }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The icon, then the title.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// Only the icon.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// Only the title.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The default style (`.titleAndIcon` here).
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

/// A label style with its type erased, as the environment stores it.
struct AnyLabelStyle {
    let makeBody: (LabelStyleConfiguration) -> AnyView

    init<S: LabelStyle>(_ style: S) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}

private struct LabelStyleKey: EnvironmentKey {
    static let defaultValue = AnyLabelStyle(DefaultLabelStyle())
}

extension EnvironmentValues {
    var labelStyle: AnyLabelStyle {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of labels inside this view.
    ///
    /// ```swift
    /// VStack { Label("Like", systemImage: "heart") }.labelStyle(.iconOnly)
    /// ```
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        environment(\.labelStyle, AnyLabelStyle(style))
    }
}
