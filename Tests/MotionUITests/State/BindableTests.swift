import XCTest
@testable import MotionUI

@Observable private final class Profile {
    var name = "Ada"
    var on = false
}

private struct NameEditor: View {
    @Bindable var profile: Profile
    var body: some View {
        VStack {
            TextField("Name", text: $profile.name)
            Text(profile.on ? "on" : "off").onTapGesture { $profile.on.wrappedValue.toggle() }
        }
    }
}

private struct InlineBindable: View {
    let profile: Profile
    var body: some View {
        @Bindable var profile = profile
        return Toggler(isOn: $profile.on)
    }
}

private struct Toggler: View {
    @Binding var isOn: Bool
    var body: some View {
        Text(isOn ? "yes" : "no").onTapGesture { isOn.toggle() }
    }
}

final class BindableTests: XCTestCase {
    func testIssue10_ABindingToAnObservablePropertyWritesTheModel() {
        let profile = Profile()
        let host = ViewHost(NameEditor(profile: profile), size: CGSize(width: 300, height: 200))
        XCTAssertTrue(host.tap(text: "off"))
        XCTAssertTrue(profile.on)
        XCTAssertNotNil(host.frame(ofText: "on"))
    }

    func testIssue10_TypingIntoATextFieldBoundToAModel() {
        let profile = Profile()
        let host = ViewHost(NameEditor(profile: profile), size: CGSize(width: 300, height: 200))
        XCTAssertTrue(host.tap(text: "Ada"))
        host.key(.end)
        host.type("!")
        XCTAssertEqual(profile.name, "Ada!")
        profile.name = "Grace"   // a write from elsewhere shows in the field
        host.advance(by: 1.0 / 60)
        XCTAssertNotNil(host.frame(ofText: "Grace"))
    }

    func testIssue10_BindableDeclaredInsideABody() {
        let profile = Profile()
        let host = ViewHost(InlineBindable(profile: profile), size: CGSize(width: 200, height: 200))
        XCTAssertTrue(host.tap(text: "no"))
        XCTAssertTrue(profile.on)
        XCTAssertNotNil(host.frame(ofText: "yes"))
    }

    func testIssue10_BindingsToTheSameObjectAndPropertyAreEqual() {
        let profile = Profile()
        let a = Bindable(profile).name, b = Bindable(profile).name
        XCTAssertTrue(GraphEquality.isEqual(a, b))
        XCTAssertFalse(GraphEquality.isEqual(a, Bindable(Profile()).name))
    }
}
