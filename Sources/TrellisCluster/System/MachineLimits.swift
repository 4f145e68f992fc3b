import CZMQ
import Glibc

/// How many embedded workers, and solver threads in one worker, this process can run:
/// read from the kernel's and libzmq's limits, not guessed. Every libzmq socket holds
/// one file descriptor (its mailbox's eventfd) and one of the context's socket slots;
/// an embedded worker has three sockets (its DEALER, the PULL its solver answers on,
/// the solver's PUSH) and two threads (its loop and its solver); a solver thread in a
/// `trellis worker` has one socket and is one thread.
public struct MachineLimits: Sendable, Equatable {
    /// RLIMIT_NOFILE's soft limit (`ulimit -n`).
    public var openFiles: Int
    /// The fewest of: the kernel's threads-max, RLIMIT_NPROC (when it applies: not to
    /// root), and half of vm.max_map_count (a thread's stack and its guard page are two
    /// mappings).
    public var threads: Int
    /// libzmq's most sockets per context (ZMQ_SOCKET_LIMIT).
    public var sockets: Int

    /// What the rest of the process holds whatever the count: standard streams, the
    /// output, journal, report and the input being read, the coordinator's sockets and
    /// packers, libzmq's I/O and reaper threads. Measured: 15 descriptors and 3 threads
    /// with one embedded worker; twice that leaves room for another machine's packers.
    static let reserve = 32

    public static var current: MachineLimits {
        var files = rlimit()
        getrlimit(Int32(RLIMIT_NOFILE.rawValue), &files)
        var processes = rlimit()
        getrlimit(Int32(__RLIMIT_NPROC.rawValue), &processes)
        var threads = number(in: "/proc/sys/kernel/threads-max") ?? Int.max
        if let maps = number(in: "/proc/sys/vm/max_map_count") { threads = min(threads, maps / 2) }
        if getuid() != 0 && processes.rlim_cur != rlim_t.max { threads = min(threads, clamp(processes.rlim_cur)) }
        let context = zmq_ctx_new()
        let sockets = context.map { Int(zmq_ctx_get($0, ZMQ_SOCKET_LIMIT)) } ?? 1023
        if let context { zmq_ctx_term(context) }
        return MachineLimits(openFiles: clamp(files.rlim_cur), threads: threads, sockets: sockets)
    }

    public var maxEmbeddedWorkers: Int {
        max(0, min((openFiles - Self.reserve) / 3, (sockets - Self.reserve) / 3, (threads - Self.reserve) / 2))
    }

    public var maxWorkerThreads: Int {
        max(0, min(openFiles - Self.reserve, sockets - Self.reserve, threads - Self.reserve))
    }

    /// Why `count` (of `option`) is more than `most`, naming what each one costs and the
    /// limits; nil when it fits.
    public func refusal(_ option: String, _ count: Int, most: Int, each cost: String) -> String? {
        guard count > most else { return nil }
        return "\(option) \(count) is more than this machine allows: at most \(most) (\(cost); open files are limited to "
            + "\(openFiles) (ulimit -n), threads to \(threads), libzmq sockets to \(sockets))"
    }

    /// Sockets a context needs for `sockets` of the count's own, with the reserve.
    public static func contextSockets(_ sockets: Int) -> Int32 {
        Int32(min(sockets + reserve, current.sockets))
    }

    private static func clamp(_ value: rlim_t) -> Int {
        value == rlim_t.max || value > rlim_t(Int.max) ? Int.max : Int(value)
    }

    /// The number a /proc file holds.
    private static func number(in path: String) -> Int? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: 32)
        let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return nil }
        return Int(String(decoding: bytes[0..<count], as: UTF8.self).prefix { $0.isNumber })
    }
}
