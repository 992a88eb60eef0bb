import Foundation

/// The `motion-player` command line, parsed.
///
/// Flags take their value as the next argument or after `=` (`--size 640x480`, `--size=640x480`);
/// a flag given twice keeps the last value. `--frames`, `--fps` and `--out` only make sense with
/// `--headless` and are errors without it; `--frames 0` is accepted only with `--script` (the
/// script's screenshots are then the only output). `--help`, `--version` and `--list-scenes` win
/// over everything else, even over errors after them, in that order. Scene names are not checked
/// here (the player knows its scenes); script files are read and checked by the player too.
///
/// ```swift
/// switch try CommandLineOptions.parse(["--headless", "--frames", "30", "--scene", "shake"]) {
/// case .help: print(CommandLineOptions.usage)
/// case .version: print(CommandLineOptions.versionLine)
/// case .listScenes: print("loader", "shake")
/// case .run(let options): print(options.scene ?? "first", options.headless)   // shake true
/// }
/// ```
public struct CommandLineOptions: Equatable, Sendable {
    /// What the command line asks for.
    public enum Command: Equatable, Sendable {
        /// `--help`: print ``usage``.
        case help
        /// `--version`: print ``versionLine``.
        case version
        /// `--list-scenes`: print the scenes.
        case listScenes
        /// Run the player with these options.
        case run(CommandLineOptions)
    }

    /// A bad command line: ``message`` is one line naming the argument and what is wrong.
    public struct ParseError: Error, Equatable, CustomStringConvertible {
        /// One line, starting with `motion-player:`.
        public let message: String
        public var description: String { message }
    }

    /// The program's version.
    public static let version = "0.1.0"
    /// What `--version` prints.
    public static let versionLine = "motion-player \(version)"
    /// The largest `--size` dimension and `--frames` count accepted.
    public static let maximumDimension = 16_384, maximumFrames = 100_000
    /// The largest `--scale` and `--fps` accepted.
    public static let maximumScale = 8.0, maximumFPS = 1_000.0

    /// What `--help` prints (and what follows a parse error).
    public static let usage = """
        usage: motion-player [--scene NAME] [--size WxH] [--scale S] [--script FILE] [--reduce-motion]
                             [--headless [--frames N] [--fps F] [--out DIR]]
               motion-player --list-scenes | --help | --version

          --scene NAME     the scene to show (see --list-scenes), default the first
          --list-scenes    list the scenes and exit
          --size WxH       window (or image) size in points, default 800x600
          --scale S        pixels per point: headless, of the images (default 1); in a window, a zoom
                           on top of the display's pixel density (default 1)
          --script FILE    play a script of timed input, in a window or headless: one command a line,
                           wait SECONDS | click X Y | click "TEXT" [N] | press X Y | move X Y |
                           release X Y | key NAME | type TEXT | scene NAME | resize W H |
                           screenshot FILE | quit      (# starts a comment)
          --reduce-motion  start with Reduce Motion on (so does MOTION_REDUCE_MOTION=1)
          --headless       render frames to PNG files instead of opening a window (no display needed)
          --frames N       headless: frames to render, default 60 (0 with --script: only its screenshots)
          --fps F          headless: frames per second of the virtual clock (each frame advances 1/F s), default 60
          --out DIR        headless: folder for frame-0001.png, frame-0002.png, ..., default out/headless
          --help           show this help
          --version        show the version
        """

    /// Size in points (`--size`), default 800×600.
    public var size = CGSize(width: 800, height: 600)
    /// Whether to render PNGs instead of opening a window (`--headless`).
    public var headless = false
    /// Headless: frames to render (`--frames`), default 60.
    public var frames = 60
    /// Headless: virtual frames per second (`--fps`), default 60.
    public var fps = 60.0
    /// Headless: output folder (`--out`), default `out/headless`.
    public var outputDirectory = "out/headless"
    /// Pixels per point (`--scale`), default 1: headless, the images'; in a window, a zoom that
    /// multiplies the display's pixel density.
    public var scale = 1.0
    /// The scene to show first (`--scene`), or `nil` for the first one.
    public var scene: String?
    /// A script of timed input to play (`--script`), or `nil`.
    public var scriptPath: String?
    /// Whether Reduce Motion starts on (`--reduce-motion`).
    public var reduceMotion = false

    /// The defaults: an 800×600 window.
    ///
    /// ```swift
    /// CommandLineOptions().size   // 800×600
    /// ```
    public init() {}

