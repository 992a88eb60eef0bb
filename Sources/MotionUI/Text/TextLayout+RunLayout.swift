import Foundation

extension TextLayout {
    /// Measures stretches of a text made of styled runs: which run each character is in, the
    /// width of a stretch (each run's part in its font, with its spacing) and the height a line of
    /// it needs. Built once per layout, with each run's metrics.
    struct RunLayout {
        /// A stretch of characters in one run.
        struct Part {
            var run: Int
            var text: String
        }

        let runs: [Run]
        let measurer: any TextMeasurer
        private let metrics: [FontMetrics]
        /// The offset, in characters of the whole text, just past each run.
        private let ends: [Int]

        init(runs: [Run], measurer: any TextMeasurer) {
            self.runs = runs
            self.measurer = measurer
            metrics = runs.map { measurer.metrics(of: $0.font) }
            var end = 0
            ends = runs.map { end += $0.text.count; return end }
        }

        /// The run the character at `offset` is in (the last run past the end).
        func run(at offset: Int) -> Int {
            ends.firstIndex { $0 > offset } ?? runs.count - 1
        }

        /// `text`, which starts at character `start` of the whole text, split by run; "…" (when
        /// `ellipsis`) joins the last part, or stands alone in the run at `start`.
        func parts(start: Int, text: String, ellipsis: Bool) -> [Part] {
            var parts: [Part] = []
            var run = self.run(at: start)
            var offset = start
            for character in text {
                while run < runs.count - 1, offset >= ends[run] { run += 1 }
                if parts.last?.run == run { parts[parts.count - 1].text.append(character) }
                else { parts.append(Part(run: run, text: String(character))) }
                offset += 1
            }
            if ellipsis {
                if parts.isEmpty { parts.append(Part(run: run, text: "")) }
                parts[parts.count - 1].text += TextLayout.ellipsis
            }
            return parts
        }

        /// The width of `part`: its measure in its run's font, kerning after every character and
        /// tracking after every one but the line's last (when `isLast`); never below 0.
        func width(of part: Part, isLast: Bool) -> CGFloat {
            let run = runs[part.run]
            if let attachment = run.attachment { return attachmentWidth(of: part.text, attachment: attachment, font: run.font) }
            var w = measurer.width(of: part.text, font: run.font)
            if !w.isFinite || w < 0 { w = 0 }
            let count = CGFloat(part.text.count)
            w += count * run.kerning + (isLast ? count - 1 : count) * run.tracking
            return max(w, 0)
        }

        /// The width of `text` in an image's run: its images, and the "…" after them, if any.
        func attachmentWidth(of text: String, attachment: Attachment, font: Font) -> CGFloat {
            let images = text.filter { $0 == Attachment.character }.count
            let rest = text.filter { $0 != Attachment.character }
            let w = rest.isEmpty ? 0 : measurer.width(of: rest, font: font)
            return CGFloat(images) * attachment.size.width + (w.isFinite && w > 0 ? w : 0)
        }

        /// The width of a line of `parts`.
        func width(of parts: [Part]) -> CGFloat {
            parts.indices.reduce(0) { $0 + width(of: parts[$1], isLast: $1 == parts.count - 1) }
        }

        /// The height above the baseline a line of `parts` needs, and its whole height: the
        /// highest ascent (raised by the run's baseline offset) and the lowest descent plus leading
        /// (lowered by it). A line with no parts is as tall as the run at `start`.
        func extent(of parts: [Part], at start: Int) -> (ascent: CGFloat, height: CGFloat) {
            var above: CGFloat = 0, below: CGFloat = 0
            for index in parts.isEmpty ? [run(at: start)] : parts.map(\.run) {
                let m = metrics[index], offset = runs[index].baselineOffset
                var ascent = m.ascent, depth = m.descent + m.leading
                if let image = runs[index].attachment {
                    ascent = max(ascent, image.baseline)
                    depth = max(depth, image.size.height - image.baseline)
                }
                above = max(above, ascent + offset)
                below = max(below, depth - offset)
            }
            return (above, above + below)
        }
    }
}
