import Foundation

/// The accessibility modifiers, as SwiftUI's: each returns the view with an
/// ``AccessibilityAttachmentModifier`` setting properties of its accessibility elements (every
/// element inside a view that is not one itself, such as a stack). Read the result with
/// ``ViewHost/accessibilityElements``. The `isEnabled:` forms change nothing when it is false.
extension View {
    /// This view with `change` made to the accessibility properties of its elements (none when not `isEnabled`).
    private func accessibilityAttachment(isEnabled: Bool = true,
                                         _ change: (inout AccessibilityProperties) -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        var properties = AccessibilityProperties()
        if isEnabled { change(&properties) }
        return modifier(AccessibilityAttachmentModifier(properties: properties))
    }

    // MARK: Label, value, hint

    /// Names the view for a screen reader, in place of what it shows (an icon's name, say).
    ///
    /// ```swift
    /// Button(action: play) { Image(systemName: "play.fill") }
    ///     .accessibilityLabel("Play")
    /// ```
    public func accessibilityLabel(_ label: Text, isEnabled: Bool = true) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(isEnabled: isEnabled) { $0.label = label.content }
    }

    /// Names the view for a screen reader (a string literal).
    ///
    /// ```swift
    /// Image(systemName: "gear").accessibilityLabel("Settings")
    /// ```
    public func accessibilityLabel(_ labelKey: LocalizedStringKey, isEnabled: Bool = true) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityLabel(Text(labelKey), isEnabled: isEnabled)
    }

    /// Names the view for a screen reader (a string value).
    ///
    /// ```swift
    /// Image(systemName: "person").accessibilityLabel(user.name)
    /// ```
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S, isEnabled: Bool = true) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityLabel(Text(label), isEnabled: isEnabled)
    }

    /// Describes the view's value, when it is not its label ("60%" for a volume, say).
    ///
    /// ```swift
    /// Gauge(value: level) { Text("Battery") }.accessibilityValue(Text("\(Int(level * 100))%"))
    /// ```
    public func accessibilityValue(_ value: Text, isEnabled: Bool = true) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(isEnabled: isEnabled) { $0.value = value.content }
    }

    /// Describes the view's value (a string literal).
    ///
    /// ```swift
    /// Stars(count: 4).accessibilityValue("4 stars")
    /// ```
    public func accessibilityValue(_ valueKey: LocalizedStringKey, isEnabled: Bool = true) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityValue(Text(valueKey), isEnabled: isEnabled)
    }

    /// Describes the view's value (a string value).
    ///
    /// ```swift
    /// Stars(count: n).accessibilityValue(String(n))
    /// ```
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S, isEnabled: Bool = true) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityValue(Text(value), isEnabled: isEnabled)
    }

    /// Says what activating the view does.
    ///
    /// ```swift
    /// Button("Send", action: send).accessibilityHint(Text("Sends the message"))
    /// ```
    public func accessibilityHint(_ hint: Text, isEnabled: Bool = true) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(isEnabled: isEnabled) { $0.hint = hint.content }
    }

    /// Says what activating the view does (a string literal).
    ///
    /// ```swift
    /// Button("Send", action: send).accessibilityHint("Sends the message")
    /// ```
    public func accessibilityHint(_ hintKey: LocalizedStringKey, isEnabled: Bool = true) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityHint(Text(hintKey), isEnabled: isEnabled)
    }

    /// Says what activating the view does (a string value).
    ///
    /// ```swift
    /// Button("Send", action: send).accessibilityHint(hintText)
    /// ```
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S, isEnabled: Bool = true) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityHint(Text(hint), isEnabled: isEnabled)
    }

    /// Other names voice control accepts for the view (the label first, by default).
    ///
    /// ```swift
    /// Button("Send", action: send).accessibilityInputLabels([Text("Send"), Text("Post")])
    /// ```
    public func accessibilityInputLabels(_ inputLabels: [Text], isEnabled: Bool = true) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(isEnabled: isEnabled) { $0.inputLabels = inputLabels.map(\.content) }
    }

    /// Other names voice control accepts for the view (string literals).
    ///
    /// ```swift
    /// Button("Send", action: send).accessibilityInputLabels(["Send", "Post"])
    /// ```
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey], isEnabled: Bool = true) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityInputLabels(inputLabelKeys.map { Text($0) }, isEnabled: isEnabled)
    }

    /// Other names voice control accepts for the view (string values).
    ///
    /// ```swift
    /// Button(title, action: send).accessibilityInputLabels(synonyms)
    /// ```
    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S], isEnabled: Bool = true) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityInputLabels(inputLabels.map { Text($0) }, isEnabled: isEnabled)
    }

    // MARK: Identity, visibility, order, traits

    /// An identifier tests and tools find the view by (never spoken); see
    /// ``ViewHost/activateAccessibilityElement(identifier:)`` and the player's `click id:NAME`.
    ///
    /// ```swift
    /// Button("Login", action: login).accessibilityIdentifier("loginButton")
    /// ```
    public func accessibilityIdentifier(_ identifier: String, isEnabled: Bool = true) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(isEnabled: isEnabled) { $0.identifier = identifier }
    }

    /// Hides the view and everything in it from screen readers when `hidden` (a decorative image, say).
    ///
    /// ```swift
    /// Image("divider").accessibilityHidden(true)
    /// ```
    public func accessibilityHidden(_ hidden: Bool, isEnabled: Bool = true) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(isEnabled: isEnabled) { $0.isHidden = hidden }
    }

    /// The view's place among its siblings in reading order: higher first (0 by default).
    ///
    /// ```swift
    /// ZStack {
    ///     Image("poster")
    ///     Text("Now showing").accessibilitySortPriority(1)   // read first
    /// }
    /// ```
    public func accessibilitySortPriority(_ sortPriority: Double) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment { $0.sortPriority = sortPriority }
    }

    /// Adds traits to the view's elements.
    ///
    /// ```swift
    /// Text("Settings").accessibilityAddTraits(.isHeader)
    /// ```
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment { $0.addedTraits = traits }
    }

    /// Removes traits from the view's elements.
    ///
    /// ```swift
    /// Image("logo").accessibilityRemoveTraits(.isImage)
    /// ```
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment { $0.removedTraits = traits }
    }

    /// Makes the view a heading of `level` (adds ``AccessibilityTraits/isHeader``).
    ///
    /// ```swift
    /// Text("Account").accessibilityHeading(.h1)
    /// ```
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment {
            $0.headingLevel = level
            $0.addedTraits = .isHeader
        }
    }

    /// Makes the view one accessibility element, or a container of the elements inside it (see
    /// ``AccessibilityChildBehavior``); `.ignore` (the default) starts it blank.
    ///
    /// ```swift
    /// HStack { Image(systemName: "star.fill"); Text("4.5") }
    ///     .accessibilityElement(children: .combine)   // "star.fill, 4.5"
    /// ```
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        accessibilityAttachment { $0.childBehavior = children }
    }

    /// Marks the view as showing the large content viewer (a bar item's enlarged HUD on iOS);
    /// Motion records it on the element (``AccessibilityElement/showsLargeContentViewer``).
    ///
    /// ```swift
    /// Image(systemName: "house").accessibilityShowsLargeContentViewer()
    /// ```
    public func accessibilityShowsLargeContentViewer() -> some View {
        accessibilityAttachment { $0.showsLargeContentViewer = true }
    }

    /// Shows screen readers `representation` in place of this view (a custom control seen as the
    /// standard one it behaves like); the view keeps its looks and input. The representation is
    /// laid out in this view's frame but never drawn: activating one of its buttons runs the
    /// button's action.
    ///
    /// ```swift
    /// KnobDial(value: $volume)
    ///     .accessibilityRepresentation {
    ///         Slider(value: $volume, in: 0...10) { Text("Volume") }
    ///     }
    /// ```
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View {
        modifier(AccessibilityRepresentationModifier(representation: representation()))
    }

    // MARK: Actions

    /// What `actionKind` does to the view: `.default` replaces its activation (a control's tap),
    /// the others are offered beside it.
    ///
    /// ```swift
    /// Card().accessibilityAction { open() }
    /// Card().accessibilityAction(.escape) { close() }
    /// ```
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default,
                                    _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment {
            if actionKind == .default {
                $0.defaultAction = handler
            } else {
                $0.actions = [AccessibilityCustomAction(kind: actionKind, activation: .perform(handler))]
            }
        }
    }

    /// A custom action called `name` (VoiceOver's actions rotor).
    ///
    /// ```swift
    /// MessageRow(message).accessibilityAction(named: Text("Reply")) { reply(message) }
    /// ```
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAction(AccessibilityActionKind(named: name), handler)
    }

    /// A custom action called `nameKey` (a string literal).
    ///
    /// ```swift
    /// MessageRow(message).accessibilityAction(named: "Reply") { reply(message) }
    /// ```
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAction(named: Text(nameKey), handler)
    }

    /// A custom action called `name` (a string value).
    ///
    /// ```swift
    /// MessageRow(message).accessibilityAction(named: actionTitle) { reply(message) }
    /// ```
    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAction(named: Text(name), handler)
    }

    /// Makes the view adjustable (VoiceOver's swipe up and down) with `handler`.
    ///
    /// ```swift
    /// Rating(stars: $stars).accessibilityAdjustableAction { direction in
    ///     stars += direction == .increment ? 1 : -1
    /// }
    /// ```
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment { $0.adjustment = handler }
    }

    // MARK: The iOS 13 spellings

    /// `accessibilityLabel(_:)`'s older spelling.
    ///
    /// ```swift
    /// Image(systemName: "play.fill").accessibility(label: Text("Play"))
    /// ```
    public func accessibility(label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityLabel(label) }

    /// `accessibilityValue(_:)`'s older spelling.
    ///
    /// ```swift
    /// Stars(count: 4).accessibility(value: Text("4 stars"))
    /// ```
    public func accessibility(value: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityValue(value) }

    /// `accessibilityHint(_:)`'s older spelling.
    ///
    /// ```swift
    /// Button("Send", action: send).accessibility(hint: Text("Sends the message"))
    /// ```
    public func accessibility(hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityHint(hint) }

    /// `accessibilityHidden(_:)`'s older spelling.
    ///
    /// ```swift
    /// Image("divider").accessibility(hidden: true)
    /// ```
    public func accessibility(hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityHidden(hidden) }

    /// `accessibilityIdentifier(_:)`'s older spelling.
    ///
    /// ```swift
    /// Button("Login", action: login).accessibility(identifier: "loginButton")
    /// ```
    public func accessibility(identifier: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityIdentifier(identifier) }

    /// `accessibilityAddTraits(_:)`'s older spelling.
    ///
    /// ```swift
    /// Text("Settings").accessibility(addTraits: .isHeader)
    /// ```
    public func accessibility(addTraits traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAddTraits(traits)
    }

    /// `accessibilityRemoveTraits(_:)`'s older spelling.
    ///
    /// ```swift
    /// Image("logo").accessibility(removeTraits: .isImage)
    /// ```
    public func accessibility(removeTraits traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityRemoveTraits(traits)
    }

    /// `accessibilitySortPriority(_:)`'s older spelling.
    ///
    /// ```swift
    /// Text("Now showing").accessibility(sortPriority: 1)
    /// ```
    public func accessibility(sortPriority: Double) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilitySortPriority(sortPriority)
    }
}
