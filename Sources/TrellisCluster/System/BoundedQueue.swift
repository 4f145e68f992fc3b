import Glibc

/// A queue of at most `capacity` elements between threads: push waits while it is full,
/// pop while it is empty. Closing it wakes everyone; after that push refuses and pop
/// drains what is left. It is how the shard reader hands raw shards to the threads that
/// deflate them without reading further ahead than they keep up with.
final class BoundedQueue<Element: Sendable>: @unchecked Sendable {
    // pthread objects must not move: they live on the heap for the queue's lifetime.
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let changed = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var elements: [Element] = []
    private var head = 0
    private var closed = false
    private let capacity: Int

    init(capacity: Int) {
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

    /// False when the queue was closed (the element is dropped).
    func push(_ element: Element) -> Bool {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        while elements.count - head >= capacity && !closed { pthread_cond_wait(changed, mutex) }
        guard !closed else { return false }
        elements.append(element)
        pthread_cond_broadcast(changed)
        return true
    }

    /// The next element; nil once closed and empty.
    func pop() -> Element? {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        while head == elements.count && !closed { pthread_cond_wait(changed, mutex) }
        guard head < elements.count else { return nil }
        let element = elements[head]
        head += 1
        if head == elements.count {
            elements.removeAll(keepingCapacity: true)
            head = 0
        }
        pthread_cond_broadcast(changed)
        return element
    }

    func close() {
        pthread_mutex_lock(mutex)
        closed = true
        pthread_cond_broadcast(changed)
        pthread_mutex_unlock(mutex)
    }
}
