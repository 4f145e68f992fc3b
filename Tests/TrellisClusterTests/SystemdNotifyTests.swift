import Foundation
import Glibc
import Testing

/// A worker under a pretend systemd: the test owns the unix datagram socket that
/// `$NOTIFY_SOCKET` names, as systemd would for a `Type=notify` unit.
@Suite("sd_notify", .serialized)
struct SystemdNotifyTests {
    /// Binds a datagram socket at `path` and reads what arrives.
    final class NotifySocket {
        let descriptor: Int32

        init(path: String) throws {
            descriptor = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue), 0)
            var address = sockaddr_un()
            address.sun_family = sa_family_t(AF_UNIX)
            withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: Array(path.utf8)) }
            let bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
            }
            try #require(bound == 0)
            var timeout = timeval(tv_sec: 0, tv_usec: 100_000)
            setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        }

        deinit { close(descriptor) }

        /// Messages received until `done` holds for them or `seconds` pass.
        func collect(for seconds: Double, until done: ([String]) -> Bool) -> [String] {
            var messages: [String] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            let deadline = Date().addingTimeInterval(seconds)
            while Date() < deadline && !done(messages) {
                let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
                if count > 0 { messages.append(String(decoding: buffer[0..<count], as: UTF8.self)) }
            }
            return messages
        }
    }

    @Test func readyStatusWatchdogAndStoppingArrive() throws {
        let scratch = try Scratch()
        let notify = try NotifySocket(path: scratch.path + "/notify")
        // The workload eight times over: the run must outlast the watchdog pings and the
        // worker's stop, so that stopping the coordinator interrupts it.
        let (coordinator, endpoint) = try Cluster.coordinator(scratch, inputs: Array(repeating: Cluster.workload, count: 8))
        let worker = try Cluster.worker(
            scratch, endpoint: endpoint, name: "unit",
            environment: ["NOTIFY_SOCKET": scratch.path + "/notify", "WATCHDOG_USEC": "400000"])
        let running = notify.collect(for: 20) { messages in
            messages.filter { $0 == "WATCHDOG=1" }.count >= 3 && messages.contains { $0.hasPrefix("STATUS=connected to \(endpoint);") }
        }
        #expect(running.first?.hasPrefix("READY=1\n") == true)
        #expect(running.filter { $0 == "WATCHDOG=1" }.count >= 3)
        #expect(running.contains { $0.hasPrefix("STATUS=connected to \(endpoint);") && $0.contains("shards done") && $0.hasSuffix("rows/s") })
        worker.signal(SIGTERM)
        let stopping = notify.collect(for: 20) { $0.contains { $0.hasPrefix("STOPPING=1") } }
        #expect(stopping.contains { $0.hasPrefix("STOPPING=1") })
        #expect(worker.exitStatus(within: 30) == 0)
        coordinator.signal(SIGTERM)
        #expect(coordinator.exitStatus(within: 10) == 1)
    }
}
