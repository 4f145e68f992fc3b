import CZlib
import Testing
import TrellisDocument
@testable import TrellisCluster

/// Frames: round trips, and every kind of bad frame refused as an error.
@Suite("Frame codec")
struct FrameCodecTests {
    let codec = FrameCodec(maxRawBytes: 1 << 20)

    static func jobs(_ count: Int) -> ShardJobs {
        var jobs = ShardJobs(maxDocumentBytes: 1000, options: SolveOptions(frames: true, check: true))
        for index in 0..<count {
            let text = Array(#"{"format":"trellis-system/1","id":"s\#(index)","constraints":[{"expr":"x == \#(index)"}]}"#.utf8)
            text.withUnsafeBufferPointer { jobs.append(.complete($0), origin: DocumentOrigin(path: "in.jsonl", line: index + 1, isWholeFile: false)) }
        }
        jobs.append(.tooLarge, origin: DocumentOrigin(path: "big.json", isWholeFile: true))
        return jobs
    }

    @Test func jobsRoundTrip() throws {
        let jobs = Self.jobs(50)
        let frame = codec.encode(jobs.encoded, kind: .jobs, runID: 99, shardID: 7)
        let (header, raw) = try codec.decode(frame, kind: .jobs)
        #expect(header.shardID == 7 && header.runID == 99)
        #expect(try ShardJobs(decoding: raw) == jobs)
        #expect(frame.count < raw.count / 3)
    }

    @Test func resultsCarryTheRecordsOfSolve() throws {
        let result = Self.jobs(3).solve()
        #expect(String(decoding: result.output, as: UTF8.self) == """
            {"id":"s0","values":{"x":0},"issues":[]}
            {"id":"s1","values":{"x":1},"issues":[]}
            {"id":"s2","values":{"x":2},"issues":[]}
            {"id":"big.json","kind":"document","error":{"code":"too-large","message":"the document is larger than 1000 bytes","path":""}}

            """)
        #expect(result.tally.jobs == 4 && result.tally.errors == 1 && result.documents == 4)
        let (_, raw) = try codec.decode(codec.encode(result.encoded, kind: .results, runID: 99, shardID: 1), kind: .results)
        #expect(try ShardResult(decoding: raw) == result)
    }

    /// ISA-L writes the frames (level 0: stored blocks); zlib, called here directly and
    /// not through the codec, inflates them back to the same bytes at every level the
    /// codec may use: a shard's payload, nothing, and bytes that do not compress (ISA-L
    /// falls back to stored blocks, which must fit the bound the codec sizes its buffer
    /// and libzmq's message limit by).
    @Test(arguments: [Int32(0), 1, 2, 3]) func framesInflateWithZlib(level: Int32) throws {
        var generator = SplitMix64(seed: 5)
        let noise = (0..<300_000).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        let payload = Self.jobs(200).encoded
        for raw in [payload, [], noise] {
            let frame = FrameCodec(maxRawBytes: 1 << 20, level: level).encode(raw, kind: .jobs, runID: 1, shardID: 2)
            #expect(frame.count <= FrameHeader.size + Deflater.bound(raw.count))
            #expect(try inflatedByZlib(Array(frame[FrameHeader.size...]), room: raw.count + 1) == raw)
            if raw == payload {
                // Level 0 stores, the others compress.
                #expect(level == 0 ? frame.count > raw.count : frame.count < raw.count / 3)
            }
        }
    }

    /// A payload that inflates to many times the first buffer, with back references
    /// across every point where the buffer grows, comes back whole.
    @Test func aLargePayloadInflatesAcrossBufferGrowth() throws {
        var generator = SplitMix64(seed: 9)
        let block = (0..<64).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        let raw = Array((0..<32_000).map { _ in block }.joined())
        let frame = FrameCodec(maxRawBytes: 4 << 20).encode(raw, kind: .results, runID: 3, shardID: 4)
        // The first buffer is four times the frame (at least 64 KiB): several doublings.
        #expect(frame.count * 16 < raw.count)
        #expect(try FrameCodec(maxRawBytes: 4 << 20).decode(frame, kind: .results).raw == raw)
    }

    /// Random bytes where the deflate stream should be, under headers declaring random
    /// sizes: every one is refused with an error, none traps or hangs.
    @Test func randomPayloadsAreRefused() {
        var generator = SplitMix64(seed: 21)
        for _ in 0..<3000 {
            let payload = (0..<Int(generator.next() % 3000)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            let frame = FrameTampering.declaring(rawSize: generator.next() % (1 << 20), in: [UInt8](repeating: 0, count: FrameHeader.size) + payload, codec: codec)
            #expect(throws: FrameError.self) { try codec.decode(frame, kind: .jobs) }
        }
    }

    /// Bytes after the end of the deflate stream, in a frame whose header counts them.
    @Test func bytesAfterTheStreamAreRefused() throws {
        let raw = Array(repeating: UInt8(7), count: 1000)
        let frame = codec.encode(raw, kind: .jobs, runID: 99, shardID: 1)
        for extra in [[UInt8(0)], Array(repeating: 0x55, count: 20)] {
            let padded = FrameTampering.declaring(rawSize: 1000, in: frame + extra, codec: codec)
            #expect(throws: FrameError.trailingBytes) { try codec.decode(padded, kind: .jobs) }
        }
    }

    @Test func levelsOutsideZeroToThreeMakeNoDeflater() {
        #expect(FrameCodec(level: 4).makeDeflater() == nil)
        #expect(FrameCodec(level: -1).makeDeflater() == nil)
    }

    private func inflatedByZlib(_ compressed: [UInt8], room: Int) throws -> [UInt8] {
        var payload = compressed
        var stream = z_stream()
        #expect(trellis_inflateInit2(&stream, -15) == Z_OK)
        var out = [UInt8](repeating: 0, count: room)
        let status = payload.withUnsafeMutableBufferPointer { input in
            out.withUnsafeMutableBufferPointer { output in
                stream.next_in = input.baseAddress
                stream.avail_in = uInt(input.count)
                stream.next_out = output.baseAddress
                stream.avail_out = uInt(output.count)
                return inflate(&stream, Z_FINISH)
            }
        }
        inflateEnd(&stream)
        #expect(status == Z_STREAM_END)
        return Array(out.prefix(Int(stream.total_out)))
    }

    /// The instant worker reads the document count from the head of a shard and answers
    /// with that many canned records, also when the paths before the count are longer
    /// than the first head it inflates.
    @Test(arguments: [8, 3000]) func anInstantAnswerHasOneRecordPerDocument(pathLength: Int) throws {
        var jobs = ShardJobs(maxDocumentBytes: 1000)
        for index in 0..<7 {
            let path = String(repeating: "d", count: pathLength) + "/\(index).json"
            Array("{}".utf8).withUnsafeBufferPointer { jobs.append(.complete($0), origin: DocumentOrigin(path: path, isWholeFile: true)) }
        }
        let result = try InstantAnswer.result(for: codec.encode(jobs.encoded, kind: .jobs, runID: 1, shardID: 0), codec: codec)
        #expect(result.documents == 7 && result.tally.jobs == 7)
        #expect(result.output == Array(repeating: InstantAnswer.record, count: 7).flatMap { $0 })
    }

    @Test func wrongKindAndMagicAndVersionAreRefused() {
        var frame = codec.encode([1, 2, 3], kind: .jobs, runID: 99, shardID: 1)
        #expect(throws: FrameError.wrongKind(expected: .results, got: 1)) { try codec.decode(frame, kind: .results) }
        frame[4] = 9
        #expect(throws: FrameError.unsupportedVersion(9)) { try codec.decode(frame, kind: .jobs) }
        frame[0] = UInt8(ascii: "X")
        #expect(throws: FrameError.badMagic) { try codec.decode(frame, kind: .jobs) }
        #expect(throws: FrameError.truncatedHeader(10)) { try codec.decode(Array(frame.prefix(10)), kind: .jobs) }
    }

    /// A flipped bit is refused, or (in the padding bits of deflate's last byte) changes
    /// nothing: never does a frame decode to other bytes or another shard id.
    @Test func aFlippedBitNeverDecodesToOtherData() throws {
        let raw: [UInt8] = Array(repeating: 65, count: 5000) + Array(0..<200)
        let frame = codec.encode(raw, kind: .jobs, runID: 99, shardID: 3)
        var refused = 0
        for index in frame.indices {
            for bit in 0..<8 {
                var bad = frame
                bad[index] ^= 1 << bit
                if let decoded = try? codec.decode(bad, kind: .jobs) {
                    #expect(decoded.raw == raw && decoded.header.shardID == 3)
                } else {
                    refused += 1
                }
            }
        }
        #expect(refused > frame.count * 8 * 9 / 10)
    }

    @Test func truncatedAndPaddedFramesAreRefused() {
        let frame = codec.encode(Array(0..<255), kind: .jobs, runID: 99, shardID: 3)
        #expect(throws: FrameError.self) { try codec.decode(Array(frame.dropLast(5)), kind: .jobs) }
        #expect(throws: FrameError.self) { try codec.decode(frame + [0, 0], kind: .jobs) }
    }

    /// A header that declares less than the payload inflates to: inflating stops one
    /// byte past the declared size, whatever the payload would grow to.
    @Test func bombIsRefusedAtTheDeclaredSize() throws {
        let bomb = FrameCodec(maxRawBytes: 64 << 20, level: 3).encode(Array(repeating: 0, count: 32 << 20), kind: .jobs, runID: 99, shardID: 1)
        #expect(bomb.count < 64 * 1024)
        #expect(throws: FrameError.declaredTooLarge(declared: 32 << 20, limit: 1 << 20)) { try codec.decode(bomb, kind: .jobs) }
        let lying = FrameTampering.declaring(rawSize: 4096, in: bomb, codec: codec)
        #expect(throws: FrameError.inflatesPastDeclaredSize(declared: 4096)) { try codec.decode(lying, kind: .jobs) }
    }

    /// A header that declares more than the payload holds.
    @Test func shortPayloadIsRefused() throws {
        let frame = codec.encode(Array(repeating: 7, count: 1000), kind: .jobs, runID: 99, shardID: 1)
        let lying = FrameTampering.declaring(rawSize: 900_000, in: frame, codec: codec)
        #expect(throws: FrameError.shorterThanDeclared(declared: 900_000, actual: 1000)) { try codec.decode(lying, kind: .jobs) }
    }

    /// A well-formed frame around a payload that lies about its own counts.
    @Test func malformedPayloadsAreRefused() {
        var lies = ByteWriter()
        lies.u64(100)
        lies.u8(0)
        lies.u32(1)
        lies.counted(Array("a.json".utf8))
        lies.u32(1_000_000)
        #expect(throws: FrameError.self) { try ShardJobs(decoding: lies.data) }
        var index = ByteWriter()
        index.u64(100)
        index.u8(0)
        index.u32(0)
        index.u32(1)
        index.u8(0)
        index.u32(5)
        index.u32(1)
        index.u32(1)
        index.counted([1, 2])
        #expect(throws: FrameError.malformedPayload("path index 5 of 0")) { try ShardJobs(decoding: index.data) }
        #expect(throws: FrameError.self) { try ShardResult(decoding: [1, 0, 0]) }
    }
}

/// Rewrites a frame's header the way a broken or hostile peer would, with a checksum
/// that matches the new header, so only the size checks can refuse it.
enum FrameTampering {
    static func declaring(
        rawSize: UInt64, in frame: [UInt8], kind: FrameKind = .jobs, runID: UInt64 = 99, shardID: UInt64 = 1, codec: FrameCodec
    ) -> [UInt8] {
        var header = FrameHeader(
            kind: kind, runID: runID, shardID: shardID, rawSize: rawSize, compressedSize: UInt64(frame.count - FrameHeader.size), checksum: 0)
        header.checksum = codec.checksum(header: header.checkedBytes, raw: [])
        return header.encoded + frame[FrameHeader.size...]
    }
}
