print("motion-player: under construction")
