import Foundation

/// A Motion app's command line, parsed: the flags every app has (`--size`, `--scale`, `--script`,
/// `--reduce-motion`, `--no-dev-keys`, `--trace`, `--record`, `--headless --frames --fps --out`, `--help`, `--version`) plus
/// the ones its ``Grammar`` adds (the player's `--scene NAME` and `--list-scenes`).
///
/// Flags take their value as the next argument or after `=` (`--size 640x480`, `--size=640x480`);
/// a flag given twice keeps the last value. `--frames`, `--fps` and `--out` only make sense with
/// `--headless` and are errors without it; `--frames 0` is accepted only with `--script` (the
/// script's screenshots are then the only output). `--help`, `--version` and then the grammar's
/// command flags (`--list-scenes`) win over everything else, even over errors after them, in that
/// order. Values of the grammar's flags are not checked here (the app knows its scenes); script
/// files are read and checked by the launcher. `--record` takes a file ending in `.gif` (any case);
/// `.png` (APNG) and other endings are errors; whether the file can be written is found when the
/// session starts.
///
/// ```swift
/// let grammar = CommandLineOptions.Grammar(program: "pulse")
/// switch try CommandLineOptions.parse(["--headless", "--frames", "30"], grammar: grammar) {
/// case .run(let options): print(options.headless, options.frames)   // true 30
/// default: break
/// }
/// ```
package struct CommandLineOptions: Equatable, Sendable {
    /// What the command line asks for.
    package enum Command: Equatable, Sendable {
        /// `--help`: print the grammar's ``Grammar/usage``.
        case help
        /// `--version`: print the grammar's ``Grammar/versionLine``.
        case version
        /// One of the grammar's command flags (`--list-scenes`), by name.
        case appCommand(String)
        /// Run the app with these options.
        case run(CommandLineOptions)
    }

    /// A flag an app adds to the ones every app has.
    package struct ExtraFlag: Equatable, Sendable {
        /// The flag, with its dashes: `"--scene"`.
        package let name: String
        /// How the usage names its value (`"NAME"`), or `nil` for a flag without one.
        package let valueName: String?
        /// What it does, for the usage.
        package let help: String
        /// Whether the flag is a command of its own (`--list-scenes`) that wins over the rest.
        package let isCommand: Bool

        package init(_ name: String, value valueName: String? = nil, help: String, isCommand: Bool = false) {
            self.name = name
            self.valueName = valueName
            self.help = help
            self.isCommand = isCommand
        }
    }

    /// The program a command line belongs to: its name (in messages, the usage and the version),
    /// its default size, and the flags it adds.
    package struct Grammar: Equatable, Sendable {
        /// The program's name: the first word of every message (`"motion-player"`).
        package var program: String
        /// The size in points when `--size` is not given.
        package var defaultSize: CGSize
        /// The app's own flags.
        package var extraFlags: [ExtraFlag]

        package init(program: String, defaultSize: CGSize = CGSize(width: 800, height: 600), extraFlags: [ExtraFlag] = []) {
            self.program = program
            self.defaultSize = defaultSize
            self.extraFlags = extraFlags
        }

        /// What `--version` prints: the program and the Motion it runs on, `"pulse (Motion 0.2.0)"`.
        package var versionLine: String {
            "\(program) (Motion \(CommandLineOptions.version))"
        }

        /// What `--help` prints (and what follows a parse error).
        package var usage: String {
            let size = "\(Int(defaultSize.width))x\(Int(defaultSize.height))"
            let valueFlags = extraFlags.filter { !$0.isCommand }.map { flag in "[\(flag.name)\(flag.valueName.map { " " + $0 } ?? "")] " }.joined()
            let commands = (extraFlags.filter(\.isCommand).map(\.name) + ["--help", "--version"]).joined(separator: " | ")
            let indent = String(repeating: " ", count: program.count + 8)
            let extraLines = extraFlags.map { flag in
                let left = flag.name + (flag.valueName.map { " " + $0 } ?? "")
                return "  " + left + String(repeating: " ", count: max(1, 17 - left.count)) + flag.help + "\n"
            }.joined()
            return """
                usage: \(program) \(valueFlags)[--size WxH] [--scale S] [--script FILE] [--reduce-motion]
                \(indent)[--no-dev-keys] [--trace FILE] [--record FILE.gif] [--headless [--frames N] [--fps F] [--out DIR]]
                       \(program) \(commands)

                \(extraLines)  --size WxH       window (or image) size in points, default \(size)
                  --scale S        pixels per point: headless, of the images (default 1); in a window, a zoom
                                   on top of the display's pixel density (default 1)
                  --script FILE    play a script of timed input, in a window or headless: one command a line,
                                   wait SECONDS | click X Y | click "TEXT" [N] | press X Y | move X Y |
                                   release X Y | drag X1 Y1 X2 Y2 SECONDS | scroll DX DY |
                                   key NAME | type TEXT | scene NAME | resize W H |
                                   inspector on|off | scrub SECONDS | screenshot FILE | quit
                                   (# starts a comment)
                  --reduce-motion  start with Reduce Motion on (so does MOTION_REDUCE_MOTION=1)
                  --no-dev-keys    turn off the developer keys (S P . R F1 F2 F12 G Esc), as for a shipped app
                  --trace FILE     write a trace of frames, animations and state writes (Chrome's JSON trace
                                   format: open it in ui.perfetto.dev or chrome://tracing)
                  --record FILE    record what the app shows as an animated GIF (FILE.gif): headless, the
                                   --frames frames instead of PNGs; in a window, until it closes (G: start/stop)
                  --headless       render frames to PNG files instead of opening a window (no display needed)
                  --frames N       headless: frames to render, default 60 (0 with --script: only its screenshots)
                  --fps F          headless: frames per second of the virtual clock (each frame advances 1/F s), default 60
                  --out DIR        headless: folder for frame-0001.png, frame-0002.png, ..., default out/headless
                  --help           show this help
                  --version        show the version
                """
        }
    }

    /// A bad command line: ``message`` is one line naming the argument and what is wrong.
    package struct ParseError: Error, Equatable, CustomStringConvertible {
        /// One line, starting with the program's name (`motion-player:`).
        package let message: String
        package var description: String { message }
    }

    /// Motion's version.
    package static let version = "0.2.0"
    /// The largest `--size` dimension and `--frames` count accepted.
    package static let maximumDimension = 16_384, maximumFrames = 100_000
    /// The largest `--scale` and `--fps` accepted.
    package static let maximumScale = 8.0, maximumFPS = 1_000.0

    /// Size in points (`--size`), default the grammar's (800×600, or the window group's `defaultSize`).
    package var size = CGSize(width: 800, height: 600)
    /// Whether to render PNGs instead of opening a window (`--headless`).
    package var headless = false
    /// Headless: frames to render (`--frames`), default 60.
    package var frames = 60
    /// Headless: virtual frames per second (`--fps`), default 60.
    package var fps = 60.0
    /// Headless: output folder (`--out`), default `out/headless`.
    package var outputDirectory = "out/headless"
    /// Pixels per point (`--scale`), default 1: headless, the images'; in a window, a zoom that
    /// multiplies the display's pixel density.
    package var scale = 1.0
    /// A script of timed input to play (`--script`), or `nil`.
    package var scriptPath: String?
    /// Whether Reduce Motion starts on (`--reduce-motion`).
    package var reduceMotion = false
    /// Whether the developer keys work (off with `--no-dev-keys`).
    package var developerKeys = true
    /// Where to write a trace (`--trace`), or `nil`: see ``AppTrace``.
    package var tracePath: String?
    /// Where to record a GIF of the session (`--record`), or `nil`.
    package var recordPath: String?
    /// The values of the grammar's flags, by flag name (`["--scene": "shake"]`; `""` for a flag
    /// without a value).
    package var appValues: [String: String] = [:]

    /// The defaults: an 800×600 window.
    ///
    /// ```swift
    /// CommandLineOptions().size   // 800×600
    /// ```
    package init() {}

    /// The path of headless frame `number` (1-based): `DIR/frame-0001.png` (four digits, more if needed).
    ///
    /// ```swift
    /// options.framePath(12)   // "out/headless/frame-0012.png"
    /// ```
    package func framePath(_ number: Int) -> String {
        let digits = String(number)
        let padded = String(repeating: "0", count: max(0, 4 - digits.count)) + digits
        return (outputDirectory as NSString).appendingPathComponent("frame-\(padded).png")
    }

    /// Parses the arguments after the program name, for the program `grammar` describes.
    ///
    /// ```swift
    /// let command = try CommandLineOptions.parse(Array(CommandLine.arguments.dropFirst()), grammar: grammar)
    /// ```
    /// - Throws: ``ParseError`` for an unknown flag, a missing or bad value, a stray argument, or a
    ///   headless-only flag without `--headless`.
    package static func parse(_ arguments: [String], grammar: Grammar) throws -> Command {
        if arguments.contains("--help") || arguments.contains("-h") { return .help }
        if arguments.contains("--version") { return .version }
        for flag in grammar.extraFlags where flag.isCommand && arguments.contains(flag.name) {
            return .appCommand(flag.name)
        }
        let program = grammar.program
        func failure(_ text: String) -> ParseError { ParseError(message: "\(program): \(text)") }

        var options = CommandLineOptions()
        options.size = grammar.defaultSize
        var headlessOnly: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("--") else {
                throw failure("unexpected argument '\(argument)'")
            }
            var flag = argument, inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                flag = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            func value() throws -> String {
                if let inlineValue { return inlineValue }
                guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                    throw failure("\(flag) needs a value")
                }
                index += 1
                return arguments[index - 1]
            }
            func noValue() throws {
                if inlineValue != nil { throw failure("\(flag) takes no value") }
            }
            func nonEmptyValue(_ what: String) throws -> String {
                let text = try value()
                guard !text.isEmpty else { throw failure("\(flag) needs \(what)") }
                return text
            }
            switch flag {
            case "--headless":
                try noValue()
                options.headless = true
            case "--reduce-motion":
                try noValue()
                options.reduceMotion = true
            case "--no-dev-keys":
                try noValue()
                options.developerKeys = false
            case "--size":
                options.size = try parseSize(value(), program: program)
            case "--scale":
                options.scale = try parseNumber(value(), flag: flag, maximum: maximumScale, program: program)
            case "--script":
                options.scriptPath = try nonEmptyValue("a file name")
            case "--trace":
                options.tracePath = try nonEmptyValue("a file name")
            case "--record":
                options.recordPath = try parseRecordPath(nonEmptyValue("a file name"), program: program)
            case "--frames":
                options.frames = try parseInteger(value(), flag: flag, range: 0...maximumFrames, program: program)
                headlessOnly.append(flag)
            case "--fps":
                options.fps = try parseNumber(value(), flag: flag, maximum: maximumFPS, program: program)
                headlessOnly.append(flag)
            case "--out":
                options.outputDirectory = try nonEmptyValue("a folder name")
                headlessOnly.append(flag)
            default:
                guard let extra = grammar.extraFlags.first(where: { $0.name == flag && !$0.isCommand }) else {
                    throw failure("unknown option '\(flag)'")
                }
                if let valueName = extra.valueName {
                    options.appValues[flag] = try nonEmptyValue("a \(valueName.lowercased())")
                } else {
                    try noValue()
                    options.appValues[flag] = ""
                }
            }
        }
        if !options.headless, let flag = headlessOnly.first {
            throw failure("\(flag) only applies with --headless")
        }
        if options.frames == 0, options.scriptPath == nil {
            throw failure("--frames 0 renders nothing without --script; give 1...\(maximumFrames)")
        }
        return .run(options)
    }

    private static func parseSize(_ text: String, program: String) throws -> CGSize {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
              (1...maximumDimension).contains(width), (1...maximumDimension).contains(height) else {
            throw ParseError(message: "\(program): bad --size '\(text)': expected WxH with whole numbers 1...\(maximumDimension), like 800x600")
        }
        return CGSize(width: width, height: height)
    }

    private static func parseRecordPath(_ path: String, program: String) throws -> String {
        switch (path as NSString).pathExtension.lowercased() {
        case "gif":
            return path
        case "png", "apng":
            throw ParseError(message: "\(program): bad --record '\(path)': APNG is not supported (the libpng linked has no "
                             + "APNG frames); record a .gif")
        default:
            throw ParseError(message: "\(program): bad --record '\(path)': the file must end in .gif")
        }
    }

    private static func parseInteger(_ text: String, flag: String, range: ClosedRange<Int>, program: String) throws -> Int {
        guard let number = Int(text), range.contains(number) else {
            throw ParseError(message: "\(program): bad \(flag) '\(text)': expected a whole number \(range.lowerBound)...\(range.upperBound)")
        }
        return number
    }

    private static func parseNumber(_ text: String, flag: String, maximum: Double, program: String) throws -> Double {
        guard let number = Double(text), number.isFinite, number > 0, number <= maximum else {
            throw ParseError(message: "\(program): bad \(flag) '\(text)': expected a number above 0 and at most \(maximum.shortText)")
        }
        return number
    }
}
