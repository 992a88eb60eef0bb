import Foundation

/// An action an element offers besides its activation: a named custom action or a system one
/// (escape, magic tap…), and what performing it does (the app's handler, or a tap on a control
/// merged into the element).
struct AccessibilityCustomAction {
    let kind: AccessibilityActionKind
    let activation: AccessibilityElement.Activation
}
