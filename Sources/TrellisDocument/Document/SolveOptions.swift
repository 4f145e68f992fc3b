/// What the caller wants in the records beyond the format's defaults.
public struct SolveOptions: Sendable, Equatable {
    /// `--frames`: per-row frames in table records.
    public var frames: Bool
    /// `--check` and `trellis check`: report views whose frames the constraints leave
    /// open (`ambiguous` issues).
    public var check: Bool
    /// `--label-sizes`: how Interface Builder files' labels and controls are sized.
    public var labelSizes: LabelSizes

    public init(frames: Bool = false, check: Bool = false, labelSizes: LabelSizes = .measure) {
        self.frames = frames
        self.check = check
        self.labelSizes = labelSizes
    }
}
