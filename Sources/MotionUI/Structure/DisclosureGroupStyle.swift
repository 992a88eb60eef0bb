import Foundation

/// How a disclosure group looks and toggles, as SwiftUI's `DisclosureGroupStyle`: build the view
/// from the configuration's label, content and `isExpanded` binding; set with
/// `.disclosureGroupStyle(_:)`. Built in: `.automatic` (``AutomaticDisclosureGroupStyle``).
///
/// ```swift
/// struct PlusMinus: DisclosureGroupStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack(alignment: .leading) {
///             Button {
///                 withAnimation { configuration.isExpanded.toggle() }
///             } label: {
///                 HStack { configuration.label; Image(systemName: configuration.isExpanded ? "minus" : "plus") }
///             }
///             if configuration.isExpanded { configuration.content }
///         }
///     }
/// }
/// ```
public protocol DisclosureGroupStyle {
    associatedtype Body: View
    typealias Configuration = DisclosureGroupStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``DisclosureGroupStyle`` is given: the group's label, its content (made only when the
/// style shows it) and its expansion state as a binding.
public struct DisclosureGroupStyleConfiguration {
    /// The group's label as a view.
    public typealias Label = _StyleConfigurationLabel

    /// The group's content as a view: the group's content closure, called when this view is
    /// shown.
    public struct Content: View {
        let make: () -> AnyView
        public var body: some View { make() }
    }

    /// What the group is about.
    public let label: Label
    /// What the group shows when expanded.
    public let content: Content
    /// Whether the group is expanded; set it to expand or collapse the group.
    @Binding public var isExpanded: Bool

    init(label: Label, content: Content, isExpanded: Binding<Bool>) {
        self.label = label
        self.content = content
        _isExpanded = isExpanded
    }
}

/// A disclosure group style with its type erased, as the environment stores it.
struct AnyDisclosureGroupStyle {
    let makeBody: (DisclosureGroupStyleConfiguration) -> AnyView

    init<S: DisclosureGroupStyle>(_ style: S) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}

private struct DisclosureGroupStyleKey: EnvironmentKey {
    static let defaultValue = AnyDisclosureGroupStyle(AutomaticDisclosureGroupStyle())
}

extension EnvironmentValues {
    var disclosureGroupStyle: AnyDisclosureGroupStyle {
        get { self[DisclosureGroupStyleKey.self] }
        set { self[DisclosureGroupStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of disclosure groups inside this view.
    ///
    /// ```swift
    /// DisclosureGroup("More") { Text("Details") }.disclosureGroupStyle(PlusMinus())
    /// ```
    public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
        environment(\.disclosureGroupStyle, AnyDisclosureGroupStyle(style))
    }
}
