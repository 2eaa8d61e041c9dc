import Foundation
import StoryKitGStreamer
import StoryKitTestSupport
import StoryKitUI
import Testing

/// The player over loopback HTTP: a video plays, a missing one is a 404, a server that stops
/// sending mid-file is a stall.
@MainActor
@Suite(
  "GStreamerVideoPlayer over HTTP", .serialized,
  .enabled(
    if: TestRequirements.runs(ifAvailable: PythonScriptServer.isAvailable),
    "needs python3 for the test server"))
struct GStreamerVideoPlayerHTTPTests {
  /// Serves the test videos; `/stall/<name>` sends the headers and 4 KB, then nothing.
  static let script = """
    import functools, http.server, sys, time
    class Handler(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args):
            pass
        def do_GET(self):
            if self.path.startswith("/stall/"):
                with open(sys.argv[1] + "/" + self.path[len("/stall/"):], "rb") as f:
                    body = f.read()
                self.send_response(200)
                self.send_header("Content-Type", "video/webm")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body[:4096])
                self.wfile.flush()
                time.sleep(60)
                return
            super().do_GET()
    server = http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), functools.partial(Handler, directory=sys.argv[1]))
    server.daemon_threads = True
    print(server.server_address[1], flush=True)
    server.serve_forever()
    """

  private func server() async throws -> PythonScriptServer {
    let directory = try await TestMedia.url("clip-1s.webm").deletingLastPathComponent()
    return try await PythonScriptServer(
      script: Self.script, arguments: [directory.path], name: "video test server")
  }

  @Test("a video over http plays to its end")
  func playsOverHTTP() async throws {
    let server = try await server()
    defer { server.stop() }
    let player = GStreamerVideoPlayer()
    player.load(try #require(URL(string: "http://127.0.0.1:\(server.port)/clip-1s.webm")))
    player.play()
    #expect(await wait(for: player) { $0.state == .ended || $0.state.isFailed })
    #expect(player.state == .ended)
    #expect(player.currentFrame != nil)
  }

  @Test("a missing video over http fails with httpStatus(404)")
  func notFound() async throws {
    let server = try await server()
    defer { server.stop() }
    let player = GStreamerVideoPlayer()
    let url = try #require(URL(string: "http://127.0.0.1:\(server.port)/missing.webm"))
    player.load(url)
    #expect(await wait(for: player) { $0.state.isFailed })
    #expect(player.state == .failed(.httpStatus(404, url)))
  }

  @Test("a server that stops sending fails with stalled after the timeout")
  func stall() async throws {
    let server = try await server()
    defer { server.stop() }
    let player = GStreamerVideoPlayer(stallTimeout: 2)
    player.load(try #require(URL(string: "http://127.0.0.1:\(server.port)/stall/clip-3s.webm")))
    player.play()
    #expect(await wait(for: player) { $0.state.isFailed })
    #expect(player.state == .failed(.stalled(timeout: 2)))
  }
}
