import Testing
@testable import TrellisDocument

/// What a document keeps of a design (what `trellis import` writes of an Interface
/// Builder file): design frames, baselines of text sized by hand, a root that is a stack
/// view. Hand-computed.
@Suite("Design documents")
struct DesignDocumentTests {
    func records(_ text: String) -> [String] { LayoutDocumentTests().records(text) }

    func document(_ views: String, _ constraints: String, template extra: String = "") -> String {
        #"{"format":"trellis/1","templates":{"T":{"views":[\#(views)],"constraints":[\#(constraints)]\#(extra)}},"# +
            #""screens":[{"id":"s","template":"T","size":[320,480]}]}"#
    }

    /// A design frame settles only what the constraints leave open: the box's size, the
    /// badge's x; the badge's width is the constraint's, not the drawing's.
    @Test func aDesignFrameHoldsOnlyWhatTheConstraintsLeaveOpen() {
        let text = document(
            #"{"name":"box","designFrame":[10,20,100,50]},{"name":"badge","designFrame":[0,0,30,30]}"#,
            #""box.leading == root.leading + 10","box.top == root.top + 20","badge.top == box.bottom + 8","badge.width == 60""#)
        #expect(records(text) == [
            #"{"id":"s","kind":"screen","size":[320,480],"frames":{"root":[0,0,320,480],"box":[10,20,100,50],"badge":[0,78,60,30]},"contentSizes":{},"issues":[]}"#,
        ])
    }

    /// A label sized by hand has the baselines it is given: the first 15 below its top
    /// (10 + 15), the last 6 above its bottom (10 + 20 − 6).
    @Test func givenBaselinesPlaceWhatIsPinnedToThem() {
        let text = document(
            #"{"name":"title","type":"label","intrinsic":[50,20],"baselines":[15,6]},{"name":"first","intrinsic":[10,10]},{"name":"last","intrinsic":[10,10]}"#,
            #""title.top == root.top + 10","title.leading == root.leading","first.top == title.firstBaseline","last.top == title.lastBaseline","first.leading == root.leading","last.leading == root.leading""#)
        #expect(records(text) == [
            #"{"id":"s","kind":"screen","size":[320,480],"frames":{"root":[0,0,320,480],"title":[0,10,50,20],"first":[0,25,10,10],"last":[0,24,10,10]},"contentSizes":{},"issues":[]}"#,
        ])
    }

    /// The root arranges `a` and `b` in a column 8 apart; `b` hugs least, so it takes the
    /// rest of the 480 points (480 − 20 − 8); leading alignment keeps their widths.
    @Test func aTemplateWhoseRootIsAStack() {
        let text = document(
            #"{"name":"a","intrinsic":[50,20],"hugging":[250,251]},{"name":"b","intrinsic":[60,30]}"#, "",
            template: #","stack":{"axis":"vertical","alignment":"leading","spacing":8,"arranged":["a","b"]}"#)
        #expect(records(text) == [
            #"{"id":"s","kind":"screen","size":[320,480],"frames":{"root":[0,0,320,480],"a":[0,0,50,20],"b":[0,28,60,452]},"contentSizes":{},"issues":[]}"#,
        ])
    }

    /// A screen's `rootFrame` is what the record says of the root; its views are still
    /// laid out in the screen's 320 × 480 (the box 20 above the bottom, at 450).
    @Test func aRootFrameIsReportedNotLaidOut() {
        let text = #"{"format":"trellis/1","templates":{"T":{"views":[{"name":"box","intrinsic":[10,10]}],"# +
            #""constraints":["box.bottom == root.bottom - 20","box.leading == root.leading"]}},"# +
            #""screens":[{"id":"s","template":"T","size":[320,480],"rootFrame":[0,0,320,43]}]}"#
        #expect(records(text) == [
            #"{"id":"s","kind":"screen","size":[320,480],"frames":{"root":[0,0,320,43],"box":[0,450,10,10]},"contentSizes":{},"issues":[]}"#,
        ])
        let huge = text.replacingOccurrences(of: "[0,0,320,43]", with: "[0,0,1e13,43]")
        #expect(records(huge) == [
            #"{"id":"s","kind":"screen","error":{"code":"invalid-value","message":"a root frame beyond ±1e12 points cannot be reported exactly","path":"/screens/0/rootFrame"}}"#,
        ])
        let short = text.replacingOccurrences(of: "[0,0,320,43]", with: "[0,0,320]")
        #expect(records(short).first?.contains(#""path":"/screens/0/rootFrame""#) == true)
    }

    @Test func badDesignValuesNameWhereTheyAre() {
        #expect(records(document(#"{"name":"g","type":"guide","designFrame":[0,0,1,1]}"#, "")) == [
            #"{"id":"s","kind":"screen","error":{"code":"invalid-value","message":"a layout guide has no design frame","path":"/templates/T/views/0/designFrame"}}"#,
        ])
        #expect(records(document(#"{"name":"v","designFrame":[0,0,1,-1]}"#, "")) == [
            #"{"id":"s","kind":"screen","error":{"code":"invalid-value","message":"a frame's width and height cannot be negative","path":"/templates/T/views/0/designFrame/3"}}"#,
        ])
        #expect(records(document(#"{"name":"v","baselines":[1]}"#, "")).first?.contains(#""path":"/templates/T/views/0/baselines""#) == true)
        #expect(records(document(#"{"name":"v"}"#, "", template: #","stack":{"arranged":["w"]}"#)) == [
            #"{"id":"s","kind":"screen","error":{"code":"invalid-value","message":"Unable to find view with name w","path":"/templates/T/stack/arranged/0"}}"#,
        ])
    }
}
