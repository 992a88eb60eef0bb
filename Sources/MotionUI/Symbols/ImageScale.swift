import Foundation

extension Image {
    /// A scale for symbol images relative to the text around them, as SwiftUI's `Image.Scale`:
    /// `.small` is 20 % smaller than `.medium` (the default), `.large` 30 % larger (Apple's
    /// `SymbolScale` documentation). Images from the assets ignore it.
    ///
    /// ```swift
    /// Image(systemName: "heart.fill").imageScale(.large)
    /// ```
    public enum Scale: Hashable, Sendable, CaseIterable {
        case small, medium, large

        /// The size relative to `.medium`: 0.8, 1, 1.3.
        public var factor: CGFloat {
            switch self {
            case .small: return 0.8
            case .medium: return 1
            case .large: return 1.3
            }
        }
    }
}

private struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }

extension EnvironmentValues {
    /// The scale of symbol images below (`.medium` unless set by ``View/imageScale(_:)``).
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

extension View {
    /// Sets the scale of symbol images inside this view.
    ///
    /// ```swift
    /// HStack { Image(systemName: "star"); Text("Favourite") }.imageScale(.small)
    /// ```
    public func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }
}
