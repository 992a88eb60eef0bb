import Foundation

/// Motion's own symbol set: SF-style outlines drawn in code, looked up by SF Symbols name.
///
/// Outline names (`heart`) are stroked; `.fill` names (`heart.fill`) are filled. ``names`` lists
/// every symbol. A name not in the set has no artwork; ``Image(systemName:)`` then draws
/// ``placeholder`` (a rounded square with a diagonal, the size of a full symbol) and warns once.
///
/// ```swift
/// SymbolCatalog.artwork(named: "heart.fill")?.box   // the heart's frame on the design grid
/// SymbolCatalog.artwork(named: "no.such.symbol")    // nil
/// ```
public enum SymbolCatalog {
    /// The artwork of `name`, nil when Motion has no such symbol.
    public static func artwork(named name: String) -> SymbolArtwork? {
        table[name]
    }

    /// Every symbol name, sorted.
    public static var names: [String] { table.keys.sorted() }

    /// What an unknown name draws: a rounded square with a diagonal, 140 × 140 design units.
    public static let placeholder = SymbolArtwork([
        .stroke(SymbolPen.roundedRect(16, 16, 128, 128, 18)),
        .stroke(SymbolPen.line((40, 120), (120, 40)), widthScale: 0.75),
    ])

    private static let table: [String: SymbolArtwork] = {
        var table: [String: SymbolArtwork] = [:]
        for group in [basicShapes, arrows, objects, nature, communication, enclosed] {
            table.merge(group()) { first, _ in first }
        }
        return table
    }()
}

extension Dictionary where Key == String, Value == SymbolArtwork {
    /// Adds `name` drawn as `outline` and `name.fill` drawn as `fill`.
    mutating func addOutlineAndFill(_ name: String, outline: [SymbolArtwork.Part], fill: [SymbolArtwork.Part]) {
        self[name] = SymbolArtwork(outline)
        self[name + ".fill"] = SymbolArtwork(fill)
    }
}
