import Foundation

/// Finds a font file by a font's name, for `Font.custom(_:size:)`: the files under some directories
/// (Debian's `/usr/share/fonts` and `/usr/local/share/fonts` by default), matched by file name.
///
/// Rule: names are compared with case, spaces, hyphens and underscores ignored, and without the
/// extension (`.ttf`, `.otf`). For a bold and/or italic font the styled names are tried first
/// (`NameBoldItalic`, `NameBoldOblique`, `NameBold`, `NameItalic`, `NameOblique`), then `Name`, then
/// `NameRegular`. So `.custom("DejaVu Serif", size: 20).italic()` finds `DejaVuSerif-Italic.ttf`.
/// The directories are listed once, when the first name is looked up.
///
/// ```swift
/// let locator = FontFileLocator()
/// locator.path(forName: "DejaVu Sans Mono", bold: true, italic: false)
/// // "/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf"
/// ```
public final class FontFileLocator {
    /// The directories searched (recursively).
    public let directories: [String]
    private var files: [String: String]?

    /// A locator over `directories`.
    ///
    /// ```swift
    /// FontFileLocator(directories: ["/opt/fonts"])
    /// ```
    public init(directories: [String] = ["/usr/share/fonts", "/usr/local/share/fonts"]) {
        self.directories = directories
    }

    /// The path of the file for `name` in the given style, or nil when none matches.
    ///
    /// ```swift
    /// FontFileLocator().path(forName: "NoSuchFont", bold: false, italic: false)   // nil
    /// ```
    public func path(forName name: String, bold: Bool, italic: Bool) -> String? {
        let files = self.files ?? listFiles()
        self.files = files
        let base = FontFileLocator.normalised(name)
        guard !base.isEmpty else { return nil }
        var suffixes: [String] = []
        if bold && italic { suffixes += ["bolditalic", "boldoblique"] }
        if bold { suffixes.append("bold") }
        if italic { suffixes += ["italic", "oblique"] }
        suffixes += ["", "regular"]
        for suffix in suffixes {
            if let path = files[base + suffix] { return path }
        }
        return nil
    }

    /// Lowercased letters and digits only.
    static func normalised(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }.map(Character.init))
    }

    private func listFiles() -> [String: String] {
        var result: [String: String] = [:]
        for directory in directories {
            guard let walker = FileManager.default.enumerator(atPath: directory) else { continue }
            for case let relative as String in walker {
                let url = URL(fileURLWithPath: relative)
                guard ["ttf", "otf"].contains(url.pathExtension.lowercased()) else { continue }
                let key = FontFileLocator.normalised(url.deletingPathExtension().lastPathComponent)
                let path = directory + "/" + relative
                if result[key] == nil || path < result[key]! { result[key] = path }
            }
        }
        return result
    }
}
