import Foundation
import StoryKitGStreamer
import StoryKitTestSupport
import StoryKitUI
import Testing

/// The player against the test nginx of `make test` (`scripts/test-servers`), which serves the
/// test videos under `/media/` with byte ranges, and its fault proxy: a clip plays, seeks (a range
/// request, 206 in nginx's access log) and ends; a stalled transfer fails with `.stalled`.
///
/// Enabled when `STORYKIT_TEST_NGINX` names nginx, as `make test` exports it.
@MainActor
@Suite(
  "GStreamerVideoPlayer through nginx", .serialized,
  .enabled(if: NginxMedia.base != nil, NginxMedia.skipReason))
struct GStreamerVideoPlayerNginxTests {
  @Test("a clip from nginx plays, seeks with a range request (206), and plays to its end")
  func playsSeeksAndEnds() async throws {
    let base = try #require(NginxMedia.base)
    let url = base.appendingPathComponent("media/clip-3s.webm")
    let player = GStreamerVideoPlayer(audioOutput: .discarded)
    player.load(url)
    #expect(await wait(for: player) { $0.state == .paused && $0.currentFrame != nil })
    var framesAfterSeek = 0
    let previous = player.onChange
    player.onChange = { change in
      previous?(change)
      if change.contains(.frame) { framesAfterSeek += 1 }
    }
    // nginx writes each line when a request ends: the seek's range request ends before playback does.
    let logStart = NginxMedia.accessLogSize()
    player.seek(to: 2)
    #expect(await wait(for: player) { _ in framesAfterSeek > 0 })
    #expect(abs(player.position - 2) < 0.1, "\(player.position)")
    player.play()
    #expect(await wait(for: player) { $0.state == .ended })
    #expect(abs((player.duration ?? 0) - 3) < 0.1)
    if let lines = NginxMedia.accessLogLines(since: logStart) {
      let requests = lines.filter { $0.contains("GET /media/clip-3s.webm ") }
      #expect(
        requests.contains { $0.contains("\" 206 ") }, "the seek's range request answered 206: \(requests)")
    }
  }

  @Test("a transfer that stalls after its headers and 4 KiB fails with stalled after the timeout")
  func stallFails() async throws {
    let proxy = try #require(NginxMedia.proxy)
    let tag = "stall-\(UUID().uuidString.prefix(8).lowercased())"
    let player = GStreamerVideoPlayer(audioOutput: .discarded, stallTimeout: 2)
    player.load(proxy.appendingPathComponent("fault/stall/\(tag)/clip-3s.webm"))
    player.play()
    #expect(await wait(for: player) { $0.state.isFailed })
    #expect(player.state == .failed(.stalled(timeout: 2)))
  }
}

/// Where `make test`'s nginx and fault proxy are, from the environment `scripts/test-servers`
/// writes.
enum NginxMedia {
  static var base: URL? { url(from: "STORYKIT_TEST_NGINX") }
  static var proxy: URL? { url(from: "STORYKIT_TEST_PROXY") }

  static let skipReason: Comment =
    "STORYKIT_TEST_NGINX is not set: `make test` starts nginx and the fault proxy (scripts/test-servers)"

  /// nginx's access log, when the environment names it and it can be read.
  static var accessLog: URL? {
    guard let path = ProcessInfo.processInfo.environment["STORYKIT_TEST_NGINX_ACCESS_LOG"], !path.isEmpty,
      FileManager.default.isReadableFile(atPath: path)
    else { return nil }
    return URL(fileURLWithPath: path)
  }

  /// The access log's size now, so a test reads only its own lines.
  static func accessLogSize() -> UInt64 {
    guard let accessLog, let size = try? FileManager.default.attributesOfItem(atPath: accessLog.path)[.size]
    else { return 0 }
    return (size as? NSNumber)?.uint64Value ?? 0
  }

  /// The access log's lines from byte `offset` on; `nil` when there is no readable log.
  static func accessLogLines(since offset: UInt64) -> [String]? {
    guard let accessLog, let handle = try? FileHandle(forReadingFrom: accessLog) else { return nil }
    defer { try? handle.close() }
    guard (try? handle.seek(toOffset: offset)) != nil, let data = try? handle.readToEnd() else { return [] }
    return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
  }

  private static func url(from variable: String) -> URL? {
    guard let value = ProcessInfo.processInfo.environment[variable], !value.isEmpty else { return nil }
    return URL(string: value)
  }
}
