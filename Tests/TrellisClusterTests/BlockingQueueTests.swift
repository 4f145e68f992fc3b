import Testing
@testable import TrellisCluster

/// The queue between the shard reader and its packers, and between a worker's loop and
/// its solver threads: first in, first out, and what a thread has popped is its own.
@Suite("Blocking queue")
struct BlockingQueueTests {
    final class Shard: Sendable {
        let id: Int
        init(_ id: Int) { self.id = id }
    }

    /// A queue that never runs empty (a reader always ahead of its packers) must not
    /// keep what was taken from it: a popped shard is freed as soon as its taker lets go,
    /// while later shards still wait.
    @Test func aPoppedShardIsNotKeptWhileOthersWait() {
        let queue = BlockingQueue<Shard>(capacity: 4)
        weak var taken: Shard?
        do {
            let shard = Shard(0)
            taken = shard
            queue.push(shard)
        }
        for id in 1...3 { queue.push(Shard(id)) }
        #expect(queue.pop()?.id == 0)
        #expect(taken == nil, "the queue still holds a shard it handed out")
        // Refilled to capacity and drained one at a time, it never empties, and only
        // what waits is alive.
        var handedOut: [() -> Shard?] = []
        for id in 4...40 {
            queue.push(Shard(id))
            let popped = queue.pop()
            weak var gone = popped
            handedOut.append { gone }
            #expect(popped?.id == id - 3)
        }
        #expect(handedOut.allSatisfy { $0() == nil })
        #expect(queue.takeWaiting().map(\.id) == [38, 39, 40])
    }

    @Test func waitingShardsAreTakenBackInOrder() {
        let queue = BlockingQueue<Shard>()
        for id in 0..<5 { queue.push(Shard(id)) }
        #expect(queue.pop()?.id == 0)
        #expect(queue.takeWaiting().map(\.id) == [1, 2, 3, 4])
        queue.close()
        #expect(queue.pop() == nil)
        #expect(!queue.push(Shard(5)))
    }
}
