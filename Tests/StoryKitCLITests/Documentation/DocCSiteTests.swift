import Foundation
import StoryKitTestSupport
import Testing

/// The DocC site of `make docs` (scripts/docs), served on loopback and opened in headless Chromium:
/// DocC's pages render in the browser with JavaScript, so only a browser shows whether a page
/// comes up with its title.
@Suite struct DocCSiteTests {
  /// Headless Chromium (Debian's `chromium`, installed by scripts/bootstrap).
  static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  /// What serves the site: Python's static file server on a free loopback port, which it prints.
  /// It also serves `/probe.html`: a page that opens the pages named in its second argument (a
  /// JSON list of paths) in frames, and lists the title heading each one renders (DocC's
  /// `<h1 class="title">`) as JSON in `<pre id="titles">`. One browser then opens every page:
  /// a browser each cost a CPU second and a half to start.
  static let serverScript = #"""
    import functools, http.server, json, sys
    PROBE = """<!doctype html><html><body><pre id="titles">%%7B%%7D</pre><script>
    const found = {};
    for (const path of %s) {
      const frame = document.createElement("iframe");
      frame.src = path;
      frame.style.width = "1024px";
      frame.style.height = "768px";
      const look = () => {
        const heading = frame.contentDocument && frame.contentDocument.querySelector("h1.title");
        if (!heading) return setTimeout(look, 100);
        found[path] = heading.textContent.trim();
        document.getElementById("titles").textContent = encodeURIComponent(JSON.stringify(found));
      };
      frame.addEventListener("load", look);
      document.body.appendChild(frame);
    }
    </script></body></html>""" % json.dumps(json.loads(sys.argv[2]))
    class Handler(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args):
            pass
        def do_GET(self):
            if self.path != "/probe.html":
                return super().do_GET()
            body = PROBE.encode()
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
    handler = functools.partial(Handler, directory=sys.argv[1])
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    print(server.server_address[1], flush=True)
    server.serve_forever()
    """#

  /// The modules the test opens.
  static let modules = ["StoryKitUI", "StoryKitPlacement"]

  /// `.build/docs` when `make docs` wrote it after every input of those modules last changed (the
  /// built modules, their catalogs, docs/, the script); else a site built now, from the modules
  /// this test target was built with, into a temporary folder.
  static func site() async throws -> URL {
    let existing = Fixtures.url(".build/docs")
    let inputs =
      (["StoryKit"] + modules).flatMap {
        [".build/debug/Modules/\($0).swiftmodule", "Sources/\($0)/\($0).docc/\($0).md"]
      } + ["scripts/docs", "README.md"]
      + ((try? Fixtures.files(in: "docs", withExtension: "md").map { "docs/" + $0.lastPathComponent }) ?? [])
    if let built = modified(existing.appendingPathComponent("index.html")),
      inputs.allSatisfy({ (modified(Fixtures.url($0)) ?? .distantFuture) < built }),
      modules.allSatisfy({
        modified(existing.appendingPathComponent("documentation/\($0.lowercased())")) != nil
      })
    {
      return existing
    }
    let output = FileManager.default.temporaryDirectory.appendingPathComponent(
      "storykit-docs-\(UUID().uuidString)")
    let run = try await ProcessRunner.run(
      Fixtures.url("scripts/docs"), ["--no-build", "--output", output.path] + modules, in: Fixtures.root)
    #expect(run.status == 0, "scripts/docs failed:\n\(run.output)")
    return output
  }

  static func modified(_ url: URL) -> Date? {
    (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
  }

  /// The page's DOM once its scripts have run, from headless Chromium.
  static func renderedDOM(_ url: String, chromium: String) async throws -> String {
    let profile = FileManager.default.temporaryDirectory.appendingPathComponent(
      "chromium-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: profile) }
    let run = try await ProcessRunner.run(
      URL(fileURLWithPath: chromium),
      [
        "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
        "--user-data-dir=\(profile.path)", "--virtual-time-budget=10000", "--dump-dom", url,
      ], in: Fixtures.root)
    #expect(run.status == 0, "chromium failed on \(url):\n\(run.output.suffix(2000))")
    return run.output
  }

  /// The titles the probe page listed, by path: the JSON in its `<pre id="titles">`, percent-encoded
  /// there so that no character of a title comes back as an HTML entity.
  static func titles(in dom: String) -> [String: String]? {
    guard let start = dom.range(of: #"<pre id="titles">"#),
      let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex),
      let text = String(dom[start.upperBound..<end.lowerBound]).removingPercentEncoding
    else { return nil }
    return (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: String]
  }

  @Test(.timeLimit(.minutes(3)))
  func theLandingPageAndASymbolPageRenderTheirTitles() async throws {
    guard let chromium = Self.chromium else {
      #expect(!TestRequirements.isCI, "chromium is missing: run scripts/bootstrap")
      return
    }
    let site = try await Self.site()
    // The two pages, and one that does not exist: the server's 404 page has no title heading, so
    // the check sees a missing page.
    let pages = [
      "/documentation/storykitui/": "StoryKitUI",
      "/documentation/storykitplacement/placementview/": "PlacementView",
      "/documentation/storykitplacement/nosuchview/": nil as String?,
    ]
    let list = try JSONSerialization.data(withJSONObject: Array(pages.keys))
    let server = try await PythonScriptServer(
      script: Self.serverScript, arguments: [site.path, String(decoding: list, as: UTF8.self)],
      name: "DocC site server", lifetime: 180)
    defer { server.stop() }
    let dom = try await Self.renderedDOM("http://127.0.0.1:\(server.port)/probe.html", chromium: chromium)
    let titles = try #require(Self.titles(in: dom), "the probe page listed no titles:\n\(dom.suffix(2000))")
    for (path, expected) in pages {
      #expect(titles[path] == expected, "\(path): the rendered title")
    }
  }
}
