import Foundation

/// The columns of a ``LazyVGrid`` (rows of a ``LazyHGrid``) for a given length: the
/// ``GridItem`` sizing rule, with every adaptive item expanded into the cells it holds.
///
/// ```swift
/// // .fixed(70) and .adaptive(minimum: 40) in 200: 70, then 122 left (200 − 70 − 8) holds two
/// // 40-point cells: (122 − 8) / 2 = 57 each.
/// LazyGridTracks([GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))], length: 200).lengths
/// // [70, 57, 57]
/// ```
///
/// Rules where SwiftUI is silent: with no finite length (`nil` or infinite: the grid's ideal
/// size), a flexible item takes its minimum and an adaptive item holds one cell of its minimum.
/// Bad values: a NaN, infinite or negative fixed size, minimum or spacing reads as 0; a NaN
/// maximum reads as `.infinity` and a maximum below the minimum as the minimum; an adaptive
/// minimum below 1 point counts as 1 when deciding how many cells fit, and an adaptive item holds
/// at most ``maximumAdaptiveCount`` cells.
struct LazyGridTracks: Equatable {
    /// One column (or row) of cells.
    struct Track: Equatable {
        /// Its length across the grid's flow (a column's width).
        var length: CGFloat
        /// The spacing before the next track.
        var spacing: CGFloat
        /// How cells align in it; nil: the grid's alignment.
        var alignment: Alignment?
    }

    /// The most cells one adaptive item holds (so a huge length cannot exhaust memory).
    static let maximumAdaptiveCount = 10_000

    /// The tracks in order.
    let tracks: [Track]

    /// The tracks of `items` in `length` points.
    init(_ items: [GridItem], length: CGFloat?) {
        let finite = length.flatMap { $0.isFinite ? max($0, 0) : nil }
        let spacings = items.map { Self.valid($0.spacing ?? ViewSpacing.defaultSpacing) }
        var remaining = (finite ?? 0) - spacings.dropLast().reduce(0, +)
        var sharing = 0
        for item in items {
            if case .fixed(let size) = item.size { remaining -= Self.valid(size) } else { sharing += 1 }
        }
        var tracks: [Track] = []
        for (item, spacing) in zip(items, spacings) {
            switch item.size {
            case .fixed(let size):
                tracks.append(Track(length: Self.valid(size), spacing: spacing, alignment: item.alignment))
            case .flexible(let minimum, let maximum):
                let (low, high) = Self.bounds(minimum, maximum)
                let share = finite == nil ? low : min(max(remaining / CGFloat(sharing), low), high)
                remaining -= share
                sharing -= 1
                tracks.append(Track(length: share, spacing: spacing, alignment: item.alignment))
            case .adaptive(let minimum, let maximum):
                let (low, high) = Self.bounds(minimum, maximum)
                let share = finite == nil ? low : max(remaining / CGFloat(sharing), low)
                remaining -= share
                sharing -= 1
                let fit = ((share + spacing) / (max(low, 1) + spacing)).rounded(.down)
                let count = Int(min(max(fit, 1), CGFloat(Self.maximumAdaptiveCount)))
                let cell = min((share - CGFloat(count - 1) * spacing) / CGFloat(count), high)
                for _ in 0..<count { tracks.append(Track(length: max(cell, 0), spacing: spacing, alignment: item.alignment)) }
            }
        }
        self.tracks = tracks
    }

    /// The tracks' lengths.
    var lengths: [CGFloat] { tracks.map(\.length) }

    /// The start of every track from the grid's leading edge.
    var offsets: [CGFloat] {
        var position: CGFloat = 0
        return tracks.map { track in
            defer { position += track.length + track.spacing }
            return position
        }
    }

    /// The grid's length: every track and the spacing between them.
    var total: CGFloat {
        guard let last = tracks.last else { return 0 }
        return (offsets.last ?? 0) + last.length
    }

    private static func valid(_ value: CGFloat) -> CGFloat {
        value.isFinite && value > 0 ? value : 0
    }

    private static func bounds(_ minimum: CGFloat, _ maximum: CGFloat) -> (CGFloat, CGFloat) {
        let low = valid(minimum)
        return (low, maximum.isNaN ? .infinity : max(maximum, low))
    }
}
