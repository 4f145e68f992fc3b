import TrellisDocument

/// Collects documents until the plan says a shard is full. Shards a resumed run skips
/// are only measured, not copied.
struct ShardCutter {
    let plan: ShardPlan
    private var jobs: ShardJobs
    private var documents = 0
    private var bytes = 0

    init(plan: ShardPlan, maxDocumentBytes: Int, options: SolveOptions) {
        self.plan = plan
        jobs = ShardJobs(maxDocumentBytes: maxDocumentBytes, options: options)
    }

    var isFull: Bool { bytes >= plan.targetBytes || documents >= plan.maxDocuments }

    mutating func append(_ document: DocumentBytes, origin: DocumentOrigin, keep: Bool) {
        documents += 1
        if case .complete(let buffer) = document { bytes += buffer.count }
        if keep { jobs.append(document, origin: origin) }
    }

    /// The shard so far (nil when empty), and a fresh one started.
    mutating func take() -> ShardJobs? {
        guard documents > 0 else { return nil }
        defer {
            jobs = ShardJobs(maxDocumentBytes: jobs.maxDocumentBytes, options: jobs.options)
            documents = 0
            bytes = 0
        }
        return jobs
    }
}
