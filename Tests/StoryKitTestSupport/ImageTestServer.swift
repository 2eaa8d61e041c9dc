import Foundation

/// A loopback image server with faults (Python's `http.server`), started by a test and stopped by
/// it. It serves a PNG file (the same picture under every name) or the files of a folder (the
/// file of that name; 404 when there is none); `GET /<fault>/<name>` answers by fault, and
/// `GET /count?path=<path>` answers how many requests `<path>` (such as `/ok/picture.png`) has had.
///
/// | fault | answer |
/// | --- | --- |
/// | `len` | the picture, `Content-Type: image/png`, with its `Content-Length` and nothing more |
/// | `nolen` | the picture without a `Content-Length`: the body ends when the connection closes |
/// | `ok` | the picture, `ETag: "p1"`, `Cache-Control: max-age=0`; 304 on that ETag |
/// | `fresh` | the picture with `Cache-Control: max-age=3600` |
/// | `octet` | the picture as `application/octet-stream` |
/// | `s404`, `s500` | that status |
/// | `html` | an HTML page as `text/html` |
/// | `htmlpng` | an HTML page labelled `image/png` |
/// | `empty` | 200 with no body |
/// | `truncated` | half the picture, with the whole file's `Content-Length`, then the connection closes |
/// | `reset` | the headers and a few bytes, then a TCP reset |
/// | `drip` | one byte every 0.5 s |
/// | `bomb` | a PNG header claiming 50,000 × 50,000 pixels |
/// | `slow` | the picture after 0.3 s (many callers at once) |
///
/// The server exits when its standard input closes, and by itself after 900 s.
package final class ImageTestServer: Sendable {
  package let port: Int
  private let server: PythonScriptServer

  package static var isAvailable: Bool { PythonScriptServer.isAvailable }

  /// Starts a server of `path`: a PNG file, or a folder of files.
  package init(serving path: URL) async throws {
    server = try await PythonScriptServer(
      script: PythonScriptServer.countingHandler + Self.script, arguments: [path.path], name: "image server")
    port = server.port
  }

  /// `http://127.0.0.1:<port>/<fault>/<name>`.
  package func url(_ fault: String, _ name: String = "picture.png") -> URL {
    URL(string: "http://127.0.0.1:\(port)/\(fault)/\(name)") ?? URL(fileURLWithPath: "/")
  }

  /// How many requests `path` (such as `/ok/picture.png`) has had.
  package func count(_ path: String) async throws -> Int { try await server.count(path) }

  package func stop() { server.stop() }

  deinit { stop() }

  private static let script = #"""
    import http.server, os, socket, struct, sys, time, zlib
    ROOT = os.path.realpath(sys.argv[1])
    PNG = None if os.path.isdir(ROOT) else open(ROOT, "rb").read()
    def picture(name):
        if PNG is not None:
            return PNG
        file = os.path.realpath(os.path.join(ROOT, name))
        if not file.startswith(ROOT + os.sep) or not os.path.isfile(file):
            return None
        with open(file, "rb") as opened:
            return opened.read()
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    BOMB = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 50000, 50000, 8, 6, 0, 0, 0)) + \
        chunk(b"IDAT", zlib.compress(b"\0" * 1000))
    HTML = b"<html><body><h1>502 Bad Gateway</h1></body></html>"
    class Handler(CountingHandler):
        protocol_version = "HTTP/1.1"
        def answer(self, url, count):
            fault, _, name = url.path.strip("/").partition("/")
            png = {"Content-Type": "image/png"}
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
            body = picture(name)
            if body is None:
                return self.reply(404, b"no such picture")
            if fault == "len":
                return self.reply(200, body, png)
            if fault == "nolen":
                self.send_response(200)
                self.send_header("Content-Type", "image/png")
                self.send_header("Connection", "close")
                self.close_connection = True
                self.end_headers()
                self.wfile.write(body)
                return
            if fault == "ok":
                if self.headers.get("If-None-Match") == '"p1"':
                    return self.reply(304, b"", {"ETag": '"p1"', "Cache-Control": "max-age=0"})
                return self.reply(200, body, dict(png, ETag='"p1"', **{"Cache-Control": "max-age=0"}))
            if fault == "fresh":
                return self.reply(200, body, dict(png, **{"Cache-Control": "max-age=3600"}))
            if fault == "octet":
                return self.reply(200, body, {"Content-Type": "application/octet-stream"})
            if fault == "slow":
                time.sleep(0.3)
                return self.reply(200, body, png)
            if fault == "truncated":
                self.close_connection = True
                return self.reply(200, body[: len(body) // 2], png, length=len(body))
            if fault == "reset":
                self.send_response(200)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body[:20])
                self.wfile.flush()
                self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
                self.close_connection = True
                return
            if fault == "drip":
                self.send_response(200)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                try:
                    for byte in body:
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
