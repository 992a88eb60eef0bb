import Foundation

/// The default disclosure group style, as iOS draws it: a row with the label at the leading edge
/// and a chevron (`chevron.right`, footnote-sized and semibold, in the tint) at the trailing edge,
/// turned 90° (pointing down) while expanded; the content below it, leading, 8 points apart
/// (Motion's spacing) — in a list or form, each view of the content is a row of its own under the
/// group's row, as on iOS. A tap anywhere on the row toggles the group inside `withAnimation` (the
/// default animation).
///
/// ```swift
/// DisclosureGroup("Options") { Text("Sound") }.disclosureGroupStyle(.automatic)
/// ```
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        AutomaticDisclosureGroup(configuration: configuration)
    }
}

/// The view of ``AutomaticDisclosureGroupStyle``: a stack of the row and the content, or in a list
/// the row and the content's views as rows (a group, which the list splits into rows).
private struct AutomaticDisclosureGroup: View {
    let configuration: DisclosureGroupStyleConfiguration
    @Environment(\.isInList) private var isInList

    /// The space between the row and the content outside lists.
    static var spacing: CGFloat { 8 }

    var body: some View {
        if isInList {
            Group {
                row
                if configuration.isExpanded { configuration.content }
            }
        } else {
            VStack(alignment: .leading, spacing: Self.spacing) {
                row
                if configuration.isExpanded { configuration.content }
            }
        }
    }

    private var row: some View {
        HStack {
            configuration.label
            Spacer()
            Image(systemName: "chevron.right")
                .font(.footnote.weight(.semibold))
                .foregroundStyle(.tint)
                .rotationEffect(.degrees(configuration.isExpanded ? 90 : 0))
        }
        .contentShape(Rectangle())
        .onTapGesture { withAnimation { configuration.isExpanded.toggle() } }
    }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    /// The default style: the iOS row with a turning chevron.
    public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}
