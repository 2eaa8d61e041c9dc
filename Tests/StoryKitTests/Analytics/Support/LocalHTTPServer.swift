import Foundation

/// A tiny HTTP server on 127.0.0.1 (Python's `http.server`), started by a test and stopped by it.
///
/// `POST /status/<code>[?retry=<Retry-After>]` answers `<code>` with the body `nope`.
/// `POST /inspect` answers 400 with what it received, so the refusal's reason shows it:
/// `events=<count> ids=<id,…> type=<Content-Type> sentAt=<python type> key=<X-Api-Key>`.
/// The server exits when its standard input closes (``stop()``, or the test process dying) and
/// by itself after 900 s, so a test that fails or crashes cannot leave it running.
final class LocalHTTPServer {
  let port: Int
  private let server: PythonScriptServer

  /// Whether `python3` can be found, for tests that need the server.
  static var isAvailable: Bool { PythonScriptServer.isAvailable }

  init() async throws {
    server = try await PythonScriptServer(
      script: Self.script, arguments: [], name: "test server", lifetime: 900)
    port = server.port
  }

  func url(_ path: String) -> URL {
    URL(string: "http://127.0.0.1:\(port)\(path)") ?? URL(fileURLWithPath: "/")
  }

  /// Stops the server without waiting for it to exit; safe to call twice.
  func stop() {
    server.stop()
  }

  deinit { stop() }

  private static let script = #"""
    import http.server, json, os, sys, threading, urllib.parse
    class Handler(http.server.BaseHTTPRequestHandler):
        def log_message(self, *args):
            pass
        def do_POST(self):
            body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
            url = urllib.parse.urlparse(self.path)
            parts = url.path.strip("/").split("/")
            headers = {}
            if parts[0] == "status":
                code, reply = int(parts[1]), b"nope"
                retry = urllib.parse.parse_qs(url.query).get("retry")
                if retry:
                    headers["Retry-After"] = retry[0]
            else:
                doc = json.loads(body)
                code = 400
                reply = "events=%d ids=%s type=%s sentAt=%s key=%s" % (
                    len(doc["events"]), ",".join(e["id"] for e in doc["events"]),
                    self.headers.get("Content-Type"), type(doc["sentAt"]).__name__,
                    self.headers.get("X-Api-Key"))
                reply = reply.encode()
            self.send_response(code)
            for name, value in headers.items():
                self.send_header(name, value)
            self.send_header("Content-Length", str(len(reply)))
            self.end_headers()
            self.wfile.write(reply)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    print(server.server_address[1], flush=True)
    server.serve_forever()
    """#
}
