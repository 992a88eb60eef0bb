import Foundation

/// The `motion-player` command line, parsed.
///
/// Flags take their value as the next argument or after `=` (`--size 640x480`, `--size=640x480`);
/// a flag given twice keeps the last value. `--frames`, `--fps`, `--out` and `--scale` only make
/// sense with `--headless` (a window's pixel density comes from its display) and are errors
/// without it. `--help` and `--version` win over everything else, even over errors after them.
///
/// ```swift
/// switch try CommandLineOptions.parse(["--headless", "--frames", "30", "--out", "frames"]) {
/// case .help: print(CommandLineOptions.usage)
/// case .version: print(CommandLineOptions.versionLine)
/// case .run(let options): print(options.size, options.headless)   // (800.0, 600.0) true
/// }
/// ```
public struct CommandLineOptions: Equatable, Sendable {
    /// What the command line asks for.
    public enum Command: Equatable, Sendable {
        /// `--help`: print ``usage``.
        case help
        /// `--version`: print ``versionLine``.
        case version
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
        usage: motion-player [--size WxH] [--headless [--frames N] [--fps F] [--out DIR] [--scale S]]
               motion-player --help | --version

          --size WxH    window (or image) size in points, default 800x600
          --headless    render frames to PNG files instead of opening a window (no display needed)
          --frames N    headless: number of frames to render, default 60
          --fps F       headless: frames per second of the virtual clock (each frame advances 1/F s), default 60
          --out DIR     headless: folder for frame-0001.png, frame-0002.png, ..., default out/headless
          --scale S     headless: pixels per point, default 1
          --help        show this help
          --version     show the version

        In a window: click or press Space to pulse the arc; Esc or closing the window quits.
        Headless runs pulse the arc once at 0.5 s, as if clicked.
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
    /// Headless: pixels per point (`--scale`), default 1.
    public var scale = 1.0

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
            switch flag {
            case "--headless":
                if inlineValue != nil { throw ParseError(message: "motion-player: --headless takes no value") }
                options.headless = true
            case "--size":
                options.size = try parseSize(value())
            case "--frames":
                options.frames = try parseInteger(value(), flag: flag, range: 1...maximumFrames)
                headlessOnly.append(flag)
            case "--fps":
                options.fps = try parseNumber(value(), flag: flag, maximum: maximumFPS)
                headlessOnly.append(flag)
            case "--scale":
                options.scale = try parseNumber(value(), flag: flag, maximum: maximumScale)
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
