import Foundation
import StoryKitTestSupport

@testable import StoryKit

/// A stand-in for Segment's collector: Python's `http.server` on 127.0.0.1 that records every
/// request (method, path, headers, body) as a file, before it answers, so a test reads exactly
/// what the uploader sent once `upload` has returned.
///
/// It answers by the request's path, so an uploader's endpoint chooses the answer:
/// - `…/v1/batch`: 200 with `{"success": true}`, as Segment does;
/// - `/status/<code>[/retry/<Retry-After>]/…`: `<code>` with a JSON error body;
/// - `/hang/…`: no answer for 60 s (a collector that never answers);
/// - a body containing `refuse-this-request`: 400; one containing `fail-this-request`: 503 with
///   `Retry-After: 4` (so one request of a split batch can fail).
///
/// The server exits when its standard input closes (``stop()``, or the test process dying) and by
/// itself after 900 s, so a failing test cannot leave it running.
final class SegmentReceiver {
  /// One request as the receiver saw it.
  struct Request {
    var method: String
    var path: String
    /// Header names in lower case.
    var headers: [String: String]
    var body: Data

    /// The body, parsed by StoryKit's strict parser (so booleans stay booleans).
    var json: JSONValue? { try? JSONValue(parsing: body) }
    /// The `batch` array's messages.
    var messages: [JSONValue] { json?["batch"]?.arrayValue ?? [] }
  }

  let port: Int
  private let folder = ScratchDirectory("segment-receiver")
  private let server: PythonScriptServer

  /// Whether `python3` can be found, for tests that need the receiver.
  static var isAvailable: Bool { PythonScriptServer.isAvailable }

  init() async throws {
    server = try await PythonScriptServer(
      script: Self.script, arguments: [folder.url.path], name: "Segment receiver")
    port = server.port
  }

  /// `http://127.0.0.1:<port><path>`: an uploader's endpoint.
  func url(_ path: String = "") -> URL {
    URL(string: "http://127.0.0.1:\(port)\(path)") ?? URL(fileURLWithPath: "/")
  }

  /// Every request received so far, in order.
  var requests: [Request] {
    folder.names.filter { $0.hasSuffix(".json") }.compactMap { name in
      guard let data = try? Data(contentsOf: folder.file(name)), let record = try? JSONValue(parsing: data),
        let body = record["body"]?.stringValue.flatMap({ Data(base64Encoded: $0) })
      else { return nil }
      var headers: [String: String] = [:]
      for pair in record["headers"]?.arrayValue ?? [] {
        guard let name = pair.arrayValue?.first?.stringValue, let value = pair.arrayValue?.last?.stringValue
        else { continue }
        headers[name.lowercased()] = value
      }
      return Request(
        method: record["method"]?.stringValue ?? "", path: record["path"]?.stringValue ?? "",
        headers: headers, body: body)
    }
  }

  /// Stops the receiver without waiting for it to exit; safe to call twice.
  func stop() {
    server.stop()
  }

  deinit { stop() }

  private static let script = #"""
    import base64, http.server, json, os, sys, threading, time
    folder = sys.argv[1]
    lock = threading.Lock()
    count = [0]
    class Handler(http.server.BaseHTTPRequestHandler):
        def log_message(self, *args):
            pass
        def answer(self):
            body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
            with lock:
                count[0] += 1
                number = count[0]
            record = {"method": self.command, "path": self.path, "headers": list(self.headers.items()),
                      "body": base64.b64encode(body).decode()}
            temporary = os.path.join(folder, "%05d.tmp" % number)
            with open(temporary, "w") as file:
                json.dump(record, file)
            os.replace(temporary, os.path.join(folder, "%05d.json" % number))
            parts = self.path.strip("/").split("/")
            code, headers, reply = 200, {}, b'{"success": true}'
            if parts[0] == "hang":
                time.sleep(60)
            elif b"refuse-this-request" in body:
                code, reply = 400, b'{"error": "refused by its content"}'
            elif b"fail-this-request" in body:
                code, headers, reply = 503, {"Retry-After": "4"}, b'{"error": "failed by its content"}'
            elif parts[0] == "status":
                code, reply = int(parts[1]), b'{"error": "refused by the test"}'
                if parts[2] == "retry":
                    headers["Retry-After"] = parts[3]
            self.send_response(code)
            for name, value in headers.items():
                self.send_header(name, value)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(reply)))
            self.end_headers()
            self.wfile.write(reply)
        do_POST = answer
        do_GET = answer
        do_PUT = answer
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    print(server.server_address[1], flush=True)
    server.serve_forever()
    """#
}
