import XCTest
@testable import MotionUI

/// Every modifier form SwiftUI code writes compiles with the same spelling and does what it says.
final class ViewAccessibilityTests: XCTestCase {
    private func element<V: View>(_ view: V) -> AccessibilityElement? {
        let elements = ViewHost(view, size: CGSize(width: 300, height: 200)).accessibilityElements
        XCTAssertEqual(elements.count, 1)
        return elements.first
    }

    func testLabelValueAndHintTakeTextKeysAndStrings() {
        let name = "Ada", sub = "Lovelace!".dropLast()
        XCTAssertEqual(element(Image("a").accessibilityLabel(Text("Avatar")))?.label, "Avatar")
        XCTAssertEqual(element(Image("a").accessibilityLabel("Avatar"))?.label, "Avatar")
        XCTAssertEqual(element(Image("a").accessibilityLabel("Avatar of \(name)"))?.label, "Avatar of Ada")
        XCTAssertEqual(element(Image("a").accessibilityLabel(name))?.label, "Ada")
        XCTAssertEqual(element(Image("a").accessibilityLabel(sub))?.label, "Lovelace")
        XCTAssertEqual(element(Image("a").accessibilityLabel("Avatar", isEnabled: false))?.label, "a")
        XCTAssertEqual(element(Image("a").accessibilityLabel(Text("Avatar"), isEnabled: true))?.label, "Avatar")

        XCTAssertEqual(element(Image("a").accessibilityValue(Text("4 stars")))?.value, "4 stars")
        XCTAssertEqual(element(Image("a").accessibilityValue("\(4) stars"))?.value, "4 stars")
        XCTAssertEqual(element(Image("a").accessibilityValue(name))?.value, "Ada")
        XCTAssertNil(element(Image("a").accessibilityValue(name, isEnabled: false))?.value)

        XCTAssertEqual(element(Image("a").accessibilityHint(Text("Opens")))?.hint, "Opens")
        XCTAssertEqual(element(Image("a").accessibilityHint("Opens"))?.hint, "Opens")
        XCTAssertEqual(element(Image("a").accessibilityHint(sub))?.hint, "Lovelace")
        XCTAssertNil(element(Image("a").accessibilityHint("Opens", isEnabled: false))?.hint)

        XCTAssertEqual(element(Image("a").accessibilityInputLabels([Text("Photo"), Text("Picture")]))?.inputLabels, ["Photo", "Picture"])
        XCTAssertEqual(element(Image("a").accessibilityInputLabels(["Photo", "Picture"]))?.inputLabels, ["Photo", "Picture"])
        XCTAssertEqual(element(Image("a").accessibilityInputLabels([name]))?.inputLabels, ["Ada"])
    }

    func testIdentityTraitsHeadingAndLargeContent() {
        XCTAssertEqual(element(Text("Go").accessibilityIdentifier("go"))?.identifier, "go")
        XCTAssertNil(element(Text("Go").accessibilityIdentifier("go", isEnabled: false))?.identifier)
        XCTAssertEqual(element(Text("Go").accessibilityAddTraits([.isButton, .isSelected]))?.traits, [.isStaticText, .isButton, .isSelected])
        XCTAssertEqual(element(Text("Go").accessibilityRemoveTraits(.isStaticText))?.traits, [])
        XCTAssertEqual(element(Text("Go").accessibilityAddTraits(.isLink).accessibilityRemoveTraits(.isLink))?.traits, .isStaticText)
        let heading = element(Text("Account").accessibilityHeading(.h2))
        XCTAssertEqual(heading?.headingLevel, .h2)
        XCTAssertEqual(heading?.traits, [.isStaticText, .isHeader])
        XCTAssertEqual(element(Image(systemName: "house").accessibilityShowsLargeContentViewer())?.showsLargeContentViewer, true)
        XCTAssertEqual(element(Image(systemName: "house"))?.showsLargeContentViewer, false)
        XCTAssertEqual(element(Text("A").accessibilitySortPriority(3))?.sortPriority, 3)
        let all: AccessibilityTraits = [.isButton, .isHeader, .isSelected, .isLink, .isSearchField, .isImage, .playsSound,
                                        .isKeyboardKey, .isStaticText, .isSummaryElement, .updatesFrequently,
                                        .startsMediaSession, .allowsDirectInteraction, .causesPageTurn, .isModal,
                                        .isToggle, .isTabBar]
        XCTAssertEqual(all.rawValue.nonzeroBitCount, 17, "every trait is its own bit")
    }

