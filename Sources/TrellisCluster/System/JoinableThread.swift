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

    init(_ run: @escaping @Sendable () -> Void) {
        var thread = pthread_t()
        let body = Unmanaged.passRetained(Body(run)).toOpaque()
        let status = pthread_create(&thread, nil, { argument in
            Unmanaged<Body>.fromOpaque(argument!).takeRetainedValue().run()
            return nil
        }, body)
        precondition(status == 0, "pthread_create failed: \(status)")
        self.thread = thread
    }

    func join() {
        pthread_join(thread, nil)
    }
}
