import Foundation

/// The layout of ``Grid``, as SwiftUI's `GridLayout`: use it where a grid must be a ``Layout``
/// value (in an ``AnyLayout``, say). Its subviews' ``GridRow``s are its rows.
///
/// Columns are as wide as their widest cell and rows as tall as their tallest, shared out like a
/// stack's subviews when the proposal is finite (see ``GridPlan``), `horizontalSpacing` and
/// `verticalSpacing` apart (8 points when nil; NaN or negative reads as 0). A cell is proposed its
/// column × row rectangle and aligned in it by, in order: its ``View/gridCellAnchor(_:)``; else
/// horizontally its column's ``View/gridColumnAlignment(_:)`` and vertically its row's alignment,
/// each falling back to the grid's `alignment`. A view outside a ``GridRow`` spans the grid and
/// aligns by the grid's alignment.
///
/// ```swift
/// let layout = isGrid ? AnyLayout(GridLayout(horizontalSpacing: 4)) : AnyLayout(VStackLayout())
/// layout {
///     GridRow { Text("A"); Text("B") }
/// }
/// ```
///
/// A row aligned by a text baseline (or any guide but top, centre and bottom) lines its cells up
/// on that guide, as an `HStack` does, and is as tall as they are stacked on it.
///
/// Rules where SwiftUI is silent: the columns start at the leading edge of the grid's frame.
public struct GridLayout: Layout {
    /// The default alignment of cells in their rectangles.
    public var alignment: Alignment
    /// The distance between columns; nil: 8 points.
    public var horizontalSpacing: CGFloat?
    /// The distance between rows; nil: 8 points.
    public var verticalSpacing: CGFloat?

    /// A grid layout.
    ///
    /// ```swift
    /// GridLayout(alignment: .leading, verticalSpacing: 2)
    /// ```
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let plan = GridPlan(subviews)
        let proposal = proposal.sanitized
        let (widths, heights) = lengths(plan, width: proposal.width, height: proposal.height, subviews)
        return CGSize(width: GridPlan.length(widths, spacing: columnSpacing), height: GridPlan.length(heights, spacing: rowSpacing))
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let plan = GridPlan(subviews)
        let (widths, heights) = lengths(plan, width: bounds.width, height: bounds.height, subviews)
        var y = bounds.minY
        for (row, height) in zip(plan.rows, heights) {
            let vertical = row.alignment ?? alignment.vertical
            let rects = row.cells.map { cell in
                CGRect(x: bounds.minX + GridPlan.length(widths[..<cell.column], spacing: columnSpacing) + (cell.column > 0 ? columnSpacing : 0),
                       y: y, width: GridPlan.length(widths[cell.column..<cell.column + cell.span], spacing: columnSpacing), height: height)
            }
            let line = GridPlan.sharesGuide(vertical) ? sharedGuide(vertical, row, rects, subviews) : nil
            for (cell, rect) in zip(row.cells, rects) {
                let horizontal = row.spansGrid || cell.span > 1 ? alignment.horizontal : plan.columnAlignments[cell.column] ?? alignment.horizontal
                place(subviews[cell.index], in: rect, alignment: Alignment(horizontal: horizontal, vertical: vertical), line: line)
            }
            y += height + rowSpacing
        }
    }

    /// Where a row's cells meet on `guide`, from the row's top: the lowest of their guides.
    private func sharedGuide(_ guide: VerticalAlignment, _ row: GridPlan.Row, _ rects: [CGRect], _ subviews: Subviews) -> CGFloat {
        zip(row.cells, rects).reduce(0) { line, pair in
            guard !pair.0.unsized.contains(.vertical) else { return line }
            return max(line, subviews[pair.0.index].dimensions(in: ProposedViewSize(pair.1.size))[guide])
        }
    }

    private var columnSpacing: CGFloat { Self.valid(horizontalSpacing) }
    private var rowSpacing: CGFloat { Self.valid(verticalSpacing) }

    private static func valid(_ spacing: CGFloat?) -> CGFloat {
        let value = spacing ?? ViewSpacing.defaultSpacing
        return value.isFinite && value > 0 ? value : 0
    }

    private func lengths(_ plan: GridPlan, width: CGFloat?, height: CGFloat?, _ subviews: Subviews) -> ([CGFloat], [CGFloat]) {
        let widths = plan.columnWidths(for: width, spacing: columnSpacing, subviews)
        let heights = plan.rowHeights(for: height, spacing: rowSpacing, widths: widths, horizontalSpacing: columnSpacing,
                                      alignment: alignment.vertical, subviews)
        return (widths, heights)
    }

    /// Places a cell in its rectangle: by its anchor when it has one, else by `alignment`, its
    /// vertical guide on the row's shared `line` (from the rectangle's top) when there is one.
    private func place(_ subview: LayoutSubview, in rect: CGRect, alignment: Alignment, line: CGFloat?) {
        let proposal = ProposedViewSize(rect.size)
        if let anchor = subview[GridCellAnchorKey.self] {
            let point = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
            return subview.place(at: point, anchor: anchor, proposal: proposal)
        }
        let dimensions = subview.dimensions(in: proposal)
        let offset = alignment.offset(of: dimensions, in: rect.size)
        let y = line.map { $0 - dimensions[alignment.vertical] } ?? offset.y
        subview.place(at: CGPoint(x: rect.minX + offset.x, y: rect.minY + y), anchor: .topLeading, proposal: proposal)
    }
}
