import Foundation

/// The layout of ``LazyVGrid`` (flow `.vertical`: columns across, rows down) and ``LazyHGrid``
/// (flow `.horizontal`: rows across, columns to the right).
///
/// Across the flow the grid's ``GridItem``s decide the tracks (``LazyGridTracks``) from the
/// proposed length alone; the grid is as long as its tracks. Subviews fill the tracks in order,
/// a line at a time; a line is as long (along the flow) as its longest cell, each cell proposed
/// its track's length and nothing along the flow, then placed in its track × line rectangle,
/// proposed that rectangle and aligned by its item's alignment, else the grid's. Lines are
/// `spacing` apart (8 points when nil).
///
/// Sections: a `Section`'s header and footer take a line of their own spanning every track
/// (proposed the grid's whole length across the flow), and a section's first cell starts a new
/// line. Rules where SwiftUI is silent: headers and footers align by the grid's alignment; a
/// grid without items shows no cells (each is placed at the grid's origin with a zero proposal);
/// a NaN or negative `spacing` reads as 0.
struct LazyGridLayout: Layout {
    /// The grid's flow: `.vertical` for a `LazyVGrid`.
    let flow: Axis
    let items: [GridItem]
    let alignment: Alignment
    let spacing: CGFloat?

    /// One line of the grid: cells (subview indices, one per track from the first) or one spanning view.
    enum Line: Equatable {
        case cells([Int])
        case spanning(Int)
    }

    /// The spacing between lines.
    var lineSpacing: CGFloat {
        let value = spacing ?? ViewSpacing.defaultSpacing
        return value.isFinite && value > 0 ? value : 0
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let tracks = LazyGridTracks(items, length: across(proposal.sanitized))
        let lines = Self.lines(of: subviews, trackCount: tracks.tracks.count)
        let lengths = lines.map { length(of: $0, tracks, subviews) }
        let along = lengths.reduce(0, +) + lineSpacing * CGFloat(max(lines.count - 1, 0))
        return size(across: tracks.total, along: along)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let tracks = LazyGridTracks(items, length: flow == .vertical ? bounds.width : bounds.height)
        let lines = Self.lines(of: subviews, trackCount: tracks.tracks.count)
        let offsets = tracks.offsets
        var position: CGFloat = 0
        var placed = Set<Int>()
        for line in lines {
            let length = length(of: line, tracks, subviews)
            switch line {
            case .cells(let indices):
                for (track, index) in zip(tracks.tracks.indices, indices) {
                    let rect = self.rect(in: bounds, across: offsets[track], tracks.tracks[track].length, along: position, length)
                    place(subviews[index], in: rect, alignment: tracks.tracks[track].alignment ?? alignment)
                    placed.insert(index)
                }
            case .spanning(let index):
                place(subviews[index], in: rect(in: bounds, across: 0, tracks.total, along: position, length), alignment: alignment)
                placed.insert(index)
            }
            position += length + lineSpacing
        }
        for index in subviews.indices where !placed.contains(index) {
            subviews[index].place(at: bounds.origin, proposal: .zero)
        }
    }

    /// Splits the subviews into lines of at most `trackCount` cells, sections' headers and
    /// footers on lines of their own; with no tracks there are no cell lines.
    static func lines(of subviews: Subviews, trackCount: Int) -> [Line] {
        var lines: [Line] = []
        var current: [Int] = []
        var section: ObjectIdentifier?
        func flush() {
            if !current.isEmpty { lines.append(.cells(current)) }
            current = []
        }
        for index in subviews.indices {
            let part = subviews[index][GridSectionPartKey.self]
            if let part, part.isSupplementary {
                flush()
                lines.append(.spanning(index))
                continue
            }
            if part?.section != section {
                flush()
                section = part?.section
            }
            guard trackCount > 0 else { continue }
            current.append(index)
            if current.count == trackCount { flush() }
        }
        flush()
        return lines
    }

    /// A line's length along the flow: its longest cell's.
    private func length(of line: Line, _ tracks: LazyGridTracks, _ subviews: Subviews) -> CGFloat {
        switch line {
        case .cells(let indices):
            return zip(tracks.tracks, indices).reduce(0) { longest, pair in
                max(longest, along(subviews[pair.1].sizeThatFits(proposal(across: pair.0.length, along: nil))))
            }
        case .spanning(let index):
            return along(subviews[index].sizeThatFits(proposal(across: tracks.total, along: nil)))
        }
    }

    private func place(_ subview: LayoutSubview, in rect: CGRect, alignment: Alignment) {
        let proposal = ProposedViewSize(rect.size)
        let offset = alignment.offset(of: subview.dimensions(in: proposal), in: rect.size)
        subview.place(at: CGPoint(x: rect.minX + offset.x, y: rect.minY + offset.y), anchor: .topLeading, proposal: proposal)
    }

    private func across(_ proposal: ProposedViewSize) -> CGFloat? { flow == .vertical ? proposal.width : proposal.height }

    private func along(_ size: CGSize) -> CGFloat { flow == .vertical ? size.height : size.width }

    private func size(across: CGFloat, along: CGFloat) -> CGSize {
        flow == .vertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
    }

    private func proposal(across: CGFloat, along: CGFloat?) -> ProposedViewSize {
        flow == .vertical ? ProposedViewSize(width: across, height: along) : ProposedViewSize(width: along, height: across)
    }

    private func rect(in bounds: CGRect, across start: CGFloat, _ breadth: CGFloat, along position: CGFloat, _ length: CGFloat) -> CGRect {
        flow == .vertical
            ? CGRect(x: bounds.minX + start, y: bounds.minY + position, width: breadth, height: length)
            : CGRect(x: bounds.minX + position, y: bounds.minY + start, width: length, height: breadth)
    }
}
