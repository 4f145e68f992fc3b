import TrellisDocument

/// A shard between being read and being written.
struct ShardState {
    /// The jobs frame, kept until the result is in so the shard can be sent again.
    var frame: [UInt8]
    let documents: Int
    let documentBytes: Int
    /// When it was ready to send: the start of its latency.
    let readyAt: UInt64
    var attempts = 0
    /// The worker it was last sent to, while the coordinator waits for that worker.
    var holder: [UInt8]?
    var deadline: UInt64 = 0
    /// Why its last worker refused it, for the run's failure if it fails.
    var refusal: String?
    var result: ShardResult?
    /// A piece's answer, read when it arrived (its result keeps only the tally).
    var answer: PieceAnswer?
    let frameBytes: Int
    /// A piece of a sliced document; its frame is kept until the document is written,
    /// in case it must be solved whole.
    var piece: PieceInfo?

    init(frame: [UInt8], documents: Int, documentBytes: Int, readyAt: UInt64, piece: PieceInfo? = nil) {
        self.piece = piece
        self.frame = frame
        self.documents = documents
        self.documentBytes = documentBytes
        self.readyAt = readyAt
        frameBytes = frame.count
    }
}

/// A connected worker, by ZeroMQ routing id.
struct WorkerLink {
    let name: String
    let credit: Int
    let threads: Int
    /// Shards sent to it and not answered: its used credit. A shard requeued on a
    /// deadline stays here until the worker answers, since it still works on it.
    var holding: Set<UInt64> = []
    var lastHeard: UInt64
    /// It has returned a result that passed every check.
    var proven = false

    /// A worker holds one shard until it has returned a good result, whatever credit it
    /// claims: a peer that joins with a credit of thousands and answers nothing then
    /// holds one shard (until its deadline), not every shard the window has.
    var freeCredit: Int { (proven ? credit : 1) - holding.count }

    /// Which worker gets the next shard: proven ones first, then the most free credit.
    var preference: (Int, Int) { (proven ? 1 : 0, freeCredit) }
}
