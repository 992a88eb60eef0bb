import Foundation

/// What one accessibility modifier sets on the elements of the view it modifies. Inner modifiers
/// win: a property an inner modifier set is not overwritten by an outer one, while the views'
/// defaults (a text's string, a button's combined label) are; traits add up in order, inner first.
struct AccessibilityProperties {
    /// The properties an element has had set by a modifier.
    struct Fields: OptionSet {
        let rawValue: Int
        static let label = Fields(rawValue: 1 << 0)
        static let value = Fields(rawValue: 1 << 1)
        static let hint = Fields(rawValue: 1 << 2)
        static let identifier = Fields(rawValue: 1 << 3)
        static let sortPriority = Fields(rawValue: 1 << 4)
        static let inputLabels = Fields(rawValue: 1 << 5)
        static let headingLevel = Fields(rawValue: 1 << 6)
        static let activation = Fields(rawValue: 1 << 7)
        static let adjustment = Fields(rawValue: 1 << 8)
    }

    var label: String?
    var value: String?
    var hint: String?
    var identifier: String?
    var sortPriority: Double?
    var inputLabels: [String]?
    var headingLevel: AccessibilityHeadingLevel?
    var addedTraits: AccessibilityTraits = []
    var removedTraits: AccessibilityTraits = []
    /// `.accessibilityHidden(true)`: the view and everything in it leave the tree.
    var isHidden = false
    var showsLargeContentViewer = false
    /// `.accessibilityElement(children:)`: the view becomes one element (or a container).
    var childBehavior: AccessibilityChildBehavior?
    /// The default action (``AccessibilityActionKind/default``), which replaces a control's tap.
    var defaultAction: (() -> Void)?
    var actions: [AccessibilityCustomAction] = []
    var adjustment: ((AccessibilityAdjustmentDirection) -> Void)?

    /// Sets these properties on `element`, except those an inner modifier set already.
    func apply(to element: inout AccessibilityElement) {
        func fill<Value>(_ field: Fields, _ value: Value?, _ path: WritableKeyPath<AccessibilityElement, Value>) {
            guard let value, !element.explicit.contains(field) else { return }
            element[keyPath: path] = value
            element.explicit.insert(field)
        }
        func fillOptional<Value>(_ field: Fields, _ value: Value?, _ path: WritableKeyPath<AccessibilityElement, Value?>) {
            fill(field, value.map(Optional.some), path)
        }
        fill(.label, label, \.label)
        fillOptional(.value, value, \.value)
        fillOptional(.hint, hint, \.hint)
        fillOptional(.identifier, identifier, \.identifier)
        fill(.sortPriority, sortPriority, \.sortPriority)
        fill(.inputLabels, inputLabels, \.inputLabels)
        fillOptional(.headingLevel, headingLevel, \.headingLevel)
        fillOptional(.activation, defaultAction.map(AccessibilityElement.Activation.perform), \.activation)
        fillOptional(.adjustment, adjustment, \.adjustment)
        element.traits.formUnion(addedTraits)
        element.traits.subtract(removedTraits)
        element.actions += actions
        element.showsLargeContentViewer = element.showsLargeContentViewer || showsLargeContentViewer
    }
}
