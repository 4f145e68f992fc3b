/// A shard received by a worker and not yet started.
struct ShardJob: Sendable {
    let shardID: UInt64
    let frame: [UInt8]
    let receivedAt: UInt64
}
