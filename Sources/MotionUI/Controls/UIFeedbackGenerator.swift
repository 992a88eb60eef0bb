import Foundation

/// UIKit's haptic feedback, as the many SwiftUI samples that buzz on a swipe call it. A desktop has
/// no haptic engine, so Motion's generators accept every call and do nothing (documented, so a
/// sample compiles and runs unchanged); `sensoryFeedback(_:trigger:)` is the same.
///
/// ```swift
/// UIImpactFeedbackGenerator(style: .light).impactOccurred()
/// UINotificationFeedbackGenerator().notificationOccurred(.success)
/// ```
open class UIFeedbackGenerator {
    public init() {}

    /// Gets the (absent) engine ready: nothing to do.
    open func prepare() {}
}

/// An impact: a tap of the given weight (no haptics on a desktop).
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How heavy the impact feels.
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy, soft, rigid
    }

    /// The impact's weight.
    public let style: FeedbackStyle

    public init(style: FeedbackStyle = .medium) {
        self.style = style
    }

    public override init() {
        style = .medium
    }

    /// Plays the impact (nothing happens on a desktop).
    open func impactOccurred() {}

    /// Plays the impact at an intensity from 0 to 1 (nothing happens on a desktop).
    open func impactOccurred(intensity: CGFloat) {}
}

/// A success, warning or error buzz (no haptics on a desktop).
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// What happened.
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }

    /// Plays the buzz for `notificationType` (nothing happens on a desktop).
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// A selection tick (no haptics on a desktop).
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays the tick (nothing happens on a desktop).
    open func selectionChanged() {}
}

/// SwiftUI's sensory feedback kinds (iOS 17), accepted by ``View/sensoryFeedback(_:trigger:)``.
public struct SensoryFeedback: Equatable, Sendable {
    let name: String

    public static let success = SensoryFeedback(name: "success")
    public static let warning = SensoryFeedback(name: "warning")
    public static let error = SensoryFeedback(name: "error")
    public static let selection = SensoryFeedback(name: "selection")
    public static let increase = SensoryFeedback(name: "increase")
    public static let decrease = SensoryFeedback(name: "decrease")
    public static let start = SensoryFeedback(name: "start")
    public static let stop = SensoryFeedback(name: "stop")
    public static let alignment = SensoryFeedback(name: "alignment")
    public static let levelChange = SensoryFeedback(name: "levelChange")
    public static let impact = SensoryFeedback(name: "impact")

    /// An impact of a weight and intensity.
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { .impact }

    /// An impact's weight.
    public enum Weight: Sendable {
        case light, medium, heavy
    }
}

extension View {
    /// Plays `feedback` when `trigger` changes — on a desktop, nothing: the view is returned as it is.
    ///
    /// ```swift
    /// Button("Like") { likes += 1 }.sensoryFeedback(.increase, trigger: likes)
    /// ```
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
        self
    }
}