    /// The path of headless frame `number` (1-based): `DIR/frame-0001.png` (four digits, more if needed).
    ///
    /// ```swift
    /// options.framePath(12)   // "out/headless/frame-0012.png"
    /// ```
    public func framePath(_ number: Int) -> String {
        let digits = String(number)
        let padded = String(repeating: "0", count: max(0, 4 - digits.count)) + digits
        return (outputDirectory as NSString).appendingPathComponent("frame-\(padded).png")
    }

    /// Parses the arguments after the program name.
    ///
    /// ```swift
    /// let command = try CommandLineOptions.parse(Array(CommandLine.arguments.dropFirst()))
    /// ```
    /// - Throws: ``ParseError`` for an unknown flag, a missing or bad value, a stray argument, or a
    ///   headless-only flag without `--headless`.
    public static func parse(_ arguments: [String]) throws -> Command {
        if arguments.contains("--help") || arguments.contains("-h") { return .help }
        if arguments.contains("--version") { return .version }
        if arguments.contains("--list-scenes") { return .listScenes }

        var options = CommandLineOptions()
        var headlessOnly: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("--") else {
                throw ParseError(message: "motion-player: unexpected argument '\(argument)'")
            }
            var flag = argument, inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                flag = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            func value() throws -> String {
                if let inlineValue { return inlineValue }
                guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                    throw ParseError(message: "motion-player: \(flag) needs a value")
                }
                index += 1
                return arguments[index - 1]
            }
            func noValue() throws {
                if inlineValue != nil { throw ParseError(message: "motion-player: \(flag) takes no value") }
            }
            switch flag {
            case "--headless":
                try noValue()
                options.headless = true
            case "--reduce-motion":
                try noValue()
                options.reduceMotion = true
            case "--size":
                options.size = try parseSize(value())
            case "--scale":
                options.scale = try parseNumber(value(), flag: flag, maximum: maximumScale)
            case "--scene":
                let name = try value()
                guard !name.isEmpty else { throw ParseError(message: "motion-player: --scene needs a scene name") }
                options.scene = name
            case "--script":
                let path = try value()
                guard !path.isEmpty else { throw ParseError(message: "motion-player: --script needs a file name") }
                options.scriptPath = path
            case "--frames":
                options.frames = try parseInteger(value(), flag: flag, range: 0...maximumFrames)
                headlessOnly.append(flag)
            case "--fps":
                options.fps = try parseNumber(value(), flag: flag, maximum: maximumFPS)
                headlessOnly.append(flag)
            case "--out":
                let directory = try value()
                guard !directory.isEmpty else { throw ParseError(message: "motion-player: --out needs a folder name") }
                options.outputDirectory = directory
                headlessOnly.append(flag)
            default:
                throw ParseError(message: "motion-player: unknown option '\(flag)'")
            }
        }
        if !options.headless, let flag = headlessOnly.first {
            throw ParseError(message: "motion-player: \(flag) only applies with --headless")
        }
        if options.frames == 0, options.scriptPath == nil {
            throw ParseError(message: "motion-player: --frames 0 renders nothing without --script; give 1...\(maximumFrames)")
        }
        return .run(options)
    }

    private static func parseSize(_ text: String) throws -> CGSize {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
              (1...maximumDimension).contains(width), (1...maximumDimension).contains(height) else {
            throw ParseError(message: "motion-player: bad --size '\(text)': expected WxH with whole numbers 1...\(maximumDimension), like 800x600")
        }
        return CGSize(width: width, height: height)
    }

    private static func parseInteger(_ text: String, flag: String, range: ClosedRange<Int>) throws -> Int {
        guard let number = Int(text), range.contains(number) else {
            throw ParseError(message: "motion-player: bad \(flag) '\(text)': expected a whole number \(range.lowerBound)...\(range.upperBound)")
        }
        return number
    }

    private static func parseNumber(_ text: String, flag: String, maximum: Double) throws -> Double {
        guard let number = Double(text), number.isFinite, number > 0, number <= maximum else {
            throw ParseError(message: "motion-player: bad \(flag) '\(text)': expected a number above 0 and at most \(maximum.shortText)")
        }
        return number
    }
}

private extension Double {
    /// "8" for 8.0, "0.5" for 0.5.
    var shortText: String {
        self == rounded() ? String(Int(self)) : String(self)
    }
}
