import Foundation

/// The accessibility tree of the current frame, as a screen reader sees it, and activation of its
/// elements: what UI tests query (like XCUITest's element queries) and tools show. The tree is
/// built when asked, from the laid-out graph; building a frame never builds it.
///
/// ```swift
/// let host = ViewHost(LoginForm(), size: CGSize(width: 320, height: 480))
/// host.accessibilityElements.map(\.label)        // ["Welcome", "Username", "Password", "Login"]
/// host.activateAccessibilityElement(identifier: "loginButton")
/// host.accessibilityElement(identifier: "status")?.label   // "Signed in"
/// ```
extension ViewHost {
    /// The elements a screen reader stops on, in reading order (containers made with
    /// `.accessibilityElement(children: .contain)` read in full where they stand).
    public var accessibilityElements: [AccessibilityElement] {
        AccessibilityTreeBuilder.navigationOrder(accessibilityTree)
    }

    /// The top-level elements in reading order, containers holding their own
    /// (``AccessibilityElement/children``).
    public var accessibilityTree: [AccessibilityElement] {
        guard let root = graph.root else { return [] }
        return AccessibilityTreeBuilder.tree(under: root)
    }

    /// The first element (in reading order, containers included) whose identifier is `identifier`.
    ///
    /// ```swift
    /// host.accessibilityElement(identifier: "loginButton")?.frame
    /// ```
    public func accessibilityElement(identifier: String) -> AccessibilityElement? {
        Self.first(in: accessibilityTree) { $0.identifier == identifier }
    }

    /// The first element (in reading order, containers included) labelled `label`.
    ///
    /// ```swift
    /// host.accessibilityElement(label: "Wi-Fi")?.value   // "off"
    /// ```
    public func accessibilityElement(label: String) -> AccessibilityElement? {
        Self.first(in: accessibilityTree) { $0.label == label }
    }

    private static func first(in tree: [AccessibilityElement],
                              where matches: (AccessibilityElement) -> Bool) -> AccessibilityElement? {
        for element in tree {
            if matches(element) { return element }
            if let found = first(in: element.children, where: matches) { return found }
        }
        return nil
    }

    /// Activates `element` as VoiceOver's double tap does: its ``View/accessibilityAction(_:_:)``
    /// handler if it has one, else a control's own activation (a tap at the centre of a button
    /// or field, a toggle's flip). What it changes is applied at once, at the current time.
    /// Returns false when the element cannot be activated, or is disabled.
    ///
    /// ```swift
    /// host.activate(host.accessibilityElement(label: "Login")!)
    /// ```
    @discardableResult
    public func activate(_ element: AccessibilityElement) -> Bool {
        guard let activation = element.activation, element.isEnabled else { return false }
        perform(activation)
        return true
    }

    /// Activates the first element whose identifier is `identifier`; false when there is none or
    /// it cannot be activated.
    ///
    /// ```swift
    /// host.activateAccessibilityElement(identifier: "loginButton")
    /// ```
    @discardableResult
    public func activateAccessibilityElement(identifier: String) -> Bool {
        accessibilityElement(identifier: identifier).map(activate) ?? false
    }

    /// Activates the first element labelled `label`; false when there is none or it cannot be
    /// activated.
    ///
    /// ```swift
    /// host.activateAccessibilityElement(label: "Play")
    /// ```
    @discardableResult
    public func activateAccessibilityElement(label: String) -> Bool {
        accessibilityElement(label: label).map(activate) ?? false
    }

    /// Performs the custom action called `name` of `element` (``View/accessibilityAction(named:_:)``,
    /// or a control merged into a combined element); false when it has none of that name.
    ///
    /// ```swift
    /// host.performAccessibilityAction(named: "Reply", on: host.accessibilityElement(label: "Ada")!)
    /// ```
    @discardableResult
    public func performAccessibilityAction(named name: String, on element: AccessibilityElement) -> Bool {
        performAccessibilityAction(AccessibilityActionKind(kind: .named(name)), on: element)
    }

    /// Performs the action of `kind` of `element`: `.default` activates it; the others run the
    /// handler given for that kind. False when it has none.
    ///
    /// ```swift
    /// host.performAccessibilityAction(.escape, on: sheet)
    /// ```
    @discardableResult
    public func performAccessibilityAction(_ kind: AccessibilityActionKind, on element: AccessibilityElement) -> Bool {
        if kind == .default { return activate(element) }
        guard let action = element.actions.first(where: { $0.kind == kind }) else { return false }
        perform(action.activation)
        return true
    }

    /// Adjusts `element` one step in `direction` (VoiceOver's swipe up or down): a slider moves
    /// by its step, or a tenth of its range; an ``View/accessibilityAdjustableAction(_:)`` runs.
    /// False when the element is not adjustable.
    ///
    /// ```swift
    /// host.adjust(host.accessibilityElement(label: "Volume")!, .increment)
    /// ```
    @discardableResult
    public func adjust(_ element: AccessibilityElement, _ direction: AccessibilityAdjustmentDirection) -> Bool {
        guard let adjustment = element.adjustment else { return false }
        scheduler.makingCurrent { adjustment(direction) }
        renderFrame(at: time)
        return true
    }

    /// Taps where `activation` says, or runs its handler and applies what it changed now.
    private func perform(_ activation: AccessibilityElement.Activation) {
        switch activation {
        case .tap(let point):
            tap(at: point)
        case .perform(let handler):
            scheduler.makingCurrent { handler() }
            renderFrame(at: time)
        }
    }
}
