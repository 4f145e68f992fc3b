import Testing
@testable import TrellisDocument

@Suite("JSON parser")
struct JSONParserTests {
    private func syntaxError(_ text: String) -> JSONSyntaxError? {
        do {
            _ = try JSONParser.parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func parsesEveryKindOfValue() throws {
        let value = try JSONParser.parse(#" {"b": [1, -2.5, true, false, null], "a": {"s": "x"}, "e": [], "o": {}} "#)
        let expected = JSONValue.object(JSONObject([
            JSONMember(key: "b", value: .array([.number(1), .number(-2.5), .bool(true), .bool(false), .null])),
            JSONMember(key: "a", value: .object(JSONObject([JSONMember(key: "s", value: .string("x"))]))),
            JSONMember(key: "e", value: .array([])),
            JSONMember(key: "o", value: .object(JSONObject())),
        ]))
        #expect(value == expected)
    }

    @Test func keepsKeyOrder() throws {
        guard case .object(let object) = try JSONParser.parse(#"{"z":1,"a":2,"m":3}"#) else {
            Issue.record("not an object")
            return
        }
        #expect(object.members.map(\.key) == ["z", "a", "m"])
        #expect(object["a"] == .number(2))
        #expect(object["q"] == nil)
    }

    @Test func decodesEscapes() throws {
        let value = try JSONParser.parse(#"["a\"b\\c\/d\b\f\n\r\t", "\u00e9\u20AC", "\uD83D\uDE00", "é😀"]"#)
        #expect(value == .array([.string("a\"b\\c/d\u{8}\u{C}\n\r\t"), .string("é€"), .string("😀"), .string("é😀")]))
    }

    @Test func skipsByteOrderMark() throws {
        #expect(try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[1]".utf8)) == .array([.number(1)]))
    }

    @Test(arguments: [
        "0", "-0", "1", "-1", "0.5", "1e3", "1E+3", "1.5e-7", "123456789012345678", "9007199254740993",
        "0.1", "0.30000000000000004", "1.7976931348623157e308", "5e-324", "2.2250738585072014e-308",
        "123456789012345678901234567890", "0.000000000000000000000000000001234", "4.35", "1e22", "1e23",
        "89255.0e-22", "0.0000000000000000000000000000000000000000000000000000000001",
    ])
    func numbersMatchTheStandardLibrary(text: String) throws {
        #expect(try JSONParser.parse(text) == .number(Double(text)!))
    }

    @Test func negativeZeroKeepsItsSign() throws {
        guard case .number(let value) = try JSONParser.parse("-0") else { return }
        #expect(value == 0 && value.sign == .minus)
    }

    @Test func acceptsNestingUpToTheLimit() throws {
        let deep = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        _ = try JSONParser.parse(deep)
        let tooDeep = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        let error = try #require(syntaxError(tooDeep))
        #expect(error.message == "nesting is deeper than 512 levels")
        #expect(error.column == 513)
    }

    @Test func hugeNestingFailsWithoutRecursion() throws {
        let error = try #require(syntaxError(String(repeating: "[", count: 1_000_000)))
        #expect(error.line == 1 && error.column == 513)
    }

    struct Case: Sendable, CustomStringConvertible {
        var text: String
        var message: String
        var line: Int
        var column: Int
        var pointer: String
        var description: String { text }
    }

    @Test(arguments: [
        Case(text: #"{"a": [1, 2, x]}"#, message: "expected a value, found 'x'", line: 1, column: 14, pointer: "/a/2"),
        Case(text: "{\n  \"a\": tru\n}", message: "invalid literal, expected 'true'", line: 2, column: 8, pointer: "/a"),
        Case(text: #"{"a/b~c": {"k": 01}}"#, message: "leading zeros are not allowed", line: 1, column: 17, pointer: "/a~1b~0c/k"),
        Case(text: "[1,]", message: "expected a value, found ']'", line: 1, column: 4, pointer: "/1"),
        Case(text: #"{"a":1,}"#, message: "expected a string key, found '}'", line: 1, column: 8, pointer: ""),
        Case(text: #"{"a":1,"a":2}"#, message: "duplicate key \"a\"", line: 1, column: 8, pointer: "/a"),
        Case(text: #"{"a" 1}"#, message: "expected ':' after the key, found '1'", line: 1, column: 6, pointer: "/a"),
        Case(text: #"[1 2]"#, message: "expected ',' or ']', found '2'", line: 1, column: 4, pointer: ""),
        Case(text: #"{"a":1 "b":2}"#, message: "expected ',' or '}', found '\"'", line: 1, column: 8, pointer: ""),
        Case(text: #"["abc"#, message: "unterminated string", line: 1, column: 2, pointer: "/0"),
        Case(text: #"["\uD800"]"#, message: "lone surrogate \\uD800", line: 1, column: 3, pointer: "/0"),
        Case(text: #"["\uDC00"]"#, message: "lone surrogate \\uDC00", line: 1, column: 3, pointer: "/0"),
        Case(text: #"["\u12G4"]"#, message: "invalid \\u escape, expected 4 hex digits", line: 1, column: 3, pointer: "/0"),
        Case(text: #"["\x"]"#, message: "invalid escape '\\x'", line: 1, column: 3, pointer: "/0"),
        Case(text: "[\"a\tb\"]", message: "control character byte 0x09 in a string must be escaped", line: 1, column: 4, pointer: "/0"),
        Case(text: "{} x", message: "unexpected 'x' after the end of the document", line: 1, column: 4, pointer: ""),
        Case(text: "", message: "unexpected end of input, expected a value", line: 1, column: 1, pointer: ""),
        Case(text: "   \n  ", message: "unexpected end of input, expected a value", line: 2, column: 3, pointer: ""),
        Case(text: #"{"a": {"b": ["#, message: "unexpected end of input, expected a value", line: 1, column: 14, pointer: "/a/b/0"),
        Case(text: #"{"a": {"b": [1"#, message: "unexpected end of input, expected ',' or ']'", line: 1, column: 15, pointer: "/a/b"),
        Case(text: #"{"é": x}"#, message: "expected a value, found 'x'", line: 1, column: 7, pointer: "/é"),
        Case(text: "[1e400]", message: "number is out of range of a Double", line: 1, column: 2, pointer: "/0"),
        Case(text: "[-]", message: "expected a digit after '-'", line: 1, column: 3, pointer: "/0"),
        Case(text: "[1.]", message: "expected a digit after '.'", line: 1, column: 4, pointer: "/0"),
        Case(text: "[1e+]", message: "expected a digit in the exponent", line: 1, column: 5, pointer: "/0"),
        Case(text: "[+1]", message: "expected a value, found '+'", line: 1, column: 2, pointer: "/0"),
        Case(text: "[NaN]", message: "expected a value, found 'N'", line: 1, column: 2, pointer: "/0"),
        Case(text: "['a']", message: "expected a value, found '''", line: 1, column: 2, pointer: "/0"),
    ])
    func reportsPositionAndPointer(_ example: Case) throws {
        let error = try #require(syntaxError(example.text))
        #expect(error.message == example.message)
        #expect(error.line == example.line)
        #expect(error.column == example.column)
        #expect(error.pointer.description == example.pointer)
    }

    @Test(arguments: [
        [UInt8(ascii: "\""), 0xFF, UInt8(ascii: "\"")],
        [UInt8(ascii: "\""), 0xC0, 0x80, UInt8(ascii: "\"")],  // overlong NUL
        [UInt8(ascii: "\""), 0xED, 0xA0, 0x80, UInt8(ascii: "\"")],  // encoded surrogate
        [UInt8(ascii: "\""), 0xF4, 0x90, 0x80, 0x80, UInt8(ascii: "\"")],  // above U+10FFFF
        [UInt8(ascii: "\""), 0xE2, 0x82, UInt8(ascii: "\"")],  // truncated sequence
        [UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "n"), 0xFF, UInt8(ascii: "\"")],  // after an escape
    ])
    func rejectsIllFormedUTF8(bytes: [UInt8]) throws {
        do {
            _ = try JSONParser.parse(bytes)
            Issue.record("accepted ill-formed UTF-8")
        } catch {
            #expect(error.message.hasPrefix("ill-formed UTF-8"))
        }
    }

    @Test func pointerEscapesTildeAndSlash() {
        #expect(JSONPointer.root.description == "")
        #expect(JSONPointer.root.appending("a/b").appending("m~n").appending(3).description == "/a~1b/m~0n/3")
    }
}
