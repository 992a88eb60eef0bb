import Foundation

extension ScrollTransitionConfiguration {
    /// A point in a view's way from hidden (wholly outside the container) to visible, as SwiftUI's
    /// `ScrollTransitionConfiguration.Threshold`: where a scroll transition reaches its identity
    /// phase.
    ///
    /// ```swift
    /// .scrollTransition(.interactive.threshold(.visible(0.9))) { content, phase in
    ///     content.opacity(phase.isIdentity ? 1 : 0)
    /// }
    /// ```
    ///
    /// Rules where SwiftUI is silent: a threshold is a position of the view along the scroll axis.
    /// ``visible`` is `visible(1)` (the whole view inside), ``hidden`` is `visible(0)` (any part
    /// inside); `inset(by:)` moves the position towards the container's centre by the distance on
    /// whichever edge the view comes from; `interpolated(towards:amount:)` mixes the two positions
    /// linearly (amounts are not clamped, NaN counts as 0). A non-finite distance counts as 0.
    public struct Threshold: Sendable {
        private indirect enum Position: Sendable {
            case visible(Double)
            case centered
            case inset(Position, Double)
            case mix(Position, Position, Double)
        }

        private let position: Position

        private init(_ position: Position) { self.position = position }

        /// The whole view is inside the container.
        public static let visible = Threshold(.visible(1))

        /// Any part of the view is inside the container.
        public static let hidden = Threshold(.visible(0))

        /// The view's centre is at the container's centre.
        public static var centered: Threshold { Threshold(.centered) }

        /// `amount` of the view's length is inside the container: 0 fully hidden, 1 fully visible;
        /// values outside 0…1 are clamped, NaN counts as 1.
        ///
        /// ```swift
        /// .interactive.threshold(.visible(0.5))
        /// ```
        public static func visible(_ amount: Double) -> Threshold {
            Threshold(.visible(amount.isNaN ? 1 : min(max(amount, 0), 1)))
        }

        /// This threshold moved `distance` points towards the container's centre (negative: away).
        ///
        /// ```swift
        /// .interactive.threshold(.visible.inset(by: 40))
        /// ```
        public func inset(by distance: Double) -> Threshold {
            Threshold(.inset(position, distance.isFinite ? distance : 0))
        }

        /// A threshold `amount` of the way from this one to `other` (0: this one, 1: `other`).
        ///
        /// ```swift
        /// Threshold.visible.interpolated(towards: .centered, amount: 0.5)
        /// ```
        public func interpolated(towards other: Threshold, amount: Double) -> Threshold {
            Threshold(.mix(position, other.position, amount.isNaN ? 0 : amount))
        }

        /// Where the view's leading edge is, measured from the container's leading edge, when it
        /// meets the threshold coming in from the top-leading side, for a view `length` long in a
        /// container `container` long. From the bottom-trailing side the position is mirrored:
        /// `container − length − leadingPosition`.
        func leadingPosition(length: Double, container: Double) -> Double {
            Threshold.resolve(position, length: length, container: container)
        }

        private static func resolve(_ position: Position, length: Double, container: Double) -> Double {
            switch position {
            case .visible(let amount):
                return -(1 - amount) * length
            case .centered:
                return (container - length) / 2
            case .inset(let base, let distance):
                return resolve(base, length: length, container: container) + distance
            case .mix(let from, let to, let amount):
                let start = resolve(from, length: length, container: container)
                return start + (resolve(to, length: length, container: container) - start) * amount
            }
        }
    }
}
