/// What the caller wants in the records beyond FORMAT's defaults.
public struct SolveOptions: Sendable, Equatable {
    /// `--frames`: per-row frames in table records.
    public var frames: Bool

    public init(frames: Bool = false) {
        self.frames = frames
    }
}
