import Foundation

/// How a path's outline is drawn: width, ends, corners and dashes, as SwiftUI's `StrokeStyle`.
///
/// Its `animatableData` is (lineWidth, (miterLimit, dashPhase)), so a width or a dash phase animates
/// (a moving dash phase gives "marching ants").
///
/// ```swift
/// let loader = StrokeStyle(lineWidth: 4, lineCap: .round)
/// let dashed = StrokeStyle(lineWidth: 2, dash: [6, 4], dashPhase: 3)
/// ```
///
/// Values the stroker treats specially (see ``PathStroker``): a width that is not a positive finite
/// number draws nothing; a miter limit that is NaN counts as the default 10; a dash array with a
/// negative or non-finite entry, or summing to zero, draws a solid line; an odd dash array is
/// repeated once to make it even (as SVG does).
public struct StrokeStyle: Hashable, Sendable, Animatable {
    /// The width of the stroke, centred on the path.
    public var lineWidth: CGFloat
    /// The shape of open ends.
    public var lineCap: CGLineCap
    /// The shape of corners.
    public var lineJoin: CGLineJoin
    /// The longest miter, as a multiple of the line width, before a miter join becomes a bevel.
    public var miterLimit: CGFloat
    /// Alternating lengths of dashes and gaps along the path, starting with a dash.
    public var dash: [CGFloat]
    /// How far into the dash pattern each subpath starts.
    public var dashPhase: CGFloat

    /// A stroke style; the defaults are SwiftUI's.
    ///
    /// ```swift
    /// StrokeStyle(lineWidth: 10, lineCap: .square, lineJoin: .bevel)
    /// ```
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
                miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// (lineWidth, (miterLimit, dashPhase)), as SwiftUI.
    ///
    /// ```swift
    /// StrokeStyle(lineWidth: 3).animatableData.first   // 3
    /// ```
    public var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(lineWidth, AnimatablePair(miterLimit, dashPhase)) }
        set {
            lineWidth = newValue.first
            miterLimit = newValue.second.first
            dashPhase = newValue.second.second
        }
    }
}

/// The shape of a stroke's open ends, as Core Graphics' `CGLineCap` (absent from Foundation on Linux).
///
/// ```swift
/// StrokeStyle(lineWidth: 4, lineCap: .round)
/// ```
public enum CGLineCap: Int32, Hashable, Sendable, CaseIterable {
    /// The stroke stops square at the end point.
    case butt = 0
    /// A half disc of the line width's diameter is added at each end.
    case round = 1
    /// The stroke goes on for half the line width past each end, squared off.
    case square = 2
}

/// The shape of a stroke's corners, as Core Graphics' `CGLineJoin` (absent from Foundation on Linux).
///
/// ```swift
/// StrokeStyle(lineWidth: 4, lineJoin: .round)
/// ```
public enum CGLineJoin: Int32, Hashable, Sendable, CaseIterable {
    /// Outer edges extended until they meet (a bevel once past the miter limit).
    case miter = 0
    /// A circular arc around the corner.
    case round = 1
    /// The outer corners joined by a straight line.
    case bevel = 2
}