    func testTheIOS13Spellings() {
        let old = element(Image("a")
            .accessibility(label: Text("Avatar"))
            .accessibility(value: Text("online"))
            .accessibility(hint: Text("Opens the profile"))
            .accessibility(identifier: "avatar")
            .accessibility(addTraits: .isButton)
            .accessibility(removeTraits: .isImage)
            .accessibility(sortPriority: 1))
        XCTAssertEqual(old?.label, "Avatar")
        XCTAssertEqual(old?.value, "online")
        XCTAssertEqual(old?.hint, "Opens the profile")
        XCTAssertEqual(old?.identifier, "avatar")
        XCTAssertEqual(old?.traits, .isButton)
        XCTAssertEqual(old?.sortPriority, 1)
        XCTAssertEqual(ViewHost(Image("a").accessibility(hidden: true), size: CGSize(width: 10, height: 10)).accessibilityElements.count, 0)
    }

    func testActionForms() {
        final class Log { var entries: [String] = [] }
        let log = Log()
        let name = "Share"
        let host = ViewHost(Text("Card")
            .accessibilityAction { log.entries.append("default") }
            .accessibilityAction(.magicTap) { log.entries.append("magic") }
            .accessibilityAction(.delete) { log.entries.append("delete") }
            .accessibilityAction(.showMenu) { log.entries.append("menu") }
            .accessibilityAction(named: "Reply") { log.entries.append("reply") }
            .accessibilityAction(named: Text("Archive")) { log.entries.append("archive") }
            .accessibilityAction(named: name) { log.entries.append("share") }
            .accessibilityAdjustableAction { log.entries.append($0 == .increment ? "up" : "down") },
            size: CGSize(width: 200, height: 100))
        let card = host.accessibilityElements[0]
        XCTAssertEqual(card.actionNames, ["Reply", "Archive", "Share"])
        for kind: AccessibilityActionKind in [.default, .magicTap, .delete, .showMenu] { host.performAccessibilityAction(kind, on: card) }
        for name in card.actionNames { host.performAccessibilityAction(named: name, on: card) }
        host.adjust(card, .increment)
        host.adjust(card, .decrement)
        XCTAssertEqual(log.entries, ["default", "magic", "delete", "menu", "reply", "archive", "share", "up", "down"])
    }

    /// Typical sample code, as written for SwiftUI.
    func testSampleSnippetsCompileAndDescribeTheirViews() {
        struct PageControl: View {
            @State var pageNumber = 3
            let pages = Array(1...10)
            var body: some View {
                VStack {
                    Button("Previous Page") { pageNumber -= 1 }
                    Text("\(pageNumber)")
                    Button("Next Page") { pageNumber += 1 }
                }
                .accessibilityElement(children: .ignore)
                .accessibilityValue("Page \(pageNumber) of \(pages.count)")
                .accessibilityAdjustableAction { action in
                    if action == .increment { pageNumber += 1 } else { pageNumber -= 1 }
                }
            }
        }
        struct UserCell: View {
            var body: some View {
                VStack {
                    Image("ada")
                    Text("Ada Lovelace")
                    Button("Options") {}
                }
                .accessibilityElement(children: .combine)
            }
        }
        struct PlayButton: View {
            @Environment(\.accessibilityReduceMotion) var reduceMotion
            @Environment(\.accessibilityReduceTransparency) var reduceTransparency
            @Environment(\.accessibilityDifferentiateWithoutColor) var differentiateWithoutColor
            @Environment(\.accessibilityVoiceOverEnabled) var voiceOver
            @State var playing = false
            var body: some View {
                Button { playing.toggle() } label: {
                    Image(systemName: playing ? "pause.fill" : "play.fill")
                }
                .accessibilityLabel(playing ? "Pause" : "Play")
                .accessibilityHint(differentiateWithoutColor ? "Plays the song" : "")
                .accessibilityAddTraits(.startsMediaSession)
                .accessibilityValue(reduceTransparency || voiceOver || reduceMotion ? "adapted" : "")
            }
        }
        let pager = ViewHost(PageControl(), size: CGSize(width: 300, height: 200))
        XCTAssertEqual(pager.accessibilityElements.map(\.value), ["Page 3 of 10"])
        pager.adjust(pager.accessibilityElements[0], .increment)
        XCTAssertEqual(pager.accessibilityElements.map(\.value), ["Page 4 of 10"])

        let cell = ViewHost(UserCell(), size: CGSize(width: 300, height: 200)).accessibilityElements
        XCTAssertEqual(cell.map(\.label), ["ada, Ada Lovelace, Options"])

        var environment = EnvironmentValues()
        environment.accessibilityDifferentiateWithoutColor = true
        environment.accessibilityReduceTransparency = true
        let player = ViewHost(PlayButton(), size: CGSize(width: 200, height: 100), environment: environment)
        XCTAssertEqual(player.accessibilityElements.map(\.label), ["Play"])
        XCTAssertEqual(player.accessibilityElements.first?.hint, "Plays the song")
        XCTAssertEqual(player.accessibilityElements.first?.value, "adapted")
        XCTAssertEqual(player.accessibilityElements.first?.traits, [.isButton, .startsMediaSession])
        player.activateAccessibilityElement(label: "Play")
        XCTAssertEqual(player.accessibilityElements.map(\.label), ["Pause"])
    }
}
