import Foundation

/// The rows and cells of a ``GridLayout``, read from its subviews' layout values, and the sizing of
/// its columns and rows.
///
/// Subviews of one ``GridRow`` form a row, in order, each starting in the column after the
/// previous cell's span; a subview outside any row forms a row of its own spanning every column.
/// The grid has as many columns as its longest row's spans add up to (at least one).
///
/// Bad values: a span below 1 reads as 1 and one above ``maximumSpan`` as ``maximumSpan``.
struct GridPlan {
    /// The most columns one cell spans (so a huge count cannot exhaust memory).
    static let maximumSpan = 1_000

    /// One cell: a subview, the first column it covers and how many it spans.
    struct Cell {
        let index: Int
        let column: Int
        let span: Int
        /// The axes on which it does not size its row or column.
        let unsized: Axis.Set
    }

    /// One row: its cells, its alignment, and whether it is a view outside a ``GridRow``.
    struct Row {
        let cells: [Cell]
        let alignment: VerticalAlignment?
        let spansGrid: Bool
    }

    let rows: [Row]
    let columnCount: Int
    /// Each column's alignment: the topmost single-column cell's ``View/gridColumnAlignment(_:)``.
    let columnAlignments: [HorizontalAlignment?]

    init(_ subviews: LayoutSubviews) {
        var groups: [(row: GridRowMembership?, indices: [Int])] = []
        for index in subviews.indices {
            let membership = subviews[index][GridRowKey.self]
            if let membership, let last = groups.last, last.row == membership {
                groups[groups.count - 1].indices.append(index)
            } else {
                groups.append((membership, [index]))
            }
        }
        let spans = { (index: Int) in min(max(subviews[index][GridCellColumnsKey.self], 1), Self.maximumSpan) }
        let columnCount = groups.filter { $0.row != nil }.map { $0.indices.map(spans).reduce(0, +) }.max() ?? 1
        var alignments = [HorizontalAlignment?](repeating: nil, count: columnCount)
        rows = groups.map { group in
            guard let membership = group.row else {
                let index = group.indices[0]
                return Row(cells: [Cell(index: index, column: 0, span: columnCount,
                                        unsized: subviews[index][GridCellUnsizedAxesKey.self])],
                           alignment: nil, spansGrid: true)
            }
            var column = 0
            var cells: [Cell] = []
            for index in group.indices {
                let span = spans(index)
                cells.append(Cell(index: index, column: column, span: span, unsized: subviews[index][GridCellUnsizedAxesKey.self]))
                if span == 1, alignments[column] == nil { alignments[column] = subviews[index][GridColumnAlignmentKey.self] }
                column += span
            }
            return Row(cells: cells, alignment: membership.alignment, spansGrid: false)
        }
        self.columnCount = columnCount
        columnAlignments = alignments
    }

    /// The columns' widths for a proposed grid `width`, `spacing` apart.
    ///
    /// Single-column cells size the columns as an `HStack` sizes its views: with no finite width
    /// each column takes its widest cell's size for that width; with a finite width, less the
    /// spacing, the columns are served from the least to the most flexible (the difference of
    /// their widths proposed infinity and zero), each offered an equal share of what is left and
    /// taking its widest cell's width for that offer. Then each wider cell — spanning several
    /// columns (offered the width they cover when the grid's width is given) or spanning the grid
    /// (offered the grid's width) — that needs more than it covers widens its columns equally.
    func columnWidths(for width: CGFloat?, spacing: CGFloat, _ subviews: LayoutSubviews) -> [CGFloat] {
        var singles = [[Int]](repeating: [], count: columnCount)
        for row in rows where !row.spansGrid {
            for cell in row.cells where cell.span == 1 && !cell.unsized.contains(.horizontal) {
                singles[cell.column].append(cell.index)
            }
        }
        var widths = Self.distribute(columnCount, in: width.map { $0 - spacing * CGFloat(columnCount - 1) }) { column, offer in
            singles[column].reduce(0) { max($0, subviews[$1].sizeThatFits(ProposedViewSize(width: offer, height: nil)).width) }
        }
        for row in rows {
            for cell in row.cells where (cell.span > 1 || row.spansGrid) && !cell.unsized.contains(.horizontal) {
                let covered = Self.length(widths[cell.column..<cell.column + cell.span], spacing: spacing)
                let offer = row.spansGrid ? width : width.map { _ in covered }
                let need = subviews[cell.index].sizeThatFits(ProposedViewSize(width: offer, height: nil)).width
                guard need > covered else { continue }
                for column in cell.column..<cell.column + cell.span { widths[column] += (need - covered) / CGFloat(cell.span) }
            }
        }
        return widths
    }

