import Testing
@testable import TrellisDocument

/// Layout documents end to end: document text in, record lines out, hand-computed.
@Suite("Layout documents")
struct LayoutDocumentTests {
    func records(_ text: String) -> [String] {
        let bytes = Array(text.utf8)
        let records = bytes.withUnsafeBufferPointer { solveDocument($0, origin: DocumentOrigin(path: "t.json", isWholeFile: true)) }
        return records.map { record in
            var out = JSONWriter()
            record.write(to: &out)
            return String(decoding: out.bytes.dropLast(), as: UTF8.self)
        }
    }

    func document(_ views: String, _ constraints: String, screens: String = #"[{"id":"s","template":"T","size":[390,844]}]"#,
                  extra: String = "") -> String {
        #"{"format":"trellis/1","id":"d"\#(extra),"templates":{"T":{"views":[\#(views)],"constraints":[\#(constraints)]}},"screens":\#(screens)}"#
    }

    @Test func cardWithMarginsVFLAndMultiplier() {
        let text = document(
            #"{"name":"card","margins":[10,12,10,12]},{"name":"icon","parent":"card","type":"image","size":[24,24]},{"name":"caption","parent":"card","intrinsic":[null,17]}"#,
            #""H:|-[card]-|","card.top == root.safeAreaLayoutGuide.top + 20","card.height == 0.25 * card.width","H:|-[icon]-8-[caption]-|","icon.centerY == card.centerY","caption.firstBaseline == icon.bottom""#,
            screens: #"[{"id":"phone","template":"T","size":[390,844],"safeArea":[47,0,34,0]}]"#)
        // card: margins 16 → x 16, width 358, top 47 + 20, height 89.5. Inside the card:
        // margins 12 → icon at 12, caption from 44 to 346; icon centred: (89.5 − 24) / 2;
        // the caption has no text, so its first baseline is its top, at the icon's bottom.
        #expect(records(text) == [
            #"{"id":"phone","kind":"screen","size":[390,844],"frames":{"root":[0,0,390,844],"card":[16,67,358,89.66666666666667],"icon":[12,32.666666666666664,24,24],"caption":[44,56.666666666666664,302,17]},"contentSizes":{},"issues":[]}"#
        ])
    }

    /// A screen of no height (an Interface Builder footer of height 0 imports as one) is
    /// laid out; a negative size is refused at its pointer.
    @Test func anEmptyScreenIsLaidOutANegativeOneRefused() {
        let text = document(
            #"{"name":"line"}"#,
            #""H:|-[line]-|","V:|[line]|""#,
            screens: #"[{"id":"footer","template":"T","size":[343,0]},{"id":"bad","template":"T","size":[343,-1]}]"#)
        // The margins are 16 at the sides; the line fills the height, which is 0.
        #expect(records(text) == [
            #"{"id":"footer","kind":"screen","size":[343,0],"frames":{"root":[0,0,343,0],"line":[16,0,311,0]},"contentSizes":{},"issues":[]}"#,
            #"{"id":"bad","kind":"screen","error":{"code":"invalid-value","message":"a screen's size cannot be negative","path":"/screens/1/size"}}"#,
        ])
    }

    @Test func dataBindsIntrinsicSizesAndConstants() {
        let text = document(
            #"{"name":"box","intrinsic":["$w",30],"hidden":"$hide"}"#,
            #""box.leading == superview.leading + $inset","box.top == superview.top""#,
            screens: #"[{"id":"a","template":"T","size":[300,300],"data":{"w":50,"inset":7,"hide":true}},{"id":"b","template":"T","size":[300,300],"data":{"w":60,"hide":false}}]"#)
        #expect(records(text) == [
            #"{"id":"a","kind":"screen","size":[300,300],"frames":{"root":[0,0,300,300],"box":[7,0,50,30]},"contentSizes":{},"issues":[]}"#,
            #"{"id":"b","kind":"screen","error":{"code":"constraint","message":"Missing data key \"$inset\" at column 36","path":"/templates/T/constraints/0"}}"#,
        ])
    }

    @Test(arguments: [
        (#""box.left == root.top""#, "Constraint improperly relates anchors of incompatible types: box.left == root.top at column 13", "/templates/T/constraints/0"),
        (#""box.leading == root.left""#, "Invalid pairing of layout attributes at column 16", "/templates/T/constraints/0"),
        (#""box.top == 20""#, "A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs. at column 12", "/templates/T/constraints/0"),
        (#""box.width == 20","blackBox.top == box.top""#, "Unable to find view with name blackBox", "/templates/T/constraints/1"),
        (#""H:|-[box]-[blackBox]-|""#, "Unable to find view with name blackBox at column 20", "/templates/T/constraints/0"),
        (#"{"c":"box.width == 10","priority":1001}"#, "Invalid priority specified: 1001. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000. at column 1", "/templates/T/constraints/0/c"),
    ])
    func badConstraintsGiveUIKitWordsAndAPointer(constraints: String, message: String, path: String) throws {
        let lines = records(document(#"{"name":"box"}"#, constraints))
        #expect(lines.count == 1)
        let line = try #require(lines.first)
        #expect(line.contains(#""message":"\#(message)""#), "\(line)")
        #expect(line.contains(#""path":"\#(path)""#), "\(line)")
    }

    @Test func aBadScreenDoesNotStopTheOthers() {
        let text = document(#"{"name":"box","intrinsic":[10,10]}"#, #""box.top == superview.top","box.leading == superview.leading""#,
                            screens: #"[{"id":"ok","template":"T","size":[100,100]},{"id":"bad","template":"Missing","size":[100,100]},{"id":"ok2","template":"T","size":[50,50]}]"#)
        let lines = records(text)
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix(#"{"id":"ok","kind":"screen""#))
        #expect(lines[1] == #"{"id":"bad","kind":"screen","error":{"code":"invalid-value","message":"no template named \"Missing\"","path":"/screens/1/template"}}"#)
        #expect(lines[2].hasPrefix(#"{"id":"ok2","kind":"screen""#))
    }

    @Test func unsatisfiableIsAnIssueNamingTheConstraints() {
        let text = document(#"{"name":"box"}"#, #""box.top == superview.top","box.leading == superview.leading","box.height == 10","box.width == 40","box.width == 60""#)
        #expect(records(text) == [
            #"{"id":"s","kind":"screen","size":[390,844],"frames":{"root":[0,0,390,844],"box":[0,0,40,10]},"contentSizes":{},"issues":[{"kind":"unsatisfiable","broken":"box.width == 60","conflict":["box.width == 40","box.width == 60"]}]}"#
        ])
    }

    @Test func scrollViewsReportTheirContentSize() {
        let text = document(
            #"{"name":"scroll","type":"scroll"},{"name":"tall","parent":"scroll"}"#,
            #""H:|[scroll]|","V:|[scroll]|","scroll.contentLayoutGuide.width == scroll.frameLayoutGuide.width","V:|-0-[tall(1200)]-0-|","H:|[tall]|""#)
        #expect(records(text).first?.contains(#""contentSizes":{"scroll":[390,1200]}"#) == true)
    }

    @Test func rightToLeftMirrorsLeadingAndTrailing() {
        let text = document(#"{"name":"a","intrinsic":[40,40]},{"name":"b","intrinsic":[30,40]}"#,
                            #""H:|-[a]-12-[b]","V:|[a]","V:|[b]""#, extra: #","direction":"rtl""#)
        #expect(records(text) == [
            #"{"id":"s","kind":"screen","size":[390,844],"frames":{"root":[0,0,390,844],"a":[334,0,40,40],"b":[292,0,30,40]},"contentSizes":{},"issues":[]}"#
        ])
    }

    /// The seed article's two scroll views: content sized by a button 1000 points from
    /// every edge, and two vertical pages through the frame and content guides.
    @Test(arguments: [
        (#""scroll.contentLayoutGuide.top == button.top - 1000","button.bottom == scroll.contentLayoutGuide.bottom - 1000","button.leading == scroll.contentLayoutGuide.leading + 1000","button.trailing == scroll.contentLayoutGuide.trailing - 1000""#,
         #""button":[1000,1000,100,44]},"contentSizes":{"scroll":[2100,2044]}"#),
        (#""scroll.contentLayoutGuide.width == scroll.frameLayoutGuide.width","scroll.contentLayoutGuide.height == 2 * scroll.frameLayoutGuide.height","button.centerX == scroll.contentLayoutGuide.centerX","button.centerY == scroll.contentLayoutGuide.centerY""#,
         #""button":[145,822,100,44]},"contentSizes":{"scroll":[390,1688]}"#),
    ])
    func scrollViewsFromTheSeedArticle(constraints: String, expected: String) {
        let frame = #""scroll.frameLayoutGuide.width == root.width","scroll.frameLayoutGuide.height == root.height","scroll.frameLayoutGuide.centerX == root.centerX","scroll.frameLayoutGuide.centerY == root.centerY""#
        let text = document(#"{"name":"scroll","type":"scroll"},{"name":"button","parent":"scroll","intrinsic":[100,44]}"#, frame + "," + constraints)
        let line = records(text).first ?? ""
        #expect(line.contains(#""scroll":[0,0,390,844],"# + expected), "\(line)")
    }
}
