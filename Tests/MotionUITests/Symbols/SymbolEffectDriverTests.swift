import XCTest
@testable import MotionUI

/// The driver's timings without a host (the modifier tests run them through one).
final class SymbolEffectDriverTests: XCTestCase {
    func testIssue10_DiscreteBounceRunsOnceFromTheTrigger() {
        let driver = SymbolEffectDriver(kind: .bounce(up: false), options: .default)
        XCTAssertFalse(driver.isRunning(at: 0))
        driver.trigger(at: 2)
        XCTAssertEqual(driver.presentation(at: 1.9), SymbolEffectPresentation())
        XCTAssertEqual(driver.presentation(at: 2.15).scale, 0.8, accuracy: 1e-12)
        XCTAssertEqual(driver.presentation(at: 2.15).anchor, .top)
        XCTAssertTrue(driver.isRunning(at: 2.49))
        XCTAssertFalse(driver.isRunning(at: 2.5))
        XCTAssertEqual(driver.presentation(at: 2.5), SymbolEffectPresentation())
    }

    func testIssue10_IndefiniteBounceRestsHalfEachPeriodAndFinishesWhenTurnedOff() {
        let driver = SymbolEffectDriver(kind: .bounce(up: true), options: .default)
        driver.setActive(true, at: 0, animated: true)
        XCTAssertEqual(driver.presentation(at: 1.15).scale, 0.8, accuracy: 1e-12)   // second bounce
        XCTAssertEqual(driver.presentation(at: 1.7).scale, 1)                        // resting
        driver.setActive(false, at: 2.1, animated: true)                             // third bounce under way
        XCTAssertTrue(driver.isRunning(at: 2.4))
        XCTAssertFalse(driver.isRunning(at: 2.5))
        XCTAssertEqual(driver.presentation(at: 3.15).scale, 1)
        // Turned off while resting: nothing left to finish.
        driver.setActive(true, at: 10, animated: true)
        driver.setActive(false, at: 10.7, animated: true)
        XCTAssertFalse(driver.isRunning(at: 10.7))
    }

    func testIssue10_InertEffectsNeverRun() {
        let driver = SymbolEffectDriver(kind: .inert("wiggle"), options: .default)
        driver.trigger(at: 0)
        driver.setActive(true, at: 0, animated: true)
        XCTAssertFalse(driver.isRunning(at: 0.1))
        XCTAssertEqual(driver.presentation(at: 0.1), SymbolEffectPresentation())
    }

    func testIssue10_PresentationsCombineOutermostFirst() {
        let pulse = SymbolEffectDriver(kind: .pulse, options: .default)
        let scale = SymbolEffectDriver(kind: .scale(factor: 1.2), options: .default)
        pulse.trigger(at: 0)
        scale.setActive(true, at: 0, animated: false)
        let combined = SymbolEffectPresentation.combined([pulse, scale], at: 0.5)
        XCTAssertEqual(combined.opacity, 0.3, accuracy: 1e-12)
        XCTAssertEqual(combined.scale, 1.2, accuracy: 1e-12)
        XCTAssertEqual(combined.anchor, .center)
    }
}
