import CZMQ

/// The socket options both ends set, each for a reason.
enum SocketSetup {
    /// The coordinator's ROUTER.
    static func coordinator(_ socket: Socket, maxMessageBytes: Int, curve: CurveServer?) throws(ZMQError) {
        if let curve {
            // Encrypted and authenticated; the ZAP domain makes libzmq ask the ZAP
            // handler (the allow-list) about every worker's key.
            try socket.set(ZMQ_CURVE_SERVER, Int32(1))
            try socket.set(ZMQ_CURVE_SECRETKEY, bytes: Array(curve.keys.secretKey.utf8))
            try socket.set(ZMQ_ZAP_DOMAIN, bytes: Array("trellis".utf8))
        }
        // A ROUTER silently drops a message to a routing id it no longer knows. With
        // MANDATORY the send fails with EHOSTUNREACH instead, so a shard sent to a worker
        // that just disconnected is requeued at once, not after its deadline.
        try socket.set(ZMQ_ROUTER_MANDATORY, Int32(1))
        // Messages still queued when the run ends are for workers whose results no
        // longer matter; closing must never wait for them.
        try socket.set(ZMQ_LINGER, Int32(0))
        // A result bigger than any legitimate frame is dropped by libzmq, with its
        // connection, before it is allocated: a hostile or broken peer cannot make the
        // coordinator allocate what it likes.
        try socket.set(ZMQ_MAXMSGSIZE, Int64(maxMessageBytes + 4096))
        // With few messages queued per connection libzmq stops reading a peer that is
        // ahead (TCP pushes back), so what it holds is at most (this + 1) messages of
        // the size above per connection, however fast peers send. The loop drains the
        // queue a message at a time, so a worker never waits on it for long.
        try socket.set(ZMQ_RCVHWM, Int32(2))
        // Shards are held in memory by the coordinator until their results come back; a
        // large send queue per worker would only hide a slow worker from scheduling.
        try socket.set(ZMQ_SNDHWM, Int32(1000))
    }

    /// A worker's DEALER.
    static func worker(_ socket: Socket, codec: FrameCodec, curve: CurveClient?) throws(ZMQError) {
        if let curve {
            try socket.set(ZMQ_CURVE_SERVERKEY, bytes: Array(curve.coordinatorKey.utf8))
            try socket.set(ZMQ_CURVE_PUBLICKEY, bytes: Array(curve.keys.publicKey.utf8))
            try socket.set(ZMQ_CURVE_SECRETKEY, bytes: Array(curve.keys.secretKey.utf8))
        }
        // Queue messages only on a finished connection: while the coordinator is away a
        // send fails (EAGAIN) rather than piling READY and RESULT messages into a pipe
        // for a peer that may be a new coordinator that never sent those shards.
        try socket.set(ZMQ_IMMEDIATE, Int32(1))
        // On SIGTERM the last RESULT, HANDBACK and BYE should still go out, but a worker
        // must stop within systemd's stop timeout even if the coordinator is gone.
        try socket.set(ZMQ_LINGER, Int32(2000))
        // The same cap as the coordinator's, on shards.
        try socket.set(ZMQ_MAXMSGSIZE, Int64(codec.maxFrameBytes + 4096))
        // While the coordinator is down libzmq retries the connection, from 250 ms
        // backing off to 2 s: a worker joins within 2 s of a coordinator starting, and
        // even 1 000 waiting workers cost it only 500 connection attempts a second.
        try socket.set(ZMQ_RECONNECT_IVL, Int32(250))
        try socket.set(ZMQ_RECONNECT_IVL_MAX, Int32(2000))
    }
}
