import Foundation

/// A type that produces Xcode previews, as SwiftUI's `PreviewProvider`. Motion has no preview canvas;
/// the protocol exists so the `…_Previews` structs at the end of SwiftUI files compile unchanged, and
/// `previews` is an ordinary view a test or a player can show.
///
/// ```swift
/// struct Card_Previews: PreviewProvider {
///     static var previews: some View { Card() }
/// }
/// let host = ViewHost(Card_Previews.previews, size: CGSize(width: 320, height: 240))
/// ```
public protocol PreviewProvider {
    /// The type of the previews.
    associatedtype Previews: View
    /// The views to preview.
    @ViewBuilder static var previews: Previews { get }
}
