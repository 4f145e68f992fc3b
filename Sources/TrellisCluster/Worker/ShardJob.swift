/// A shard received by a worker and not yet started.
struct ShardJob: Sendable {
    let shardID: UInt64
    let frame: [UInt8]
    /// The coordinator drops a larger result with the connection, unexplained; the
    /// worker refuses the shard instead, saying why.
    let maxResultBytes: Int
    let receivedAt: UInt64
}
