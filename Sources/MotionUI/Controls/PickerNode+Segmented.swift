import Foundation

/// The segmented look (see ``PickerNode``), iOS 17's segmented control:
///
/// - a track 32 tall, corner radius 9, in the tertiary system fill: (118, 118, 128) at 12 % (dark:
///   a stand-in that gives UIKit's 24 % over black, as Motion's colours keep their light alpha);
/// - equal segments across the width offered (with none offered, the widest option plus 24 each);
///   each option centred in its segment, in 13 pt medium text;
/// - a thumb 2 in from the track's edges over the selected segment, corner radius 7, white (dark:
///   (99, 99, 102)) with a soft shadow (black at 12 %, radius 4, 3 down), at ``PickerNode/position``:
///   it slides from segment to segment;
/// - a 1 × 12 separator between two segments, except beside the thumb's segment.
///
/// A press on a segment and its release inside select the segment under the release (so a drag
/// across the control selects where it ends). Disabled, the control draws at half opacity and takes
/// no taps.
extension PickerNode {
    static let segmentHeight: CGFloat = 32
    static let segmentFont = Font.system(size: 13, weight: .medium)
    static let trackCornerRadius: CGFloat = 9
    static let thumbInset: CGFloat = 2
    static let thumbCornerRadius: CGFloat = 7
    static let trackColor = Color(red8: 118, green8: 118, blue8: 128, opacity: 0.12, dark: (236, 236, 255))
    static let thumbColor = Color(red8: 255, green8: 255, blue8: 255, dark: (99, 99, 102))
    static let segmentSeparatorColor = Color(uiColor: .systemFill)

    func segmentedSize(_ proposal: ProposedViewSize) -> CGSize {
        let width = proposal.width ?? (largestOption.width + 24) * CGFloat(options.count)
        return CGSize(width: width, height: PickerNode.segmentHeight)
    }

    private func segmentWidth(in size: CGSize) -> CGFloat {
        size.width / CGFloat(max(options.count, 1))
    }

    func placeSegments(in size: CGSize, transaction: Transaction) {
        let width = segmentWidth(in: size)
        for (index, option) in options.enumerated() {
            let segment = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: size.height)
            NodeLayout.placeCentred([option.node], in: segment.insetBy(dx: 6, dy: 0), transaction: transaction)
        }
    }

    /// The thumb's frame with the animated position `position` (an option index, fractional while
    /// it slides).
    func thumbFrame(at position: CGFloat, in size: CGSize) -> CGRect {
        let width = segmentWidth(in: size), inset = PickerNode.thumbInset
        return CGRect(x: position * width + inset, y: inset, width: width - 2 * inset, height: size.height - 2 * inset)
    }

    func drawSegments(into builder: inout DisplayListBuilder, size: CGSize) {
        let scheme = environment.colorScheme
        builder.fill(Path(roundedRect: CGRect(origin: .zero, size: size), cornerRadius: PickerNode.trackCornerRadius),
                     color: PickerNode.trackColor.resolved(in: scheme), shape: "SegmentedTrack")
        let width = segmentWidth(in: size)
        let selected = selectedIndex
        for boundary in options.indices.dropFirst() where selected != boundary && selected != boundary - 1 {
            let line = CGRect(x: CGFloat(boundary) * width - 0.5, y: (size.height - 12) / 2, width: 1, height: 12)
            builder.fill(Path(line), color: PickerNode.segmentSeparatorColor.resolved(in: scheme), shape: "SegmentSeparator")
        }
        if selected != nil {
            let thumb = thumbFrame(at: position.value, in: size)
            builder.withShadow(color: Color(white: 0, opacity: 0.12), radius: 4, offset: CGSize(width: 0, height: 3)) { builder in
                builder.fill(Path(roundedRect: thumb, cornerRadius: PickerNode.thumbCornerRadius),
                             color: PickerNode.thumbColor.resolved(in: scheme), shape: "SegmentedThumb")
            }
        }
        for option in options { option.node.draw(into: &builder) }
    }

    func segmentIndex(at point: CGPoint, in size: CGSize) -> Int? {
        guard !options.isEmpty, point.x >= 0, point.x <= size.width else { return nil }
        return min(Int(point.x / segmentWidth(in: size)), options.count - 1)
    }
}
