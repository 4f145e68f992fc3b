import Synchronization

/// A flag one thread raises and others poll: how the coordinator tells its reader
/// thread, and an embedded run its workers, that the run is over.
public final class StopFlag: Sendable {
    private let raised = Atomic<Bool>(false)

    public init() {}

    public func raise() { raised.store(true, ordering: .releasing) }
    public var isRaised: Bool { raised.load(ordering: .acquiring) }
}
