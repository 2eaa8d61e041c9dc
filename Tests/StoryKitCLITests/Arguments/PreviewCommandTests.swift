import Foundation
import StoryKit
import StoryKitCommandLine
import StoryKitTestSupport
import Testing

@testable import storykit

/// `storykit preview`: its command line, its action lines, its diagnostics strip, and the built
/// binary without a display. The window itself is driven under Xvfb by the end-to-end suite.
@MainActor
@Suite struct PreviewCommandTests {
  func reason(_ arguments: [String]) -> UsageError.Reason? {
    do throws(UsageError) {
      _ = try PreviewCommand.parse(arguments)
      return nil
    } catch {
      return error.reason
    }
  }

  @Test func defaults() throws {
    guard case .preview(let options) = try Command.parse(["preview", "feed.json"]) else {
      Issue.record("not preview")
      return
    }
    #expect(options == PreviewCommand.Options(source: .file("feed.json")))
    #expect(options.width == 420 && options.height == 760 && !options.watch && options.theme == nil)
  }

  @Test func everyOption() throws {
    let options = try PreviewCommand.parse([
      "feed.json", "--theme", "dark", "--direction=rtl", "--width", "390", "--height", "844", "--watch",
    ])
    #expect(options.theme == .dark && options.direction == .rightToLeft)
    #expect(options.width == 390 && options.height == 844 && options.watch)
  }

  @Test func usageErrors() {
    #expect(reason([]) == .missingOperand("a feed file or endpoint"))
    #expect(reason(["a.json", "b.json"]) == .unexpectedOperand("b.json"))
    #expect(reason(["a.json", "--theme", "sepia"]) != nil)
    #expect(reason(["a.json", "--width", "0"]) != nil)
    #expect(reason(["a.json", "--width", "wide"]) != nil)
    #expect(reason(["a.json", "--watch=yes"]) == .unexpectedValue(flag: "--watch"))
    #expect(reason(["a.json", "--token", "T"]) != nil, "a file names its own token")
    #expect(reason(["https://cdn.example.com/feeds"]) != nil, "an endpoint needs --token")
  }

  @Test func anEndpointWithItsToken() throws {
    let options = try PreviewCommand.parse([
      "https://cdn.example.com/feeds", "--token", "home-top", "--watch",
    ])
    let endpoint = try #require(URL(string: "https://cdn.example.com/feeds"))
    #expect(options.source == .endpoint(endpoint, token: "home-top"))
    #expect(options.source.title == "https://cdn.example.com/feeds/home-top.json")
    #expect(options.watch)
  }

  @Test func theProviderIsTheOneAnAppWouldMake() throws {
    let file = PreviewCommand.makeProvider(
      PreviewCommand.Options(source: .file(Fixtures.url("Examples/feeds/demo.json").path)))
    #expect((try? file.get())?.config.token == "demo-home", "the token read from the file")
    #expect((try? file.get())?.config.feedEndpoint?.isFileURL == true)
    let remote = try #require(URL(string: "http://feeds.example.com"))
    let insecure = PreviewCommand.makeProvider(PreviewCommand.Options(source: .endpoint(remote, token: "t")))
    #expect((try? insecure.get()) == nil, "plain http to another machine is refused")
    let missing = PreviewCommand.makeProvider(PreviewCommand.Options(source: .file("/nonexistent/feed.json")))
    #expect((try? missing.get()) == nil)
  }

  @Test func actionLinesCarryTheURLAndCompactJSON() throws {
    let url = try #require(URL(string: "maison://collections/spring"))
    let action = ContentAction(
      url: url, payload: ["campaign": "spring-26", "count": 3, "share": 0.5, "tags": ["a", nil, true]])
    #expect(
      PreviewActionLine.format(action)
        == #"action url=maison://collections/spring payload={"campaign":"spring-26","count":3,"share":0.5,"tags":["a",null,true]}"#
    )
    #expect(PreviewActionLine.json("line\n\"quoted\"\u{1}") == #""line\n\"quoted\"\u0001""#)
    #expect(PreviewActionLine.format(ContentAction(url: url)).hasSuffix("payload={}"))
  }

  @Test func theStripCountsAndSaysWhenTheFeedIsStale() {
    let diagnostics = (0..<6).map { index in
      Diagnostic(index == 0 ? .error : .warning, .invalidValue, at: .root, "problem \(index)")
    }
    let content = PreviewDiagnosticStrip.content(for: diagnostics, fileName: "demo.json", isStale: true)
    #expect(content?.headline == "demo.json: 1 error, 5 warnings; showing the last good feed")
    #expect(content?.lines.count == PreviewDiagnosticStrip.maximumLines + 1)
    #expect(content?.lines.last == "… and 2 more")
    #expect(PreviewDiagnosticStrip.content(for: [], fileName: "demo.json", isStale: false) == nil)
  }

  @Test func withoutADisplayItExitsOneAndSaysToUseXvfbRun() async throws {
    let storykit = try ValidateCommandTests.executable()
    let run = try await ProcessRunner.run(
      URL(fileURLWithPath: "/usr/bin/env"),
      ["-u", "DISPLAY", "-u", "WAYLAND_DISPLAY", storykit.path, "preview", "Examples/feeds/demo.json"],
      in: Fixtures.root)
    #expect(run.status == 1, "\(run.output)")
    #expect(run.output.contains("no display") && run.output.contains("xvfb-run"), "\(run.output)")
  }
}
