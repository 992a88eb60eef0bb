import XCTest
@testable import MotionUI

/// A stand-in for a view-graph node, for layout tests: implements `LayoutSubviewProxy` with a sizing
/// closure and records where its parent placed it.
///
/// Kinds: `fixed` (ignores proposals), `flexible` (like `Color`: takes the proposal clamped to
/// [min, max], 10 when unspecified), `text` (sized by `TextLayout` with the monospace measurer,
/// baselines stated explicitly), `spacer` (sized by `SpacerLayout` along the enclosing stack's axis),
/// and `container` (runs a real `Layout` over child fakes, as the graph will). Modifier helpers
/// (`padding`, `frame`, `fixedSize`, `layoutPriority`) wrap a fake in a one-child container.
final class FakeSubview: LayoutSubviewProxy {
    let name: String
    private let sizing: (FakeSubview, ProposedViewSize) -> CGSize
    var priorityOverride: Double?
    var spacingProvider: (FakeSubview) -> ViewSpacing = { _ in ViewSpacing() }
    var priorityProvider: (FakeSubview) -> Double = { _ in 0 }
    var horizontalGuides: (HorizontalAlignment, CGSize, ProposedViewSize) -> CGFloat? = { _, _, _ in nil }
    var verticalGuides: (VerticalAlignment, CGSize, ProposedViewSize) -> CGFloat? = { _, _, _ in nil }
    var onPlace: (CGRect, ProposedViewSize) -> Void = { _, _ in }
    /// The axis of the stack this fake sits in (set by stack containers; unary containers pass it on).
    var stackAxis: Axis? { didSet { children.forEach { if forwardsAxis { $0.stackAxis = stackAxis } } } }
    var children: [FakeSubview] = []
    var forwardsAxis = false

    /// Every proposal this fake was asked about.
    private(set) var proposals: [ProposedViewSize] = []
    /// The last placement: the frame (origin = position − anchor × size) and the proposal.
    private(set) var frame: CGRect?
    private(set) var placedProposal: ProposedViewSize?
    private(set) var placedPosition: CGPoint?
    private(set) var placeCount = 0

    init(_ name: String, sizing: @escaping (FakeSubview, ProposedViewSize) -> CGSize) {
        self.name = name
        self.sizing = sizing
    }

