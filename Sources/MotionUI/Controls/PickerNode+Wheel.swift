import Foundation

/// The wheel look (see ``PickerNode``), after UIKit's picker view, drawn flat:
///
/// - 216 tall (whatever the height offered) and as wide as offered (else the widest option plus 32);
/// - the options one under the other, 32 apart, centred across, in 21 pt text, the selected one in
///   the middle of the wheel over a band the height of a row (8 in from the sides, corner radius 8,
///   in the segmented track's fill); the options fade by a quarter per row away from the middle and
///   are clipped to the wheel;
/// - the options follow ``PickerNode/position``, so a change of selection turns the wheel.
///
/// A vertical drag turns the wheel with the pointer; on release the option nearest the middle is
/// selected and the wheel settles on it. A tap (a release less than 4 points from the press)
/// selects the option under it.
extension PickerNode {
    static let wheelHeight: CGFloat = 216
    static let wheelRowHeight: CGFloat = 32
    static let wheelFont = Font.system(size: 21)
    static let wheelBandInset: CGFloat = 8
    static let wheelBandCornerRadius: CGFloat = 8

    func wheelSize(_ proposal: ProposedViewSize) -> CGSize {
        CGSize(width: proposal.width ?? largestOption.width + 32, height: PickerNode.wheelHeight)
    }

    /// Places option `i` centred `i` rows below the middle: drawing moves them all up by the
    /// animated position.
    func placeWheel(in size: CGSize, transaction: Transaction) {
        let row = PickerNode.wheelRowHeight
        for (index, option) in options.enumerated() {
            let slot = CGRect(x: 0, y: size.height / 2 + (CGFloat(index) - 0.5) * row, width: size.width, height: row)
            NodeLayout.placeCentred([option.node], in: slot, transaction: transaction)
        }
    }

    func drawWheel(into builder: inout DisplayListBuilder, size: CGSize) {
        let row = PickerNode.wheelRowHeight
        let band = CGRect(x: PickerNode.wheelBandInset, y: (size.height - row) / 2, width: max(size.width - 2 * PickerNode.wheelBandInset, 0),
                          height: row)
        builder.fill(Path(roundedRect: band, cornerRadius: PickerNode.wheelBandCornerRadius),
                     color: PickerNode.trackColor.resolved(in: environment.colorScheme), shape: "WheelBand")
        builder.clip(to: Path(CGRect(origin: .zero, size: size)))
        builder.translate(by: CGPoint(x: 0, y: -position.value * row))
        for (index, option) in options.enumerated() {
            let distance = abs(CGFloat(index) - position.value)
            guard distance * row < size.height / 2 + row else { continue }
            builder.save()
            builder.multiplyOpacity(Double(max(1 - distance / 4, 0)))
            option.node.draw(into: &builder)
            builder.restore()
        }
    }

    /// The option under `point`, given where the wheel stands.
    func wheelIndex(at point: CGPoint, in size: CGSize) -> Int? {
        let index = Int((position.value + (point.y - size.height / 2) / PickerNode.wheelRowHeight).rounded())
        return options.indices.contains(index) ? index : nil
    }

    /// Turns the wheel with a drag from `start` (when the wheel stood at `startPosition`) to `point`.
    func dragWheel(from start: CGPoint, startPosition: CGFloat, to point: CGPoint) {
        let turned = startPosition - (point.y - start.y) / PickerNode.wheelRowHeight
        setPosition(min(max(turned, -0.5), CGFloat(options.count) - 0.5), transaction: Transaction())
    }

    /// Ends a drag (or a tap): selects the option nearest the middle (or the one tapped) and lets
    /// the wheel settle on the selection.
    func endWheelDrag(from start: CGPoint, startPosition: CGFloat, to point: CGPoint) {
        let isTap = hypot(point.x - start.x, point.y - start.y) < 4
        let target = isTap
            ? wheelIndex(at: point, in: modelFrame.size)
            : Int(position.value.rounded()).clamped(to: options.indices)
        let changed = target.map { $0 != selectedIndex && choose($0) } ?? false
        if !changed, let selected = selectedIndex {
            setPosition(CGFloat(selected), transaction: Transaction(animation: PickerNode.userSlide))
        }
    }
}

private extension Int {
    func clamped(to range: Range<Int>) -> Int? {
        range.isEmpty ? nil : Swift.min(Swift.max(self, range.lowerBound), range.upperBound - 1)
    }
}
