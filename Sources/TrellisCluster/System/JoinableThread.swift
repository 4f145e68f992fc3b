import Glibc

/// A POSIX thread running one closure, joined explicitly. Solver threads, the shard
/// reader and embedded workers block in libzmq and zlib, so they are plain threads, not
/// tasks of Swift's cooperative pool (whose few threads must never block).
final class JoinableThread: Sendable {
    private final class Body {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }

    private let thread: pthread_t

    /// Throws when the system will not start another thread (EAGAIN: a limit on
    /// threads, processes or memory), which a count given by the user can reach.
    init(_ run: @escaping @Sendable () -> Void) throws(ThreadError) {
        var thread = pthread_t()
        let body = Unmanaged.passRetained(Body(run))
        let status = pthread_create(&thread, nil, { argument in
            Unmanaged<Body>.fromOpaque(argument!).takeRetainedValue().run()
            return nil
        }, body.toOpaque())
        guard status == 0 else {
            body.release()
            throw ThreadError(code: status)
        }
        self.thread = thread
    }

    func join() {
        pthread_join(thread, nil)
    }
}

/// pthread_create failed.
public struct ThreadError: Error, Sendable, CustomStringConvertible {
    public var code: Int32

    public var description: String { "cannot start a thread: \(String(cString: strerror(code)))" }
}