    // MARK: LayoutSubviewProxy

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposals.append(proposal)
        return sizing(self, proposal)
    }

    func place(at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        let size = sizing(self, proposal)
        let origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
        let frame = CGRect(origin: origin, size: size)
        self.frame = frame
        placedProposal = proposal
        placedPosition = position
        placeCount += 1
        onPlace(frame, proposal)
    }

    var priority: Double { priorityOverride ?? priorityProvider(self) }
    var spacing: ViewSpacing { spacingProvider(self) }

    func explicitAlignment(of guide: HorizontalAlignment, in size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        horizontalGuides(guide, size, proposal)
    }

    func explicitAlignment(of guide: VerticalAlignment, in size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        verticalGuides(guide, size, proposal)
    }

    // MARK: Kinds

    /// A view of one size whatever it is proposed (an image with a fixed frame, say).
    static func fixed(_ width: CGFloat, _ height: CGFloat, _ name: String = "fixed") -> FakeSubview {
        FakeSubview(name) { _, _ in CGSize(width: width, height: height) }
    }

    /// A view like `Color`: the proposal clamped to [min, max] per axis, `ideal` when unspecified.
    static func flexible(minWidth: CGFloat = 0, maxWidth: CGFloat = .infinity, minHeight: CGFloat = 0,
                         maxHeight: CGFloat = .infinity, ideal: CGSize = CGSize(width: 10, height: 10),
                         _ name: String = "flexible") -> FakeSubview {
        FakeSubview(name) { _, p in
            CGSize(width: min(max(p.width ?? ideal.width, minWidth), maxWidth),
                   height: min(max(p.height ?? ideal.height, minHeight), maxHeight))
        }
    }

    static let measurer = MonospaceTextMeasurer()

    /// A text view measured by `TextLayout` with the monospace measurer (17 pt: 10.2 per character,
    /// 20.4 per line, baseline 13.6 below each line's top).
    static func text(_ string: String, font: Font = .body, lineLimit: Int? = nil) -> FakeSubview {
        let fake = FakeSubview("text \(string)") { _, p in
            TextLayout.size(of: string, font: font, proposal: p, measurer: measurer, lineLimit: lineLimit)
        }
        fake.verticalGuides = { guide, _, p in
            switch guide {
            case .firstTextBaseline:
                return TextLayout.firstBaseline(of: string, font: font, proposal: p, measurer: measurer, lineLimit: lineLimit)
            case .lastTextBaseline:
                return TextLayout.lastBaseline(of: string, font: font, proposal: p, measurer: measurer, lineLimit: lineLimit)
            default:
                return nil
            }
        }
        return fake
    }

    /// A `Spacer`: sized along the enclosing stack's axis (both axes outside a stack), priority −∞,
    /// spacing 0 along that axis — what the graph does with `SpacerLayout`.
    static func spacer(minLength: CGFloat? = nil) -> FakeSubview {
        let layout = SpacerLayout(minLength: minLength)
        let fake = FakeSubview("spacer") { fake, p in layout.sizeThatFits(p, axis: fake.stackAxis) }
        fake.priorityProvider = { _ in SpacerLayout.layoutPriority }
        fake.spacingProvider = { fake in layout.spacing(axis: fake.stackAxis) }
        return fake
    }

    /// A container running `layout` over `children`, as the view graph will: sizes through
    /// `sizeThatFits`, places children from `placeSubviews` in its own frame, reports the layout's
    /// spacing and explicit alignment (in its own coordinates). `unary` containers (modifiers) pass
    /// their child's priority and their stack axis through.
    static func container<L: Layout>(_ layout: L, _ children: [FakeSubview], unary: Bool = false,
                                     _ name: String = "\(L.self)") -> FakeSubview {
        let subviews = LayoutSubviews(children)
        var cache = layout.makeCache(subviews: subviews)
        let fake = FakeSubview(name) { _, p in layout.sizeThatFits(proposal: p, subviews: subviews, cache: &cache) }
        fake.children = children
        fake.forwardsAxis = unary
        if let axis = L.layoutProperties.stackOrientation {
            children.forEach { $0.stackAxis = axis }
        }
        fake.onPlace = { frame, p in layout.placeSubviews(in: frame, proposal: p, subviews: subviews, cache: &cache) }
        fake.spacingProvider = { _ in layout.spacing(subviews: subviews, cache: &cache) }
        if unary {
            fake.priorityProvider = { _ in children.first?.priority ?? 0 }
        }
        fake.horizontalGuides = { guide, size, p in
            layout.explicitAlignment(of: guide, in: CGRect(origin: .zero, size: size), proposal: p,
                                     subviews: subviews, cache: &cache)
        }
        fake.verticalGuides = { guide, size, p in
            layout.explicitAlignment(of: guide, in: CGRect(origin: .zero, size: size), proposal: p,
                                     subviews: subviews, cache: &cache)
        }
        return fake
    }

    // MARK: Modifier helpers (each wraps self in a one-child container)

    func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> FakeSubview {
        .container(PaddingLayout(edges, length), [self], unary: true)
    }

    func padding(_ insets: EdgeInsets) -> FakeSubview {
        .container(PaddingLayout(insets: insets), [self], unary: true)
    }

    func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> FakeSubview {
        .container(FrameLayout(width: width, height: height, alignment: alignment), [self], unary: true)
    }

    func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
               minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
               alignment: Alignment = .center) -> FakeSubview {
        .container(FlexFrameLayout(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                                   minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight,
                                   alignment: alignment), [self], unary: true)
    }

    func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> FakeSubview {
        .container(FixedSizeLayout(horizontal: horizontal, vertical: vertical), [self], unary: true)
    }

    func aspectRatio(_ ratio: CGFloat? = nil, contentMode: ContentMode) -> FakeSubview {
        .container(AspectRatioLayout(aspectRatio: ratio, contentMode: contentMode), [self], unary: true)
    }

    func layoutPriority(_ value: Double) -> FakeSubview {
        priorityOverride = value
        return self
    }
}

// MARK: - Shorthand for building trees

func VStack(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, _ children: FakeSubview...) -> FakeSubview {
    .container(VStackLayout(alignment: alignment, spacing: spacing), children)
}

func HStack(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, _ children: FakeSubview...) -> FakeSubview {
    .container(HStackLayout(alignment: alignment, spacing: spacing), children)
}

func ZStack(alignment: Alignment = .center, _ children: FakeSubview...) -> FakeSubview {
    .container(ZStackLayout(alignment: alignment), children)
}

/// Lays `root` out as a host would: proposes `proposal`, then places it with its top-leading corner
/// at the origin. Returns the root's size.
@discardableResult
func layOut(_ root: FakeSubview, _ proposal: ProposedViewSize) -> CGSize {
    let size = root.sizeThatFits(proposal)
    root.place(at: .zero, anchor: .topLeading, proposal: proposal)
    return size
}

@discardableResult
func layOut(_ root: FakeSubview, width: CGFloat?, height: CGFloat?) -> CGSize {
    layOut(root, ProposedViewSize(width: width, height: height))
}

/// Asserts a fake's frame, to 1e-9.
func assertFrame(_ fake: FakeSubview, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
                 file: StaticString = #filePath, line: UInt = #line) {
    guard let frame = fake.frame else {
        XCTFail("\(fake.name) was not placed", file: file, line: line)
        return
    }
    let accuracy: CGFloat = 1e-9
    XCTAssertEqual(frame.minX, x, accuracy: accuracy, "\(fake.name) x", file: file, line: line)
    XCTAssertEqual(frame.minY, y, accuracy: accuracy, "\(fake.name) y", file: file, line: line)
    XCTAssertEqual(frame.width, width, accuracy: accuracy, "\(fake.name) width", file: file, line: line)
    XCTAssertEqual(frame.height, height, accuracy: accuracy, "\(fake.name) height", file: file, line: line)
}

/// Asserts a size, to 1e-9.
func assertSize(_ size: CGSize, _ width: CGFloat, _ height: CGFloat,
                file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(size.width, width, accuracy: 1e-9, "width", file: file, line: line)
    XCTAssertEqual(size.height, height, accuracy: 1e-9, "height", file: file, line: line)
}
