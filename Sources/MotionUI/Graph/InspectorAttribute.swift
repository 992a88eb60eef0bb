import Foundation

/// The inspector's name for an animated attribute and for each numeric component of its value
/// (see ``LiveAnimation/attribute``): a row whose change touches exactly one component takes that
/// component's name (`offset.x`, `trim.to`).
///
/// ```swift
/// let offset = InspectorAttribute.modifier(_OffsetEffect.self)
/// offset.name         // "offset"
/// offset.components   // ["offset.x", "offset.y"]
/// ```
struct InspectorAttribute {
    let name: String
    /// Full names of the components in order; empty when they have none (then the row keeps `name`).
    let components: [String]

    init(_ name: String, components: [String] = []) {
        self.name = name
        self.components = components
    }

    /// A name and component suffixes: `offset` with `x`, `y` names `offset.x`, `offset.y`.
    init(_ name: String, suffixes: [String]) {
        self.init(name, components: suffixes.map { name + "." + $0 })
    }

    static let frame = InspectorAttribute("frame", suffixes: ["x", "y", "width", "height"])
    static let color = InspectorAttribute("color", suffixes: ["red", "green", "blue", "opacity"])

    /// The attribute of a modifier's `animatableData`: a built-in effect by its modifier's name
    /// (`_OffsetEffect` → `offset`, `_RotationEffect` → `rotation`), a user's type as
    /// `ShakeEffect.animatableData`.
    static func modifier(_ type: Any.Type) -> InspectorAttribute {
        let typeName = String(String(describing: type).prefix { $0 != "<" })
        guard typeName.hasPrefix("_") else { return InspectorAttribute(typeName + ".animatableData") }
        var name = typeName.dropFirst()
        for suffix in ["Effect", "Modifier"] where name.hasSuffix(suffix) { name = name.dropLast(suffix.count) }
        let attribute = name.prefix(1).lowercased() + name.dropFirst()
        return InspectorAttribute(attribute, suffixes: builtInComponents[attribute] ?? [])
    }

    private static let builtInComponents: [String: [String]] = [
        "offset": ["x", "y"],
        "scale": ["x", "y", "anchor.x", "anchor.y"],
        "rotation": ["radians", "anchor.x", "anchor.y"],
        "shadow": ["red", "green", "blue", "opacity", "radius", "x", "y"],
    ]

    /// The attribute of a shape view's data: the shape's own `animatableData` (`trim` with `from`
    /// and `to` for a trimmed shape), then its stroke's `lineWidth`, `miterLimit` and `dashPhase`.
    /// `shapeComponents` is the number of numeric components of the shape's own data.
    static func shape(_ type: Any.Type, shapeComponents: Int) -> InspectorAttribute {
        let typeName = String(describing: type)
        let stroke = ["lineWidth", "miterLimit", "dashPhase"].map { "stroke." + $0 }
        if typeName.hasPrefix("_TrimmedShape<") {
            let inner = (0..<max(0, shapeComponents - 2)).map { "trim.shape.\($0)" }
            return InspectorAttribute("trim", components: ["trim.from", "trim.to"] + inner + stroke)
        }
        let name = String(typeName.prefix { $0 != "<" }) + ".animatableData"
        let own = shapeComponents == 1 ? [name] : (0..<shapeComponents).map { "\(name).\($0)" }
        return InspectorAttribute(name, components: own + stroke)
    }
}
