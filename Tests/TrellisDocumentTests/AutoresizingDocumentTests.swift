import Testing
@testable import TrellisDocument

/// Views placed by frames and autoresizing masks in documents, at their design size and
/// at others, hand-computed.
@Suite("Autoresizing documents")
struct AutoresizingDocumentTests {
    func records(_ text: String) -> [String] { LayoutDocumentTests().records(text) }

    /// A 320 × 568 design: a banner (flexible width and bottom margin) with an avatar
    /// (flexible side margins), a close button (flexible left margin) and a caption
    /// (flexible width and top margin); a backdrop that fills the root; a note below the
    /// banner by constraints.
    func header(_ size: String, designSize: String = #","designSize":[320,568]"#, extraConstraint: String = "") -> String {
        #"{"format":"trellis/1","templates":{"T":{"views":["# +
            #"{"name":"banner","frame":[0,0,320,160],"autoresizing":["flexibleWidth","flexibleBottomMargin"]},"# +
            #"{"name":"avatar","parent":"banner","frame":[128,48,64,64],"autoresizing":["flexibleLeftMargin","flexibleRightMargin"]},"# +
            #"{"name":"close","parent":"banner","frame":[276,20,32,32],"autoresizing":["flexibleLeftMargin"]},"# +
            #"{"name":"caption","parent":"banner","frame":[16,124,288,24],"autoresizing":["flexibleWidth","flexibleTopMargin"]},"# +
            #"{"name":"backdrop","frame":[0,0,320,568],"autoresizing":["flexibleWidth","flexibleHeight"]},"# +
            #"{"name":"note"}]\#(designSize),"constraints":["note.top == banner.bottom + 16","note.leading == caption.leading","note.trailing == caption.trailing","note.height == 20"\#(extraConstraint)]}},"# +
            #""screens":[{"id":"s","template":"T","size":\#(size)}]}"#
    }

    @Test func atTheDesignSizeEveryFrameIsAsDesigned() {
        #expect(records(header("[320,568]")) == [
            #"{"id":"s","kind":"screen","size":[320,568],"frames":{"root":[0,0,320,568],"banner":[0,0,320,160],"avatar":[128,48,64,64],"close":[276,20,32,32],"caption":[16,124,288,24],"backdrop":[0,0,320,568],"note":[16,176,288,20]},"contentSizes":{},"issues":[]}"#,
        ])
    }

    @Test func atAnotherSizeTheFlexiblePartsShareTheChange() {
        // 100 wider and 132 taller: the banner is 420 wide and keeps its height; the avatar's
        // equal margins take 50 each; the close button keeps its right margin (+100); the
        // caption is 100 wider; the backdrop fills the root; the note follows the caption.
        #expect(records(header("[420,700]")) == [
            #"{"id":"s","kind":"screen","size":[420,700],"frames":{"root":[0,0,420,700],"banner":[0,0,420,160],"avatar":[178,48,64,64],"close":[376,20,32,32],"caption":[16,124,388,24],"backdrop":[0,0,420,700],"note":[16,176,388,20]},"contentSizes":{},"issues":[]}"#,
        ])
    }

    /// A root designed with no height (an Interface Builder footer of height 0): a view
    /// of no height whose top margin and height are flexible shares the 40 points of
    /// growth equally between them, as both are 0 long; a negative design size is refused.
    @Test func aDesignSizeOfNoHeightSharesTheChangeEqually() {
        func footer(_ designSize: String) -> String {
            #"{"format":"trellis/1","templates":{"T":{"designSize":\#(designSize),"views":["# +
                #"{"name":"rule","frame":[0,0,320,0],"autoresizing":["flexibleWidth","flexibleTopMargin","flexibleHeight"]}]}},"# +
                #""screens":[{"id":"s","template":"T","size":[320,40]}]}"#
        }
        #expect(records(footer("[320,0]")) == [
            #"{"id":"s","kind":"screen","size":[320,40],"frames":{"root":[0,0,320,40],"rule":[0,20,320,20]},"contentSizes":{},"issues":[]}"#,
        ])
        #expect(records(footer("[320,-1]")) == [
            #"{"id":"s","kind":"screen","error":{"code":"invalid-value","message":"a design size cannot be negative","path":"/templates/T/designSize/1"}}"#,
        ])
    }

    @Test func aConstraintAgainstAMaskIsBrokenAndNamesIt() throws {
        let line = try #require(records(header("[420,700]", extraConstraint: #","close.width == 50""#)).first)
        #expect(line.contains(#""broken":"close.width == 50""#), "\(line)")
        #expect(line.contains("NSAutoresizingMaskLayoutConstraint h=&-- v=--- close.width == 32"), "\(line)")
        #expect(line.contains(#""close":[376,20,32,32]"#), "\(line)")
    }

    @Test(arguments: [
        (#"{"name":"box","frame":[0,0,10,10]}"#,
         #"the design size of \"box\"'s superview \"root\" is unknown, so its autoresizing mask cannot hold: give the template a designSize"#,
         "/templates/T/views/0/frame"),
        (#"{"name":"card"},{"name":"box","parent":"card","frame":[0,0,10,10]}"#,
         #"the design size of \"box\"'s superview \"card\" is unknown, so its autoresizing mask cannot hold: give \"card\" a frame"#,
         "/templates/T/views/1/frame"),
        (#"{"name":"box","frame":[0,0,10,10],"autoresizing":["flexibleMargin"]}"#,
         #"unknown autoresizing flag \"flexibleMargin\"; expected flexibleLeftMargin, flexibleWidth, flexibleRightMargin, flexibleTopMargin, flexibleHeight or flexibleBottomMargin"#,
         "/templates/T/views/0/autoresizing/0"),
        (#"{"name":"box","frame":[0,0,-1,10]}"#, "a frame's width and height cannot be negative", "/templates/T/views/0/frame/2"),
        (#"{"name":"g","type":"guide","frame":[0,0,1,1]}"#, "a layout guide has no frame; constrain it instead", "/templates/T/views/0/frame"),
    ])
    func badFramesGiveAPointer(views: String, message: String, path: String) throws {
        let text = #"{"format":"trellis/1","templates":{"T":{"views":[\#(views)]}},"screens":[{"id":"s","template":"T","size":[320,568]}]}"#
        let line = try #require(records(text).first)
        #expect(line.contains(#""message":"\#(message)""#), "\(line)")
        #expect(line.contains(#""path":"\#(path)""#), "\(line)")
    }
}
