import Foundation

/// The default disclosure group style, as iOS draws it: a row with the label at the leading edge
/// and a chevron (`chevron.right`, footnote-sized and semibold, in the tint) at the trailing edge,
/// turned 90° (pointing down) while expanded; the content below it, leading, 8 points apart
/// (Motion's spacing). A tap anywhere on the row toggles the group inside `withAnimation` (the
/// default animation).
///
/// ```swift
/// DisclosureGroup("Options") { Text("Sound") }.disclosureGroupStyle(.automatic)
/// ```
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
    /// The space between the row and the content.
    static var spacing: CGFloat { 8 }
    /// The chevron's angle: 0 collapsed, 90° expanded (clockwise: pointing down).
    static func chevronAngle(isExpanded: Bool) -> Angle { .degrees(isExpanded ? 90 : 0) }

    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: Self.spacing) {
            HStack {
                configuration.label
                Spacer()
                Image(systemName: "chevron.right")
                    .font(.footnote.weight(.semibold))
                    .foregroundStyle(.tint)
                    .rotationEffect(Self.chevronAngle(isExpanded: configuration.isExpanded))
            }
            .contentShape(Rectangle())
            .onTapGesture { withAnimation { configuration.isExpanded.toggle() } }
            if configuration.isExpanded { configuration.content }
        }
    }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    /// The default style: the iOS row with a turning chevron.
    public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}
