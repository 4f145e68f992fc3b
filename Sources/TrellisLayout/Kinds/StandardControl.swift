/// UIKit's controls whose intrinsic content size comes from the system rather than from
/// their content, as iOS 13 and later size them. Sizes are of the alignment rect, which
/// is what constraints hold (a switch's 51-point frame is a 49-point track and a 2-point
/// shadow; a slider's 31-point frame holds a 30-point rect, a segmented control's 32-point
/// frame 31-point segments). nil: no intrinsic length on
/// that axis, as a slider has no intrinsic width.
///
/// The numbers are the frames Interface Builder stores for unconstrained controls in
/// public files saved by Xcode 11 and later; earlier Xcodes stored the iOS 7–12 sizes (a
/// 29-point segmented control, a 30-point text field, a 2-point progress view). The
/// stepper's and the search bar's are UIKit's current sizes, not yet seen in a stored
/// frame.
public enum StandardControl: Sendable, CaseIterable {
    /// `UISwitch`.
    case toggle
    /// `UISlider`.
    case slider
    /// `UIProgressView` (default style).
    case progressView
    /// `UIActivityIndicatorView` in its medium style.
    case activityIndicator
    /// `UIActivityIndicatorView` in its large style.
    case largeActivityIndicator
    /// `UIStepper`.
    case stepper
    /// `UISegmentedControl`: its width is its segments' titles.
    case segmentedControl
    /// `UITextField` with the rounded-rect border: its width is its text's.
    case roundedTextField
    /// `UISearchBar` in the default style.
    case searchBar

    public var intrinsicSize: (width: Double?, height: Double?) {
        switch self {
        case .toggle: (49, 31)
        case .slider: (nil, 30)
        case .progressView: (nil, 4)
        case .activityIndicator: (20, 20)
        case .largeActivityIndicator: (37, 37)
        case .stepper: (94, 32)
        case .segmentedControl: (nil, 31)
        case .roundedTextField: (nil, 34)
        case .searchBar: (nil, 56)
        }
    }
}
