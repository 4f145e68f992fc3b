/// Text a peer sent (a worker's name, a refusal's reason, an unknown command), made
/// safe to log: at most `limit` bytes, decoded as UTF-8 with bad bytes replaced, and
/// every control character written as an escape (`\n`, `\u{1b}`), so nothing a peer
/// sends can start a log line of its own or drive a terminal.
func peerText(_ bytes: some Collection<UInt8>, limit: Int) -> String {
    var text = ""
    for scalar in String(decoding: bytes.prefix(limit), as: UTF8.self).unicodeScalars {
        switch scalar {
        case "\n": text += "\\n"
        case "\r": text += "\\r"
        case "\t": text += "\\t"
        case "\\": text += "\\\\"
        // C0, DEL, C1, and the Unicode line and paragraph separators.
        case "\u{0}"..."\u{1f}", "\u{7f}"..."\u{9f}", "\u{2028}", "\u{2029}":
            text += "\\u{" + String(scalar.value, radix: 16) + "}"
        default: text.unicodeScalars.append(scalar)
        }
    }
    return text
}
