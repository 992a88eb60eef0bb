import XCTest
@testable import MotionSDL

final class LRUCacheTests: XCTestCase {
    func testLookupsCountHitsAndMissesAndRefreshRecency() {
        var cache = LRUCache<String, Int>(costLimit: 100)
        cache.insert(1, forKey: "a", cost: 10)
        cache.insert(2, forKey: "b", cost: 10)
        cache.insert(3, forKey: "c", cost: 10)
        XCTAssertEqual(cache.keysByRecency, ["c", "b", "a"])
        XCTAssertEqual(cache.value(forKey: "a"), 1)
        XCTAssertEqual(cache.keysByRecency, ["a", "c", "b"])
        XCTAssertNil(cache.value(forKey: "z"))
        XCTAssertEqual(cache.hits, 1)
        XCTAssertEqual(cache.misses, 1)
        XCTAssertEqual(cache.totalCost, 30)
    }

    func testTheLeastRecentlyUsedGoFirstWhenTheCostIsOverTheLimit() {
        var evicted: [Int] = []
        var cache = LRUCache<String, Int>(costLimit: 25, onEvict: { evicted.append($0) })
        cache.insert(1, forKey: "a", cost: 10)
        cache.insert(2, forKey: "b", cost: 10)
        _ = cache.value(forKey: "a")                 // b is now the oldest
        cache.insert(3, forKey: "c", cost: 10)       // 30 > 25: b goes
        XCTAssertEqual(evicted, [2])
        XCTAssertEqual(cache.keysByRecency, ["c", "a"])
        XCTAssertEqual(cache.totalCost, 20)
        XCTAssertEqual(cache.evictions, 1)
        cache.insert(4, forKey: "d", cost: 24)       // needs a and c gone
        XCTAssertEqual(evicted, [2, 1, 3])
        XCTAssertEqual(cache.keysByRecency, ["d"])
    }

    func testAnEntryOverTheWholeBudgetIsStillKeptUntilTheNextInsert() {
        var cache = LRUCache<String, Int>(costLimit: 5)
        cache.insert(1, forKey: "a", cost: 1)
        cache.insert(2, forKey: "big", cost: 50)
        XCTAssertEqual(cache.keysByRecency, ["big"])
        XCTAssertEqual(cache.value(forKey: "big"), 2)
        cache.insert(3, forKey: "b", cost: 1)
        XCTAssertEqual(cache.keysByRecency, ["b"])
    }

    func testIssue13_EndFrameEvictsWhatWentUnusedForMoreThanTheIdleFrameLimit() {
        var evicted: [String] = []
        var cache = LRUCache<String, String>(costLimit: 1_000, idleFrameLimit: 2, onEvict: { evicted.append($0) })
        cache.insert("a", forKey: "a", cost: 1)      // frame 0 uses a and b
        cache.insert("b", forKey: "b", cost: 1)
        cache.endFrame()
        _ = cache.value(forKey: "b")                 // frame 1 uses b
        cache.endFrame()
        XCTAssertEqual(cache.keysByRecency, ["b", "a"], "a went unused in frame 1 only")
        cache.endFrame()                             // the end of frame 2: a went unused in 1 and 2
        XCTAssertEqual(evicted, ["a"])
        XCTAssertEqual(cache.frame, 3)
        cache.insert("c", forKey: "c", cost: 1)      // frame 3 uses c
        cache.endFrame()                             // b went unused in 2 and 3
        XCTAssertEqual(evicted, ["a", "b"])
        XCTAssertEqual(cache.keysByRecency, ["c"])
        XCTAssertEqual(cache.totalCost, 1)
        cache.endFrame()
        XCTAssertEqual(cache.count, 1, "c went unused in frame 4 only")
        cache.endFrame()
        XCTAssertEqual(evicted, ["a", "b", "c"])
        XCTAssertEqual(cache.evictions, 3)
        XCTAssertEqual(cache.totalCost, 0)
    }

    func testIssue13_WithoutAnIdleLimitEntriesStayAndANegativeLimitEvictsAfterOneUnusedFrame() {
        var kept = LRUCache<Int, Int>(costLimit: 10)
        kept.insert(1, forKey: 1, cost: 1)
        for _ in 0..<10_000 { kept.endFrame() }
        XCTAssertEqual(kept.count, 1)
        var eager = LRUCache<Int, Int>(costLimit: 10, idleFrameLimit: -5)
        XCTAssertEqual(eager.idleFrameLimit, 0)
        eager.insert(1, forKey: 1, cost: 1)
        eager.endFrame()
        XCTAssertEqual(eager.count, 0)
    }

    func testTheCountLimitAppliesToo() {
        var cache = LRUCache<Int, Int>(costLimit: 1_000, countLimit: 2)
        for i in 0..<5 { cache.insert(i, forKey: i, cost: 1) }
        XCTAssertEqual(cache.keysByRecency, [4, 3])
        XCTAssertEqual(cache.count, 2)
    }

    func testReplacingAKeyReplacesItsCostAndRemovalsReportTheirValues() {
        var evicted: [Int] = []
        var cache = LRUCache<String, Int>(costLimit: 100, onEvict: { evicted.append($0) })
        cache.insert(1, forKey: "a", cost: 10)
        cache.insert(2, forKey: "a", cost: 30)
        XCTAssertEqual(cache.totalCost, 30)
        XCTAssertEqual(cache.count, 1)
        XCTAssertEqual(evicted, [1])
        cache.insert(3, forKey: "b", cost: -7)       // negative cost counts as 0
        XCTAssertEqual(cache.totalCost, 30)
        cache.removeAll()
        XCTAssertEqual(evicted.sorted(), [1, 2, 3])
        XCTAssertEqual(cache.count, 0)
        XCTAssertEqual(cache.totalCost, 0)
        XCTAssertEqual(cache.keysByRecency, [])
        cache.insert(4, forKey: "c", cost: 1)
        XCTAssertEqual(cache.keysByRecency, ["c"])
    }

    func testManyRandomOperationsKeepTheListAndTheTotalsConsistent() {
        var cache = LRUCache<Int, Int>(costLimit: 50, countLimit: 8)
        var generator = SystemRandomNumberGenerator()
        var model: [Int] = []   // most recent first
        var costs: [Int: Int] = [:]
        for _ in 0..<2_000 {
            let key = Int.random(in: 0..<20, using: &generator)
            if Bool.random(using: &generator) {
                let cost = Int.random(in: 0...12, using: &generator)
                cache.insert(key, forKey: key, cost: cost)
                model.removeAll { $0 == key }
                model.insert(key, at: 0)
                costs[key] = cost
                while (model.map { costs[$0]! }.reduce(0, +) > 50 || model.count > 8), model.count > 1 { model.removeLast() }
            } else if cache.value(forKey: key) != nil {
                model.removeAll { $0 == key }
                model.insert(key, at: 0)
            }
            XCTAssertEqual(cache.keysByRecency, model)
            XCTAssertEqual(cache.totalCost, model.map { costs[$0]! }.reduce(0, +))
        }
    }
}
