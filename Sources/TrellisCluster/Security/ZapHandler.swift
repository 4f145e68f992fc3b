import CZMQ

/// The ZeroMQ Authentication Protocol (RFC 27) handler that turns CURVE from "encrypted,
/// anyone welcome" into "encrypted, listed workers only": libzmq asks it about every
/// CURVE handshake on sockets with a ZAP domain, and refuses the connection unless it
/// answers 200. It runs on its own thread, bound to libzmq's fixed `inproc://` address
/// in the coordinator's context, and logs every refusal.
final class ZapHandler: Sendable {
    static let endpoint = "inproc://zeromq.zap.01"

    private let allowed: Set<String>
    private let log: @Sendable (String) -> Void
    private let stop = StopFlag()
    private let thread: JoinableThread

    /// Binds before returning, so no handshake can come before the handler is there.
    init(context: Context, allowed: [String], log: @escaping @Sendable (String) -> Void) throws(ZMQError) {
        let socket = try Socket(context, .rep)
        try socket.set(ZMQ_LINGER, Int32(0))
        try socket.bind(Self.endpoint)
        let allowed = Set(allowed)
        self.allowed = allowed
        self.log = log
        let stop = self.stop
        // The socket moves to the handler's thread and is used only there.
        nonisolated(unsafe) let owned = socket
        do throws(ThreadError) {
            thread = try JoinableThread { Self.serve(owned, allowed: allowed, stop: stop, log: log) }
        } catch {
            throw ZMQError("cannot start the ZAP handler's thread", code: error.code)
        }
    }

    func close() {
        stop.raise()
        thread.join()
    }

    private static func serve(_ socket: Socket, allowed: Set<String>, stop: StopFlag, log: @Sendable (String) -> Void) {
        while !stop.isRaised {
            var poller = Poller()
            poller.add(.socket(socket))
            guard let ready = try? poller.wait(milliseconds: 100), ready[0] else { continue }
            guard let request = try? socket.receive(), request.count >= 6 else { continue }
            let version = request[0]
            let requestID = request[1]
            // libzmq fills these in, but from a handshake a stranger drives: escaped
            // like anything else that reaches the log from a peer.
            let address = peerText(request[3], limit: 64)
            let mechanism = peerText(request[5], limit: 16)
            let key = request.count > 6 ? CurveKeys.z85(request[6]) : nil
            let accepted = mechanism == "CURVE" && key.map(allowed.contains) == true
            if !accepted {
                log("refused a worker from \(address): \(mechanism) key \(key ?? "none") is not on the allow-list")
            }
            let status = accepted ? "200" : "400"
            let text = accepted ? "OK" : "key not allowed"
            _ = try? socket.send([version, requestID, Array(status.utf8), Array(text.utf8), Array((key ?? "").utf8), []], wait: true)
        }
    }
}
