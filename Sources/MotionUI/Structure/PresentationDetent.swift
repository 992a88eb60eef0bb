import Foundation

/// A height at which a sheet rests, as SwiftUI's `PresentationDetent`. Heights are measured on the
/// sheet's card; the large detent's card is the window's height less 10.
///
/// | detent | card height |
/// |---|---|
/// | `.large` | the window's height − 10 |
/// | `.medium` | half the large height |
/// | `.fraction(f)` | f × the large height (f clamped to 0…1) |
/// | `.height(h)` | h, at most the large height (negative: 0) |
///
/// ```swift
/// Settings().presentationDetents([.medium, .large])
/// ```
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case large, medium, fraction(CGFloat), height(CGFloat)
    }

    let kind: Kind

    /// The full-height detent.
    public static let large = PresentationDetent(kind: .large)
    /// About half the window's height.
    public static let medium = PresentationDetent(kind: .medium)

    /// A fraction of the large detent's height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(kind: .fraction(fraction.isFinite ? min(max(fraction, 0), 1) : 1))
    }

    /// A fixed height.
    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(kind: .height(height.isFinite ? max(height, 0) : .greatestFiniteMagnitude))
    }

    /// The card's height for a large detent of `large` points.
    func height(large: CGFloat) -> CGFloat {
        switch kind {
        case .large: large
        case .medium: large / 2
        case .fraction(let f): f * large
        case .height(let h): min(h, large)
        }
    }
}
