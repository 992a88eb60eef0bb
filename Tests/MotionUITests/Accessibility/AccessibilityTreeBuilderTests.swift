import XCTest
@testable import MotionUI

final class AccessibilityTreeBuilderTests: XCTestCase {
    /// Body text with the default measurer: 0.6 × 17 pt a character, lines (0.8 + 0.2 + 0.2) × 17 pt high.
    private let advance = 0.6 * 17.0, line = 1.2 * 17.0

    struct LoginForm: View {
        @State var username = ""
        @State var password = ""
        @State var status = "Signed out"
        var body: some View {
            VStack(spacing: 0) {
                Text("Welcome").accessibilityAddTraits(.isHeader)
                TextField("Username", text: $username).frame(width: 200, height: 40).accessibilityIdentifier("username")
                SecureField("Password", text: $password).frame(width: 200, height: 40).accessibilityIdentifier("password")
                Button { status = "Hi \(username)" } label: { Text("Login").frame(width: 120, height: 44) }
                    .buttonStyle(.plain)
                    .accessibilityIdentifier("loginButton")
                    .accessibilityHint("Signs you in")
                Text(status).accessibilityIdentifier("status")
            }
            .frame(width: 320, height: 480, alignment: .top)
        }
    }

    private func assertFrame(_ frame: CGRect?, _ expected: CGRect, _ name: String, line: UInt = #line) {
        guard let frame else { return XCTFail("no frame for \(name)", line: line) }
        XCTAssertEqual(frame.minX, expected.minX, accuracy: 1e-9, name, line: line)
        XCTAssertEqual(frame.minY, expected.minY, accuracy: 1e-9, name, line: line)
        XCTAssertEqual(frame.width, expected.width, accuracy: 1e-9, name, line: line)
        XCTAssertEqual(frame.height, expected.height, accuracy: 1e-9, name, line: line)
    }

    func testALoginFormReadsAsAScreenReaderSeesIt() {
        let host = ViewHost(LoginForm(), size: CGSize(width: 320, height: 480))
        let elements = host.accessibilityElements
        XCTAssertEqual(elements.map(\.label), ["Welcome", "Username", "Password", "Login", "Signed out"])
        XCTAssertEqual(elements.map(\.identifier), [nil, "username", "password", "loginButton", "status"])
        XCTAssertEqual(elements.map(\.traits), [[.isStaticText, .isHeader], [], [], .isButton, .isStaticText])
        XCTAssertEqual(elements.map(\.value), [nil, "", "", nil, nil])
        XCTAssertEqual(elements.map(\.hint), [nil, nil, nil, "Signs you in", nil])
        XCTAssertEqual(elements.map(\.isActivatable), [false, true, true, true, false])
        // The stack is 200 wide (the fields), centred in the 320-point window: x from 60; its rows
        // from the top, each centred across the stack; a field is one line high, centred in its 40.
        let welcome = 7 * advance, signedOut = 10 * advance
        assertFrame(elements[0].frame, CGRect(x: 60 + (200 - welcome) / 2, y: 0, width: welcome, height: line), "Welcome")
        assertFrame(elements[1].frame, CGRect(x: 60, y: line + (40 - line) / 2, width: 200, height: line), "Username")
        assertFrame(elements[2].frame, CGRect(x: 60, y: line + 40 + (40 - line) / 2, width: 200, height: line), "Password")
        assertFrame(elements[3].frame, CGRect(x: 100, y: line + 80, width: 120, height: 44), "Login")
        assertFrame(elements[4].frame, CGRect(x: 60 + (200 - signedOut) / 2, y: line + 124, width: signedOut, height: line), "status")
        // The texts are where the display list draws them.
        assertFrame(host.frame(ofText: "Welcome"), elements[0].frame, "drawn Welcome")
        assertFrame(host.frame(ofText: "Signed out"), elements[4].frame, "drawn status")
    }

    func testCombineJoinsTheLabelsInReadingOrderWithCommas() {
        let host = ViewHost(HStack(spacing: 0) {
            Text("(120 reviews)").accessibilitySortPriority(-1)
            Image(systemName: "star.fill")
            Text("4.5")
        }
        .frame(width: 300, height: 50)
        .accessibilityElement(children: .combine), size: CGSize(width: 400, height: 100))
        let elements = host.accessibilityElements
        XCTAssertEqual(elements.count, 1)
        XCTAssertEqual(elements.first?.label, "star.fill, 4.5, (120 reviews)", "the negative priority reads last")
        XCTAssertEqual(elements.first?.traits, [.isImage, .isStaticText])
        assertFrame(elements.first?.frame, CGRect(x: 50, y: 25, width: 300, height: 50), "the framed stack")
    }

