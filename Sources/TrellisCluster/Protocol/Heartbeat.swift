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

    /// `seconds` as nanoseconds, saturating: an infinite or huge duration (an option
    /// such as `--shard-timeout 1e300`) means "never", not a trap in the conversion.
    public static func nanoseconds(_ seconds: Double) -> UInt64 {
        let nanos = seconds * 1e9
        guard nanos > 0 else { return 0 }  // NaN too
        return nanos < Double(UInt64.max) ? UInt64(nanos) : .max
    }

    /// The moment `seconds` from now; `.max` when that is beyond the clock's range.
    public static func deadline(after seconds: Double) -> UInt64 {
        let (sum, overflow) = now.addingReportingOverflow(nanoseconds(seconds))
        return overflow ? .max : sum
    }
}
