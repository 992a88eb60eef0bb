import Foundation
import MotionSDL

/// A script of timed input for `--script`: one command a line, played on the session's clock
/// (the window's animation time, or the headless virtual clock), in a window or headless alike.
///
///     # the shake scene, three quick logins on the correct side
///     scene shake
///     wait 0.5
///     click "Login" 2          # the second "Login" on screen
///     wait 0.1
///     click 600 500            # points from the window's top-left corner
///     key space
///     type hello               # the rest of the line, as typed text
///     screenshot out/shake.png
///     quit
///
/// Commands: `wait SECONDS` (0 or more; later commands run that much later), `click X Y`,
/// `click "TEXT" [N]` (the centre of the N-th text run showing TEXT, default the first),
/// `click id:NAME` (the accessibility element whose identifier is NAME, as set by
/// `.accessibilityIdentifier("NAME")`: activated as VoiceOver would, a tap at a control's centre),
/// `press X Y`, `move X Y` (a drag while pressed, a hover otherwise), `release X Y`, `drag X1 Y1 X2
/// Y2 SECONDS` (a press, a move every 1/60 s along the line, the release: later commands run
/// SECONDS later), `scroll DX DY` (the wheel, in points, under the pointer), `pinch X Y SCALE
/// [DEGREES]` (a pinch around a point, as a touchpad's two fingers or Ctrl + wheel: it begins, scales
/// by SCALE and turns by DEGREES, clockwise, in six equal steps one every 1/60 s, and ends: later
/// commands run 0.1 s later), `key NAME` (a key press: `space`,
/// `enter`, `tab`, `backspace`, `delete`, `escape`, `left`, `right`, `up`, `down`, `home`, `end`,
/// `f1`, `f2`, `f3`, `f12`, or one character such as `p`, `2` or `.`; `shift+`, `ctrl+` or `alt+` before it
/// holds that modifier: `key shift+left`), `scrub SECONDS` (while paused: the recorded frame
/// nearest to SECONDS after the one shown, negative going back), `type TEXT` (the rest of the line, or
/// one "quoted string"), `scene NAME`, `resize W H` (points), `inspector on|off` (the F2 animation
/// inspector), `screenshot FILE`, `quit`.
///
/// Rules: names are case-insensitive; blank lines and lines starting with `#` are skipped, and an
/// unquoted `#` after a space ends a line (except in `type`, which takes the line as it is);
/// quoted strings take `\"` and `\\`. Commands between two waits run in the same frame, in order.
/// A bad line throws a ``ScriptError`` naming its line number.
///
/// ```swift
/// let script = try AppScript.parse("wait 0.5\nclick \"Login\"")
/// script.steps[0].time      // 0.5
/// script.steps[0].command   // .clickText("Login", occurrence: 1)
/// ```
package struct AppScript: Equatable {
    /// One command of a script.
    package enum Command: Equatable {
        /// Press and release the left button at a point (points from the top-left corner).
        case click(CGPoint)
        /// Click the centre of the `occurrence`-th (from 1) text run showing the text.
        case clickText(String, occurrence: Int)
        /// Activate the accessibility element with this identifier (`click id:loginButton`).
        case clickIdentifier(String)
        /// Press the left button at a point and hold it.
        case press(CGPoint)
        /// Move the pointer (a drag while pressed).
        case move(CGPoint)
        /// Release the left button at a point.
        case release(CGPoint)
        /// Scroll the content under the pointer (positive height: towards later content), as the wheel does.
        case scroll(CGSize)
        /// Begin a pinch around a point (`pinch`).
        case pinchBegan(CGPoint)
        /// Scale and turn the running pinch by a step, around a point.
        case pinchChanged(scale: CGFloat, rotation: Angle, at: CGPoint)
        /// End the running pinch at a point.
        case pinchEnded(CGPoint)
        /// Press and release a key.
        case key(Key)
        /// Press and release a key with modifiers held (`key shift+left`).
        case keyChord(Key, modifiers: InputEvent.KeyModifiers)
        /// While paused, show the recorded frame nearest to this many seconds after the shown one
        /// (negative: back); see ``TimelineScrubber``.
        case scrub(TimeInterval)
        /// Type text.
        case type(String)
        /// Show the scene with this name.
        case scene(String)
        /// Make the window (or the headless image) this many points.
        case resize(CGSize)
        /// Show (true) or hide the animation inspector, as `F2` does.
        case inspector(Bool)
        /// Write a PNG of the current frame to a file.
        case screenshot(String)
        /// End the session.
        case quit
    }

    /// A command, the time it runs at (seconds from the start: the sum of the waits before it)
    /// and its line number (1-based).
    package struct Step: Equatable {
        package let line: Int
        package let time: TimeInterval
        package let command: Command
    }

    /// The commands in order (waits are folded into the times).
    package let steps: [Step]
    /// The sum of every wait: when the script is over.
    package let duration: TimeInterval

    /// The commands, for error messages.
    package static let commandNames = ["wait", "click", "press", "move", "release", "drag", "scroll", "pinch", "key", "type", "scene", "resize",
                               "inspector", "screenshot", "quit", "scrub"]

    /// Named keys (`key NAME`); any single printable character names its own key too.
    package static let keyNames: [(name: String, key: Key)] = [
        ("space", .space), ("enter", .enter), ("return", .enter), ("tab", .tab), ("backspace", .backspace),
        ("delete", .delete), ("escape", .escape), ("esc", .escape), ("left", .left), ("right", .right),
        ("up", .up), ("down", .down), ("home", .home), ("end", .end), ("f1", .f1), ("f2", .f2), ("f3", .f3), ("f12", .f12),
    ]

    /// Reads and parses the script at `path`; errors name the file.
    ///
    /// ```swift
    /// let script = try AppScript.load(contentsOf: "demo.txt", sceneNames: ["loader", "shake"])
    /// ```
    /// - Throws: ``ScriptError`` (line 0 when the file cannot be read).
    package static func load(contentsOf path: String, sceneNames: [String]? = nil) throws -> AppScript {
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw ScriptError(file: path, line: 0, message: "cannot read the script: \(error.localizedDescription)")
        }
        do {
            return try parse(text, sceneNames: sceneNames)
        } catch var error as ScriptError {
            error.file = path
            throw error
        }
    }

    /// Parses a script; `sceneNames`, when given, are the names `scene` accepts.
    ///
    /// ```swift
    /// let script = try AppScript.parse("key p\nwait 1\nkey .")
    /// ```
    /// - Throws: ``ScriptError`` for the first bad line.
    package static func parse(_ text: String, sceneNames: [String]? = nil) throws -> AppScript {
        var steps: [Step] = []
        var time: TimeInterval = 0
        // "\r\n" is one Character, and a newline: Windows line ends split like "\n".
        for (offset, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let number = offset + 1
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { continue }
            let word = String(trimmed.prefix { $0 != " " && $0 != "\t" })
            let rest = trimmed.dropFirst(word.count)
            func fail(_ message: String) -> ScriptError { ScriptError(file: nil, line: number, message: message) }
            let name = word.lowercased()

            if name == "type" {
                steps.append(Step(line: number, time: time, command: .type(try typedText(rest, fail: fail))))
                continue
            }
            let arguments = try tokens(rest, fail: fail)
            func point() throws -> CGPoint {
                guard arguments.count == 2, !arguments[0].quoted, !arguments[1].quoted,
                      let x = Double(arguments[0].text), let y = Double(arguments[1].text), x.isFinite, y.isFinite else {
                    throw fail("\(name) needs X Y in points, like '\(name) 120 300'")
                }
                return CGPoint(x: x, y: y)
            }
            let command: Command
            switch name {
            case "wait":
                guard arguments.count == 1, !arguments[0].quoted, let seconds = Double(arguments[0].text),
                      seconds.isFinite, seconds >= 0 else {
                    throw fail("wait needs one number of seconds, 0 or more, like 'wait 0.5'")
                }
                time += seconds
                continue
            case "click":
                if arguments.count == 1, !arguments[0].quoted, arguments[0].text.lowercased().hasPrefix("id:") {
                    let identifier = String(arguments[0].text.dropFirst(3))
                    guard !identifier.isEmpty else { throw fail("click id: needs an identifier, like 'click id:loginButton'") }
                    command = .clickIdentifier(identifier)
                } else if let first = arguments.first, first.quoted {
                    var occurrence = 1
                    if arguments.count == 2 {
                        guard !arguments[1].quoted, let n = Int(arguments[1].text), n >= 1 else {
                            throw fail("click \"TEXT\" N needs N to be a whole number from 1")
                        }
                        occurrence = n
                    } else if arguments.count > 2 {
                        throw fail("click needs X Y, \"TEXT\" [N] or id:NAME")
                    }
                    guard !first.text.isEmpty else { throw fail("click needs non-empty text") }
                    command = .clickText(first.text, occurrence: occurrence)
                } else {
                    guard arguments.count == 2 else { throw fail("click needs X Y, \"TEXT\" [N] or id:NAME") }
                    command = .click(try point())
                }
            case "press": command = .press(try point())
            case "move": command = .move(try point())
            case "drag":
                let numbers = arguments.compactMap { $0.quoted ? nil : Double($0.text) }
                guard arguments.count == 5, numbers.count == 5, numbers.allSatisfy(\.isFinite), numbers[4] >= 0 else {
                    throw fail("drag needs X1 Y1 X2 Y2 SECONDS, like 'drag 100 300 400 300 0.5'")
                }
                let from = CGPoint(x: numbers[0], y: numbers[1]), to = CGPoint(x: numbers[2], y: numbers[3])
                let seconds = numbers[4]
                // A press, a move every 1/60 s along the line, the release at the end: the drag takes SECONDS.
                let moves = max(Int((seconds * 60).rounded(.up)), 1)
                steps.append(Step(line: number, time: time, command: .press(from)))
                for index in 1...moves {
                    let fraction = Double(index) / Double(moves)
                    let point = CGPoint(x: from.x + (to.x - from.x) * fraction, y: from.y + (to.y - from.y) * fraction)
                    steps.append(Step(line: number, time: time + seconds * fraction, command: .move(point)))
                }
                time += seconds
                command = .release(to)
            case "pinch":
                let numbers = arguments.compactMap { $0.quoted ? nil : Double($0.text) }
                guard (3...4).contains(arguments.count), numbers.count == arguments.count, numbers.allSatisfy(\.isFinite),
                      numbers[2] > 0 else {
                    throw fail("pinch needs X Y SCALE [DEGREES], SCALE above 0, like 'pinch 200 150 1.5 30'")
                }
                let centre = CGPoint(x: numbers[0], y: numbers[1])
                // Six equal steps, one every 1/60 s: the pinch takes 0.1 s.
                let count = 6
                let scale = pow(CGFloat(numbers[2]), 1 / CGFloat(count))
                let rotation = Angle.degrees((numbers.count == 4 ? numbers[3] : 0) / Double(count))
                steps.append(Step(line: number, time: time, command: .pinchBegan(centre)))
                for index in 1...count {
                    steps.append(Step(line: number, time: time + Double(index) / 60,
                                      command: .pinchChanged(scale: scale, rotation: rotation, at: centre)))
                }
                time += Double(count) / 60
                command = .pinchEnded(centre)
            case "scrub":
                guard arguments.count == 1, !arguments[0].quoted, let seconds = Double(arguments[0].text), seconds.isFinite else {
                    throw fail("scrub needs one number of seconds (negative: back), like 'scrub -1.0'")
                }
                command = .scrub(seconds)
            case "scroll":
                let numbers = arguments.compactMap { $0.quoted ? nil : Double($0.text) }
                guard arguments.count == 2, numbers.count == 2, numbers.allSatisfy(\.isFinite) else {
                    throw fail("scroll needs DX DY in points (positive DY: towards later content), like 'scroll 0 120'")
                }
                command = .scroll(CGSize(width: numbers[0], height: numbers[1]))
            case "release": command = .release(try point())
            case "key" where arguments.count == 1 && arguments[0].text.count > 1 && arguments[0].text.contains("+"):
                guard let chord = chord(named: arguments[0].text) else {
                    throw fail("unknown key '\(arguments[0].text)' (modifiers: shift, ctrl, alt; then a key name, like 'key shift+left')")
                }
                command = .keyChord(chord.key, modifiers: chord.modifiers)
            case "key":
                guard arguments.count == 1, let key = key(named: arguments[0].text) else {
                    let given = arguments.map(\.text).joined(separator: " ")
                    throw fail("unknown key '\(given)' (keys: \(keyNames.map(\.name).joined(separator: ", ")), or one character)")
                }
                command = .key(key)
            case "scene":
                guard arguments.count == 1, !arguments[0].text.isEmpty else { throw fail("scene needs one scene name") }
                let scene = arguments[0].text
                if let sceneNames, !sceneNames.contains(scene) {
                    throw fail("unknown scene '\(scene)' (scenes: \(sceneNames.joined(separator: ", ")))")
                }
                command = .scene(scene)
            case "resize":
                guard arguments.count == 2, let width = Int(arguments[0].text), let height = Int(arguments[1].text),
                      (1...CommandLineOptions.maximumDimension).contains(width),
                      (1...CommandLineOptions.maximumDimension).contains(height) else {
                    throw fail("resize needs W H in whole points 1...\(CommandLineOptions.maximumDimension), like 'resize 640 480'")
                }
                command = .resize(CGSize(width: width, height: height))
            case "inspector":
                guard arguments.count == 1, let on = ["on": true, "off": false][arguments[0].text.lowercased()] else {
                    throw fail("inspector needs 'on' or 'off'")
                }
                command = .inspector(on)
            case "screenshot":
                guard arguments.count == 1, !arguments[0].text.isEmpty else {
                    throw fail("screenshot needs one file name (quote it if it has spaces)")
                }
                command = .screenshot(arguments[0].text)
            case "quit":
                guard arguments.isEmpty else { throw fail("quit takes nothing after it") }
                command = .quit
            default:
                // A line of garbage is quoted by its first 40 characters only (issue 13: one clear message).
                let quoted = word.count > 40 ? word.prefix(40) + "…" : word
                throw fail("unknown command '\(quoted)' (commands: \(commandNames.joined(separator: ", ")))")
            }
            steps.append(Step(line: number, time: time, command: command))
        }
        return AppScript(steps: steps, duration: time)
    }

    /// The key called `name` (case-insensitive), or a single printable ASCII character's key.
    package static func key(named name: String) -> Key? {
        let lowered = name.lowercased()
        if let named = keyNames.first(where: { $0.name == lowered }) { return named.key }
        let scalars = Array(lowered.unicodeScalars)
        guard scalars.count == 1, (33...126).contains(scalars[0].value) else { return nil }
        return Key(scalars[0])
    }

    /// The key and modifiers of `shift+left`, `ctrl+alt+x` (case-insensitive), or nil.
    package static func chord(named name: String) -> (key: Key, modifiers: InputEvent.KeyModifiers)? {
        let parts = name.lowercased().split(separator: "+", omittingEmptySubsequences: false)
        guard parts.count >= 2, let key = key(named: String(parts[parts.count - 1])) else { return nil }
        var modifiers: InputEvent.KeyModifiers = []
        for part in parts.dropLast() {
            switch part {
            case "shift": modifiers.insert(.shift)
            case "ctrl", "control": modifiers.insert(.control)
            case "alt": modifiers.insert(.alt)
            default: return nil
            }
        }
        return (key, modifiers)
    }

    private static func typedText(_ rest: Substring, fail: (String) -> ScriptError) throws -> String {
        let text = rest.drop { $0 == " " || $0 == "\t" }
        if text.hasPrefix("\"") {
            let parts = try tokens(text, fail: fail)
            guard parts.count == 1, parts[0].quoted else { throw fail("type takes one \"quoted string\" or the rest of the line") }
            guard !parts[0].text.isEmpty else { throw fail("type needs text") }
            return parts[0].text
        }
        guard !text.isEmpty else { throw fail("type needs text, like 'type hello'") }
        return String(text)
    }

    /// Splits arguments at spaces; `"…"` is one argument (with `\"` and `\\`); `#` after a space
    /// starts a comment.
    private static func tokens(_ text: Substring, fail: (String) -> ScriptError) throws -> [(text: String, quoted: Bool)] {
        var result: [(text: String, quoted: Bool)] = []
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == " " || character == "\t" {
                index = text.index(after: index)
                continue
            }
            if character == "#" { break }
            if character == "\"" {
                var value = ""
                var cursor = text.index(after: index)
                var closed = false
                while cursor < text.endIndex {
                    let c = text[cursor]
                    if c == "\\", text.index(after: cursor) < text.endIndex {
                        let escaped = text[text.index(after: cursor)]
                        guard escaped == "\"" || escaped == "\\" else { throw fail("unknown escape '\\\(escaped)' in a quoted string") }
                        value.append(escaped)
                        cursor = text.index(cursor, offsetBy: 2)
                        continue
                    }
                    if c == "\"" {
                        closed = true
                        cursor = text.index(after: cursor)
                        break
                    }
                    value.append(c)
                    cursor = text.index(after: cursor)
                }
                guard closed else { throw fail("unterminated quoted string") }
                if cursor < text.endIndex, text[cursor] != " ", text[cursor] != "\t" {
                    throw fail("a quoted string must be followed by a space")
                }
                result.append((value, true))
                index = cursor
                continue
            }
            var cursor = index
            while cursor < text.endIndex, text[cursor] != " ", text[cursor] != "\t" { cursor = text.index(after: cursor) }
            result.append((String(text[index..<cursor]), false))
            index = cursor
        }
        return result
    }
}
