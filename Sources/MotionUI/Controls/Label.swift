import Foundation

/// A title with an icon, as SwiftUI's `Label`: how the two are arranged comes from the
/// ``LabelStyle`` in the environment (by default the icon, then the title, side by side).
///
/// ```swift
/// Label("Favourites", systemImage: "star.fill")
/// Label { Text("Rain") } icon: { Image(systemName: "cloud.fill") }
///     .labelStyle(.iconOnly)
/// ```
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    @Environment(\.labelStyle) private var style

    /// A label from a title view and an icon view.
    ///
    /// ```swift
    /// Label { Text("Inbox") } icon: { Image(systemName: "envelope") }
    /// ```
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: some View {
        style.makeBody(LabelStyleConfiguration(title: .init(content: AnyView(title)), icon: .init(content: AnyView(icon))))
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a text title and a symbol icon (the key is the text: Motion has no string tables).
    ///
    /// ```swift
    /// Label("Delete", systemImage: "trash")
    /// ```
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(verbatim: titleKey.key) }, icon: { Image(systemName: name) })
    }

    /// A label with a text title and a symbol icon.
    ///
    /// ```swift
    /// let title = "Share"
    /// Label(title, systemImage: "square.and.arrow.up")
    /// ```
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// A label with a text title and an image from the assets as its icon.
    ///
    /// ```swift
    /// Label("Accepted", image: "checkmark-true")
    /// ```
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(verbatim: titleKey.key) }, icon: { Image(name) })
    }

    /// A label with a text title and an image from the assets as its icon.
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// The label a custom ``LabelStyle`` is given, drawn the default way.
    ///
    /// ```swift
    /// struct Red: LabelStyle {
    ///     func makeBody(configuration: Configuration) -> some View { Label(configuration).foregroundColor(.red) }
    /// }
    /// ```
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}
