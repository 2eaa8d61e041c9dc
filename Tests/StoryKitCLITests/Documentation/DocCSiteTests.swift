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
  static let serverScript = """
    import functools, http.server, sys
    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=sys.argv[1])
    handler.func.log_message = lambda *args: None
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    print(server.server_address[1], flush=True)
    server.serve_forever()
    """

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

  /// The text of the page's title heading (DocC's `<h1 class="title">`), tags removed.
  static func title(in dom: String) -> String? {
    guard let heading = dom.range(of: #"<h1[^>]*class="title"[^>]*>.*?</h1>"#, options: .regularExpression)
    else { return nil }
    return String(dom[heading]).replacingOccurrences(of: "<[^>]+>", with: "", options: .regularExpression)
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  @Test(.timeLimit(.minutes(3)))
  func theLandingPageAndASymbolPageRenderTheirTitles() async throws {
    guard let chromium = Self.chromium else {
      #expect(!TestRequirements.isCI, "chromium is missing: run scripts/bootstrap")
      return
    }
    let site = try await Self.site()
    let server = try await PythonScriptServer(
      script: Self.serverScript, arguments: [site.path], name: "DocC site server", lifetime: 180)
    defer { server.stop() }
    let base = "http://127.0.0.1:\(server.port)/documentation"
    // The two pages, and one that does not exist: DocC's "not found" page has no title heading,
    // so the check sees a missing page. Three browsers at once: each takes seconds to start.
    let pages = [
      "\(base)/storykitui/": "StoryKitUI",
      "\(base)/storykitplacement/placementview/": "PlacementView",
      "\(base)/storykitplacement/nosuchview/": nil as String?,
    ]
    let titles = try await withThrowingTaskGroup(of: (String, String?).self) { group in
      for url in pages.keys {
        group.addTask { (url, Self.title(in: try await Self.renderedDOM(url, chromium: chromium))) }
      }
      return try await group.reduce(into: [String: String?]()) { $0[$1.0] = $1.1 }
    }
    for (url, expected) in pages {
      #expect(titles[url] == expected, "\(url): the rendered title")
    }
  }
}
