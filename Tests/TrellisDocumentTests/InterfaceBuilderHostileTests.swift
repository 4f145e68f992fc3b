import Foundation
import Glibc
import Testing
@testable import TrellisDocument

/// Interface Builder inputs no Xcode writes (format.md §9.1, §9.5, §9.7): each is a clear
/// error naming where, never a trap or a wait, and the rest of the file goes on.
@Suite("Interface Builder, hostile")
struct InterfaceBuilderHostileTests {
    func records(_ text: String, path: String = "Test.xib") -> [Record] {
        Array(text.utf8).withUnsafeBufferPointer {
            solveDocument($0, origin: DocumentOrigin(path: path, isWholeFile: true), options: SolveOptions(labelSizes: .design))
        }
    }

    /// Two top-level views: `bad` carries `attributes` on its label, `good` is plain.
    static func twoRoots(labelAttributes attributes: String) -> String {
        func root(_ id: String, _ label: String) -> String {
            #"""
            <view contentMode="scaleToFill" id="\#(id)"><rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <subviews><label \#(label) translatesAutoresizingMaskIntoConstraints="NO" id="\#(id)-l"><rect key="frame" x="0.0" y="0.0" width="50" height="20"/></label></subviews>
                <constraints>
                    <constraint firstItem="\#(id)-l" firstAttribute="top" secondItem="\#(id)" secondAttribute="top" id="\#(id)-c1"/>
                    <constraint firstItem="\#(id)-l" firstAttribute="leading" secondItem="\#(id)" secondAttribute="leading" id="\#(id)-c2"/>
                </constraints>
            </view>
            """#
        }
        return InterfaceBuilderTests.xib(root("bad", attributes) + root("good", ""))
    }

    static let priority = "a priority must be between 1 and 1000", length = "is not a length of 0 or more, or infinite"

    /// Values Interface Builder never writes: an error of their root, whose line names the
    /// view; the file's other root is laid out.
    @Test(arguments: [
        (#"horizontalHuggingPriority="nan""#, ": " + priority), (#"verticalHuggingPriority="1e300""#, ": " + priority),
        (#"horizontalCompressionResistancePriority="-1e300""#, ": " + priority), (#"verticalCompressionResistancePriority="0""#, ": " + priority),
        (#"horizontalHuggingPriority="high""#, ": " + priority),
        (#"placeholderIntrinsicWidth="nan""#, " " + length), (#"placeholderIntrinsicHeight="-50""#, " " + length),
        (#"placeholderIntrinsicWidth="inf""#, " " + length),
    ])
    func aValueNoInterfaceBuilderWritesIsAnErrorOfItsRoot(attribute: String, message: String) throws {
        let solved = records(Self.twoRoots(labelAttributes: attribute))
        guard case .error(let id, _, let error) = try #require(solved.first) else { Issue.record("\(solved)"); return }
        #expect(id == "Test/bad")
        #expect(error.message == "line 6: label bad-l: \(attribute)\(message)")
        #expect(solved.count == 2 && !solved[1].isError)
    }

    static let outOfRange = "A size or constant beyond ±1e12 points cannot be laid out exactly"

    /// Factors and constants beyond what the solver holds exactly are refused where the
    /// file has them, with its line, and the file's other root goes on (found by fuzzing:
    /// a constant 1e13 was an error of no line).
    @Test(arguments: [
        (#"id="bad-c1""#, #"constant="1e13" id="bad-c1""#, #"line 8: constraint bad-c1: \#(outOfRange): constant "1e13""#),
        (#"id="bad-c1""#, #"multiplier="1e300:2" id="bad-c1""#, #"line 8: constraint bad-c1: \#(outOfRange): multiplier "1e300:2""#),
        (#"text="Hello""#, #"text="Hello" placeholderIntrinsicWidth="1e13""#, #"line 6: label bad-l: \#(outOfRange): placeholderIntrinsicWidth="1e13""#),
    ])
    func aNumberBeyondTheSolversRangeIsAnErrorOfItsRootAtItsLine(stored: String, edited: String, message: String) throws {
        let text = Self.twoRoots(labelAttributes: #"text="Hello""#)
        let bad = try #require(text.range(of: stored))
        let solved = records(text.replacingCharacters(in: bad, with: edited))
        guard case .error(let id, _, let error) = try #require(solved.first) else { Issue.record("\(solved)"); return }
        #expect(id == "Test/bad")
        #expect(error.message == message)
        #expect(solved.count == 2 && !solved[1].isError)
    }

    /// A stored frame is read with the file, as a frame that is no number is: beyond the
    /// solver's range it is the file's error, at its line (found by fuzzing: a label
    /// 1e308 high trapped the import under `--label-sizes design`).
    @Test(arguments: [(#"height="-1e308""#, #"rect height="-1e308""#), (#"width="1e13""#, #"rect width="1e13""#)])
    func aFrameBeyondTheSolversRangeIsAnErrorAtItsLine(edited: String, named: String) throws {
        let text = Self.twoRoots(labelAttributes: #"text="Hello""#)
        let stored = try #require(text.range(of: edited.hasPrefix("height") ? #"height="20""# : #"width="50""#))
        let solved = records(text.replacingCharacters(in: stored, with: edited))
        guard case .error(_, .document, let error) = try #require(solved.first) else { Issue.record("\(solved)"); return }
        #expect(error.message == "line 6: \(Self.outOfRange): \(named)")
    }

    /// `infinite` is Interface Builder's word for no placeholder length.
    @Test(arguments: [#"horizontalHuggingPriority="999.5""#, #"placeholderIntrinsicWidth="infinite""#])
    func valuesInterfaceBuilderWritesAreKept(attribute: String) throws {
        let solved = records(Self.twoRoots(labelAttributes: attribute))
        #expect(solved.count == 2 && solved.allSatisfy { !$0.isError }, "\(solved)")
    }

    /// Ids name views in constraints and in records: a second view with one is refused
    /// where it is, as is an id the view tree keeps for itself.
    @Test(arguments: [("a", #""a" is the id of another view of this root"#), ("r", #""r" is the id of another view of this root"#),
                      ("superview", #""superview" is a name the layout keeps for its root and superview"#)])
    func aViewIdTakenIsAnErrorAtTheView(id: String, message: String) throws {
        let text = InterfaceBuilderTests.xib(#"""
            <view contentMode="scaleToFill" id="r"><rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="\#(id)"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
                </subviews>
            </view>
            """#)
        guard case .error(_, _, let error) = try #require(records(text).first) else { Issue.record("not an error"); return }
        #expect(error.message == "line 8: view \(id): \(message)")
    }

    /// A bar's stored height moves the safe area of the scenes under it, so one that is
    /// no height is an error where it is stored, not a safe area of NaN.
    @Test(arguments: [("nan", "is not a number"), ("tall", "is not a number"), ("-44", "cannot be negative")])
    func aBarHeightThatIsNoHeightIsAnError(height: String, message: String) throws {
        let text = try String(contentsOf: InterfaceBuilderTests.fixtures.appendingPathComponent("Login.storyboard"), encoding: .utf8)
            .replacingOccurrences(of: "    </scenes>", with: """
                <scene sceneID="nav-Sc-001"><objects><navigationController id="nav-NC-001" sceneMemberID="viewController">
                <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-Bar-001"><rect key="frame" x="0.0" y="59" width="393" height="\(height)"/></navigationBar>
                <connections><segue destination="lgn-VC-001" kind="relationship" relationship="rootViewController" id="nav-Sg-001"/></connections>
                </navigationController></objects></scene></scenes>
                """)
        // The line the bar's frame is on, found in the text.
        let line = text.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("height=\"\(height)\"") }.map { $0 + 1 }
        guard case .error(_, .document, let error) = try #require(records(text, path: "Login.storyboard").first) else { Issue.record("not a document error"); return }
        #expect(error.message == "line \(try #require(line)): rect height=\"\(height)\" \(message)")
    }

    /// libxml2's first error is the cause; later ones follow from it.
    @Test func anXMLErrorIsTheFirstWithItsColumn() throws {
        let text = InterfaceBuilderTests.xib(#"<view id="a" id="b"/>"#)
        guard case .error(_, _, let error) = try #require(records(text).first) else { Issue.record("not an error"); return }
        #expect(error.code == .xmlSyntax)
        // The line is `        <view id="a" id="b"/>`: the parser stands after the second id.
        #expect(error.message == "line 5: not well-formed XML at column 28: Attribute id redefined", "\(error.message)")
    }

    /// Cut off inside an attribute: libxml2 then also reports the unclosed elements,
    /// last; the message is about the attribute.
    @Test func aCutOffFileNamesTheCutAttribute() throws {
        let whole = InterfaceBuilderTests.xib(#"<view id="a" contentMode="scaleToFill"/>"#)
        let text = String(whole[..<whole.range(of: "contentMode=")!.upperBound])
        guard case .error(_, _, let error) = try #require(records(text).first) else { Issue.record("not an error"); return }
        // `        <view id="a" contentMode=` ends at column 33.
        #expect(error.message == #"line 5: not well-formed XML at column 34: AttValue: " or ' expected"#, "\(error.message)")
    }

    /// A compiled nib is read as JSON, as any other file named on the command line; the
    /// error says what to give instead.
    @Test func aCompiledNibSaysToGiveItsSource() throws {
        let nib = Array("bplist00\u{1}NIBArchive".utf8)
        func message(_ path: String) -> String? {
            let solved = nib.withUnsafeBufferPointer { solveDocument($0, origin: DocumentOrigin(path: path, isWholeFile: true)) }
            guard case .error(_, _, let error)? = solved.first else { return nil }
            return error.message
        }
        #expect(message("Cell.nib") == "expected a value, found 'b' at line 1, column 1; a compiled .nib cannot be read: give the .xib or .storyboard it was compiled from (format.md §9.1)")
        #expect(message("Cell.json") == "expected a value, found 'b' at line 1, column 1")
    }

    // MARK: Cells as templates (format.md §9.7)

    static let template = #"{"format":"trellis/1","templates":{"post":{"xib":"FILE","cell":"PostCell"}},"tables":[{"id":"t","width":393,"rows":[{"template":"post"}]}]}"#

    func templateError(_ file: String, folder: String) -> DocumentError? {
        let document = Self.template.replacingOccurrences(of: "FILE", with: file)
        let solved = Array(document.utf8).withUnsafeBufferPointer {
            solveDocument($0, origin: DocumentOrigin(path: folder + "/t.json", isWholeFile: true), options: SolveOptions())
        }
        for case .error(_, _, let error) in solved { return error }
        return nil
    }

    /// A pipe would block the solve until some writer came; a device may never end.
    @Test func aTemplateFileThatIsAPipeOrDeviceIsRefusedUnopened() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ibhostile-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(mkfifo(folder.appendingPathComponent("Pipe.xib").path, 0o600) == 0)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("Zero.xib").path, withDestinationPath: "/dev/zero")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Folder.xib"), withIntermediateDirectories: true)
        for (file, kind) in [("Pipe.xib", "a named pipe"), ("Zero.xib", "a character device"), ("Folder.xib", "a directory")] {
            let error = try #require(templateError(file, folder: folder.path))
            #expect(error.pointer.description == "/templates/post/xib")
            #expect(error.message == "cannot read \(folder.path)/\(file): it is \(kind), not an Interface Builder file")
        }
    }

    /// A file that many templates name is read once: the second template finds it even
    /// after the file is gone.
    @Test func aFileManyTemplatesNameIsReadOnce() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ibonce-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("PostCell.xib")
        try FileManager.default.copyItem(at: InterfaceBuilderTemplateTests.examples.appendingPathComponent("PostCell.xib"), to: copy)
        guard case .object(let object) = try JSONParser.parse(Array(#"{"xib":"PostCell.xib","cell":"PostCell"}"#.utf8)) else { return }
        var files: [String: IBDocument] = [:]
        let first = try InterfaceBuilderTemplate(object, at: .root, folder: folder.path, files: &files)
        try FileManager.default.removeItem(at: copy)
        let second = try InterfaceBuilderTemplate(object, at: .root, folder: folder.path, files: &files)
        #expect(files.count == 1)
        #expect(describe(.object(first.object)) == describe(.object(second.object)))
    }

    /// An archive is an object graph, and a hostile one can name a view as a subview more
    /// than once: as its own subview (a cycle), or at every level of a chain of views that
    /// each list the next twice, which copied out would be 2^40 views (found by trying it:
    /// it ran out of memory). Either is an error at the second mention.
    @Test(arguments: [(1, "view 1 is in the archive's view tree twice"), (40, "view 40 is in the archive's view tree twice")])
    func anArchiveViewMentionedTwiceIsAnError(levels: Int, message: String) throws {
        var objects = ""
        for level in 1...levels {
            let next = level == levels ? 1 : level + 1
            let subviews = levels == 1 || level < levels ? #"<object class="NSMutableArray" key="NSSubviews"><reference ref="\#(next)"/><reference ref="\#(next)"/></object>"# : ""
            objects += #"<object class="IBUIView" id="\#(level)"><string key="NSFrameSize">{320, 460}</string>\#(subviews)</object>"#
        }
        let text = #"<?xml version="1.0" encoding="UTF-8"?><archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="7.10"><data>"# +
            #"<object class="NSMutableArray" key="IBDocument.RootObjects" id="1000"><reference ref="1"/></object>"# +
            #"<object class="NSMutableArray" key="IBDocument.Objects" id="1001">\#(objects)</object></data></archive>"#
        let solved = records(text)
        guard case .error(_, _, let error) = try #require(solved.first) else { Issue.record("\(solved)"); return }
        #expect(error.message == "line 1: \(message)")
    }
}
