import MotionUI

// Views written as SwiftUI samples write them, with `import MotionUI` alone (a file that also
// imports XCTest or Foundation sees Foundation's `Timer` and Dispatch's queue too, and Swift calls
// the names ambiguous): Foundation timers and the main queue, on the host's clock.

/// Starts a repeating timer when it appears; "stop" invalidates it.
struct TickerSample: View {
    let interval: TimeInterval
    @State private var ticks = 0
    @State private var timer: Timer?
    var body: some View {
        VStack {
            Text("ticks \(ticks)")
            Text("stop").onTapGesture { timer?.invalidate() }
        }
        .onAppear {
            timer = Timer.scheduledTimer(withTimeInterval: interval, repeats: true) { _ in ticks += 1 }
        }
    }
}

/// Records what ran when, on the host's clock.
final class TimeLog: @unchecked Sendable {
    var entries: [String] = []
    func note(_ what: String) { entries.append(what) }
}

/// Schedules main-queue work out of order when tapped.
struct DelaysSample: View {
    let log: TimeLog
    @State private var status = "idle"
    var body: some View {
        Text(status).onTapGesture {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { log.note("a 0.5"); status = "done" }
            DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(250)) { log.note("b 0.25") }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) { log.note("c 0.25") }
            DispatchQueue.main.async { log.note("async") }
            log.note("tap")
        }
    }
}

/// A debounce with a cancellable work item, as samples write one.
struct DebounceSample: View {
    let log: TimeLog
    @State private var pending: DispatchWorkItem?
    var body: some View {
        Text("type").onTapGesture {
            pending?.cancel()
            let item = DispatchWorkItem { log.note("search") }
            pending = item
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.3, execute: item)
        }
    }
}

/// A model that drives itself with a timer, animating each step.
@Observable final class CountdownModel {
    var left = 3
    var x: CGFloat = 0
    private var timer: Timer?

    func start() {
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] timer in
            guard let self else { return timer.invalidate() }
            withAnimation(.linear(duration: 0.5)) {
                self.left -= 1
                self.x += 100
            }
            if self.left == 0 { timer.invalidate() }
        }
    }
}

struct CountdownSample: View {
    @State private var model = CountdownModel()
    var body: some View {
        ZStack {
            Text("left \(model.left)").offset(y: -50)
            Rectangle().fill(Color.red).frame(width: 20, height: 20).offset(x: model.x)
        }
        .onAppear { model.start() }
    }
}

/// Fades in half a second after it appears.
struct DelayedAppearanceSample: View {
    @State private var shown = false
    var body: some View {
        Text(shown ? "shown" : "waiting").onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { shown = true }
        }
    }
}

/// A model that drives itself with a timer publisher, as Combine code does.
final class StopwatchModel: ObservableObject {
    @Published var seconds = 0
    private var cancellable: AnyCancellable?

    func start() {
        cancellable = Timer.publish(every: 1, on: .main, in: .common)
            .autoconnect()
            .sink { [weak self] _ in self?.seconds += 1 }
    }

    func stop() { cancellable = nil }
}

struct StopwatchSample: View {
    @StateObject private var model = StopwatchModel()
    var body: some View {
        VStack {
            Text("\(model.seconds) s")
            Text("stop").onTapGesture { model.stop() }
        }
        .onAppear { model.start() }
    }
}
