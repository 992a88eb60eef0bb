/// The palette entry nearest to a colour, remembered per cell of 4 × 4 × 4 levels (64³ cells): the
/// first colour to land in a cell searches the whole palette for the entry nearest (squared RGB
/// distance, the lowest index on a tie) to the cell's centre, and every later colour in that cell
/// gets the same entry. So a lookup costs one search per cell, not per pixel, and the entry is at
/// most 2 levels per channel from the true nearest. Components outside 0…255 (diffused error)
/// clamp; NaN counts as 0.
///
/// ```swift
/// var nearest = NearestColorCache(palette: [.black, .white])
/// nearest.index(red: 200, green: 190, blue: 180)   // 1
/// ```
struct NearestColorCache {
    private let palette: [PixelColor]
    private var cells: [Int16]

    /// A cache for `palette` (at most 256 entries are searched).
    init(palette: [PixelColor]) {
        self.palette = Array(palette.prefix(256))
        cells = [Int16](repeating: -1, count: 64 * 64 * 64)
    }

    /// The index of the entry nearest to (`red`, `green`, `blue`); 0 for an empty palette.
    mutating func index(red: Float, green: Float, blue: Float) -> UInt8 {
        func cell(_ value: Float) -> Int {
            guard value > 0 else { return 0 }
            return Int(min(value, 255)) >> 2
        }
        let r = cell(red), g = cell(green), b = cell(blue)
        let slot = (r << 12) | (g << 6) | b
        if cells[slot] >= 0 { return UInt8(cells[slot]) }
        let centre = (r << 2 | 2, g << 2 | 2, b << 2 | 2)
        var best = 0, bestDistance = Int.max
        for (index, color) in palette.enumerated() {
            let dr = Int(color.r) - centre.0, dg = Int(color.g) - centre.1, db = Int(color.b) - centre.2
            let distance = dr * dr + dg * dg + db * db
            if distance < bestDistance {
                best = index
                bestDistance = distance
            }
        }
        cells[slot] = Int16(best)
        return UInt8(best)
    }
}
