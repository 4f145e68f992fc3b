import TrellisLayout

extension IBView {
    /// UIKit's `alignmentRectInsets` of the standard control the element stands for:
    /// stored frames are frames, and constraints pin the rect inside. A switch's frame is
    /// 2 points wider than its track on the right; a slider's reaches 2 points past its
    /// track at each end and 1 below it; a segmented control's reaches 1 point below its
    /// segments (29 over 28 before iOS 13, 32 over 31 after).
    var alignmentInsets: EdgeInsets {
        switch element {
        case "switch": EdgeInsets(right: 2)
        case "slider": EdgeInsets(left: 2, bottom: 1, right: 2)
        case "segmentedControl": EdgeInsets(bottom: 1)
        default: EdgeInsets()
        }
    }
}
