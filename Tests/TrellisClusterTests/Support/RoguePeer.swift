import CZMQ
import Foundation
import Testing
@testable import TrellisCluster

/// A raw DEALER driven by a test: it says and sends whatever the test likes, in the
/// coordinator's protocol or not, to show what a real coordinator does with strangers
/// and liars.
final class RoguePeer {
    let socket: Socket

    init(_ endpoint: String, context: Context) throws {
        socket = try Socket(context, .dealer)
        try socket.set(ZMQ_LINGER, Int32(0))
        try socket.connect(endpoint)
    }

    /// Joins as a worker and waits for its first shard: the shard's header carries the
    /// run id, which is all a liar needs to forge results.
    func join(name: String, credit: Int = 1, codec: FrameCodec = FrameCodec()) throws -> (header: FrameHeader, frame: [UInt8]) {
        try send(WireMessage.ready(version: WireMessage.protocolVersion, credit: credit, threads: 1, name: name).frames)
        let frames = try #require(try receive(on: socket, within: 20) { $0.first == Array("SHARD".utf8) }, "no shard came")
        return (try FrameHeader.parse(frames[1], expecting: .jobs, maxRawBytes: codec.maxRawBytes), frames[1])
    }

    func send(_ frames: [[UInt8]]) throws {
        #expect(try socket.send(frames, wait: true))
    }

    func result(_ shardID: UInt64, frame: [UInt8]) throws {
        try send(WireMessage.result(shardID: shardID, serviceNanos: 1, waitNanos: 1, frame: frame).frames)
    }
}

/// The first message on `socket` that `matches`, skipping heartbeats and the like.
func receive(on socket: Socket, within seconds: Double, _ matches: ([[UInt8]]) -> Bool) throws -> [[UInt8]]? {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
        var poller = Poller()
        poller.add(.socket(socket))
        guard try poller.wait(milliseconds: 100)[0] else { continue }
        while let frames = try socket.receive() {
            if matches(frames) { return frames }
        }
    }
    return nil
}

/// The most memory a process has held (VmHWM), in bytes, read while it still runs.
func peakMemory(of pid: Int32) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
          let kilobytes = Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") else { return nil }
    return kilobytes * 1024
}
