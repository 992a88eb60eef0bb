import XCTest
import MotionUI
@testable import MotionScenes

final class PlayerSceneTests: XCTestCase {
    func testSceneNamesAreUnique() {
        let names = PlayerScene.all.map(\.name)
        XCTAssertEqual(Set(names).count, names.count)
    }

    func testTriggerReachesTheScene() {
        struct Probe: View {
            @Environment(\.sceneTrigger) var trigger
            var body: some View { Text("trigger \(trigger)") }
        }
        var environment = EnvironmentValues()
        environment.sceneTrigger = 3
        let host = ViewHost(Probe(), size: CGSize(width: 200, height: 100), environment: environment)
        XCTAssertNotNil(host.frame(ofText: "trigger 3"))
    }
}
