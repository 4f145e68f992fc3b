import Testing
import TrellisLayout
@testable import TrellisDocument

/// `--label-sizes measure` (format.md §9.3): labels and buttons of an Interface Builder
/// file are measured from their text in the nearest font, as a document's labels are in
/// the same font; controls take UIKit's standard sizes whatever frames the file stores.
@Suite("Interface Builder, measured")
struct InterfaceBuilderMeasureTests {
    func frames(_ bytes: String, path: String, labelSizes: LabelSizes = .measure) -> (frames: [String: Rect], issues: [TrellisLayout.Issue])? {
        let records = Array(bytes.utf8).withUnsafeBufferPointer {
            solveDocument($0, origin: DocumentOrigin(path: path, isWholeFile: true), options: SolveOptions(labelSizes: labelSizes))
        }
        guard case .screen(_, let result)? = records.first else { return nil }
        return (Dictionary(uniqueKeysWithValues: result.frames.map { ($0.name, $0.frame) }), result.issues)
    }

    /// A xib of one top-level view 400 × 300 holding `views`, each pinned by its top and
    /// leading edges only, so its size is its intrinsic size.
    func xib(_ views: [(id: String, xml: String)], resources: String = "") -> String {
        let subviews = views.map { view in
            view.xml.replacingOccurrences(of: "ID", with: view.id)
        }.joined(separator: "\n")
        let constraints = views.enumerated().map { index, view in
            #"<constraint firstItem="\#(view.id)" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c\#(index)l"/>"#
                + #"<constraint firstItem="\#(view.id)" firstAttribute="top" secondItem="root" secondAttribute="top" constant="\#(10 + 60 * index)" id="c\#(index)t"/>"#
        }.joined()
        return #"""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
              <objects>
                <view contentMode="scaleToFill" id="root">
                  <rect key="frame" x="0.0" y="0.0" width="400" height="600"/>
                  <subviews>
            \#(subviews)
                  </subviews>
                  <constraints>\#(constraints)</constraints>
                </view>
              </objects>
              <resources>\#(resources)</resources>
            </document>
            """#
    }

    /// The same texts in a document, in the fonts the file's map to.
    func document(_ views: [String], styles: String) -> String {
        let constraints = views.indices.map { #""v\#($0).leading == superview.leading + 10","v\#($0).top == superview.top + \#(10 + 60 * $0)""# }
        let entries = views.enumerated().map { index, view in view.replacingOccurrences(of: "NAME", with: "v\(index)") }
        return #"{"format":"trellis/1","id":"d","scale":2,"styles":\#(styles),"templates":{"T":{"views":[\#(entries.joined(separator: ","))],"constraints":[\#(constraints.joined(separator: ","))]}},"screens":[{"id":"s","template":"T","size":[400,600]}]}"#
    }

    @Test func labelsAndButtonsAreMeasuredAsADocumentsAre() throws {
        let labels: [(id: String, xml: String)] = [
            ("bold", #"<label text="Grace Hopper" translatesAutoresizingMaskIntoConstraints="NO" id="ID"><rect key="frame" x="0" y="0" width="1" height="1"/><fontDescription key="fontDescription" type="boldSystem" pointSize="16"/></label>"#),
            ("long", #"<label numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="ID"><rect key="frame" x="0" y="0" width="1" height="1"/><string key="text">A longer text, stored as an element &amp; not an attribute.</string><fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></label>"#),
            ("rich", #"<label translatesAutoresizingMaskIntoConstraints="NO" id="ID"><rect key="frame" x="0" y="0" width="1" height="1"/><attributedString key="attributedText"><fragment content="Two "><attributes><font key="NSFont" size="20" name=".SFUI-Semibold"/></attributes></fragment><fragment content="fragments"/></attributedString></label>"#),
            ("plain", #"<label text="No font stored" translatesAutoresizingMaskIntoConstraints="NO" id="ID"><rect key="frame" x="0" y="0" width="1" height="1"/></label>"#),
            ("reply", #"<button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="ID"><rect key="frame" x="0" y="0" width="1" height="1"/><fontDescription key="fontDescription" type="system" pointSize="15"/><inset key="contentEdgeInsets" minX="4" minY="2" maxX="4" maxY="2"/><state key="normal" title="Reply"/></button>"#),
        ]
        let measured = try #require(frames(xib(labels), path: "Labels.xib"))
        #expect(measured.issues.isEmpty)
        let reference = document([
            #"{"name":"NAME","type":"label","text":"Grace Hopper","style":"bold16"}"#,
            #"{"name":"NAME","type":"label","text":"A longer text, stored as an element & not an attribute.","style":"body","lines":0}"#,
            #"{"name":"NAME","type":"label","text":"Two fragments","style":"semibold20"}"#,
            #"{"name":"NAME","type":"label","text":"No font stored"}"#,
            #"{"name":"NAME","type":"button","title":"Reply","style":"system15","contentInsets":[8,4,8,4]}"#,
        ], styles: #"{"bold16":{"size":16,"weight":"bold"},"body":{"textStyle":"body"},"semibold20":{"size":20,"weight":"semibold"},"system15":{"size":15}}"#)
        let expected = try #require(frames(reference, path: "d.json"))
        for (index, label) in labels.enumerated() {
            let frame = try #require(measured.frames[label.id])
            #expect(frame == expected.frames["v\(index)"], "\(label.id)")
            #expect(frame.width > 1 && frame.height > 1, "\(label.id) kept its stored size")
        }
        // With design sizes, the stored 1 × 1 frames are what the views take.
        let design = try #require(frames(xib(labels), path: "Labels.xib", labelSizes: .design))
        #expect(labels.allSatisfy { design.frames[$0.id]?.width == 1 })
    }

    /// UIKit's sizes (frames, with a switch's, a slider's and a segmented control's alignment insets), not the
    /// stored ones, which are all 5 × 5 here.
    @Test func controlsTakeUIKitsStandardSizes() throws {
        let controls: [(id: String, xml: String, frame: Rect)] = [
            ("switch", "<switch", Rect(x: 10, y: 10, width: 51, height: 31)),
            ("stepper", "<stepper", Rect(x: 10, y: 70, width: 94, height: 32)),
            ("spinner", #"<activityIndicatorView style="medium""#, Rect(x: 10, y: 130, width: 20, height: 20)),
            ("bigSpinner", #"<activityIndicatorView style="large""#, Rect(x: 10, y: 190, width: 37, height: 37)),
            ("field", #"<textField borderStyle="roundedRect""#, Rect(x: 10, y: 250, width: 5, height: 34)),
            ("segments", "<segmentedControl", Rect(x: 10, y: 310, width: 5, height: 32)),
            ("image", #"<imageView image="avatar""#, Rect(x: 10, y: 370, width: 48, height: 24)),
        ]
        let views = controls.map { control in
            (control.id, control.xml + #" translatesAutoresizingMaskIntoConstraints="NO" id="ID"><rect key="frame" x="0" y="0" width="5" height="5"/></"#
                + String(control.xml.dropFirst().prefix { $0 != " " }) + ">")
        }
        let measured = try #require(frames(xib(views, resources: #"<image name="avatar" width="48" height="24"/>"#), path: "Controls.xib"))
        for control in controls { #expect(measured.frames[control.id] == control.frame, "\(control.id)") }
    }

    @Test func aFontThisMachineLacksIsAWarning() throws {
        let label = [("custom", #"<label text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="ID"><rect key="frame" x="0" y="0" width="1" height="1"/><fontDescription key="fontDescription" name="NoSuchFamily-Heavy" family="No Such Family" pointSize="14"/></label>"#)]
        let measured = try #require(frames(xib(label), path: "Custom.xib"))
        #expect(measured.issues.count == 1)
        #expect("\(measured.issues)".contains("No Such Family"), "\(measured.issues)")
    }

    @Test func preferredMaxLayoutWidthIsWhereALabelWraps() throws {
        let text = "A text long enough to wrap at a hundred points"
        let label = [("wrapped", #"<label text="\#(text)" numberOfLines="0" preferredMaxLayoutWidth="100" translatesAutoresizingMaskIntoConstraints="NO" id="ID"><rect key="frame" x="0" y="0" width="1" height="1"/></label>"#)]
        let measured = try #require(frames(xib(label), path: "Wrap.xib"))
        let reference = try #require(frames(document([#"{"name":"NAME","type":"label","text":"\#(text)","lines":0}"#], styles: "{}")
            .replacingOccurrences(of: #""v0.leading == superview.leading + 10""#, with: #""v0.leading == superview.leading + 10","v0.width == 100""#), path: "d.json"))
        #expect(measured.frames["wrapped"]?.height == reference.frames["v0"]?.height)
        #expect(try #require(measured.frames["wrapped"]).width <= 100)
        // A document says the same with the label's `preferredMaxLayoutWidth`.
        let preferred = try #require(frames(document([#"{"name":"NAME","type":"label","text":"\#(text)","lines":0,"preferredMaxLayoutWidth":100}"#], styles: "{}"), path: "d.json"))
        #expect(preferred.frames["v0"] == measured.frames["wrapped"])
    }

    /// Values no Interface Builder writes are held to what measuring takes, never a trap.
    @Test(arguments: [
        #"numberOfLines="99999999999" text="x""#, #"numberOfLines="-3" text="x""#, #"preferredMaxLayoutWidth="nan" numberOfLines="0" text="x""#,
        #"preferredMaxLayoutWidth="-1e309" numberOfLines="0" text="x""#,
    ])
    func hostileLabelValuesGiveRecords(attributes: String) throws {
        let label = [("odd", #"<label \#(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="ID"><rect key="frame" x="0" y="0" width="1" height="1"/><fontDescription key="fontDescription" type="system" pointSize="1e309"/></label>"#)]
        let measured = try #require(frames(xib(label), path: "Odd.xib"))
        let frame = try #require(measured.frames["odd"])
        #expect(frame.width > 1 && frame.width.isFinite && frame.height.isFinite)
    }
}
