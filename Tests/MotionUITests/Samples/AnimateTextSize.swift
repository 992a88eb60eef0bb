// Public sample, unchanged but for the import: antonioma93/NewSwift,
// NewSwift/Animations/AnimateTextSize.swift (commit 19e0787).
//
//  AnimateTextSize.swift
//  NewSwift
//
//  Created by Massa Antonio on 30/06/21.
//

import MotionUI

struct AnimatableSystemFontModifier: AnimatableModifier {
    var size: CGFloat
    var weight: Font.Weight
    var design: Font.Design

    var animatableData: CGFloat {
        get { size }
        set { size = newValue }
    }

    func body(content: Content) -> some View {
        content
            .font(.system(size: size, weight: weight, design: design))
    }
}

extension View {
    func animatableSystemFont(size: CGFloat, weight: Font.Weight = .regular, design: Font.Design = .default) -> some View {
        self.modifier(AnimatableSystemFontModifier(size: size, weight: weight, design: design))
    }
}

struct AnimateTextSize: View {
    @State private var fontSize: CGFloat = 32

    var body: some View {
        Text("Hello, World!")
            .animatableSystemFont(size: fontSize)
            .onTapGesture {
                withAnimation(.spring(response: 0.5, dampingFraction: 0.5, blendDuration: 1).repeatForever()) {
                    fontSize = 72
                }
            }
    }
}

struct AnimateTextSize_Previews: PreviewProvider {
    static var previews: some View {
        AnimateTextSize()
    }
}
