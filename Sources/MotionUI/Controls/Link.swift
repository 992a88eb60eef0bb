import Foundation

/// A control that opens a URL, as SwiftUI's `Link`: drawn as a plain button (its label in the
/// accent colour), tapping it calls the environment's ``OpenURLAction`` with `destination`. A
/// screen reader finds a link (``AccessibilityTraits/isLink``), not a button.
///
/// ```swift
/// Link("View Our Terms of Service", destination: URL(string: "https://www.example.com/TOS.html")!)
/// Link(destination: url) { Label("Website", systemImage: "globe") }
/// ```
public struct Link<Label: View>: View {
    let destination: URL
    let label: Label
    @Environment(\.openURL) private var openURL

    /// A link with a label view.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public var body: some View {
        let (openURL, destination) = (self.openURL, self.destination)
        return Button { openURL(destination) } label: { label }
            .accessibilityRemoveTraits(.isButton)
            .accessibilityAddTraits(.isLink)
    }
}

extension Link where Label == Text {
    /// A link titled with a localized string key (Motion shows it as written, interpolations filled in).
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link titled with a string.
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
