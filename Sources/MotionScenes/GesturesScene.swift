import MotionUI

extension PlayerScene {
    /// Issue 11's interaction scene: a card that follows the pointer and springs back with the
    /// release velocity, a list whose rows animate in, out and around, the seed 003 tab bar beside
    /// the same bar with a `matchedGeometryEffect` underline, and chips that light up on hover.
    ///
    /// ```swift
    /// let host = ViewHost(PlayerScene.gestures.makeView(), size: CGSize(width: 800, height: 500))
    /// ```
    static let gestures = PlayerScene(
        name: "gestures", title: "Gestures",
        summary: "drag a card that springs back with your flick, add, remove and move rows, glide a tab underline, hover chips",
        keys: ["drag the card", "click rows to remove", "Space adds a row", "wheel scrolls the list"]
    ) {
        GesturesScene.ContentView()
    }
}

/// The views of the gestures scene.
enum GesturesScene {
    struct ContentView: View {
        var body: some View {
            HStack(alignment: .top, spacing: 30) {
                VStack(spacing: 30) {
                    DraggableCard().zIndex(1)
                    HoverChips()
                }
                .zIndex(1)   // the card is dragged over the other columns, not under them
                RowList()
                VStack(alignment: .leading, spacing: 24) {
                    Text("Seed 003's tabs").font(.caption).foregroundColor(.secondary)
                    SeedTabs()
                    Text("matchedGeometryEffect").font(.caption).foregroundColor(.secondary)
                    GlidingTabs()
                }
            }
            .padding(30)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        }
    }

    /// A card that follows the pointer and springs back to its place when released, starting with
    /// the release's velocity: the drag's velocity along the way back, relative to the distance
    /// back (SwiftUI's `initialVelocity` unit for `interpolatingSpring`).
    struct DraggableCard: View {
        /// The spring back: stiffness 170, damping 15 (under-damped, one small overshoot).
        static let stiffness = 170.0, damping = 15.0
        @State private var offset = CGSize.zero
        @State private var isDragging = false

        var body: some View {
            RoundedRectangle(cornerRadius: 16)
                .fill(isDragging ? Color.indigo : Color.blue)
                .frame(width: 180, height: 110)
                .overlay(Text(isDragging ? "Let go" : "Drag me").font(.headline).foregroundColor(.white))
                .shadow(color: Color(white: 0, opacity: 0.25), radius: isDragging ? 12 : 4, x: 0, y: isDragging ? 8 : 2)
                .scaleEffect(isDragging ? 1.05 : 1)
                .offset(offset)
                .gesture(DragGesture(coordinateSpace: .global)
                    .onChanged { value in
                        if !isDragging { withAnimation(.snappy(duration: 0.2)) { isDragging = true } }
                        offset = value.translation
                    }
                    .onEnded { value in
                        let back = CGSize(width: -offset.width, height: -offset.height)
                        let distanceSquared = back.width * back.width + back.height * back.height
                        let along = distanceSquared > 0
                            ? (value.velocity.width * back.width + value.velocity.height * back.height) / distanceSquared : 0
                        withAnimation(.interpolatingSpring(stiffness: Self.stiffness, damping: Self.damping, initialVelocity: along)) {
                            offset = .zero
                        }
                        withAnimation(.snappy(duration: 0.2)) { isDragging = false }
                    })
        }
    }

    /// A short list in a scroll view (drag it or use the wheel once it is longer than the view):
    /// Add inserts at the top, a click on a row removes it, Move sends the last row to the top;
    /// every change animates with a spring, rows sliding with their identity kept.
    struct RowList: View {
        @State private var rows = ["Alpha", "Bravo", "Charlie", "Delta"]
        @State private var next = 0
        @Environment(\.sceneTrigger) private var trigger
        /// The scroll view's height: six rows.
        static let listHeight: CGFloat = 6 * 44 - 8
        static let names = ["Echo", "Foxtrot", "Golf", "Hotel", "India", "Juliet", "Kilo", "Lima"]

        var body: some View {
            VStack(spacing: 8) {
                HStack {
                    Button("Add") { add() }
                    Button("Move") { withAnimation(.spring) { if let last = rows.popLast() { rows.insert(last, at: 0) } } }
                }
                ScrollView {
                    VStack(spacing: 8) {
                        ForEach(rows, id: \.self) { row in
                            Text(row)
                                .foregroundColor(.black)   // on its light row in the dark appearance too
                                .frame(width: 160, height: 36)
                                .background(RoundedRectangle(cornerRadius: 8).fill(Color(white: 0.93)))
                                .onTapGesture { withAnimation(.spring) { rows.removeAll { $0 == row } } }
                                .transition(.move(edge: .leading).combined(with: .opacity))
                        }
                    }
                    .frame(width: 180)
                }
                .frame(height: Self.listHeight)
            }
            .frame(width: 180, alignment: .top)
            .onChange(of: trigger) { _ in add() }
        }

        private func add() {
            let name = Self.names[next % Self.names.count] + (next >= Self.names.count ? " \(next / Self.names.count + 1)" : "")
            next += 1
            withAnimation(.spring) { rows.insert(name, at: 0) }
        }
    }

    /// Seed 003's header: the indicator is a divider inserted under the selected tab.
    struct SeedTabs: View {
        @State private var first = true
        var body: some View {
            HStack(spacing: 0) {
                tab("Login", selected: first) { first = true }
                tab("Sign up", selected: !first) { first = false }
            }
        }

        private func tab(_ title: String, selected: Bool, select: @escaping () -> Void) -> some View {
            VStack(spacing: 6) {
                Text(title)
                if selected { Divider().transition(.move(edge: .trailing)) } else { Color.clear.frame(height: 1) }
            }
            .frame(width: 90)
            .contentShape(Rectangle())
            .onTapGesture { withAnimation { select() } }
        }
    }

    /// The same header done the modern way: one capsule under the selected tab, matched across tabs,
    /// so it glides from one to the other.
    struct GlidingTabs: View {
        @State private var selected = "Login"
        @Namespace private var underline
        static let tabs = ["Login", "Sign up", "About"]

        var body: some View {
            HStack(spacing: 0) {
                ForEach(Self.tabs, id: \.self) { title in
                    VStack(spacing: 6) {
                        Text(title).foregroundColor(selected == title ? .primary : .secondary)
                        if selected == title {
                            Capsule().fill(Color.orange).frame(height: 3)
                                .matchedGeometryEffect(id: "underline", in: underline)
                        } else {
                            Color.clear.frame(height: 3)
                        }
                    }
                    .frame(width: 80)
                    .contentShape(Rectangle())
                    .onTapGesture { withAnimation(.spring(duration: 0.4, bounce: 0.2)) { selected = title } }
                }
            }
        }
    }

    /// Chips that light up while the pointer is over them.
    struct HoverChips: View {
        var body: some View {
            HStack(spacing: 10) {
                ForEach(["Swift", "Motion", "SDL"], id: \.self) { Chip(title: $0) }
            }
        }
    }

    struct Chip: View {
        let title: String
        @State private var hovered = false
        var body: some View {
            Text(title)
                .padding(.horizontal, 12)
                .padding(.vertical, 6)
                .background(Capsule().fill(hovered ? Color.orange : Color(white: 0.9)))
                .foregroundColor(hovered ? .white : .black)   // the chip stays light in the dark appearance
                .scaleEffect(hovered ? 1.1 : 1)
                .onHover { inside in withAnimation(.snappy(duration: 0.2)) { hovered = inside } }
        }
    }
}
