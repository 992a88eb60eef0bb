import Foundation

/// What a kind of view is to a screen reader by default: its traits, its label and value when the
/// view gives them (else the labels and values inside it, merged), and how it is activated or
/// adjusted. Text, images and controls answer (see ``AccessibilityRoleProviding``).
struct AccessibilityRole {
    var traits: AccessibilityTraits
    /// The label, when the view has it itself (a text's string); nil: the labels inside, joined.
    var label: String?
    var value: String?
    /// Whether activating it taps the centre of its frame (buttons, fields), as a finger would.
    var tapsToActivate = false
    /// What activating it does instead of a tap (a toggle flips its binding).
    var action: (() -> Void)?
    /// What a tap on it would do, for when it cannot be tapped (in an accessibility representation,
    /// which is not drawn): a button's action.
    var actionWithoutTap: (() -> Void)?
    var adjustment: ((AccessibilityAdjustmentDirection) -> Void)?
}

/// A view (or a node of a primitive view) that is an accessibility element by default.
protocol AccessibilityRoleProviding {
    /// The element's defaults; nil when this one is not an element (an empty text).
    var accessibilityRole: AccessibilityRole? { get }
}

extension Button: AccessibilityRoleProviding {
    var accessibilityRole: AccessibilityRole? {
        AccessibilityRole(traits: .isButton, tapsToActivate: true, actionWithoutTap: action)
    }
}

extension Label: AccessibilityRoleProviding {
    /// Static text labelled with its title alone (the icon is decorative, as on iOS); a title that
    /// is not a `Text` gives the labels inside, joined.
    var accessibilityRole: AccessibilityRole? {
        AccessibilityRole(traits: .isStaticText, label: (title as? Text)?.content)
    }
}

extension Toggle: AccessibilityRoleProviding {
    /// A switch button valued "on" or "off"; activating it flips it, as VoiceOver's double tap does.
    var accessibilityRole: AccessibilityRole? {
        let isOn = self.isOn
        return AccessibilityRole(traits: [.isButton, .isToggle], value: isOn.wrappedValue ? "on" : "off",
                                 action: { isOn.wrappedValue.toggle() })
    }
}

extension Slider: AccessibilityRoleProviding {
    /// Valued as the percentage of its range (rounded), labelled by a `Text` label; adjusting it
    /// moves it by one step, or by a tenth of its range without steps, within its bounds.
    var accessibilityRole: AccessibilityRole? {
        let value = self.value, bounds = self.bounds, step = self.step
        let span = bounds.upperBound - bounds.lowerBound
        let fraction = span > 0 && span.isFinite ? min(max((value.wrappedValue - bounds.lowerBound) / span, 0), 1) : 0
        return AccessibilityRole(
            traits: [], label: (label as? Text)?.content, value: "\(Int((fraction * 100).rounded()))%",
            adjustment: { direction in
                guard span > 0, span.isFinite else { return }
                let delta = (step ?? span / 10) * (direction == .increment ? 1 : -1)
                value.wrappedValue = min(max(value.wrappedValue + delta, bounds.lowerBound), bounds.upperBound)
            })
    }
}

extension TextNode: AccessibilityRoleProviding {
    /// Static text labelled with its string; an empty text is no element.
    var accessibilityRole: AccessibilityRole? {
        text.content.isEmpty ? nil : AccessibilityRole(traits: .isStaticText, label: text.content)
    }
}

extension ImageNode: AccessibilityRoleProviding {
    /// An image labelled with its name (the symbol's for `Image(systemName:)`).
    var accessibilityRole: AccessibilityRole? {
        AccessibilityRole(traits: .isImage, label: image.systemName ?? image.name)
    }
}

extension TextFieldNode: AccessibilityRoleProviding {
    /// Labelled with its placeholder, valued with its text (the mask characters of a secure
    /// field); activating it taps it, which focuses it.
    var accessibilityRole: AccessibilityRole? {
        guard let view else { return nil }
        let shown = type(of: view).mask.map { String(repeating: String($0), count: text.count) } ?? text
        return AccessibilityRole(traits: [], label: view.placeholder, value: shown, tapsToActivate: true)
    }
}
