import Foundation
import StoryKit
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A loopback feed server with faults (Python's `http.server`), started by a test and stopped by it.
///
/// `GET /<scenario>/<token>.json` answers by scenario; every other path is counted too, and
/// `GET /count?path=<path>` answers how many requests `<path>` has had.
///
/// | scenario | answer |
/// | --- | --- |
/// | `ok` | the feed of `home` (variant `hero`), `ETag: "v1"`, `Last-Modified`; 304 on that ETag |
/// | `lm` | the same feed with only `Last-Modified`; 304 on a matching `If-Modified-Since` |
/// | `v2` | the feed with variant `hero-v2`, `ETag: "v2"` |
/// | `flaky` | 503 to the first request, then as `ok` |
/// | `s<code>` | that status; `s503` with `Retry-After: 2`, `s429` with `Retry-After: 1` |
/// | `s503date` | 503 with `Retry-After` as an HTTP date 2 s ahead |
/// | `retryfar` | 503 with `Retry-After: 3600` |
/// | `html` | 200 with an HTML page |
/// | `truncated` | a `Content-Length` 500 bytes longer than the 50 bytes sent, then the connection closes |
/// | `big` | 300,000 bytes with a `Content-Length` |
/// | `bignolength` | 300,000 bytes without a `Content-Length` (ended by closing) |
/// | `slow` | the `ok` feed after 1.5 s |
///
/// The server exits when its standard input closes (``stop()``, `deinit`, or the test process
/// dying) and by itself after 900 s, so a failing test cannot leave it running.
final class FeedTestServer: @unchecked Sendable {
  let port: Int
  private let server: PythonScriptServer

  static var isAvailable: Bool { LocalHTTPServer.isAvailable }

  init() async throws {
    server = try await PythonScriptServer(
      script: PythonScriptServer.countingHandler + Self.script, arguments: [], name: "feed server",
      lifetime: 900)
    port = server.port
  }

  /// `http://127.0.0.1:<port>/<scenario>`: a feed endpoint.
  func endpoint(_ scenario: String) -> URL {
    URL(string: "http://127.0.0.1:\(port)/\(scenario)") ?? URL(fileURLWithPath: "/")
  }

  /// How many requests `path` (such as `/s500/home.json`) has had.
  func count(_ path: String) async throws -> Int {
    try await withTimeout(90) { [server] in (try? await server.count(path)) ?? -1 }
  }

  /// Stops the server without waiting for it to exit; safe to call twice.
  func stop() {
    server.stop()
  }

  deinit { stop() }

  private static let script = #"""
    import email.utils, http.server, json, time
    LAST_MODIFIED = "Wed, 21 Oct 2015 07:28:00 GMT"
    def feed(variant):
        return json.dumps({"schemaVersion": 1, "placement": {"token": "home", "variants": [
            {"id": variant, "kind": "storyBar", "ratio": 1, "weight": 1}]}, "storyGroups": []}).encode()
    class Handler(CountingHandler):
        def answer(self, url, n):
            scenario = url.path.strip("/").split("/")[0]
            etag = self.headers.get("If-None-Match")
            if scenario == "flaky":
                scenario = "s503" if n == 1 else "ok"
            if scenario == "slow":
                time.sleep(1.5)
                scenario = "ok"
            if scenario == "ok":
                if etag == '"v1"':
                    return self.reply(304)
                return self.reply(200, feed("hero"), {"ETag": '"v1"', "Last-Modified": LAST_MODIFIED})
            if scenario == "lm":
                if self.headers.get("If-Modified-Since") == LAST_MODIFIED:
                    return self.reply(304)
                return self.reply(200, feed("hero"), {"Last-Modified": LAST_MODIFIED})
            if scenario == "v2":
                if etag == '"v2"':
                    return self.reply(304)
                return self.reply(200, feed("hero-v2"), {"ETag": '"v2"'})
            if scenario == "s503":
                return self.reply(503, b"busy", {"Retry-After": "2"})
            if scenario == "s503date":
                date = email.utils.formatdate(time.time() + 2, usegmt=True)
                return self.reply(503, b"busy", {"Retry-After": date})
            if scenario == "s429":
                return self.reply(429, b"slow down", {"Retry-After": "1"})
            if scenario == "retryfar":
                return self.reply(503, b"later", {"Retry-After": "3600"})
            if scenario.startswith("s") and scenario[1:].isdigit():
                return self.reply(int(scenario[1:]), b"nope")
            if scenario == "html":
                page = b"<html><body><h1>Service Unavailable</h1></body></html>"
                return self.reply(200, page, {"Content-Type": "text/html"})
            if scenario == "truncated":
                return self.reply(200, feed("hero")[:50], {}, length=len(feed("hero")) + 500)
            if scenario == "big":
                return self.reply(200, b" " * 300000)
            if scenario == "bignolength":
                return self.reply(200, b" " * 300000, {}, length="none")
            return self.reply(404, b"unknown")
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    print(server.server_address[1], flush=True)
    server.serve_forever()
    """#
}

/// A scheduler that never waits: a sleep records its delay and moves time to its deadline at once.
final class RecordingScheduler: AnalyticsScheduling {
  private let state = Mutex<(current: Double, recorded: [Double])>((0, []))

  var now: Double { state.withLock { $0.current } }

  /// The delays slept, in order.
  var sleeps: [Double] { state.withLock { $0.recorded } }

  func sleep(until deadline: Double) async throws {
    try Task.checkCancellation()
    state.withLock { state in
      state.recorded.append(max(0, deadline - state.current))
      state.current = max(state.current, deadline)
    }
  }
}
