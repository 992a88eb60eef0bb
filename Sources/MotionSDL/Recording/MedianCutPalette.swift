/// A palette of at most `size` colours for a set of colours with their pixel counts, by median cut
/// on full 8-bit colours: start with one box holding every colour; repeatedly split the box with
/// the largest squared error (pixel count × variance, summed over red, green and blue) along its
/// channel of largest variance, at the pixel-weighted median; each box's entry is its
/// pixel-weighted mean colour, rounded. A box of one colour has that colour exactly, so a large
/// flat area (the background) gets its own exact entry early: its error dominates until it does.
///
/// giflib's `GifQuantizeBuffer` does median cut too, but on colours cut to 5 bits a channel: its
/// entries are multiples of 8 (pure white comes out as 248), so every flat area of a user
/// interface would be dithered noise. This one keeps all 8 bits.
///
/// ```swift
/// let palette = MedianCutPalette.make(colors: [0xFFFFFF: 900, 0xFF0000: 50, 0xFE0000: 50], size: 2)
/// // [(255, 0, 0), white]: the two reds share a box; its mean is 254.5, rounded to 255
/// ```
enum MedianCutPalette {
    /// The palette for `colors` (0xRRGGBB → pixel count); empty for no colours, at most `size` entries.
    static func make(colors: [UInt32: Int], size: Int) -> [PixelColor] {
        var entries = colors.map { (key: $0.key, count: $0.value) }.sorted { $0.key < $1.key }
        guard !entries.isEmpty, size > 0 else { return [] }
        var boxes = [Box(range: 0..<entries.count, entries: entries)]
        while boxes.count < size {
            guard let worst = boxes.indices.filter({ boxes[$0].range.count > 1 && boxes[$0].error > 0 })
                .max(by: { boxes[$0].error < boxes[$1].error }) else { break }
            let box = boxes[worst]
            let shift = box.widestShift
            entries[box.range].sort { ($0.key >> shift) & 0xFF < ($1.key >> shift) & 0xFF }
            let total = box.count
            var running = 0, cut = box.range.lowerBound + 1
            for index in box.range {
                running += entries[index].count
                if running * 2 >= total {
                    cut = index + 1
                    break
                }
            }
            cut = min(max(cut, box.range.lowerBound + 1), box.range.upperBound - 1)
            boxes[worst] = Box(range: box.range.lowerBound..<cut, entries: entries)
            boxes.append(Box(range: cut..<box.range.upperBound, entries: entries))
        }
        return boxes.map(\.mean)
    }

    /// Colours `range` of the entries: their count, mean and squared error.
    private struct Box {
        let range: Range<Int>
        let count: Int
        let mean: PixelColor
        let error: Double
        /// The bit shift of the channel with the largest variance (16 red, 8 green, 0 blue).
        let widestShift: UInt32

        init(range: Range<Int>, entries: [(key: UInt32, count: Int)]) {
            self.range = range
            var sums = [Double](repeating: 0, count: 3), squares = sums
            var count = 0
            for index in range {
                let entry = entries[index], weight = Double(entry.count)
                count += entry.count
                for channel in 0..<3 {
                    let value = Double((entry.key >> UInt32(16 - 8 * channel)) & 0xFF)
                    sums[channel] += weight * value
                    squares[channel] += weight * value * value
                }
            }
            self.count = count
            let total = Double(max(count, 1))
            let variances = (0..<3).map { squares[$0] - sums[$0] * sums[$0] / total }
            error = variances.reduce(0, +)
            let widest = variances.indices.max { variances[$0] < variances[$1] } ?? 0
            widestShift = UInt32(16 - 8 * widest)
            func channel(_ index: Int) -> UInt8 { UInt8(min(max((sums[index] / total).rounded(), 0), 255)) }
            mean = PixelColor(r: channel(0), g: channel(1), b: channel(2))
        }
    }
}
