import CZMQ

/// A libzmq call failed; `code` is its errno (`zmq_errno()`), kept so callers can tell a
/// peer that left (`EHOSTUNREACH`) or a context being shut down (`ETERM`) from a bug.
public struct ZMQError: Error, Sendable, Equatable, CustomStringConvertible {
    public var operation: String
    public var code: Int32

    init(_ operation: String, code: Int32 = zmq_errno()) {
        self.operation = operation
        self.code = code
    }

    public var description: String { "\(operation): \(String(cString: zmq_strerror(code)))" }
}
