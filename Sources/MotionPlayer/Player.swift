import Foundation
import MotionSDL

/// The `motion-player` program: parses the command line, then opens a window or renders
/// headless frames. `main.swift` only calls ``main(arguments:)``.
///
/// Exit codes: 0 done, 1 an SDL or file error (one line on stderr), 2 a bad command line (one
/// line and the usage on stderr).
enum Player {
    /// A failure outside SDL, as one line.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// When a headless run pulses the arc, as if clicked: 0.5 s after the start.
    static let headlessPulseTime = 0.5

    /// Runs the program for `arguments` (without the program name) and returns the exit code.
    static func main(arguments: [String]) -> Int32 {
        let command: CommandLineOptions.Command
        do {
            command = try CommandLineOptions.parse(arguments)
        } catch {
            printError("\(error)\n\(CommandLineOptions.usage)")
            return 2
        }
        switch command {
        case .help:
            print(CommandLineOptions.usage)
            return 0
        case .version:
            print(CommandLineOptions.versionLine)
            return 0
        case .listScenes:
            return 0
        case .run(let options):
            do {
                if options.headless {
                    try runHeadless(options)
                } else {
                    try runWindow(options)
                }
                return 0
            } catch {
                printError("motion-player: \(error)")
                return 1
            }
        }
    }

    /// Renders `options.frames` frames on the virtual clock (frame n at (n − 1)/fps seconds) to
    /// `DIR/frame-0001.png`…, then says where they went.
    static func runHeadless(_ options: CommandLineOptions) throws {
        do {
            try FileManager.default.createDirectory(atPath: options.outputDirectory, withIntermediateDirectories: true)
        } catch {
            throw Failure(description: "could not create the folder '\(options.outputDirectory)': \(error.localizedDescription)")
        }
        let headless = try HeadlessCanvas(size: options.size, scale: options.scale)
        let demo = ArcDemo(startTime: 0)
        var pulsed = false
        for index in 0..<options.frames {
            let time = Double(index) / options.fps
            if !pulsed, time >= headlessPulseTime {
                demo.pulse(at: headlessPulseTime)
                pulsed = true
            }
            demo.update(to: time)
            demo.draw(on: headless.canvas, size: options.size)
            try headless.writePNG(to: options.framePath(index + 1))
        }
        let range = options.frames == 1 ? options.framePath(1)
            : "\(options.framePath(1)) … \((options.framePath(options.frames) as NSString).lastPathComponent)"
        print("motion-player: wrote \(options.frames) frame\(options.frames == 1 ? "" : "s") "
              + "(\(headless.pixelWidth)x\(headless.pixelHeight) px, \(options.fps.description) fps) to \(range)")
    }

    /// Opens the window and runs the demo until Esc or the window is closed.
    static func runWindow(_ options: CommandLineOptions) throws {
        let window = try Window(title: "motion-player — arc (click or Space to pulse, Esc to quit)", size: options.size)
        let loop = FrameLoop(window: window)
        let demo = ArcDemo(startTime: 0)
        let vsync = window.requestedVSync ? "vsync requested, sleep-paced if ineffective" : "no vsync, sleep-paced"
        print("motion-player: \(Int(window.size.width))x\(Int(window.size.height)) pt window, pixel density "
              + "\(window.pixelDensity.description), renderer \(window.canvas.rendererName) (\(vsync)); Esc quits")
        loop.onEvent = { event in
            switch event {
            case .mouseDown(_, button: 1), .keyDown(.space, isRepeat: false):
                demo.pulse(at: loop.timeline.time)
            default:
                break
            }
        }
        loop.run { frame in
            demo.update(to: frame.time)
            demo.draw(on: frame.canvas, size: frame.size)
        }
    }

    private static func printError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
