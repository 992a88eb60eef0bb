import Foundation

/// How ``GraphEquality`` compares two values of one type: a plan made once per type from its
/// stored fields, then run on the values' bytes, with no `Mirror` and no boxing on the way.
///
/// The plan follows the rule ``GraphEquality`` states: plain data (no references inside) is
/// compared byte by byte over its fields, a ``GraphComparable`` or `Equatable` value with its own
/// comparison, a struct or tuple field by field (each by the same rule), a class reference by
/// identity; a closure never matches, so a type holding one never does; enums and existentials
/// with references inside, and not `Equatable`, go field by field through reflection.
///
/// ```swift
/// ValueComparison.of(CGSize.self).equals(CGSize(width: 1, height: 2), CGSize(width: 1, height: 2))   // true
/// ```
final class ValueComparison {
    /// Compares the values at two addresses.
    typealias Compare = (UnsafeRawPointer, UnsafeRawPointer) -> Bool

    private enum Step {
        /// These bytes must be equal.
        case bytes(Range<Int>)
        /// The field at this offset compares with its own rule.
        case field(offset: Int, Compare)
    }

    private let steps: [Step]
    /// Set when the type holds a closure: no two values of it ever match.
    let neverMatches: Bool

    private init(steps: [Step], neverMatches: Bool) {
        self.steps = steps
        self.neverMatches = neverMatches
    }

    /// Whether `lhs` and `rhs` are the same for the graph (see ``GraphEquality``).
    func equals<T>(_ lhs: T, _ rhs: T) -> Bool {
        if neverMatches { return false }
        if steps.isEmpty { return true }
        return withUnsafeBytes(of: lhs) { left in
            withUnsafeBytes(of: rhs) { right in
                guard let l = left.baseAddress, let r = right.baseAddress else { return true }
                return compare(l, r)
            }
        }
    }

    private func compare(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool {
        for step in steps {
            switch step {
            case .bytes(let range):
                if memcmp(lhs + range.lowerBound, rhs + range.lowerBound, range.count) != 0 { return false }
            case .field(let offset, let compare):
                if !compare(lhs + offset, rhs + offset) { return false }
            }
        }
        return true
    }

    // MARK: Plans

    private static var plans: [ObjectIdentifier: ValueComparison] = [:]
    private static let lock = NSLock()

    /// The plan for `type`, made on first use and kept.
    static func of(_ type: Any.Type) -> ValueComparison {
        let key = ObjectIdentifier(type)
        lock.lock()
        if let plan = plans[key] {
            lock.unlock()
            return plan
        }
        lock.unlock()
        var builder = Builder()
        builder.add(type, at: 0, depth: 0)
        let plan = ValueComparison(steps: builder.merged, neverMatches: builder.neverMatches)
        lock.lock()
        plans[key] = plan
        lock.unlock()
        return plan
    }

    /// Collects a type's steps, field by field.
    private struct Builder {
        var steps: [Step] = []
        var neverMatches = false

        /// Nesting deeper than this compares the rest through reflection.
        private static let depthLimit = 12

        mutating func add(_ type: Any.Type, at offset: Int, depth: Int) {
            if StoredFields.isPlainData(type) { return addBytes(of: type, at: offset) }
            if let comparable = type as? any GraphComparable.Type {
                return steps.append(.field(offset: offset, ValueComparison.graphComparer(comparable)))
            }
            if let equatable = type as? any Equatable.Type {
                return steps.append(.field(offset: offset, ValueComparison.equatableComparer(equatable)))
            }
            switch StoredFields.kind(of: type) {
            case .function:
                neverMatches = true
            case .reference:
                addIdentity(at: offset)
            case .structure:
                guard depth < Builder.depthLimit, let fields = StoredFields.of(type) else {
                    return steps.append(.field(offset: offset, ValueComparison.reflectingComparer(type)))
                }
                for field in fields { add(field.type, at: offset + field.offset, depth: depth + 1) }
            default:
                steps.append(.field(offset: offset, ValueComparison.reflectingComparer(type)))
            }
        }

        /// Plain data: the bytes of every leaf field (padding between fields is skipped).
        private mutating func addBytes(of type: Any.Type, at offset: Int) {
            if let fields = StoredFields.of(type), !fields.isEmpty {
                for field in fields { addBytes(of: field.type, at: offset + field.offset) }
            } else {
                let size = StoredFields.size(of: type)
                if size > 0 { steps.append(.bytes(offset..<offset + size)) }
            }
        }

        /// A class reference: the same object (the pointer's bytes).
        private mutating func addIdentity(at offset: Int) {
            steps.append(.bytes(offset..<offset + MemoryLayout<AnyObject>.size))
        }

        /// The steps with neighbouring byte ranges joined into one.
        var merged: [Step] {
            var result: [Step] = []
            for step in steps {
                if case .bytes(let range) = step, case .bytes(let last)? = result.last, last.upperBound == range.lowerBound {
                    result[result.count - 1] = .bytes(last.lowerBound..<range.upperBound)
                } else {
                    result.append(step)
                }
            }
            return result
        }
    }

    private static func equatableComparer<E: Equatable>(_: E.Type) -> Compare {
        { $0.assumingMemoryBound(to: E.self).pointee == $1.assumingMemoryBound(to: E.self).pointee }
    }

    private static func graphComparer<G: GraphComparable>(_: G.Type) -> Compare {
        { $0.assumingMemoryBound(to: G.self).pointee.isGraphEqual(to: $1.assumingMemoryBound(to: G.self).pointee) }
    }

    /// Values of `type` loaded as `Any`: an existential's value compares by its own type's plan,
    /// anything else through reflection.
    private static func reflectingComparer(_ type: Any.Type) -> Compare {
        let isExistential = StoredFields.kind(of: type) == .existential
        func make<T>(_: T.Type) -> Compare {
            { lhs, rhs in
                let left: Any = lhs.assumingMemoryBound(to: T.self).pointee
                let right: Any = rhs.assumingMemoryBound(to: T.self).pointee
                return isExistential ? GraphEquality.isEqual(left, right) : GraphEquality.isEqualReflecting(left, right)
            }
        }
        return _openExistential(type, do: make)
    }
}
