import CZlib

/// Inflates a gzip (or zlib) stream as it is read, member after member: `cat a.gz
/// b.gz` is a valid gzip file and reads as the two inputs joined.
///
/// There is no total size cap here on purpose: a `.jsonl.gz` of millions of records
/// is legitimately large. Memory is bounded where it is spent — the document readers
/// refuse any single document over their cap, so a decompression bomb costs time, never
/// an allocation.
final class GzipSource: ByteSource {
    static let outputChunkSize = 256 * 1024

    private let compressed: ByteSource
    private let path: String
    // zlib keeps a pointer back to its z_stream, so the stream needs a fixed address.
    private let stream: UnsafeMutablePointer<z_stream>
    private var input: [UInt8] = []
    private var inputOffset = 0
    private var inputEnded = false
    private var memberEnded = false
    /// The last call filled the output chunk, so zlib may hold more without new input.
    private var outputPending = false
    private var output = [UInt8](repeating: 0, count: outputChunkSize)

    init(compressed: ByteSource, path: String) throws(InputError) {
        self.compressed = compressed
        self.path = path
        stream = .allocate(capacity: 1)
        stream.initialize(to: z_stream())
        // 15 + 32: the largest window, and detect a gzip or zlib header.
        guard trellis_inflateInit2(stream, 15 + 32) == Z_OK else {
            stream.deallocate()
            throw InputError("cannot inflate \(path): zlib failed to start")
        }
    }

    deinit {
        inflateEnd(stream)
        stream.deallocate()
    }

    func read(appendingTo buffer: inout [UInt8]) throws(InputError) -> Bool {
        while true {
            if inputOffset == input.count && !inputEnded {
                input.removeAll(keepingCapacity: true)
                inputOffset = 0
                inputEnded = try !compressed.read(appendingTo: &input)
            }
            let available = input.count - inputOffset
            if memberEnded {
                // Another member follows, or the input is over.
                guard available > 0 else { return false }
                inflateReset(stream)
                memberEnded = false
            }
            if available == 0 && inputEnded && !outputPending {
                throw InputError("cannot inflate \(path): the compressed data is truncated")
            }
            let status = input.withUnsafeMutableBufferPointer { inBuffer in
                output.withUnsafeMutableBufferPointer { outBuffer in
                    stream.pointee.next_in = inBuffer.baseAddress.map { $0 + inputOffset }
                    stream.pointee.avail_in = UInt32(available)
                    stream.pointee.next_out = outBuffer.baseAddress
                    stream.pointee.avail_out = UInt32(outBuffer.count)
                    return inflate(stream, Z_NO_FLUSH)
                }
            }
            inputOffset = input.count - Int(stream.pointee.avail_in)
            let produced = output.count - Int(stream.pointee.avail_out)
            outputPending = stream.pointee.avail_out == 0
            switch status {
            case Z_STREAM_END:
                memberEnded = true
            case Z_OK, Z_BUF_ERROR:
                break
            default:
                let reason = stream.pointee.msg.map { String(cString: $0) } ?? "error \(status)"
                throw InputError("cannot inflate \(path): \(reason)")
            }
            if produced > 0 {
                buffer.append(contentsOf: output[0..<produced])
                return true
            }
        }
    }
}