    /// The rows' heights for a proposed grid `height`, `spacing` apart, with columns `widths`
    /// (`horizontalSpacing` apart): rows are served as columns are, each as tall as its tallest
    /// vertically sized cell proposed its cell's width — or, in a row aligned by a guide other
    /// than top, centre or bottom (a text baseline, say; the row's alignment, else `alignment`),
    /// as tall as its cells stacked on that shared guide.
    func rowHeights(for height: CGFloat?, spacing: CGFloat, widths: [CGFloat], horizontalSpacing: CGFloat,
                    alignment: VerticalAlignment, _ subviews: LayoutSubviews) -> [CGFloat] {
        Self.distribute(rows.count, in: height.map { $0 - spacing * CGFloat(rows.count - 1) }) { index, offer in
            let guide = rows[index].alignment ?? alignment
            var (tallest, above, below): (CGFloat, CGFloat, CGFloat) = (0, 0, 0)
            for cell in rows[index].cells where !cell.unsized.contains(.vertical) {
                let width = Self.length(widths[cell.column..<cell.column + cell.span], spacing: horizontalSpacing)
                let proposal = ProposedViewSize(width: width, height: offer)
                guard Self.sharesGuide(guide) else {
                    tallest = max(tallest, subviews[cell.index].sizeThatFits(proposal).height)
                    continue
                }
                let dimensions = subviews[cell.index].dimensions(in: proposal)
                above = max(above, dimensions[guide])
                below = max(below, dimensions.height - dimensions[guide])
            }
            return max(tallest, above + below)
        }
    }

    /// Whether a row aligned by `guide` aligns its cells on one shared line (every guide but top,
    /// centre and bottom, for which aligning each cell in the row's height is the same).
    static func sharesGuide(_ guide: VerticalAlignment) -> Bool {
        guide != .top && guide != .center && guide != .bottom
    }

    /// Lengths `spacing` apart end to end.
    static func length<C: Collection>(_ lengths: C, spacing: CGFloat) -> CGFloat where C.Element == CGFloat {
        lengths.reduce(0, +) + spacing * CGFloat(max(lengths.count - 1, 0))
    }

    /// The lengths of `count` tracks sharing `available` points (see ``columnWidths(for:spacing:_:)``);
    /// `measure` gives a track's length for an offer.
    private static func distribute(_ count: Int, in available: CGFloat?, measure: (Int, CGFloat?) -> CGFloat) -> [CGFloat] {
        guard let available, available.isFinite else { return (0..<count).map { measure($0, available) } }
        let flexibility = (0..<count).map { track -> CGFloat in
            let range = measure(track, .infinity) - measure(track, 0)
            return range.isNaN ? .infinity : range
        }
        var lengths = [CGFloat](repeating: 0, count: count)
        var remaining = available
        var left = count
        for track in (0..<count).sorted(by: { (flexibility[$0], $0) < (flexibility[$1], $1) }) {
            lengths[track] = measure(track, max(remaining / CGFloat(left), 0))
            remaining -= lengths[track]
            left -= 1
        }
        return lengths
    }
}
