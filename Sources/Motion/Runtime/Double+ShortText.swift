extension Double {
    /// "30" for 30.0, "29.97" for 29.97.
    package var shortText: String {
        self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
