import Foundation

/// A least-recently-used cache with a cost budget: every entry has a cost (bytes, say), and when
/// the total goes over ``costLimit`` or the number of entries over ``countLimit``, the entries used
/// longest ago are evicted until both fit again. The entry just inserted is never evicted, even
/// when it alone is over the budget (so a lookup right after an insert always hits).
///
/// Lookups and inserts are O(1) (a dictionary and a doubly linked list threaded through it).
/// ``hits`` and ``misses`` count ``value(forKey:)`` calls, so tests and benchmarks can check that a
/// second frame reuses what the first one built. Evicted values are handed to `onEvict` (to free
/// GPU textures, say).
///
/// Bad values: a negative cost counts as 0; limits below 1 count as 1.
///
/// ```swift
/// var cache = LRUCache<String, [UInt8]>(costLimit: 1_000)
/// cache.insert([UInt8](repeating: 0, count: 600), forKey: "a", cost: 600)
/// cache.insert([UInt8](repeating: 0, count: 600), forKey: "b", cost: 600)   // evicts "a"
/// cache.value(forKey: "a")    // nil (a miss)
/// ```
struct LRUCache<Key: Hashable, Value> {
    private struct Entry {
        var value: Value
        var cost: Int
        var newer: Key?
        var older: Key?
    }

    /// The largest total cost kept.
    let costLimit: Int
    /// The largest number of entries kept.
    let countLimit: Int
    /// Called with every value the cache evicts or removes (not with values it hands back).
    var onEvict: ((Value) -> Void)?

    private var entries: [Key: Entry] = [:]
    private var newest: Key?
    private var oldest: Key?

    /// The sum of the costs of the entries held.
    private(set) var totalCost = 0
    /// How many lookups found their entry.
    private(set) var hits = 0
    /// How many lookups found nothing.
    private(set) var misses = 0
    /// How many entries were evicted to stay within the limits.
    private(set) var evictions = 0

    /// An empty cache holding at most `costLimit` in total and `countLimit` entries.
    init(costLimit: Int, countLimit: Int = Int.max, onEvict: ((Value) -> Void)? = nil) {
        self.costLimit = max(costLimit, 1)
        self.countLimit = max(countLimit, 1)
        self.onEvict = onEvict
    }

    /// The number of entries held.
    var count: Int { entries.count }

    /// The value for `key`, now the most recently used; counts a hit or a miss.
    mutating func value(forKey key: Key) -> Value? {
        guard let entry = entries[key] else {
            misses += 1
            return nil
        }
        hits += 1
        moveToFront(key)
        return entry.value
    }

    /// Whether `key` is held (no hit or miss counted, no change of order).
    func contains(_ key: Key) -> Bool { entries[key] != nil }

    /// Stores `value` as the most recently used entry, replacing any value for `key`, then evicts
    /// the least recently used entries until the limits hold (never this one).
    mutating func insert(_ value: Value, forKey key: Key, cost: Int) {
        if entries[key] != nil { removeValue(forKey: key) }
        let cost = max(cost, 0)
        entries[key] = Entry(value: value, cost: cost, newer: nil, older: newest)
        if let newest { entries[newest]?.newer = key }
        newest = key
        if oldest == nil { oldest = key }
        totalCost += cost
        while (totalCost > costLimit || entries.count > countLimit), let victim = oldest, victim != key {
            removeValue(forKey: victim)
            evictions += 1
        }
    }

    /// Removes the entry for `key`, handing its value to `onEvict`.
    mutating func removeValue(forKey key: Key) {
        guard let entry = entries.removeValue(forKey: key) else { return }
        unlink(entry, key: key)
        totalCost -= entry.cost
        onEvict?(entry.value)
    }

    /// Removes every entry, handing each value to `onEvict`.
    mutating func removeAll() {
        let values = entries.values.map(\.value)
        entries = [:]
        newest = nil
        oldest = nil
        totalCost = 0
        if let onEvict { values.forEach(onEvict) }
    }

    /// The keys from the most to the least recently used.
    var keysByRecency: [Key] {
        var keys: [Key] = []
        var cursor = newest
        while let key = cursor {
            keys.append(key)
            cursor = entries[key]?.older
        }
        return keys
    }

    private mutating func unlink(_ entry: Entry, key: Key) {
        if let newer = entry.newer { entries[newer]?.older = entry.older } else { newest = entry.older }
        if let older = entry.older { entries[older]?.newer = entry.newer } else { oldest = entry.newer }
    }

    private mutating func moveToFront(_ key: Key) {
        guard newest != key, let entry = entries[key] else { return }
        unlink(entry, key: key)
        entries[key]?.older = newest
        entries[key]?.newer = nil
        if let newest { entries[newest]?.newer = key }
        newest = key
        if oldest == nil { oldest = key }
    }
}
