import CZMQ
import Glibc
import TrellisDocument

/// A CURVE key pair in Z85 (40 characters each), as libzmq takes and `trellis keygen`
/// writes them.
public struct CurveKeys: Sendable, Equatable {
    public var publicKey: String
    public var secretKey: String

    /// A fresh pair from libzmq (libsodium underneath).
    public static func generate() throws(ZMQError) -> CurveKeys {
        var publicKey = [CChar](repeating: 0, count: 41)
        var secretKey = [CChar](repeating: 0, count: 41)
        guard zmq_curve_keypair(&publicKey, &secretKey) == 0 else { throw ZMQError("zmq_curve_keypair") }
        return CurveKeys(publicKey: string(publicKey), secretKey: string(secretKey))
    }

    /// The pair whose secret key is `secretKey`.
    public init(secretKey: String) throws(ZMQError) {
        var publicKey = [CChar](repeating: 0, count: 41)
        guard secretKey.utf8.count == 40, zmq_curve_public(&publicKey, secretKey) == 0 else {
            throw ZMQError("not a Z85 CURVE secret key", code: EINVAL)
        }
        self.publicKey = Self.string(publicKey)
        self.secretKey = secretKey
    }

    public init(publicKey: String, secretKey: String) {
        self.publicKey = publicKey
        self.secretKey = secretKey
    }

    /// The keys in a key file: one 40-character Z85 key a line; blank lines and `# `
    /// comments are skipped.
    public static func readKeys(_ path: String) throws(InputError) -> [String] {
        guard let file = fopen(path, "r") else { throw InputError("cannot read \(path): \(String(cString: strerror(errno)))") }
        defer { fclose(file) }
        var keys: [String] = []
        var line = [CChar](repeating: 0, count: 512)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = string(line).trimmingWhitespace
            // Z85 uses `#` but never a space, so a comment is `#` then a space.
            if text.isEmpty || text == "#" || text.hasPrefix("# ") { continue }
            guard text.utf8.count == 40 else { throw InputError("\(path): \"\(text.prefix(60))\" is not a 40-character Z85 key") }
            keys.append(text)
        }
        return keys
    }

    /// Binary (32 bytes, as ZAP hands them over) to Z85.
    static func z85(_ binary: [UInt8]) -> String? {
        guard binary.count == 32 else { return nil }
        var text = [CChar](repeating: 0, count: 41)
        guard binary.withUnsafeBufferPointer({ zmq_z85_encode(&text, $0.baseAddress, 32) }) != nil else { return nil }
        return string(text)
    }

    private static func string(_ characters: [CChar]) -> String {
        String(decoding: characters.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

extension String {
    var trimmingWhitespace: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
