import Foundation

/// What an offscreen layer of a ``DisplayList`` does with the items drawn into it.
///
/// A layer is a pair of marker items in the flat list: a `.beginLayer` item carrying the layer,
/// then the items drawn into the layer (which may hold layers of their own), then an `.endLayer`
/// item. A backend draws the items between the markers into a transparent offscreen layer, applies
/// ``effect`` to the layer's pixels, and composites the result onto what lies beneath as
/// ``compositing`` says — once, so overlapping items inside blend with each other, not twice with
/// the background.
///
/// The `.beginLayer` item also carries how the layer reaches the page:
/// - `opacity`: the opacity of everything enclosing the layer, applied once to the composited
///   layer (items inside carry only the opacities inside the layer);
/// - `clips`: the clip outlines around the layer, applied once to the composited result (items
///   inside carry only the clips inside the layer);
/// - `polygons` / `bounds`: the layer's extent in window points — the union of what is drawn
///   inside, grown by the blur's reach (3σ);
/// - `localRect` and `transform`: the frame of the view the layer belongs to (an opaque blur
///   stays inside it).
///
/// A layer with nothing drawn inside is left out of the list altogether.
///
/// ```swift
/// let host = ViewHost(Circle().fill(Color.red).frame(width: 20, height: 20).blur(radius: 4),
///                     size: CGSize(width: 100, height: 100))
/// host.displayList.items.map(\.kind)   // [.beginLayer, .fill(shape: "Circle"), .endLayer]
/// host.displayList.items[0].layer      // DisplayLayer(effect: .blur(radius: 4, opaque: false), compositing: .blend(.normal))
/// ```
public struct DisplayLayer: Hashable, Sendable {
    /// What is done to the layer's pixels before they are composited.
    public enum Effect: Hashable, Sendable {
        /// Nothing: a compositing group.
        case none
        /// A Gaussian blur of standard deviation `radius` window points. Opaque: samples beyond the
        /// view's frame repeat its edge and the result stays inside the frame.
        case blur(radius: CGFloat, opaque: Bool)
        /// Each pixel's straight colour through the matrix (then clamped).
        case colorMatrix(ColorMatrix)
    }

    /// How the layer combines with what lies beneath it.
    public enum Compositing: Hashable, Sendable {
        /// Blended in `mode` over the layer (or page) beneath.
        case blend(BlendMode)
        /// The enclosing layer is multiplied by this layer's alpha, everywhere in its extent
        /// (`.mask`): the enclosing layer keeps its content where this one is opaque.
        case alphaMask
    }

    public var effect: Effect
    public var compositing: Compositing

    /// A layer with `effect`, composited by `compositing`.
    ///
    /// ```swift
    /// let group = DisplayLayer(effect: .none, compositing: .blend(.normal))
    /// ```
    public init(effect: Effect, compositing: Compositing = .blend(.normal)) {
        self.effect = effect
        self.compositing = compositing
    }

    /// How far (window points) the effect spreads a drawn pixel: 3σ of a blur, else 0.
    public var reach: CGFloat {
        if case .blur(let radius, _) = effect { return 3 * radius }
        return 0
    }
}
