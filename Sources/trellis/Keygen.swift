import ArgumentParser
import TrellisCluster

import Glibc

struct Keygen: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Make a CURVE key pair for a coordinator or a worker.",
        discussion: """
            Writes NAME.secret (mode 0600: the pair's secret key) and NAME.public (the \
            public key) and prints the public key. A coordinator takes its secret with \
            --curve-secret and the workers' public keys with --allow FILE (one a line); a \
            worker takes its secret with --curve-secret and the coordinator's public key \
            with --curve-server.
            """)

    @Argument(help: "Path prefix of the key files, e.g. /etc/trellis/worker-1.")
    var name: String

    func run() throws {
        do {
            let keys = try CurveKeys.generate()
            try write(name + ".secret", "# Trellis CURVE secret key: keep it on this machine only\n\(keys.secretKey)\n", mode: 0o600)
            try write(name + ".public", "\(keys.publicKey)\n", mode: 0o644)
            print(keys.publicKey)
        } catch {
            printError("trellis: \(error)")
            throw ExitCode(1)
        }
    }

    private func write(_ path: String, _ text: String, mode: mode_t) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard descriptor >= 0 else { throw ValidationError("cannot create \(path): \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        guard bytes.withUnsafeBytes({ Glibc.write(descriptor, $0.baseAddress, $0.count) }) == bytes.count else {
            throw ValidationError("cannot write \(path): \(String(cString: strerror(errno)))")
        }
    }
}
