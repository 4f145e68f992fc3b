import Glibc

/// A shard received by a worker and not yet started.
struct ShardJob: Sendable {
    let shardID: UInt64
    let frame: [UInt8]
    /// The coordinator drops a larger result with the connection, unexplained; the
    /// worker refuses the shard instead, saying why.
    let maxResultBytes: Int
    let receivedAt: UInt64
}

/// The worker's queue between its network loop and its solver threads: a mutex and a
/// condition variable, so idle solver threads sleep instead of polling. The network
/// loop can take back the jobs not started yet (to hand them back on SIGTERM).
final class JobQueue: @unchecked Sendable {
    // pthread objects must not move: they live on the heap for the queue's lifetime.
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var jobs: [ShardJob] = []
    private var head = 0
    private var closed = false
    private var running = 0

    init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
        condition.deallocate()
    }

    private func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }

    func push(_ job: ShardJob) {
        locked {
            jobs.append(job)
            pthread_cond_signal(condition)
        }
    }

    /// The next job, waiting for one; nil once the queue is closed and empty. The
    /// caller reports the end of the job with `finished()`.
    func pop() -> ShardJob? {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        while head == jobs.count && !closed { pthread_cond_wait(condition, mutex) }
        guard head < jobs.count else { return nil }
        let job = jobs[head]
        head += 1
        if head == jobs.count {
            jobs.removeAll(keepingCapacity: true)
            head = 0
        }
        running += 1
        return job
    }

    func finished() {
        locked { running -= 1 }
    }

    /// Removes the jobs no thread has started, oldest first.
    func takeWaiting() -> [ShardJob] {
        locked {
            let waiting = Array(jobs[head...])
            jobs.removeAll(keepingCapacity: true)
            head = 0
            return waiting
        }
    }

    var runningCount: Int { locked { running } }

    func close() {
        locked {
            closed = true
            pthread_cond_broadcast(condition)
        }
    }
}
