// Public sample: ignasiperez/Hudson-100_days_of_SwiftUI,
// 01-L01-SwiftUI_Projects_Overviews/SwiftUI_Projects_Overviews/Animation/Button_scaleEffect.swift.
// Changed: the import, and the trailing `#Preview { Button_scaleEffect() }` removed (an Xcode macro).
//
// §button§.scaleEffect(˚CGFloat:anchor:)
//
// §button§.animation(˚Animation:˚value)
//

import MotionUI

struct Button_scaleEffect: View {
    @State private var animationAmount: CGFloat = 1.0
    
    var body: some View {
        Button("Tap Me") {
            animationAmount += 1
        }
        .padding(50)
        .background(.red)
        .foregroundStyle(.white)
        .clipShape(.circle)
        .scaleEffect(animationAmount)
        .animation(.default, value: animationAmount)
    }
}
