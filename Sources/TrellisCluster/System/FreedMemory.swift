import CMalloc

/// How this process's allocator treats freed blocks. glibc hands blocks over its mmap
/// threshold (128 KiB at first) to the kernel on free and maps fresh, zeroed pages on
/// the next malloc, and trims the top of its heaps past its trim threshold the same
/// way. A coordinator and a worker allocate and free a shard's buffers (a 256 KiB
/// payload, its frame, a result) hundreds of times a second: each was paid for again in
/// page faults, which were most of the coordinator's kernel time (31,000 faults and
/// 0.22 s of system time for 2,000,000 rows with instant workers; bench/RESULTS.md).
enum FreedMemory {
    /// Keeps freed blocks up to 8 MiB in the process, for the next shard's buffers, and
    /// lets up to 16 MiB of free heap stay before it is trimmed (measured: 4 MiB still
    /// faulted 12,000 pages in on that run, 16 MiB 3,600, as many as 64 MiB).
    /// Larger blocks (a large document, a sliced table's text) are still mapped and
    /// unmapped on their own, so memory held past a peak is bounded by these figures.
    static func keepForReuse() {
        _ = mallopt(M_MMAP_THRESHOLD, 8 << 20)
        _ = mallopt(M_TRIM_THRESHOLD, 16 << 20)
    }
}
