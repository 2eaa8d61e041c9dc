import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension PythonScriptServer {
  /// Python a counting server's script starts with: `CountingHandler`, an `http.server` request
  /// handler that counts every GET by path and answers `GET /count?path=<path>` with how many
  /// requests `<path>` has had. A subclass answers the rest in `answer(self, url, count)` (`url`
  /// parsed, `count` this request's number for its path) with `self.reply(code, body, headers,
  /// length)`: `length` is the `Content-Length` to claim, the body's by default, and `"none"`
  /// sends none.
  package static let countingHandler = #"""
    import http.server, threading, urllib.parse
    class CountingHandler(http.server.BaseHTTPRequestHandler):
        counts = {}
        lock = threading.Lock()
        def log_message(self, *args):
            pass
        def reply(self, code, body=b"", headers=None, length=None):
            self.send_response(code)
            for name, value in (headers or {}).items():
                self.send_header(name, value)
            if length != "none":
                self.send_header("Content-Length", str(len(body) if length is None else length))
            self.end_headers()
            self.wfile.write(body)
        def do_GET(self):
            url = urllib.parse.urlparse(self.path)
            if url.path == "/count":
                path = urllib.parse.parse_qs(url.query)["path"][0]
                with CountingHandler.lock:
                    return self.reply(200, str(CountingHandler.counts.get(path, 0)).encode())
            with CountingHandler.lock:
                count = CountingHandler.counts.get(url.path, 0) + 1
                CountingHandler.counts[url.path] = count
            return self.answer(url, count)

    """#

  /// How many requests `path` has had, asked of a server whose script uses ``countingHandler``, in
  /// a session of its own (a reused one can time a request out at once); -1 when the answer is
  /// not a number.
  package func count(_ path: String, timeout: Double = 30) async throws -> Int {
    let url = URL(string: "http://127.0.0.1:\(port)/count?path=\(path)") ?? URL(fileURLWithPath: "/")
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = timeout
    let session = URLSession(configuration: configuration)
    defer { session.finishTasksAndInvalidate() }
    let (data, _) = try await session.data(from: url)
    return Int(String(decoding: data, as: UTF8.self)) ?? -1
  }
}