    func testCombineGivesOneButtonsActivationToTheElementAndNamesSeveral() {
        let one = ViewHost(VStack { Text("Ada"); Button("Options") {} }.accessibilityElement(children: .combine),
                           size: CGSize(width: 300, height: 200))
        XCTAssertEqual(one.accessibilityElements.map(\.label), ["Ada, Options"])
        XCTAssertEqual(one.accessibilityElements.first?.traits, [.isStaticText, .isButton])
        XCTAssertEqual(one.accessibilityElements.first?.isActivatable, true)
        XCTAssertEqual(one.accessibilityElements.first?.actionNames, [])

        let two = ViewHost(HStack { Button("Reply") {}; Button("Delete") {} }.accessibilityElement(children: .combine),
                           size: CGSize(width: 300, height: 200))
        XCTAssertEqual(two.accessibilityElements.first?.isActivatable, false)
        XCTAssertEqual(two.accessibilityElements.first?.actionNames, ["Reply", "Delete"])
    }

    func testIgnoreMakesOneBlankElementThatModifiersDescribe() {
        let host = ViewHost(VStack {
            Button("Previous Page") {}
            Text("3")
            Button("Next Page") {}
        }
        .accessibilityElement(children: .ignore)
        .accessibilityValue("Page 3 of 10"), size: CGSize(width: 300, height: 200))
        let elements = host.accessibilityElements
        XCTAssertEqual(elements.count, 1)
        XCTAssertEqual(elements.first?.label, "")
        XCTAssertEqual(elements.first?.value, "Page 3 of 10")
        XCTAssertEqual(elements.first?.traits, [])
        XCTAssertEqual(elements.first?.isActivatable, false)
    }

    func testContainReadsItsChildrenInFullBeforeWhatFollows() {
        func column(contained: Bool) -> some View {
            HStack(alignment: .top) {
                VStack { Text("A1"); Text("A2") }
                    .accessibilityElement(children: contained ? .contain : .combine)
                    .accessibilityLabel("Users")
                Text("B")
            }
        }
        // Without the container the rows interleave: A1 and B share the top row.
        let loose = ViewHost(HStack(alignment: .top) { VStack { Text("A1"); Text("A2") }; Text("B") },
                             size: CGSize(width: 300, height: 200))
        XCTAssertEqual(loose.accessibilityElements.map(\.label), ["A1", "B", "A2"])

        let host = ViewHost(column(contained: true), size: CGSize(width: 300, height: 200))
        XCTAssertEqual(host.accessibilityElements.map(\.label), ["A1", "A2", "B"])
        let tree = host.accessibilityTree
        XCTAssertEqual(tree.map(\.isContainer), [true, false])
        XCTAssertEqual(tree.first?.label, "Users", "the container takes the label, not its children")
        XCTAssertEqual(tree.first?.children.map(\.label), ["A1", "A2"])
        let a1 = host.frame(ofText: "A1")!, a2 = host.frame(ofText: "A2")!
        assertFrame(tree.first?.frame, a1.union(a2), "the container")

        let combined = ViewHost(column(contained: false), size: CGSize(width: 300, height: 200))
        XCTAssertEqual(combined.accessibilityElements.map(\.label), ["Users", "B"], "an explicit label replaces the merged one")
    }

    func testHiddenRemovesTheViewAndEverythingInIt() {
        let host = ViewHost(VStack {
            Text("Title")
            HStack { Image("divider"); Text("fine print") }.accessibilityHidden(true)
            Text("Shown").accessibilityHidden(false)
            Text("Not this one").accessibilityHidden(true, isEnabled: false)
        }, size: CGSize(width: 300, height: 200))
        XCTAssertEqual(host.accessibilityElements.map(\.label), ["Title", "Shown", "Not this one"])
    }

    func testSortPriorityReadsHigherFirstAmongSiblings() {
        let host = ViewHost(VStack {
            Text("Poster")
            Text("Now showing").accessibilitySortPriority(2)
            Text("Tickets").accessibilitySortPriority(1)
            Text("Footer")
        }, size: CGSize(width: 300, height: 200))
        XCTAssertEqual(host.accessibilityElements.map(\.label), ["Now showing", "Tickets", "Poster", "Footer"])
        XCTAssertEqual(host.accessibilityElements.map(\.sortPriority), [2, 1, 0, 0])
    }

    func testReadingOrderGoesByRowsThenLeadingToTrailing() {
        // A tall button beside a short label: one row (the label starts above the button's
        // bottom), read leading to trailing although the button's top is higher.
        let host = ViewHost(VStack(alignment: .leading) {
            HStack(alignment: .center) {
                Text("Volume")
                Button { } label: { Text("Mute").frame(height: 60) }
            }
            ZStack { Text("Next row") }
        }, size: CGSize(width: 300, height: 200))
        XCTAssertEqual(host.accessibilityElements.map(\.label), ["Volume", "Mute", "Next row"])
    }

