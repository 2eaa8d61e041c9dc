import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The durability test's analytics receiver: Python's `http.server` on 127.0.0.1 that counts the
/// event IDs of the batches it accepts.
///
/// `POST /events` answers 500 for a seeded random share of batches (forcing retries) and 200 for
/// the rest, counting each accepted event's ID before it answers: a new ID is unique, a seen one a
/// duplicate, an ID that is not `00000000-0000-4000-8000-<hex index below count>` unexpected.
/// `GET /stats` answers `{"unique", "duplicates", "unexpected", "accepted", "refused"}`.
/// The server exits when its standard input closes (``stop()``, or the test process dying) and by
/// itself after 900 s, so a failing test cannot leave it running.
final class AnalyticsSoakReceiver {
  struct Stats: Decodable, CustomStringConvertible {
    var unique: Int
    var duplicates: Int
    var unexpected: Int
    /// Batches answered 200 and 500.
    var accepted: Int
    var refused: Int

    var description: String {
      "unique \(unique), duplicates \(duplicates), unexpected \(unexpected), batches accepted \(accepted), "
        + "refused \(refused)"
    }
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  let port: Int
  private let server: PythonScriptServer

  /// Starts the receiver for IDs below `count`, refusing about `failureRate` of the batches.
  init(count: Int, failureRate: Double, seed: Int) async throws {
    server = try await PythonScriptServer(
      script: Self.script, arguments: [String(count), String(failureRate), String(seed)],
      name: "soak receiver")
    port = server.port
  }

  var endpoint: URL {
    URL(string: "http://127.0.0.1:\(port)/events") ?? URL(fileURLWithPath: "/")
  }

  func stats() async throws -> Stats {
    guard let url = URL(string: "http://127.0.0.1:\(port)/stats") else {
      throw Failure(description: "bad stats URL")
    }
    let (data, _) = try await URLSession(configuration: .ephemeral).data(from: url)
    return try JSONDecoder().decode(Stats.self, from: data)
  }

  /// Stops the receiver without waiting for it to exit; safe to call twice.
  func stop() {
    server.stop()
  }

  deinit { stop() }

  private static let script = #"""
    import http.server, json, os, random, sys, threading
    count, failure_rate, rng = int(sys.argv[1]), float(sys.argv[2]), random.Random(int(sys.argv[3]))
    prefix = "00000000-0000-4000-8000-"
    lock = threading.Lock()
    seen = set()
    stats = {"unique": 0, "duplicates": 0, "unexpected": 0, "accepted": 0, "refused": 0}
    def expected(event_id):
        if not event_id.upper().startswith(prefix) or len(event_id) != 36:
            return False
        try:
            return int(event_id[24:], 16) < count
        except ValueError:
            return False
    class Handler(http.server.BaseHTTPRequestHandler):
        def log_message(self, *args):
            pass
        def reply(self, code, body):
            self.send_response(code)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
        def do_GET(self):
            with lock:
                body = json.dumps(stats).encode()
            self.reply(200, body)
        def do_POST(self):
            body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
            with lock:
                if rng.random() < failure_rate:
                    stats["refused"] += 1
                    code = 500
                else:
                    stats["accepted"] += 1
                    for event in json.loads(body)["events"]:
                        event_id = event["id"].upper()
                        if not expected(event_id):
                            stats["unexpected"] += 1
                        elif event_id in seen:
                            stats["duplicates"] += 1
                        else:
                            seen.add(event_id)
                            stats["unique"] += 1
                    code = 200
            self.reply(code, b"{}")
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    print(server.server_address[1], flush=True)
    server.serve_forever()
    """#
}
