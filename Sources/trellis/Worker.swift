import ArgumentParser
import TrellisCluster
import TrellisDocument

import Glibc

struct WorkerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "worker",
        abstract: "Solve shards for a coordinator, reconnecting whenever it goes away.",
        discussion: """
            Runs until SIGTERM or SIGINT, then hands back the shards it has not started, \
            finishes the ones in progress and leaves. Under systemd (Type=notify) it \
            reports READY, STATUS and WATCHDOG over $NOTIFY_SOCKET.
            """)

    @Option(help: ArgumentHelp("The coordinator's endpoint, e.g. tcp://10.0.0.5:5555.", valueName: "endpoint"))
    var connect: String

    @Option(parsing: .unconditional, help: "Solver threads (default: one per core; at most what the machine's limits allow).")
    var threads: Int = Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))

    @Option(help: "The name the coordinator's report gives this worker (default: HOST-PID).")
    var name: String?

    @Option(help: ArgumentHelp("Encrypt with CURVE, with this worker's secret key in this file (from trellis keygen).", valueName: "file"))
    var curveSecret: String?

    @Option(help: ArgumentHelp("With --curve-secret: the coordinator's public key, or a file holding it.", valueName: "key"))
    var curveServer: String?

    /// bench/cluster.sh's instant worker (InstantAnswer): canned records, nothing solved.
    @Flag(help: .hidden)
    var instant = false

    func validate() throws {
        guard threads >= 1 else { throw ValidationError("--threads must be at least 1") }
        // libzmq resolves a TCP address only when it connects, and retries forever: a
        // port no coordinator can have would leave the worker waiting for nothing.
        if connect.hasPrefix("tcp://"), let port = connect.split(separator: ":").last.map(String.init) {
            guard let number = Int(port), (1...65535).contains(number) else {
                throw ValidationError("--connect \(connect): the port must be a number from 1 to 65535")
            }
        }
        let limits = MachineLimits.current
        if let refusal = limits.refusal("--threads", threads, most: limits.maxWorkerThreads, each: "each solver thread takes a file descriptor and a libzmq socket") {
            throw ValidationError(refusal)
        }
        guard (curveSecret == nil) == (curveServer == nil) else { throw ValidationError("--curve-secret and --curve-server go together") }
    }

    func run() throws {
        var host = [CChar](repeating: 0, count: 256)
        gethostname(&host, host.count)
        let hostName = String(decoding: host.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var options = WorkerOptions(endpoint: connect, threads: threads, name: name ?? "\(hostName)-\(getpid())")
        options.instant = instant
        if let curveSecret, let curveServer {
            do {
                guard let secret = try CurveKeys.readKeys(curveSecret).first else { throw InputError("\(curveSecret) holds no key") }
                let server = curveServer.utf8.count == 40 ? curveServer : try CurveKeys.readKeys(curveServer).first ?? ""
                options.curve = CurveClient(keys: try CurveKeys(secretKey: secret), coordinatorKey: server)
            } catch {
                printError("trellis worker: \(error)")
                throw ExitCode(1)
            }
        }
        let stop = SignalPipe.install()
        let notifier = SystemdNotifier(environment: environment())
        do {
            let context = try Context(ioThreads: 1, maxSockets: MachineLimits.contextSockets(threads + 2))
            let worker = try Worker(options: options, context: context, notifier: notifier, log: { printError("trellis worker: \($0)") })
            try worker.run(stopDescriptor: stop)
        } catch {
            printError("trellis worker: \(error)")
            throw ExitCode(1)
        }
    }

    private func environment() -> [String: String] {
        var result: [String: String] = [:]
        for key in ["NOTIFY_SOCKET", "WATCHDOG_USEC", "WATCHDOG_PID"] {
            if let value = getenv(key) { result[key] = String(cString: value) }
        }
        return result
    }
}
