import Foundation

/// A read-only snapshot of one animation running in a ``ViewHost``, for tools such as the F2
/// inspector: which view, which attribute, which animation, since when, how far, between which
/// values, and where the view is drawn. Made on demand by ``ViewHost/liveAnimations``; nothing is
/// recorded while nobody asks.
///
/// Rules where SwiftUI has no such thing:
/// - `view` is the path of view types from the root to the animated view, joined by " › ", e.g.
///   `FormScene › VStack › Circle`. Modifiers, tuples, conditionals and other structural types are
///   left out; an effect's animation (`.offset`, `.opacity`, a `GeometryEffect`) belongs to the view
///   it modifies.
/// - `attribute` names what animates: `offset`, `opacity`, `scale`, `rotation`, `trim`, `frame`,
///   `color`, a user effect's `ShakeEffect.animatableData`, a transition (`transition(.opacity)`,
///   `insertion` or `removal` in `animation`'s row), `phase` or `keyframes`. When exactly one
///   component of a multi-component value changes and the components have names, the name gets it:
///   `offset.x`, `trim.to`, `frame.width`.
/// - Values are texts with at most 3 decimals (`12.5`, `(10, 0)`); `fromValue`, `toValue` and
///   `currentValue` are the one changing component as a `Double` (the first changing one when several
///   change), nil when the value has no numeric components.
/// - `current` is the attribute's presentation value: with several runs on one attribute (timing
///   curves add up) it is the sum of all of them, the same in every run's row.
/// - `progress` is the elapsed fraction of the animation's fixed length (timing curves, their
///   delays, speeds and counted repeats), 0…1; nil for springs and `repeatForever`.
///
/// ```swift
/// let host = ViewHost(Pulse(), size: CGSize(width: 200, height: 200))
/// host.tap(at: CGPoint(x: 100, y: 100))
/// host.advance(by: 0.1)
/// for row in host.liveAnimations { print(row.view, row.attribute, row.animation, row.progress ?? -1) }
/// // "Pulse › Circle scale easeInOut(duration: 1.0) 0.1"
/// ```
package struct LiveAnimation: Identifiable, Equatable {
    /// Identifies one running animation: the same across frames while it runs.
    package struct ID: Hashable {
        /// The node the attribute belongs to.
        package let node: ObjectIdentifier
        /// The attribute, before a component name is added (so `offset` for `offset.x`).
        package let attribute: String
        /// When the animation started.
        package let start: TimeInterval
        /// Its index among the runs on the attribute that started at the same time (usually 0).
        package let ordinal: Int
    }

    package let id: ID
    /// The animated view's type, without generic arguments (`Circle`, `Button`).
    package var viewType: String { viewPath.last ?? "" }
    /// The view types from the root to the animated view.
    package let viewPath: [String]
    /// ``viewPath`` joined by " › ".
    package var view: String { viewPath.joined(separator: " › ") }
    package let attribute: String
    /// The animation as SwiftUI source spells it (`spring(response: 0.55, dampingFraction: 1.0, …)`).
    package let animation: String
    /// When it started, in the host's clock.
    package let start: TimeInterval
    /// The elapsed fraction of its fixed length, or nil (see the type's notes).
    package let progress: Double?
    /// Whether it has reported logical completion (it may still be settling).
    package let isLogicallyComplete: Bool
    package let from: String
    package let to: String
    package let current: String
    package let fromValue: Double?
    package let toValue: Double?
    package let currentValue: Double?
    /// Where the animated view is drawn now, in window points (the bounding box of its presented
    /// frame under the effects above it); for outlining.
    package let frame: CGRect

    /// `value` as the inspector shows numbers: integers without a fraction, others rounded to 3
    /// decimals with trailing zeros dropped; magnitudes from 10¹⁵ in `%g` form (`1e+300`); `nan`,
    /// `inf` and `-inf` as such.
    ///
    /// ```swift
    /// LiveAnimation.format(0.35)      // "0.35"
    /// LiveAnimation.format(1)         // "1"
    /// LiveAnimation.format(2 / 3.0)   // "0.667"
    /// ```
    package static func format(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
        guard abs(value) < 1e15 else { return String(format: "%g", value) }
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded() { return String(Int64(rounded)) }
        var text = String(format: "%.3f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
