import Foundation
@testable import MotionUI

/// The transitions the fuzzer attaches: every built-in kind, combined, asymmetric and custom.
enum FuzzTransition: CaseIterable {
    case identity, opacity, scale, scaleFromCorner, moveLeading, moveBottom, slide, offset, pushTop
    case asymmetric, combined, modifier, withOwnAnimation

    var transition: AnyTransition {
        switch self {
        case .identity: .identity
        case .opacity: .opacity
        case .scale: .scale
        case .scaleFromCorner: .scale(scale: 0.25, anchor: .topLeading)
        case .moveLeading: .move(edge: .leading)
        case .moveBottom: .move(edge: .bottom)
        case .slide: .slide
        case .offset: .offset(x: 40, y: -20)
        case .pushTop: .push(from: .top)
        case .asymmetric: .asymmetric(insertion: .scale, removal: .move(edge: .trailing).combined(with: .opacity))
        case .combined: .opacity.combined(with: .offset(y: 30)).combined(with: .scale(scale: 2))
        case .modifier: .modifier(active: FuzzLift(y: 25), identity: FuzzLift(y: 0))
        case .withOwnAnimation: .opacity.animation(.easeInOut(duration: 0.4))
        }
    }
}
