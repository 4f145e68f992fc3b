import Glibc

/// SIGINT and SIGTERM turned into a readable file descriptor (the self-pipe trick): the
/// coordinator's and worker's zmq_poll wait on it beside their sockets, so a signal ends
/// the wait at once whichever thread the kernel delivered it to.
public enum SignalPipe {
    // Written once, before the handlers are installed; read only by the handler.
    nonisolated(unsafe) private static var writeEnd: Int32 = -1

    /// Installs the handlers and returns the pipe's read end.
    public static func install() -> Int32 {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return -1 }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            // The handler must never block on a full pipe.
            _ = fcntl(end, F_SETFL, O_NONBLOCK)
        }
        writeEnd = ends[1]
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in
            // write(2) is async-signal-safe; a full pipe already says "stop".
            var byte: UInt8 = 1
            _ = write(SignalPipe.writeEnd, &byte, 1)
        }
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        sigaction(SIGINT, &action, nil)
        sigaction(SIGTERM, &action, nil)
        // A parent may start us with these signals blocked (posix_spawn passes its
        // thread's mask on); blocked, they would never reach the handler. Threads
        // created after this inherit the unblocked mask.
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        // A closed standard output must be an error from write(2), not a silent death.
        signal(SIGPIPE, SIG_IGN)
        return ends[0]
    }
}
