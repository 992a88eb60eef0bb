import Foundation

/// One element of the accessibility tree, as a screen reader sees it: what it says (label, value,
/// hint), what it is (traits), where it is (frame in window points) and what can be done with it
/// (activation, named actions). Built on demand from the view graph by
/// ``ViewHost/accessibilityElements``; a snapshot, not updated when the views change.
///
/// Defaults come from the views: a `Text` is static text labelled with its string; an `Image` an
/// image labelled with its name; a `Button` (or `NavigationLink`) a button labelled with the
/// labels inside it, joined with ", "; a `Toggle` a toggle button with the value "on" or "off"; a
/// `Slider` its value as a percentage of its range; a `TextField` its placeholder and text.
///
/// ```swift
/// let login = host.accessibilityElements.first { $0.identifier == "loginButton" }!
/// login.label    // "Login"
/// login.traits   // .isButton
/// host.activate(login)
/// ```
public struct AccessibilityElement {
    /// What the element is called ("" when nothing names it).
    public var label: String
    /// Its current value ("on", "50%", the text of a field), if it has one.
    public var value: String?
    /// What activating it does, if said.
    public var hint: String?
    /// What it is and how it behaves.
    public var traits: AccessibilityTraits
    /// The identifier tests and tools find it by (``View/accessibilityIdentifier(_:)``).
    public var identifier: String?
    /// Where it is drawn, in window points.
    public var frame: CGRect
    /// Its priority among its siblings in reading order: higher first (0 by default).
    public var sortPriority: Double
    /// Other names voice control accepts for it (``View/accessibilityInputLabels(_:)``).
    public var inputLabels: [String]
    /// Its heading level, when ``View/accessibilityHeading(_:)`` set one.
    public var headingLevel: AccessibilityHeadingLevel?
    /// Whether the control takes input (false under `.disabled(true)`: VoiceOver says "dimmed",
    /// and activating it does nothing).
    public var isEnabled: Bool
    /// Whether it shows the large content viewer (``View/accessibilityShowsLargeContentViewer()``).
    public var showsLargeContentViewer: Bool
    /// The elements inside a container (``AccessibilityChildBehavior/contain``), in reading order;
    /// empty for an element that is not a container.
    public var children: [AccessibilityElement]
    /// Whether this is a container (``AccessibilityChildBehavior/contain``) rather than an element
    /// a screen reader stops on.
    public var isContainer: Bool

    /// How the element is activated, if it can be.
    var activation: Activation?
    /// What a tap activation does without the tap (a button's action), for an element of an
    /// accessibility representation, which is not drawn.
    var actionWithoutTap: (() -> Void)?
    /// The actions other than the default one, in the order they were added.
    var actions: [AccessibilityCustomAction]
    /// What the adjustable action does, when the element is adjustable.
    var adjustment: ((AccessibilityAdjustmentDirection) -> Void)?
    /// The properties an accessibility modifier set (which the views' defaults no longer fill).
    var explicit: AccessibilityProperties.Fields = []

    /// How an element is activated.
    enum Activation {
        /// A tap at a point in window points (the centre of a button's frame, say), as a finger would.
        case tap(CGPoint)
        /// An action the app gave (``View/accessibilityAction(_:_:)``).
        case perform(() -> Void)
    }

    /// An element with a label, traits and frame, and nothing else.
    init(label: String, traits: AccessibilityTraits, frame: CGRect) {
        self.label = label
        self.traits = traits
        self.frame = frame
        sortPriority = 0
        inputLabels = []
        isEnabled = true
        showsLargeContentViewer = false
        children = []
        isContainer = false
        actions = []
    }

    /// The kinds of the actions besides activation (named ones, escape, magic tap…), in order.
    public var actionKinds: [AccessibilityActionKind] { actions.map(\.kind) }

    /// The names of the named custom actions, in order.
    public var actionNames: [String] { actions.compactMap(\.kind.name) }

    /// Where activating the element taps (the centre of a control), nil when its activation is
    /// an action of the app's (or it has none): the player clicks there, as a finger would.
    package var activationPoint: CGPoint? {
        if case .tap(let point) = activation { return point }
        return nil
    }

    /// Whether the element can be activated (a control, or one with a default action).
    public var isActivatable: Bool { activation != nil }

    /// Whether the element can be adjusted (a slider, or one with an adjustable action).
    public var isAdjustable: Bool { adjustment != nil }
}
