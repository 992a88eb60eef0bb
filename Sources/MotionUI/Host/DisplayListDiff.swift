import Foundation

/// Compares two frames' display items and collects the footprints (device pixels) of what differs:
/// the work behind ``DisplayListDamage``.
///
/// Both lists are read as *units*: a plain item, or a whole layer (its `.beginLayer` item through
/// the matching `.endLayer`; an unmatched one runs to the end of the list). Units are matched in
/// order — any matching that keeps the order of both lists is correct, since a pixel covered only
/// by matched units sees the same items drawn in the same order in both frames — greedily: equal
/// units match; on a mismatch the nearer of the next old unit among the next 16 new ones, or the
/// next new unit among the next 16 old ones, is matched and what lies between is damage; when
/// neither is near, both units are damage. Two layers match when their `.beginLayer` items are
/// equal and either everything inside is equal or the layer's effect works pixel by pixel (no
/// blur): such a pair is then compared inside, its footprints cut to the layer's extent.
///
/// ```swift
/// let footprints = DisplayListDiff.footprints(from: before.items, to: after.items, scale: 2)
/// ```
struct DisplayListDiff {
    /// How far ahead a mismatch looks for the unit it missed.
    static let lookahead = 16

    private let old: [DisplayItem]
    private let new: [DisplayItem]
    private let scale: Double
    private var footprints: [CGRect] = []

    /// The footprints of every unit of `old` or `new` that is not matched in the other, in device
    /// pixels at `scale` (not yet cut to the window, not merged).
    static func footprints(from old: [DisplayItem], to new: [DisplayItem], scale: Double) -> [CGRect] {
        var diff = DisplayListDiff(old: old, new: new, scale: scale)
        diff.compare(old.indices, new.indices, within: nil)
        return diff.footprints
    }

    private init(old: [DisplayItem], new: [DisplayItem], scale: Double) {
        self.old = old
        self.new = new
        self.scale = scale
    }

    /// Compares the units of `old[oldRange]` with those of `new[newRange]`; `extent` is the
    /// footprint of the layer they are drawn in (nil: the page).
    private mutating func compare(_ oldRange: Range<Int>, _ newRange: Range<Int>, within extent: CGRect?) {
        let a = DisplayListDiff.units(of: old, in: oldRange), b = DisplayListDiff.units(of: new, in: newRange)
        var i = 0, j = 0
        while i < a.count && j < b.count {
            if matches(a[i], b[j]) {
                compareInside(a[i], b[j], within: extent)
                i += 1
                j += 1
                continue
            }
            let inserted = (1...DisplayListDiff.lookahead).first { j + $0 < b.count && matches(a[i], b[j + $0]) }
            let removed = (1...DisplayListDiff.lookahead).first { i + $0 < a.count && matches(a[i + $0], b[j]) }
            switch (inserted, removed) {
            case (let k?, let r) where r.map({ k <= $0 }) ?? true:
                for unit in b[j..<(j + k)] { damage(unit, in: new, within: extent) }
                j += k
            case (_, let k?):
                for unit in a[i..<(i + k)] { damage(unit, in: old, within: extent) }
                i += k
            default:
                damage(a[i], in: old, within: extent)
                damage(b[j], in: new, within: extent)
                i += 1
                j += 1
            }
        }
        for unit in a[i...] { damage(unit, in: old, within: extent) }
        for unit in b[j...] { damage(unit, in: new, within: extent) }
    }

    /// The units of `items[range]`: one item, or a layer's run from its `.beginLayer` through its `.endLayer`.
    static func units(of items: [DisplayItem], in range: Range<Int>) -> [Range<Int>] {
        var units: [Range<Int>] = []
        var index = range.lowerBound
        while index < range.upperBound {
            let end = items[index].kind == .beginLayer ? layerEnd(in: items, from: index, limit: range.upperBound) : index + 1
            units.append(index..<end)
            index = end
        }
        return units
    }

    /// One past the `.endLayer` closing the layer that `items[begin]` opens (`limit` when none does).
    static func layerEnd(in items: [DisplayItem], from begin: Int, limit: Int) -> Int {
        var depth = 0
        for index in begin..<limit {
            switch items[index].kind {
            case .beginLayer: depth += 1
            case .endLayer:
                depth -= 1
                if depth == 0 { return index + 1 }
            default: break
            }
        }
        return limit
    }

    private func isLayer(_ unit: Range<Int>, in items: [DisplayItem]) -> Bool { items[unit.lowerBound].kind == .beginLayer }

    /// Whether a layer's effect makes each pixel from the same pixel of the layer alone (no blur).
    private static func worksPixelByPixel(_ layer: DisplayLayer?) -> Bool {
        guard let layer else { return true }
        if case .blur = layer.effect { return false }
        return true
    }

    private func matches(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
        guard old[a.lowerBound] == new[b.lowerBound] else { return false }
        guard isLayer(a, in: old) else { return true }
        return DisplayListDiff.worksPixelByPixel(old[a.lowerBound].layer) || old[a].elementsEqual(new[b])
    }

    /// A matched pair of layers whose insides may differ: compared inside, within the layer's extent.
    private mutating func compareInside(_ a: Range<Int>, _ b: Range<Int>, within extent: CGRect?) {
        guard isLayer(a, in: old), !old[a].elementsEqual(new[b]) else { return }
        let inner = footprint(old[a.lowerBound], within: extent)
        let oldInside = (a.lowerBound + 1)..<(old[a.upperBound - 1].kind == .endLayer ? a.upperBound - 1 : a.upperBound)
        let newInside = (b.lowerBound + 1)..<(new[b.upperBound - 1].kind == .endLayer ? b.upperBound - 1 : b.upperBound)
        compare(oldInside, newInside, within: inner)
    }

    /// The pixels an item (a layer's `.beginLayer`: the whole layer) can change, cut to `extent`.
    private func footprint(_ item: DisplayItem, within extent: CGRect?) -> CGRect {
        let own = DisplayListDamage.footprint(of: item, scale: scale)
        return extent.map { DisplayListDamage.intersection(own, $0) } ?? own
    }

    private mutating func damage(_ unit: Range<Int>, in items: [DisplayItem], within extent: CGRect?) {
        footprints.append(footprint(items[unit.lowerBound], within: extent))
    }
}
