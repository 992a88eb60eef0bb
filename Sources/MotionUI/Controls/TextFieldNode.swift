import Foundation

/// The node of a ``TextField`` or ``SecureField``: keeps the editing state (``TextEditing``), takes
/// focus and keys, and draws the visible part of the text, the placeholder and the caret.
final class TextFieldNode: ViewNode, FocusableField, PointerResponder {
    /// The caret's width in points.
    static let caretWidth: CGFloat = 2
    /// The caret blinks with this period: shown the first half, hidden the second.
    static let blinkPeriod: TimeInterval = 1
    /// UIKit's placeholder colour: (60, 60, 67) at 30 % opacity, (235, 235, 245) in the dark.
    static let placeholderColor = Color(uiColor: .placeholderText)

    private(set) var view: (any TextFieldView)?
    private var editing: TextEditing
    /// How far the text is scrolled to the leading side, in points.
    private(set) var scroll: CGFloat = 0
    /// When the caret last restarted its blink (focus, edit, caret move), on the host's clock.
    private var blinkStart: TimeInterval = 0

    init(graph: ViewGraph, mask: Character?) {
        editing = TextEditing(mask: mask)
        super.init(graph: graph)
    }

    // MARK: Updating

    override func update(view newValue: Any, context: UpdateContext) {
        let view = newValue as! any TextFieldView
        self.view = view
        noteUpdate(context: context)
        editing.configure(font: font, measurer: graph.textMeasurer)
        let bound = view.text.wrappedValue
        if bound != editing.text { editing.setText(bound) }
    }

    override func refresh(context: UpdateContext) {
        if let view { update(view: view, context: context) }
    }

    private var font: Font { environment.font ?? .body }

    private var textColor: Color {
        let color = environment.foregroundColor ?? .primary
        return environment.isEnabled ? color : color.opacity(0.5)
    }

    var isFocused: Bool { graph.focus?.focused === self }

    // MARK: Focus and editing

    var text: String { editing.text }

    func didBecomeFocused() { restartBlink() }

    func insert(_ typed: String) {
        if editing.insert(typed) { commit() }
        restartBlink()
    }

    func handleKey(_ key: InputEvent.Key, modifiers: InputEvent.KeyModifiers) -> Bool {
        switch key {
        case .backspace: if editing.deleteBackward() { commit() }
        case .delete: if editing.deleteForward() { commit() }
        case .left: editing.moveCaret(to: editing.caret - 1)
        case .right: editing.moveCaret(to: editing.caret + 1)
        case .home: editing.moveCaret(to: 0)
        case .end: editing.moveCaret(to: editing.count)
        default: return false
        }
        restartBlink()
        return true
    }

    /// Writes the edited text to the binding; a binding that does not keep it (a constant, say) wins.
    private func commit() {
        guard let binding = view?.text else { return }
        binding.wrappedValue = editing.text
        let kept = binding.wrappedValue
        if kept != editing.text { editing.setText(kept) }
    }

    private func restartBlink() { blinkStart = graph.time }

    /// The caret index (tests).
    var caret: Int { editing.caret }

    /// Whether the caret is drawn at the graph's current time.
    var isCaretVisible: Bool {
        guard isFocused else { return false }
        let phase = (graph.time - blinkStart).truncatingRemainder(dividingBy: Self.blinkPeriod)
        return phase < Self.blinkPeriod / 2
    }

    // MARK: Pointer

    /// A press focuses the field and puts the caret at the nearest character boundary: the field
    /// takes the pointer at once (it is active from the press).
    func pointerBegan(_ sample: PointerSample) -> GesturePhase {
        guard environment.isEnabled else { return .failed }
        graph.focus?.focus(self)
        editing.moveCaret(to: editing.boundary(nearestTo: sample.localLocation.x + scroll))
        restartBlink()
        return .active
    }

    func pointerChanged(_ sample: PointerSample) -> GesturePhase { .active }
    func pointerEnded(_ sample: PointerSample) -> GesturePhase { .ended }
    func pointerTick(_ time: TimeInterval) -> GesturePhase { .active }
    func pointerCancelled() {}

    // MARK: Layout and drawing

    /// The placeholder's width, kept while the placeholder and font stay the same.
    private var placeholderCache: (placeholder: String, font: Font, width: CGFloat)?

    private func placeholderWidth(font: Font) -> CGFloat {
        let placeholder = view?.placeholder ?? ""
        if let cache = placeholderCache, cache.placeholder == placeholder, cache.font == font { return cache.width }
        let measured = graph.textMeasurer.width(of: placeholder, font: font)
        let width = measured.isFinite && measured > 0 ? measured : 0
        placeholderCache = (placeholder, font, width)
        return width
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let font = self.font
        let lineHeight = graph.textMeasurer.metrics(of: font).lineHeight
        if let width = proposal.width, width.isFinite {
            return CGSize(width: max(width, 0), height: lineHeight)
        }
        return CGSize(width: max(placeholderWidth(font: font), editing.width) + Self.caretWidth, height: lineHeight)
    }

    /// Keeps the caret inside the field when focused; shows the text's start otherwise.
    private func updateScroll(width: CGFloat) {
        guard isFocused else {
            scroll = 0
            return
        }
        let caretX = editing.offsets[editing.caret]
        let room = max(width - Self.caretWidth, 0)
        if caretX - scroll > room { scroll = caretX - room }
        if caretX < scroll { scroll = caretX }
        scroll = min(max(scroll, 0), max(editing.width + Self.caretWidth - width, 0))
    }

    override func drawContent(into builder: inout DisplayListBuilder, size: CGSize) {
        let bounds = CGRect(origin: .zero, size: size)
        if environment.isEnabled {
            builder.addHitRegion(bounds, target: self)
            builder.addFocusableField(self)
        }
        let font = self.font
        let lineHeight = graph.textMeasurer.metrics(of: font).lineHeight
        let top = (size.height - lineHeight) / 2
        updateScroll(width: size.width)
        builder.save()
        if editing.count == 0 {
            let width = placeholderWidth(font: font)
            if width > size.width { builder.clip(to: Path(bounds)) }
            builder.text(view?.placeholder ?? "", font: font, color: Self.placeholderColor.resolved(in: environment.colorScheme),
                         in: CGRect(x: 0, y: top, width: width, height: lineHeight))
        } else {
            if scroll > 0 || editing.width > size.width { builder.clip(to: Path(bounds)) }
            let visible = editing.visibleRange(from: scroll, width: size.width)
            let minX = editing.offsets[visible.lowerBound], maxX = editing.offsets[visible.upperBound]
            builder.text(editing.displayed(visible), font: font, color: textColor,
                         in: CGRect(x: minX - scroll, y: top, width: maxX - minX, height: lineHeight))
        }
        if isCaretVisible {
            let x = editing.offsets[editing.caret] - scroll
            builder.fill(Path(CGRect(x: x, y: top, width: Self.caretWidth, height: lineHeight)),
                         color: .accentColor, shape: "caret")
        }
        builder.restore()
    }
}
