import Foundation

/// A least-recently-used cache with a cost budget: every entry has a cost (bytes, say), and when
/// the total goes over ``costLimit`` or the number of entries over ``countLimit``, the entries used
/// longest ago are evicted until both fit again. The entry just inserted is never evicted, even
/// when it alone is over the budget (so a lookup right after an insert always hits).
///
/// With an ``idleFrameLimit``, the cache also forgets what is no longer drawn: ``endFrame()`` evicts
/// the entries that went unused (neither looked up nor inserted) for that many whole frames, so a
/// screen whose text keeps changing (a counter, a clock) holds the runs of its last few seconds,
/// not the runs of the last hour up to the byte budget.
///
/// Lookups and inserts are O(1) (a dictionary and a doubly linked list threaded through it);
/// ``endFrame()`` is O(1) plus O(1) per entry it evicts.
/// ``hits`` and ``misses`` count ``value(forKey:)`` calls, so tests and benchmarks can check that a
/// second frame reuses what the first one built. Evicted values are handed to `onEvict` (to free
/// GPU textures, say).
///
/// Bad values: a negative cost counts as 0; limits below 1 count as 1 (an idle frame limit below 0
/// as 0: an entry is evicted at the end of the first frame that does not use it).
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
        /// The frame the entry was last used in.
        var frame: Int
        var newer: Key?
        var older: Key?
    }

    /// The largest total cost kept.
    let costLimit: Int
    /// The largest number of entries kept.
    let countLimit: Int
    /// How many whole frames an entry is kept without being used (``endFrame()``).
    let idleFrameLimit: Int
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
    /// The current frame: how many times ``endFrame()`` was called.
    private(set) var frame = 0

    /// An empty cache holding at most `costLimit` in total and `countLimit` entries, each for at
    /// most `idleFrameLimit` frames without use (no limit by default).
    init(costLimit: Int, countLimit: Int = Int.max, idleFrameLimit: Int = Int.max, onEvict: ((Value) -> Void)? = nil) {
        self.costLimit = max(costLimit, 1)
        self.countLimit = max(countLimit, 1)
        self.idleFrameLimit = max(idleFrameLimit, 0)
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
        entries[key]?.frame = frame
        return entry.value
    }

    /// Whether `key` is held (no hit or miss counted, no change of order).
    func contains(_ key: Key) -> Bool { entries[key] != nil }

    /// Stores `value` as the most recently used entry, replacing any value for `key`, then evicts
    /// the least recently used entries until the limits hold (never this one).
    mutating func insert(_ value: Value, forKey key: Key, cost: Int) {
        if entries[key] != nil { removeValue(forKey: key) }
        let cost = max(cost, 0)
        entries[key] = Entry(value: value, cost: cost, frame: frame, newer: nil, older: newest)
        if let newest { entries[newest]?.newer = key }
        newest = key
        if oldest == nil { oldest = key }
        totalCost += cost
        while (totalCost > costLimit || entries.count > countLimit), let victim = oldest, victim != key {
            removeValue(forKey: victim)
            evictions += 1
        }
    }

    /// Ends the current frame, then evicts the entries that went unused for more than
    /// ``idleFrameLimit`` whole frames (least recently used first): an entry last used in frame f
    /// is evicted at the end of frame f + idleFrameLimit if none of the frames after f used it.
    ///
    /// ```swift
    /// var cache = LRUCache<String, Int>(costLimit: 100, idleFrameLimit: 1)
    /// cache.insert(1, forKey: "a", cost: 1)   // used in frame 0
    /// cache.endFrame()                        // frame 1 begins; "a" is kept
    /// cache.endFrame()                        // frame 1 did not use it: evicted
    /// ```
    mutating func endFrame() {
        frame += 1
        while let victim = oldest, let entry = entries[victim], frame - entry.frame > idleFrameLimit {
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
