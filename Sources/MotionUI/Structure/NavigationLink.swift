import Foundation

/// A button that pushes a page on the enclosing ``NavigationStack``, as SwiftUI's `NavigationLink`:
/// a value (shown by the stack's `.navigationDestination(for:)`) or a destination view.
///
/// ```swift
/// NavigationLink("Settings") { SettingsView() }
/// NavigationLink(value: item) { Text(item.name) }
/// NavigationLink(destination: Detail()) { Text("Detail") }
/// ```
///
/// In a list row the label is drawn in the primary colour with a chevron ("›", tertiary label
/// colour) at the trailing edge; elsewhere it looks like a button. Outside any stack, or with a
/// `nil` value, a tap does nothing.
public struct NavigationLink<Label: View, Destination: View>: View {
    enum Target {
        case value(AnyHashable?)
        case destination(() -> Destination)
    }

    let label: Label
    let target: Target
    @Environment(\.navigationStack) private var stack
    @Environment(\.isInList) private var isInList

    /// A link pushing `destination`.
    public init(@ViewBuilder destination: @escaping () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.target = .destination(destination)
    }

    /// A link pushing `destination` (the older spelling).
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.target = .destination({ destination })
    }

    public var body: some View {
        Button(action: push) {
            if isInList {
                HStack {
                    label
                    Spacer()
                    Text("›").font(.body.bold()).foregroundColor(StructureColors.tertiaryLabel)
                        .accessibilityHidden(true)   // a screen reader reads the link, not its chevron
                }
                .foregroundColor(.primary)
            } else {
                label
            }
        }
    }

    private func push() {
        guard let stack else { return }
        switch target {
        case .value(let value?): stack.push(value: value)
        case .value(nil): break
        case .destination(let make): stack.push(destination: AnyView(make()))
        }
    }
}

extension NavigationLink where Label == Text {
    /// A link titled `title` pushing `destination`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: @escaping () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }

    /// A link titled `title` pushing `destination` (the older spelling).
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }
}

extension NavigationLink where Destination == Never {
    /// A link pushing `value`; the stack shows it with its `.navigationDestination(for:)`.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.target = .value(value.map { AnyHashable($0) })
    }
}

extension NavigationLink where Destination == Never, Label == Text {
    /// A link titled `title` pushing `value`.
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}
