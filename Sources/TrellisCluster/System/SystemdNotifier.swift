import Glibc

/// sd_notify without libsystemd: datagrams of `KEY=VALUE` lines to the unix socket named
/// by `$NOTIFY_SOCKET` (a path, or `@name` in the abstract namespace). It is the whole
/// protocol, and one dependency fewer on the worker machines.
public final class SystemdNotifier: @unchecked Sendable {
    private let descriptor: Int32
    private var address = sockaddr_un()
    private let addressLength: socklen_t
    /// Half of `WATCHDOG_USEC`, as systemd advises; nil when no watchdog is asked for
    /// (or it is meant for another process, per `WATCHDOG_PID`).
    public let watchdogIntervalNanos: UInt64?

    /// nil when not started by systemd with `Type=notify`.
    public init?(environment: [String: String]) {
        guard let path = environment["NOTIFY_SOCKET"], path.count >= 2,
              path.hasPrefix("/") || path.hasPrefix("@") else { return nil }
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { return nil }
        descriptor = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { return nil }
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: bytes)
            // `@` stands for the abstract namespace's leading NUL.
            if bytes[0] == UInt8(ascii: "@") { raw[0] = 0 }
        }
        addressLength = socklen_t(MemoryLayout<sockaddr_un>.offset(of: \.sun_path)! + bytes.count)
        if let usec = environment["WATCHDOG_USEC"].flatMap(UInt64.init), usec > 0,
           environment["WATCHDOG_PID"].flatMap(Int32.init).map({ $0 == getpid() }) ?? true {
            watchdogIntervalNanos = usec * 1000 / 2
        } else {
            watchdogIntervalNanos = nil
        }
    }

    deinit { close(descriptor) }

    /// Sends one notification, e.g. `READY=1` or `STATUS=…`. Failures are ignored on
    /// purpose: a missing systemd must never stop a worker.
    public func notify(_ state: String) {
        let bytes = Array(state.utf8)
        _ = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
                bytes.withUnsafeBytes { sendto(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL), socketAddress, addressLength) }
            }
        }
    }
}
