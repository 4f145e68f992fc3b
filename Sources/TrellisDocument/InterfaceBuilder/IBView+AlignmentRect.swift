import TrellisLayout

extension IBView {
    /// UIKit's `alignmentRectInsets` of the standard control the element stands for:
    /// stored frames are frames, and constraints pin the rect inside. A switch's frame is
    /// 2 points wider than its track on the right; a slider's reaches 2 points past its
    /// track at each end and 1 below it.
    var alignmentInsets: EdgeInsets {
        switch element {
        case "switch": EdgeInsets(right: 2)
        case "slider": EdgeInsets(left: 2, bottom: 1, right: 2)
        default: EdgeInsets()
        }
    }
}
