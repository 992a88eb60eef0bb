import Foundation

private struct ReduceTransparencyKey: EnvironmentKey { static let defaultValue = false }
private struct DifferentiateWithoutColorKey: EnvironmentKey { static let defaultValue = false }
private struct InvertColorsKey: EnvironmentKey { static let defaultValue = false }
private struct ShowButtonShapesKey: EnvironmentKey { static let defaultValue = false }
private struct VoiceOverEnabledKey: EnvironmentKey { static let defaultValue = false }
private struct SwitchControlEnabledKey: EnvironmentKey { static let defaultValue = false }
private struct AccessibilityEnabledKey: EnvironmentKey { static let defaultValue = false }
private struct LargeContentViewerEnabledKey: EnvironmentKey { static let defaultValue = false }

/// The user's accessibility settings, as SwiftUI's: views read them with `@Environment` and adapt
/// (all false unless the host or a test sets them; ``accessibilityReduceMotion`` is with the
/// other core values).
///
/// ```swift
/// @Environment(\.accessibilityReduceTransparency) private var reduceTransparency
/// var body: some View {
///     Text("Now playing").padding().background(Color.black.opacity(reduceTransparency ? 1 : 0.6))
/// }
/// ```
extension EnvironmentValues {
    /// Whether the user asked for less transparency (solid backgrounds instead of materials).
    public var accessibilityReduceTransparency: Bool {
        get { self[ReduceTransparencyKey.self] }
        set { self[ReduceTransparencyKey.self] = newValue }
    }

    /// Whether the user asked for differences shown by more than colour (shapes, text).
    public var accessibilityDifferentiateWithoutColor: Bool {
        get { self[DifferentiateWithoutColorKey.self] }
        set { self[DifferentiateWithoutColorKey.self] = newValue }
    }

    /// Whether the display's colours are inverted (images may want to invert back).
    public var accessibilityInvertColors: Bool {
        get { self[InvertColorsKey.self] }
        set { self[InvertColorsKey.self] = newValue }
    }

    /// Whether the user asked for buttons drawn with shapes.
    public var accessibilityShowButtonShapes: Bool {
        get { self[ShowButtonShapesKey.self] }
        set { self[ShowButtonShapesKey.self] = newValue }
    }

    /// Whether VoiceOver is running.
    public var accessibilityVoiceOverEnabled: Bool {
        get { self[VoiceOverEnabledKey.self] }
        set { self[VoiceOverEnabledKey.self] = newValue }
    }

    /// Whether Switch Control is running.
    public var accessibilitySwitchControlEnabled: Bool {
        get { self[SwitchControlEnabledKey.self] }
        set { self[SwitchControlEnabledKey.self] = newValue }
    }

    /// Whether any assistive technology is running.
    public var accessibilityEnabled: Bool {
        get { self[AccessibilityEnabledKey.self] }
        set { self[AccessibilityEnabledKey.self] = newValue }
    }

    /// Whether the large content viewer is on.
    public var accessibilityLargeContentViewerEnabled: Bool {
        get { self[LargeContentViewerEnabledKey.self] }
        set { self[LargeContentViewerEnabledKey.self] = newValue }
    }
}
