import Foundation

/// Kinds of safe area, as SwiftUI's `SafeAreaRegions`: the container's (bars, insets made by
/// `safeAreaInset`) and the software keyboard's.
///
/// Motion's window has no safe area of its own and no software keyboard, so only the container
/// region made by `safeAreaInset(edge:…)` / `safeAreaPadding(_:)` can be ignored.
///
/// ```swift
/// Color.blue.ignoresSafeArea(.container, edges: .bottom)
/// ```
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    ///
    /// ```swift
    /// SafeAreaRegions.all.rawValue   // 3
    /// ```
    public let rawValue: UInt

    /// The set with the given bits.
    ///
    /// ```swift
    /// SafeAreaRegions(rawValue: 1) == .container   // true
    /// ```
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The container's safe area (and the insets `safeAreaInset` adds).
    ///
    /// ```swift
    /// view.ignoresSafeArea(.container)
    /// ```
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    /// The software keyboard's area (Motion never has one).
    ///
    /// ```swift
    /// view.ignoresSafeArea(.keyboard)
    /// ```
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    /// Every region.
    ///
    /// ```swift
    /// view.ignoresSafeArea(.all)
    /// ```
    public static let all: SafeAreaRegions = [.container, .keyboard]
}
