import Foundation

/// One frame as flat drawing items in window points: all a backend draws and all a test reads.
///
/// ```swift
/// let host = ViewHost(Circle().fill(Color.red).frame(width: 10, height: 10), size: CGSize(width: 100, height: 100))
/// host.displayList.items.first?.bounds   // (45, 45, 10, 10)
/// ```
public struct DisplayList: Equatable, Sendable {
    public var items: [DisplayItem]

    public init(items: [DisplayItem] = []) { self.items = items }

    /// The text runs, in drawing order.
    public var texts: [DisplayItem] { items.filter { $0.kind == .text } }
}

/// A drawing command of a ``DisplayList``. Geometry is in window points, after every transform.
public struct DisplayItem: Equatable, Sendable {
    /// What the item draws.
    public enum Kind: Hashable, Sendable {
        /// A filled area: `polygons` under `fillRule`; `shape` names its source (`"Circle"`, `"stroke"`…).
        case fill(shape: String)
        /// A run of text: `text` in `font`, laid out in `localRect` under `transform`.
        case text
        /// An image from the assets: `imageName` stretched over `localRect` under `transform`.
        case image
        /// A blurred shadow of `polygons` with `shadowRadius`; drawn before the items it belongs to.
        case shadow
        /// Starts an offscreen layer described by `layer` (see ``DisplayLayer``); the items up to the
        /// matching `.endLayer` are drawn into it.
        case beginLayer
        /// Ends the innermost open layer, which is then composited.
        case endLayer
    }

    public var kind: Kind
    /// The outlines to fill (nonzero or even-odd), in window points; for text and images the
    /// transformed quad of `localRect`.
    public var polygons: [[CGPoint]]
    public var fillRule: FillRule
    public var color: Color?
    /// The effective opacity of every enclosing `.opacity` and transition, 0…1.
    public var opacity: Double
    /// Local coordinates → window points; under a projection (``projection`` set) only the affine
    /// transforms around the item, without the projections.
    public var transform: CGAffineTransform
    /// Local coordinates → window points when a projective effect (`rotation3DEffect`,
    /// `projectionEffect`, a `GeometryEffect` with perspective) is in force, every transform
    /// included; nil otherwise. `polygons` are already projected; text and images are drawn
    /// through it.
    ///
    /// ```swift
    /// let host = ViewHost(Text("Hi").rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0)), size: CGSize(width: 100, height: 40))
    /// host.displayList.texts.first?.projection?.isAffine   // false
    /// ```
    public var projection: ProjectionTransform?
    /// The bounding box of `polygons` in window points.
    public var bounds: CGRect
    /// The item's rectangle before `transform` (text and images).
    public var localRect: CGRect
    public var text: String?
    public var font: Font?
    public var imageName: String?
    public var shadowRadius: CGFloat
    /// Clip outlines the item is drawn inside (all of them), in window points; empty when unclipped.
    public var clips: [[CGPoint]]
    /// The layer a `.beginLayer` item starts; nil for every other kind.
    public var layer: DisplayLayer?
    /// A gradient that paints the item (a fill or a text run) instead of `color`, laid out in the
    /// item's local coordinates (`transform` maps them to window points); `color` then holds its
    /// colour at location 0.5 for backends that draw one colour. nil: `color` paints. Under a
    /// projection, `projection` maps the gradient's local coordinates instead of `transform`; a
    /// text run drawn under one carries no gradient (it paints in `color`).
    public var gradient: GradientPaint?

    public init(kind: Kind, polygons: [[CGPoint]], fillRule: FillRule = .nonZero, color: Color?, opacity: Double,
                transform: CGAffineTransform, localRect: CGRect = .zero, text: String? = nil, font: Font? = nil,
                imageName: String? = nil, shadowRadius: CGFloat = 0, clips: [[CGPoint]] = [],
                projection: ProjectionTransform? = nil, layer: DisplayLayer? = nil, gradient: GradientPaint? = nil) {
        self.kind = kind
        self.polygons = polygons
        self.fillRule = fillRule
        self.color = color
        self.opacity = opacity
        self.transform = transform
        self.localRect = localRect
        self.text = text
        self.font = font
        self.imageName = imageName
        self.shadowRadius = shadowRadius
        self.clips = clips
        self.projection = projection
        self.layer = layer
        self.gradient = gradient
        self.bounds = DisplayItem.boundingBox(of: polygons)
    }

    /// The smallest rectangle holding every point, `.null` when there is none.
    static func boundingBox(of polygons: [[CGPoint]]) -> CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for polygon in polygons {
            for p in polygon {
                minX = min(minX, p.x); maxX = max(maxX, p.x)
                minY = min(minY, p.y); maxY = max(maxY, p.y)
            }
        }
        guard minX <= maxX, minY <= maxY else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
