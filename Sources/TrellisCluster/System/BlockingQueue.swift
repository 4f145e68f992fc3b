import Glibc

/// A queue between threads: push waits while `capacity` elements are waiting, pop while
/// none is, so idle threads sleep instead of polling. Closing it wakes everyone; after
/// that push refuses and pop drains what is left.
///
/// The shard reader hands raw shards to its packing threads through one (bounded, so it
/// reads no further ahead than they keep up with); a worker hands received shards to its
/// solver threads through another (unbounded: the coordinator's credit bounds it), and
/// can take back the ones not started to return them on SIGTERM.
///
/// A pthread mutex and condition variable rather than `Synchronization.Mutex`, which
/// cannot be waited on.
final class BlockingQueue<Element: Sendable>: @unchecked Sendable {
    // pthread objects must not move: they live on the heap for the queue's lifetime.
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let changed = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    /// Waiting elements, oldest first. A popped element leaves the array at once: kept
    /// until the queue ran empty, as it once was, a reader that never let it empty held
    /// every shard it had read (the coordinator's memory passed 100 MiB on 10,000,000
    /// rows). Few wait (its capacity, or a worker's credit), so removing the first is
    /// cheap.
    private var elements: [Element] = []
    private var closed = false
    private var running = 0
    private let capacity: Int

    init(capacity: Int = .max) {
        self.capacity = capacity
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(changed, nil)
    }

    deinit {
        pthread_cond_destroy(changed)
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
        changed.deallocate()
    }

    private func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }

    /// False when the queue was closed (the element is dropped).
    @discardableResult
    func push(_ element: Element) -> Bool {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        while elements.count >= capacity && !closed { pthread_cond_wait(changed, mutex) }
        guard !closed else { return false }
        elements.append(element)
        pthread_cond_broadcast(changed)
        return true
    }

    /// The next element, waiting for one; nil once closed and empty. The element counts
    /// as running until the caller says `finished()`: taken under the same lock, so no
    /// one sees it neither waiting nor running.
    func pop() -> Element? {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        while elements.isEmpty && !closed { pthread_cond_wait(changed, mutex) }
        guard !elements.isEmpty else { return nil }
        let element = elements.removeFirst()
        running += 1
        pthread_cond_broadcast(changed)
        return element
    }

    func finished() {
        locked { running -= 1 }
    }

    /// Elements popped and not finished yet.
    var runningCount: Int { locked { running } }

    /// Removes the elements no thread has started, oldest first.
    func takeWaiting() -> [Element] {
        locked {
            let waiting = elements
            elements.removeAll(keepingCapacity: true)
            pthread_cond_broadcast(changed)
            return waiting
        }
    }

    func close() {
        locked {
            closed = true
            pthread_cond_broadcast(changed)
        }
    }
}
