import CZMQ

/// A libzmq context: the owner of I/O threads and of `inproc://` endpoints. libzmq
/// makes contexts thread-safe, so one context is shared by every thread of a process.
public final class Context: @unchecked Sendable {
    let handle: UnsafeMutableRawPointer

    /// `maxSockets`: libzmq's default is 1023, fewer than a worker with many threads
    /// or a run with many embedded workers needs (`MachineLimits`).
    public init(ioThreads: Int32 = 1, maxSockets: Int32 = 1023) throws(ZMQError) {
        guard let handle = zmq_ctx_new() else { throw ZMQError("zmq_ctx_new") }
        self.handle = handle
        guard zmq_ctx_set(handle, ZMQ_IO_THREADS, ioThreads) == 0, zmq_ctx_set(handle, ZMQ_MAX_SOCKETS, maxSockets) == 0 else {
            zmq_ctx_term(handle)
            throw ZMQError("zmq_ctx_set")
        }
    }

    /// zmq_ctx_term waits until every socket is closed; sockets close themselves on
    /// deinit with a finite linger, so this returns.
    deinit {
        while zmq_ctx_term(handle) != 0 && zmq_errno() == EINTR {}
    }
}
