import Foundation

/// Opens the URLs an app asks the system to open (`Link`, `openURL`) the way a Linux desktop
/// does: with `xdg-open` (from xdg-utils), which hands them to the user's browser or the
/// application registered for them. Without `xdg-open` the URL is not opened and the terminal
/// says what to install; the app goes on.
///
/// ```swift
/// runner.host.systemURLOpener = DesktopURLOpener(program: "demo", log: { print($0) }).open
/// ```
struct DesktopURLOpener {
    /// The program's name, which starts its messages.
    let program: String
    let log: (String) -> Void
    /// The folders searched for `xdg-open`.
    var searchPath = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)

    /// Starts `xdg-open url` without the frame loop waiting for it; returns whether it started. A
    /// background thread waits for it to exit (xdg-open returns once it has handed the URL over),
    /// so it leaves no zombie process and Foundation lets go of the `Process`.
    func open(_ url: URL) -> Bool {
        guard let tool = searchPath.lazy.map({ $0 + "/xdg-open" }).first(where: FileManager.default.isExecutableFile) else {
            log("\(program): cannot open \(url.absoluteString): xdg-open not found (install xdg-utils: apt-get install xdg-utils)")
            return false
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = [url.absoluteString]
        do {
            try process.run()
            Thread.detachNewThread { process.waitUntilExit() }
            return true
        } catch {
            log("\(program): cannot open \(url.absoluteString): \(error.localizedDescription)")
            return false
        }
    }
}