    func testModifiersOnAStackApplyToEveryElementInsideAndInnerOnesWin() {
        let host = ViewHost(VStack {
            Text("One")
            Text("Two").accessibilityHint("inner")
        }
        .accessibilityAddTraits(.isHeader)
        .accessibilityHint("outer"), size: CGSize(width: 300, height: 200))
        XCTAssertEqual(host.accessibilityElements.map(\.traits), [[.isStaticText, .isHeader], [.isStaticText, .isHeader]])
        XCTAssertEqual(host.accessibilityElements.map(\.hint), ["outer", "inner"])
    }

    func testControlsDefaultLabelsValuesAndTraits() {
        struct Controls: View {
            @State var wifi = true
            @State var volume = 0.25
            var body: some View {
                VStack {
                    Toggle("Wi-Fi", isOn: $wifi)
                    Slider(value: $volume, in: 0...2) { Text("Volume") }
                    Button { } label: { Image(systemName: "play.fill") }.accessibilityLabel("Play")
                    Button { } label: { HStack { Image("cart"); Text("Buy") } }
                    Image("logo").accessibilityRemoveTraits(.isImage)
                    Text("")
                }
            }
        }
        let host = ViewHost(Controls(), size: CGSize(width: 300, height: 400))
        let elements = host.accessibilityElements
        XCTAssertEqual(elements.map(\.label), ["Wi-Fi", "Volume", "Play", "cart, Buy", "logo"], "an empty text is no element")
        XCTAssertEqual(elements.map(\.value), ["on", "13%", nil, nil, nil], "0.25 of 0…2 is 12.5 %, rounded")
        XCTAssertEqual(elements.map(\.traits), [[.isButton, .isToggle], [], .isButton, .isButton, []])
        XCTAssertEqual(elements.map(\.isAdjustable), [false, true, false, false, false])
    }

    func testALabelReadsItsTitleAloneAlsoInAButton() {
        let host = ViewHost(VStack {
            Label("Favourites", systemImage: "star.fill")
            Button("Delete", systemImage: "trash") {}
            Label { Text("Rain") } icon: { Image(systemName: "cloud.fill") }.labelStyle(.iconOnly)
        }, size: CGSize(width: 300, height: 200))
        XCTAssertEqual(host.accessibilityElements.map(\.label), ["Favourites", "Delete", "Rain"])
        XCTAssertEqual(host.accessibilityElements.map(\.traits), [.isStaticText, .isButton, .isStaticText])
    }

    func testANavigationLinkIsAButtonWithoutItsChevron() {
        let host = ViewHost(NavigationStack { List { NavigationLink("Settings") { Text("Details") } } },
                            size: CGSize(width: 320, height: 480))
        let link = host.accessibilityElement(label: "Settings")
        XCTAssertEqual(link?.traits, .isButton)
        XCTAssertFalse(host.accessibilityElements.contains { $0.label.contains("›") })
    }
}

extension AccessibilityTreeBuilderTests {
    func testARepresentationStandsInForItsViewWithoutBeingDrawn() {
        struct Dial: View {
            @State var volume = 5.0
            @State var log = ""
            var body: some View {
                VStack(spacing: 0) {
                    Circle().frame(width: 80, height: 80)
                        .accessibilityRepresentation {
                            Slider(value: $volume, in: 0...10) { Text("Volume") }
                        }
                    Text("Card")
                        .frame(width: 200, height: 40)
                        .accessibilityRepresentation {
                            HStack(spacing: 0) {
                                Button("Reply") { log += "reply " }
                                Button("Share") { log += "share " }
                            }
                        }
                    Text("volume \(Int(volume)) \(log)")
                }
            }
        }
        let host = ViewHost(Dial(), size: CGSize(width: 300, height: 300))
        XCTAssertNil(host.frame(ofText: "Reply"), "the representation is not drawn")
        XCTAssertNotNil(host.frame(ofText: "Card"), "the view still is")
        let elements = host.accessibilityElements
        XCTAssertEqual(elements.map(\.label), ["Volume", "Reply", "Share", "volume 5 "])
        XCTAssertEqual(elements.first?.value, "50%")
        // Laid out in the view's frame: the dial's 80 × 80 square at the top of the 160-wide stack…
        let stack = host.frame(ofText: "Card")!
        XCTAssertEqual(elements[0].frame.height, 28, accuracy: 1e-9, "a slider's height, centred in the dial")
        XCTAssertEqual(elements[0].frame.midY, (300 - 80 - 40 - 20.4) / 2 + 40, accuracy: 1e-9)
        // …the two buttons side by side in the card's 200 × 40.
        XCTAssertEqual(elements[1].frame.maxX, elements[2].frame.minX, accuracy: 1e-9)
        XCTAssertEqual(elements[1].frame.midY, stack.midY, accuracy: 1e-9)
        XCTAssertTrue(host.activate(elements[2]), "a button of a representation runs its action")
        host.adjust(elements[0], .increment)
        XCTAssertEqual(host.accessibilityElements.last?.label, "volume 6 share ")
    }
}
