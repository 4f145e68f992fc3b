internal import CLibXML2

/// One element of an XML file, read with libxml2's tree API and copied out so nothing
/// of libxml2 outlives the parse. Text content is dropped: Interface Builder keeps
/// everything layout needs in attributes, except long texts.
struct XMLElement {
    var name: String
    var attributes: [String: String]
    var children: [XMLElement]
    /// The text of an element that holds no elements: a long label text is stored as
    /// `<string key="text">…</string>` rather than in an attribute.
    var text = ""
    /// 1-based line of the start tag, for messages.
    var line: Int

    subscript(attribute: String) -> String? { attributes[attribute] }

    /// The first child element called `name` whose `key` is `key` (any key when nil).
    func child(_ name: String, key: String? = nil) -> XMLElement? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    func children(_ name: String) -> [XMLElement] { children.filter { $0.name == name } }
}

/// Parses untrusted XML safely: no DTD (so no entity expansion, internal or external),
/// no network, bounded size and element count; libxml2's own nesting limit (256 without
/// `XML_PARSE_HUGE`) bounds the depth. Every failure is a message, never a crash.
enum XMLTreeParser {
    /// Interface Builder files reach a few hundred kilobytes; far larger is not one.
    static let maxBytes = 16 * 1024 * 1024
    static let maxElements = 200_000

    private static let initialized: Bool = {
        xmlInitParser()
        return true
    }()

    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(InterfaceBuilderError) -> XMLElement {
        guard bytes.count <= maxBytes else {
            throw InterfaceBuilderError("the file is larger than \(maxBytes) bytes; Interface Builder files are far smaller")
        }
        // Interface Builder never writes a DTD; one can only serve entity expansion
        // ("billion laughs") or external entities, so it is refused before parsing.
        if let line = lineOfDeclaration(in: bytes) {
            throw InterfaceBuilderError("a document type declaration (<!DOCTYPE or <!ENTITY) is not allowed", line: line)
        }
        _ = initialized
        guard let context = xmlNewParserCtxt() else { throw InterfaceBuilderError("the XML parser could not start") }
        defer { xmlFreeParserCtxt(context) }
        let firstError = FirstError()
        context.pointee._private = Unmanaged.passUnretained(firstError).toOpaque()
        context.pointee.sax.pointee.serror = FirstError.keep
        // XML_PARSE_NONET: no network; no XML_PARSE_NOENT and no XML_PARSE_DTDLOAD, so
        // entities are never substituted or fetched. Errors are taken from the context
        // instead of being printed.
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue | XML_PARSE_NOCDATA.rawValue)
        let document = bytes.withMemoryRebound(to: CChar.self) {
            xmlCtxtReadMemory(context, $0.baseAddress, Int32($0.count), "input.xml", nil, options)
        }
        guard let document else {
            if let message = firstError.message {
                throw InterfaceBuilderError("not well-formed XML at column \(firstError.column): \(message)", line: firstError.line, code: .xmlSyntax)
            }
            throw InterfaceBuilderError("not well-formed XML", code: .xmlSyntax)
        }
        defer { xmlFreeDoc(document) }
        guard document.pointee.intSubset == nil else {
            throw InterfaceBuilderError("a document type declaration is not allowed")
        }
        guard let root = xmlDocGetRootElement(document) else { throw InterfaceBuilderError("the XML has no root element") }
        var count = 0
        return try copy(root, count: &count)
    }

    private static func copy(_ node: xmlNodePtr, count: inout Int) throws(InterfaceBuilderError) -> XMLElement {
        count += 1
        guard count <= maxElements else {
            throw InterfaceBuilderError("more than \(maxElements) elements; Interface Builder files are far smaller")
        }
        var element = XMLElement(name: String(cString: node.pointee.name), attributes: [:], children: [], line: Int(xmlGetLineNo(node)))
        var attribute = node.pointee.properties
        while let current = attribute {
            let name = String(cString: current.pointee.name)
            if let value = xmlNodeListGetString(node.pointee.doc, current.pointee.children, 1) {
                element.attributes[name] = String(cString: value)
                trellis_xmlFree(value)
            } else {
                element.attributes[name] = ""
            }
            attribute = current.pointee.next
        }
        var child = node.pointee.children
        var text = ""
        while let current = child {
            switch current.pointee.type {
            case XML_ELEMENT_NODE:
                element.children.append(try copy(current, count: &count))
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                if let content = current.pointee.content {
                    text += String(cString: content)
                }
            default:
                break
            }
            child = current.pointee.next
        }
        // Between elements, text is only the file's indentation.
        if element.children.isEmpty { element.text = text }
        return element
    }

    /// The line of the first `<!DOCTYPE` or `<!ENTITY`, if any.
    private static func lineOfDeclaration(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let doctype = Array("<!DOCTYPE".utf8), entity = Array("<!ENTITY".utf8)
        var line = 1
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") { line += 1 }
            if byte == UInt8(ascii: "<"), starts(bytes, at: index, with: doctype) || starts(bytes, at: index, with: entity) { return line }
            index += 1
        }
        return nil
    }

    private static func starts(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, with prefix: [UInt8]) -> Bool {
        index + prefix.count <= bytes.count && prefix.indices.allSatisfy { bytes[index + $0] == prefix[$0] }
    }
}

/// The first error libxml2 reports while parsing: the cause. Later ones follow from it
/// (a too-long attribute value is reported last as "Extra content at the end").
private final class FirstError {
    var message: String?
    var line = 0
    var column = 0

    /// libxml2's structured error handler; its user data is the parser context, whose
    /// `_private` holds the `FirstError`.
    static let keep: xmlStructuredErrorFunc = { userData, error in
        guard let userData, let error, error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
        let context = userData.assumingMemoryBound(to: xmlParserCtxt.self)
        guard let holder = context.pointee._private else { return }
        let first = Unmanaged<FirstError>.fromOpaque(holder).takeUnretainedValue()
        guard first.message == nil else { return }
        first.message = error.pointee.message.map { String(cString: $0).trimmingTrailingWhitespace } ?? "error \(error.pointee.code)"
        first.line = Int(error.pointee.line)
        first.column = Int(error.pointee.int2)
    }
}

extension String {
    var trimmingTrailingWhitespace: String {
        var text = Substring(self)
        while let last = text.last, last == "\n" || last == " " || last == "\r" || last == "\t" { text = text.dropLast() }
        return String(text)
    }
}
