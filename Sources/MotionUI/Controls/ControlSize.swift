import Foundation

/// The size of controls, as SwiftUI's `ControlSize`. Bordered buttons use it for their padding and
/// corner radius (see ``BorderedButtonStyle``); Motion keeps the label's font as it is.
///
/// ```swift
/// Button("Buy") {}.buttonStyle(.borderedProminent).controlSize(.large)
/// ```
public enum ControlSize: Hashable, Sendable, CaseIterable {
    case mini, small, regular, large, extraLarge

    /// Horizontal and vertical padding of a bordered button's label.
    var borderedPadding: (horizontal: CGFloat, vertical: CGFloat) {
        switch self {
        case .mini: return (6, 2)
        case .small: return (10, 4)
        case .regular: return (12, 7)
        case .large: return (20, 14)
        case .extraLarge: return (24, 18)
        }
    }

    /// The corner radius of a bordered button's automatic rounded rectangle.
    var borderedCornerRadius: CGFloat {
        switch self {
        case .mini, .small: return 6
        case .regular: return 8
        case .large, .extraLarge: return 12
        }
    }
}

private struct ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }

extension EnvironmentValues {
    /// The size of controls below, set by `.controlSize(_:)`; `.regular` by default.
    ///
    /// ```swift
    /// @Environment(\.controlSize) private var controlSize
    /// ```
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}

extension View {
    /// Sets the size of controls inside this view, as SwiftUI's `controlSize(_:)`.
    ///
    /// ```swift
    /// HStack { Button("A") {}; Button("B") {} }.buttonStyle(.bordered).controlSize(.small)
    /// ```
    public func controlSize(_ controlSize: ControlSize) -> some View {
        environment(\.controlSize, controlSize)
    }
}
