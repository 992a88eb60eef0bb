import Foundation

/// How a ``Picker`` looks and acts, as SwiftUI's `PickerStyle`. Set it with `.pickerStyle(_:)`.
///
/// ```swift
/// Picker("Curve", selection: $curve) { ForEach(Curve.allCases) { Text($0.name) } }
///     .pickerStyle(.segmented)
/// ```
///
/// Motion draws iOS 17's looks:
///
/// | style | look |
/// |---|---|
/// | `.menu` (and `.automatic`) | the selected option and up-and-down chevrons in the accent colour; a tap opens the options in a popup menu, the selected one checked |
/// | `.segmented` | the options side by side in equal segments of a 32 pt rounded track; a raised thumb slides to the selected one |
/// | `.inline` | the options as 44 pt rows, the selected one with a trailing checkmark |
/// | `.wheel` | the options one under the other, the selected one centred in a highlighted band |
///
/// SwiftUI's styles for other platforms compile and draw as the nearest of these (each says which).
/// A style of your own (a type conforming to `PickerStyle`) draws as `.automatic`.
public protocol PickerStyle {}

/// What a ``PickerNode`` draws: the four looks, and the two parts of the menu look (its button's
/// current value and its popup's rows).
enum PickerStyleKind: Sendable, Equatable {
    case menu, segmented, inline, wheel
    /// The selected option alone (a menu picker's button).
    case current
    /// The options as a menu's rows, the selected one checked on the leading side.
    case menuRows
}

/// A built-in style: its kind.
protocol BuiltInPickerStyle: PickerStyle {
    var kind: PickerStyleKind { get }
}

/// The platform's default: on iOS, ``MenuPickerStyle``.
public struct DefaultPickerStyle: BuiltInPickerStyle {
    var kind: PickerStyleKind { .menu }
    public init() {}
}

/// A button showing the selected option that opens the options as a menu.
public struct MenuPickerStyle: BuiltInPickerStyle {
    var kind: PickerStyleKind { .menu }
    public init() {}
}

/// The options as segments of one control, as UIKit's segmented control.
public struct SegmentedPickerStyle: BuiltInPickerStyle {
    var kind: PickerStyleKind { .segmented }
    public init() {}
}

/// The options as rows, the selected one checked.
public struct InlinePickerStyle: BuiltInPickerStyle {
    var kind: PickerStyleKind { .inline }
    public init() {}
}

/// The options on a wheel, the selected one in the middle.
public struct WheelPickerStyle: BuiltInPickerStyle {
    var kind: PickerStyleKind { .wheel }
    public init() {}
}

/// The options side by side as a palette; outside a menu iOS draws them like a segmented control,
/// and so does Motion.
public struct PalettePickerStyle: BuiltInPickerStyle {
    var kind: PickerStyleKind { .segmented }
    public init() {}
}

/// A row that pushes a list of the options; Motion has no page for it and draws a menu picker.
public struct NavigationLinkPickerStyle: BuiltInPickerStyle {
    var kind: PickerStyleKind { .menu }
    public init() {}
}

/// macOS's radio buttons, drawn as the nearest iOS look: inline rows with a checkmark.
public struct RadioGroupPickerStyle: BuiltInPickerStyle {
    var kind: PickerStyleKind { .inline }
    public init() {}
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The platform's default (a menu on iOS).
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// A button that opens the options as a menu.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// The options as segments of one control.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    /// The options as rows, the selected one checked.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    /// The options on a wheel.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == PalettePickerStyle {
    /// The options as a palette (drawn as segments).
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// A row that pushes the options (drawn as a menu).
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension PickerStyle where Self == RadioGroupPickerStyle {
    /// macOS's radio buttons (drawn as inline rows).
    public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
}

private struct PickerStyleKindKey: EnvironmentKey {
    static let defaultValue = PickerStyleKind.menu
}

private struct IsInMenuKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Set inside an open menu: a picker there shows its options as the menu's rows, whatever its style.
    var isInMenu: Bool {
        get { self[IsInMenuKey.self] }
        set { self[IsInMenuKey.self] = newValue }
    }

    /// The kind of the picker style set above (`.pickerStyle(_:)`).
    var pickerStyleKind: PickerStyleKind {
        get { self[PickerStyleKindKey.self] }
        set { self[PickerStyleKindKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of pickers inside this view.
    ///
    /// ```swift
    /// Picker("Size", selection: $size) { Text("S").tag(0); Text("L").tag(1) }
    ///     .pickerStyle(.segmented)
    /// ```
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        environment(\.pickerStyleKind, (style as? BuiltInPickerStyle)?.kind ?? .menu)
    }
}
