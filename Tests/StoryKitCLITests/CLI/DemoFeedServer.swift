import Foundation
import StoryKitTestSupport

/// A loopback server (Python's `http.server`) answering `GET /feeds/demo-home.json` with
/// `Examples/feeds/demo.json`; it exits when its standard input closes (``stop()``, `deinit`, or
/// the test process dying) and by itself after 900 s.
final class DemoFeedServer: @unchecked Sendable {
  let port: Int
  private let server: PythonScriptServer

  static var isAvailable: Bool { PythonScriptServer.isAvailable }

  init() async throws {
    server = try await PythonScriptServer(
      script: Self.script, arguments: [Fixtures.url("Examples/feeds/demo.json").path],
      name: "demo feed server", lifetime: 900)
    port = server.port
  }

  /// `http://127.0.0.1:<port>/feeds`.
  var endpoint: String { "http://127.0.0.1:\(port)/feeds" }

  /// Stops the server without waiting; safe to call twice.
  func stop() {
    server.stop()
  }

  /// Stops the server and waits until its port no longer answers.
  func stopAndWait() async {
    await server.stopAndWait()
  }

  deinit { stop() }

  private static let script = #"""
    import http.server, os, sys, threading
    with open(sys.argv[1], "rb") as f:
        FEED = f.read()
    class Handler(http.server.BaseHTTPRequestHandler):
        def log_message(self, *args):
            pass
        def do_GET(self):
            if self.path == "/feeds/demo-home.json":
                if self.headers.get("If-None-Match") == '"demo"':
                    self.send_response(304)
                    self.end_headers()
                    return
                code, body, headers = 200, FEED, {"ETag": '"demo"', "Content-Type": "application/json"}
            else:
                code, body, headers = 404, b"not found", {}
            self.send_response(code)
            for name, value in headers.items():
                self.send_header(name, value)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    print(server.server_address[1], flush=True)
    server.serve_forever()
    """#
}
