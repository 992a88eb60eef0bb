import Foundation

extension Text {
    /// Whether this text, or a part of it, is written from a date or a formatted value.
    var hasSource: Bool { source != nil || segments.contains { $0.source != nil } }

    /// This text with the string of each part made from a source written in `context`.
    func resolved(in context: TextSource.Context) -> Text {
        var text = self
        if let source { text.content = source.string(in: context) }
        guard !segments.isEmpty else { return text }
        text.segments = segments.map { $0.resolved(in: context) }
        text.content = text.segments.map(\.content).joined()
        return text
    }

    /// The first date after `now` at which the string of a part may change (nil: none will).
    func nextChange(after now: Date) -> Date? {
        ([source] + segments.map(\.source)).compactMap { $0?.nextChange(after: now) }.min()
    }
}
