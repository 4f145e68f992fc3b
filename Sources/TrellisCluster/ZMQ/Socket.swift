import CZMQ

/// One libzmq socket. Like libzmq's sockets it belongs to one thread at a time; it is a
/// class so that it is closed exactly once, when its last reference goes.
///
/// Messages are multipart: an array of frames. Receiving copies each frame out of a
/// `zmq_msg_t` that lives at a fixed, heap-allocated address: libzmq may keep pointers
/// into a message, so it is never copied as a Swift value.
public final class Socket {
    public enum Kind: Sendable {
        case router, dealer, push, pull, rep, pair

        var raw: Int32 {
            switch self {
            case .router: return ZMQ_ROUTER
            case .dealer: return ZMQ_DEALER
            case .push: return ZMQ_PUSH
            case .pull: return ZMQ_PULL
            case .rep: return ZMQ_REP
            case .pair: return ZMQ_PAIR
            }
        }
    }

    let handle: UnsafeMutableRawPointer
    private let message: UnsafeMutablePointer<zmq_msg_t>
    // Keeps the context alive while the socket is open (zmq_ctx_term waits for sockets).
    private let context: Context

    public init(_ context: Context, _ kind: Kind) throws(ZMQError) {
        guard let handle = zmq_socket(context.handle, kind.raw) else { throw ZMQError("zmq_socket") }
        self.handle = handle
        self.context = context
        message = .allocate(capacity: 1)
        zmq_msg_init(message)
    }

    deinit {
        zmq_msg_close(message)
        message.deallocate()
        zmq_close(handle)
    }

    public func bind(_ endpoint: String) throws(ZMQError) {
        guard zmq_bind(handle, endpoint) == 0 else { throw ZMQError("cannot bind \(endpoint)") }
    }

    /// Stops accepting connections on an endpoint (use `lastEndpoint` after a wildcard
    /// bind); connections already made stay.
    public func unbind(_ endpoint: String) throws(ZMQError) {
        guard zmq_unbind(handle, endpoint) == 0 else { throw ZMQError("cannot unbind \(endpoint)") }
    }

    public func connect(_ endpoint: String) throws(ZMQError) {
        guard zmq_connect(handle, endpoint) == 0 else { throw ZMQError("cannot connect to \(endpoint)") }
    }

    /// The endpoint actually bound (a `tcp://*:0` bind picks a free port).
    public var lastEndpoint: String {
        var buffer = [CChar](repeating: 0, count: 256)
        var size = buffer.count
        guard zmq_getsockopt(handle, ZMQ_LAST_ENDPOINT, &buffer, &size) == 0 else { return "" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    public func set(_ option: Int32, _ value: Int32) throws(ZMQError) {
        var value = value
        guard zmq_setsockopt(handle, option, &value, MemoryLayout<Int32>.size) == 0 else { throw ZMQError("zmq_setsockopt(\(option))") }
    }

    public func set(_ option: Int32, _ value: Int64) throws(ZMQError) {
        var value = value
        guard zmq_setsockopt(handle, option, &value, MemoryLayout<Int64>.size) == 0 else { throw ZMQError("zmq_setsockopt(\(option))") }
    }

    public func set(_ option: Int32, bytes: [UInt8]) throws(ZMQError) {
        let status = bytes.withUnsafeBytes { zmq_setsockopt(handle, option, $0.baseAddress, $0.count) }
        guard status == 0 else { throw ZMQError("zmq_setsockopt(\(option))") }
    }

    /// Sends all frames as one message. Returns false when the message could not be
    /// queued now (`EAGAIN` with `wait` false, or no connected peer with
    /// `ZMQ_IMMEDIATE`); throws for every other failure, `EHOSTUNREACH` included.
    @discardableResult
    public func send(_ frames: [[UInt8]], wait: Bool = false) throws(ZMQError) -> Bool {
        for (index, frame) in frames.enumerated() {
            var flags: Int32 = wait ? 0 : ZMQ_DONTWAIT
            if index < frames.count - 1 { flags |= ZMQ_SNDMORE }
            while true {
                let sent = frame.withUnsafeBytes { zmq_send(handle, $0.baseAddress, $0.count, flags) }
                if sent >= 0 { break }
                let code = zmq_errno()
                if code == EINTR { continue }
                // libzmq queues a multipart message atomically once its first frame is
                // accepted, so EAGAIN can only come on the first frame.
                if code == EAGAIN && index == 0 { return false }
                throw ZMQError("zmq_send", code: code)
            }
        }
        return true
    }

    /// The next whole message, or nil when none is waiting (with `wait` false) or the
    /// call was interrupted by a signal, so the caller can look at its stop flag.
    /// Frames past `keeping` are read and dropped, never copied: a message's length in
    /// frames is the sender's choice.
    public func receive(wait: Bool = false, keeping limit: Int = .max) throws(ZMQError) -> [[UInt8]]? {
        var frames: [[UInt8]] = []
        var read = 0
        while true {
            let size = zmq_msg_recv(message, handle, wait || read > 0 ? 0 : ZMQ_DONTWAIT)
            if size < 0 {
                let code = zmq_errno()
                if read == 0 && (code == EAGAIN || code == EINTR) { return nil }
                if code == EINTR { continue }
                throw ZMQError("zmq_msg_recv", code: code)
            }
            read += 1
            if read <= limit {
                let data = zmq_msg_data(message)!.assumingMemoryBound(to: UInt8.self)
                frames.append(Array(UnsafeBufferPointer(start: data, count: Int(size))))
            }
            if zmq_msg_more(message) == 0 { return frames }
        }
    }
}
