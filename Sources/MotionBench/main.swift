print("motion-bench: under construction")
