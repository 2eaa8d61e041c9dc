import Foundation
import StoryKitTestSupport
import StoryKitUI

/// A loopback server (Python's `http.server`) that serves the files of a folder and counts what
/// it was asked: `GET /len/<path>` answers the file with its `Content-Length`, `GET /nolen/<path>`
/// without one (the body ends when the connection closes), and `GET /count?path=<path>` how many
/// requests `<path>` (such as `/len/a.png`) has had. It exits when its standard input closes.
final class CountingPictureServer: Sendable {
  let port: Int
  private let server: PythonScriptServer

  static var isAvailable: Bool { PythonScriptServer.isAvailable }

  init(folder: URL) async throws {
    server = try await PythonScriptServer(
      script: Self.script, arguments: [folder.path], name: "counting picture server")
    port = server.port
  }

  /// `http://127.0.0.1:<port>/<mode>/<path>`.
  func url(_ mode: String, _ path: String) -> URL {
    URL(string: "http://127.0.0.1:\(port)/\(mode)/\(path)") ?? URL(fileURLWithPath: "/")
  }

  /// How many requests `path` (such as `/len/a.png`) has had, read over a socket of its own.
  func count(_ path: String) async throws -> Int {
    let loader = URLSessionImageDataLoader(timeout: 5)
    let url = URL(string: "http://127.0.0.1:\(port)/count?path=\(path)") ?? URL(fileURLWithPath: "/")
    guard case .data(let data, _) = try await loader.data(for: url, validators: nil) else { return -1 }
    return Int(String(decoding: data, as: UTF8.self)) ?? -1
  }

  func stop() { server.stop() }

  deinit { stop() }

  private static let script = #"""
    import http.server, os, sys, threading, urllib.parse
    ROOT = os.path.realpath(sys.argv[1])
    counts = {}
    lock = threading.Lock()
    class Handler(http.server.BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"
        def log_message(self, *args):
            pass
        def do_GET(self):
            url = urllib.parse.urlparse(self.path)
            if url.path == "/count":
                path = urllib.parse.parse_qs(url.query)["path"][0]
                with lock:
                    body = str(counts.get(path, 0)).encode()
                self.send_response(200)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)
                return
            with lock:
                counts[url.path] = counts.get(url.path, 0) + 1
            parts = url.path.split("/", 2)
            file = os.path.realpath(os.path.join(ROOT, parts[2] if len(parts) > 2 else ""))
            if len(parts) < 3 or not file.startswith(ROOT) or not os.path.isfile(file):
                self.send_response(404)
                self.send_header("Content-Length", "0")
                self.end_headers()
                return
            body = open(file, "rb").read()
            self.send_response(200)
            self.send_header("Content-Type", "image/png")
            if parts[1] == "nolen":
                self.send_header("Connection", "close")
                self.close_connection = True
            else:
                self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    print(server.server_address[1], flush=True)
    server.serve_forever()
    """#
}
