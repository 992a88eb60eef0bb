@_spi(Reflection) import Swift

/// The stored fields of a type as the Swift runtime lays them out (name-free): what the graph's
/// per-type plans (``ValueComparison``, ``DynamicPropertyLinker``) are built from, once per type,
/// instead of reflecting every value with a `Mirror`.
///
/// ```swift
/// StoredFields.of(CGSize.self)   // [(0, CGFloat.self), (8, CGFloat.self)]
/// StoredFields.kind(of: Int?.self)   // .other
/// ```
enum StoredFields {
    /// The `(offset, type)` of each stored field of a struct or tuple type, in declaration order;
    /// nil for every other kind of type (classes, enums, functions, existentials) or when the
    /// runtime cannot describe the type.
    static func of(_ type: Any.Type) -> [(offset: Int, type: Any.Type)]? {
        guard kind(of: type) == .structure else { return nil }
        var fields: [(offset: Int, type: Any.Type)] = []
        let described = _forEachField(of: type, options: []) { _, offset, fieldType, _ in
            fields.append((offset, fieldType))
            return true
        }
        return described ? fields : nil
    }

    /// What kind of type the runtime says `type` is.
    enum Kind {
        /// A struct or a tuple: stored fields at fixed offsets.
        case structure
        /// A class: a reference.
        case reference
        /// A closure.
        case function
        /// An existential (`any P`, `Any`): a value of some other type inside.
        case existential
        /// An enum, an optional, a metatype or anything else.
        case other
    }

    /// The runtime's kind of `type`.
    static func kind(of type: Any.Type) -> Kind {
        func boxed<T>(_: T.Type) -> Any.Type { Box<T>.self }
        var kind = Kind.other
        _ = _forEachField(of: _openExistential(type, do: boxed), options: []) { _, _, _, fieldKind in
            switch fieldKind {
            case .struct, .tuple: kind = .structure
            case .class, .foreignClass: kind = .reference
            case .function: kind = .function
            case .existential: kind = .existential
            default: kind = .other
            }
            return false
        }
        return kind
    }

    /// The size of a value of `type` in bytes (its stride's used part).
    static func size(of type: Any.Type) -> Int {
        func measure<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
        return _openExistential(type, do: measure)
    }

    /// Whether `type` is plain data: copied by copying its bytes, with no references inside.
    static func isPlainData(_ type: Any.Type) -> Bool {
        func check<T>(_: T.Type) -> Bool { _isPOD(T.self) }
        return _openExistential(type, do: check)
    }

    /// A struct with one field of the type asked about, so the runtime reports that type's kind.
    private struct Box<T> {
        var value: T
    }
}
