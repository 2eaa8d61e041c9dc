import Foundation
import StoryKit
import StoryKitTestSupport
import StoryKitUI

/// A loopback image server with faults (Python's `http.server`), started by a test and stopped by
/// it. It serves the PNG file given at start; `GET /<fault>/<name>` answers by fault, and
/// `GET /count?path=<path>` answers how many requests `<path>` has had.
///
/// | fault | answer |
/// | --- | --- |
/// | `ok` | the PNG, `Content-Type: image/png`, `ETag: "p1"`, `Cache-Control: max-age=0`; 304 on that ETag |
/// | `fresh` | the PNG with `Cache-Control: max-age=3600` |
/// | `octet` | the PNG as `application/octet-stream` |
/// | `s404`, `s500` | that status |
/// | `html` | an HTML page as `text/html` |
/// | `htmlpng` | an HTML page labelled `image/png` |
/// | `empty` | 200 with no body |
/// | `truncated` | half the PNG, with the whole file's `Content-Length`, then the connection closes |
/// | `reset` | the headers and a few bytes, then a TCP reset |
/// | `drip` | one byte every 0.5 s |
/// | `bomb` | a PNG header claiming 50,000 × 50,000 pixels |
/// | `slow` | the PNG after 0.3 s (many callers at once) |
///
/// The server exits when its standard input closes, and by itself after 900 s.
final class ImageTestServer: Sendable {
  let port: Int
  private let server: PythonScriptServer

  static var isAvailable: Bool { PythonScriptServer.isAvailable }

  init(png: URL) async throws {
    server = try await PythonScriptServer(script: Self.script, arguments: [png.path], name: "image server")
    port = server.port
  }

  func url(_ fault: String, _ name: String = "picture.png") -> URL {
    URL(string: "http://127.0.0.1:\(port)/\(fault)/\(name)") ?? URL(fileURLWithPath: "/")
  }

  /// How many requests `path` (such as `/ok/picture.png`) has had, read over a socket of its own.
  func count(_ path: String) async throws -> Int {
    let loader = URLSessionImageDataLoader(timeout: 5)
    let url = URL(string: "http://127.0.0.1:\(port)/count?path=\(path)") ?? URL(fileURLWithPath: "/")
    guard case .data(let data, _) = try await loader.data(for: url, validators: nil) else { return -1 }
    return Int(String(decoding: data, as: UTF8.self)) ?? -1
  }

  func stop() { server.stop() }

  deinit { stop() }

  private static let script = #"""
    import http.server, os, socket, struct, sys, threading, time, urllib.parse, zlib
    PNG = open(sys.argv[1], "rb").read()
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    BOMB = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 50000, 50000, 8, 6, 0, 0, 0)) + \
        chunk(b"IDAT", zlib.compress(b"\0" * 1000))
    HTML = b"<html><body><h1>502 Bad Gateway</h1></body></html>"
    counts = {}
    lock = threading.Lock()
    class Handler(http.server.BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"
        def log_message(self, *args):
            pass
        def reply(self, code, body=b"", headers=None, length=None):
            self.send_response(code)
            for name, value in (headers or {}).items():
                self.send_header(name, value)
            self.send_header("Content-Length", str(len(body) if length is None else length))
            self.end_headers()
            self.wfile.write(body)
        def do_GET(self):
            url = urllib.parse.urlparse(self.path)
            if url.path == "/count":
                path = urllib.parse.parse_qs(url.query)["path"][0]
                with lock:
                    return self.reply(200, str(counts.get(path, 0)).encode())
            with lock:
                counts[url.path] = counts.get(url.path, 0) + 1
            fault = url.path.strip("/").split("/")[0]
            png = {"Content-Type": "image/png"}
            if fault == "ok":
                if self.headers.get("If-None-Match") == '"p1"':
                    return self.reply(304, b"", {"ETag": '"p1"', "Cache-Control": "max-age=0"})
                return self.reply(200, PNG, dict(png, ETag='"p1"', **{"Cache-Control": "max-age=0"}))
            if fault == "fresh":
                return self.reply(200, PNG, dict(png, **{"Cache-Control": "max-age=3600"}))
            if fault == "octet":
                return self.reply(200, PNG, {"Content-Type": "application/octet-stream"})
            if fault == "slow":
                time.sleep(0.3)
                return self.reply(200, PNG, png)
            if fault.startswith("s") and fault[1:].isdigit():
                return self.reply(int(fault[1:]), b"nope", {"Content-Type": "text/plain"})
            if fault == "html":
                return self.reply(200, HTML, {"Content-Type": "text/html"})
            if fault == "htmlpng":
                return self.reply(200, HTML, png)
            if fault == "empty":
                return self.reply(200, b"", png)
            if fault == "bomb":
                return self.reply(200, BOMB, png)
            if fault == "truncated":
                self.close_connection = True
                return self.reply(200, PNG[: len(PNG) // 2], png, length=len(PNG))
            if fault == "reset":
                self.send_response(200)
                self.send_header("Content-Length", str(len(PNG)))
                self.end_headers()
                self.wfile.write(PNG[:20])
                self.wfile.flush()
                self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
                self.close_connection = True
                return
            if fault == "drip":
                self.send_response(200)
                self.send_header("Content-Length", str(len(PNG)))
                self.end_headers()
                try:
                    for byte in PNG:
                        self.wfile.write(bytes([byte]))
                        self.wfile.flush()
                        time.sleep(0.5)
                except OSError:
                    pass
                self.close_connection = True
                return
            return self.reply(404, b"unknown")
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    print(server.server_address[1], flush=True)
    server.serve_forever()
    """#
}
