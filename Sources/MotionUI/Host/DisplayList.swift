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
    /// The bounding box of `polygons` in window points.
    public var bounds: CGRect
    /// Clip outlines the item is drawn inside (all of them), in window points; empty when unclipped.
    public var clips: [[CGPoint]]
    /// The fields most items leave at their defaults (a fill of a colour has none), boxed: a frame
    /// of 10,000 animated shapes writes, copies and frees a third of the bytes it would inline.
    private var details: Details?

    /// Local coordinates → window points when a projective effect (`rotation3DEffect`,
    /// `projectionEffect`, a `GeometryEffect` with perspective) is in force, every transform
    /// included; nil otherwise. `polygons` are already projected; text and images are drawn
    /// through it.
    ///
    /// ```swift
    /// let host = ViewHost(Text("Hi").rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0)), size: CGSize(width: 100, height: 40))
    /// host.displayList.texts.first?.projection?.isAffine   // false
    /// ```
    public var projection: ProjectionTransform? {
        get { details?.fields.projection }
        set { editDetails { $0.projection = newValue } }
    }
    /// The item's rectangle before `transform` (text and images).
    public var localRect: CGRect {
        get { details?.fields.localRect ?? .zero }
        set { editDetails { $0.localRect = newValue } }
    }
    public var text: String? {
        get { details?.fields.text }
        set { editDetails { $0.text = newValue } }
    }
    public var font: Font? {
        get { details?.fields.font }
        set { editDetails { $0.font = newValue } }
    }
    public var imageName: String? {
        get { details?.fields.imageName }
        set { editDetails { $0.imageName = newValue } }
    }
    public var shadowRadius: CGFloat {
        get { details?.fields.shadowRadius ?? 0 }
        set { editDetails { $0.shadowRadius = newValue } }
    }
    /// The layer a `.beginLayer` item starts; nil for every other kind.
    public var layer: DisplayLayer? {
        get { details?.fields.layer }
        set { editDetails { $0.layer = newValue } }
    }
    /// A gradient that paints the item (a fill or a text run) instead of `color`, laid out in the
    /// item's local coordinates (`transform` maps them to window points); `color` then holds its
    /// colour at location 0.5 for backends that draw one colour. nil: `color` paints. Under a
    /// projection, `projection` maps the gradient's local coordinates instead of `transform`; a
    /// text run drawn under one carries no gradient (it paints in `color`).
    public var gradient: GradientPaint? {
        get { details?.fields.gradient }
        set { editDetails { $0.gradient = newValue } }
    }

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
        self.clips = clips
        self.bounds = DisplayItem.boundingBox(of: polygons)
        // Most items (a colour fill) box nothing: decided on the arguments, before any is copied.
        guard !DetailFields.areDefaults(projection: projection, localRect: localRect, text: text, font: font,
                                        imageName: imageName, shadowRadius: shadowRadius, layer: layer,
                                        gradient: gradient) else { return }
        details = Details(DetailFields(projection: projection, localRect: localRect, text: text, font: font,
                                       imageName: imageName, shadowRadius: shadowRadius, layer: layer, gradient: gradient))
    }

    /// Changes the boxed fields (a new box: items share theirs).
    private mutating func editDetails(_ edit: (inout DetailFields) -> Void) {
        var fields = details?.fields ?? DetailFields()
        edit(&fields)
        details = Details.make(fields)
    }

    /// The fields kept in ``details``, all at their defaults in most items.
    private struct DetailFields: Equatable, Sendable {
        var projection: ProjectionTransform?
        var localRect = CGRect.zero
        var text: String?
        var font: Font?
        var imageName: String?
        var shadowRadius: CGFloat = 0
        var layer: DisplayLayer?
        var gradient: GradientPaint?

        /// Whether every field has its default (tested field by field: cheaper than comparing
        /// with a default value, which copies one).
        var isDefault: Bool {
            DetailFields.areDefaults(projection: projection, localRect: localRect, text: text, font: font,
                                     imageName: imageName, shadowRadius: shadowRadius, layer: layer, gradient: gradient)
        }

        static func areDefaults(projection: ProjectionTransform?, localRect: CGRect, text: String?, font: Font?,
                                imageName: String?, shadowRadius: CGFloat, layer: DisplayLayer?,
                                gradient: GradientPaint?) -> Bool {
            projection == nil && text == nil && font == nil && imageName == nil && shadowRadius == 0 && layer == nil
                && gradient == nil && localRect.origin.x == 0 && localRect.origin.y == 0
                && localRect.size.width == 0 && localRect.size.height == 0
        }
    }

    /// ``DetailFields`` boxed; never made for fields all at their defaults, so an item has a box
    /// exactly when a field differs from its default, and two items compare by their fields.
    private final class Details: Equatable, Sendable {
        let fields: DetailFields

        init(_ fields: DetailFields) { self.fields = fields }

        static func make(_ fields: DetailFields) -> Details? {
            fields.isDefault ? nil : Details(fields)
        }

        static func == (a: Details, b: Details) -> Bool { a === b || a.fields == b.fields }
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
