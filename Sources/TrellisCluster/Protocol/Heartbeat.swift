import Glibc

/// Application-level heartbeats, both ways. ZMTP's own heartbeats only prove that a
/// peer's I/O thread is alive; a worker stopped with SIGSTOP, or one whose loop hangs,
/// still answers them. These are sent by the loop that does the work.
public enum Heartbeat {
    public static let intervalNanos: UInt64 = 1_000_000_000
    /// Missed intervals before a peer is taken for dead.
    public static let liveness: UInt64 = 3
    public static var expiryNanos: UInt64 { intervalNanos * liveness }
}

/// A monotonic clock in nanoseconds: deadlines and latencies must not jump with the
/// wall clock.
public enum Monotonic {
    public static var now: UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}
