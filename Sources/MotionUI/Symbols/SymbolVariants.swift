import Foundation

/// A variant of a symbol, as SwiftUI's `SymbolVariants`: `.fill` turns `heart` into `heart.fill`,
/// `.circle` `checkmark` into `checkmark.circle`.
///
/// Rule: the image's name gets the variant's suffixes in SF Symbols' order (shape, then `.fill`;
/// `.slash` first) where Motion has such a symbol; a suffix the set lacks is left out (so
/// `.fill` on `plus` draws `plus`), and a name that already has a suffix keeps it. `.none` removes
/// no suffix the name spells out itself. `.rectangle` and `.square` look for `.rectangle` /
/// `.square` names (Motion has none apart from the ones listed in ``SymbolCatalog``).
///
/// ```swift
/// HStack { Image(systemName: "heart"); Image(systemName: "star") }.symbolVariant(.fill)
/// ```
public struct SymbolVariants: Hashable, Sendable {
    var shape: String?
    var isFilled = false
    var isSlashed = false

    /// No variant.
    public static let none = SymbolVariants()
    /// Filled symbols.
    public static let fill = SymbolVariants(isFilled: true)
    /// Symbols inside a circle.
    public static let circle = SymbolVariants(shape: "circle")
    /// Symbols inside a square.
    public static let square = SymbolVariants(shape: "square")
    /// Symbols inside a rectangle.
    public static let rectangle = SymbolVariants(shape: "rectangle")
    /// Symbols with a slash.
    public static let slash = SymbolVariants(isSlashed: true)

    /// This variant filled as well.
    public var fill: SymbolVariants { var v = self; v.isFilled = true; return v }
    /// This variant inside a circle as well.
    public var circle: SymbolVariants { var v = self; v.shape = "circle"; return v }
    /// This variant inside a square as well.
    public var square: SymbolVariants { var v = self; v.shape = "square"; return v }
    /// This variant slashed as well.
    public var slash: SymbolVariants { var v = self; v.isSlashed = true; return v }

    /// Whether this variant includes `other`'s parts.
    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shape == nil || other.shape == shape) && (!other.isFilled || isFilled) && (!other.isSlashed || isSlashed)
    }

    /// The name to draw for `name` under this variant (see the type's rule).
    ///
    /// ```swift
    /// SymbolVariants.fill.resolve("heart")            // "heart.fill"
    /// SymbolVariants.circle.fill.resolve("checkmark")  // "checkmark.circle.fill"
    /// ```
    public func resolve(_ name: String, exists: (String) -> Bool = { SymbolCatalog.artwork(named: $0) != nil }) -> String {
        var result = name
        if isSlashed, !result.hasSuffix(".slash"), exists(result + ".slash") { result += ".slash" }
        if let shape, !result.contains(".\(shape)"), exists(result + ".\(shape)") { result += ".\(shape)" }
        if isFilled, !result.hasSuffix(".fill"), exists(result + ".fill") { result += ".fill" }
        return result
    }
}

private struct SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants.none }

extension EnvironmentValues {
    /// The variant of symbols below (`.none` unless set by ``View/symbolVariant(_:)``).
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

extension View {
    /// Draws symbol images inside this view in a variant (see ``SymbolVariants``).
    ///
    /// ```swift
    /// Image(systemName: "bell").symbolVariant(.fill)   // draws bell.fill
    /// ```
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        environment(\.symbolVariants, variant)
    }
}
