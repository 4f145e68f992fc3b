import CZMQ

/// libzmq's socket monitor: events about another socket's connections, delivered on a
/// PAIR socket. libzmq reports no event for a message over `ZMQ_MAXMSGSIZE`; it drops
/// the message with its connection, and the monitor's DISCONNECTED is all that shows.
final class SocketMonitor {
    let socket: Socket

    init(watching watched: Socket, context: Context, events: Int32) throws(ZMQError) {
        let endpoint = "inproc://trellis-monitor-\(UInt64.random(in: 1...UInt64.max))"
        guard zmq_socket_monitor(watched.handle, endpoint, events) == 0 else { throw ZMQError("zmq_socket_monitor") }
        socket = try Socket(context, .pair)
        try socket.set(ZMQ_LINGER, Int32(0))
        try socket.connect(endpoint)
    }

    /// The events waiting, oldest first: each is a u16 event and a u32 value (for
    /// connection events, the descriptor), then the endpoint.
    func events() -> [Int32] {
        var events: [Int32] = []
        while let frames = try? socket.receive(), let first = frames.first, first.count >= 6 {
            events.append(Int32(first[0]) | Int32(first[1]) << 8)
        }
        return events
    }
}
