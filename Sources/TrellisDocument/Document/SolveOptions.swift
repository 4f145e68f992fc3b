/// What the caller wants in the records beyond the format's defaults.
public struct SolveOptions: Sendable, Equatable {
    /// `--frames`: per-row frames in table records.
    public var frames: Bool
    /// `--check` and `trellis check`: report views whose frames the constraints leave
    /// open (`ambiguous` issues).
    public var check: Bool

    public init(frames: Bool = false, check: Bool = false) {
        self.frames = frames
        self.check = check
    }
}
