import CZMQ

/// zmq_poll over sockets and plain file descriptors (the signal pipe), so one thread
/// waits on everything it serves with a single timeout.
public struct Poller {
    public enum Item {
        case socket(Socket)
        case descriptor(Int32)
    }

    private var items: [zmq_pollitem_t] = []
    // Holds the sockets whose raw handles are in `items`.
    private var sockets: [Socket] = []

    public init() {}

    /// Adds an item to wait on for input; returns its index in `wait`'s answer.
    @discardableResult
    public mutating func add(_ item: Item) -> Int {
        switch item {
        case .socket(let socket):
            sockets.append(socket)
            items.append(zmq_pollitem_t(socket: socket.handle, fd: -1, events: Int16(ZMQ_POLLIN), revents: 0))
        case .descriptor(let descriptor):
            items.append(zmq_pollitem_t(socket: nil, fd: descriptor, events: Int16(ZMQ_POLLIN), revents: 0))
        }
        return items.count - 1
    }

    public mutating func removeAll() {
        items.removeAll(keepingCapacity: true)
        sockets.removeAll(keepingCapacity: true)
    }

    /// Waits up to `milliseconds` (-1: forever) and returns which items have input. A
    /// signal ends the wait early with nothing ready.
    public mutating func wait(milliseconds: Int) throws(ZMQError) -> [Bool] {
        let count = items.count
        let status = items.withUnsafeMutableBufferPointer { zmq_poll($0.baseAddress, Int32(count), milliseconds) }
        if status < 0 {
            let code = zmq_errno()
            if code == EINTR { return Array(repeating: false, count: count) }
            throw ZMQError("zmq_poll", code: code)
        }
        return items.map { $0.revents & Int16(ZMQ_POLLIN) != 0 }
    }
}
