import Foundation
import StoryKit
import StoryKitCairo
import StoryKitTestSupport
import StoryKitUI
import Testing

@testable import storykit

/// `storykit preview` for real: a window on an X server of the test's own, driven with xdotool
/// and looked at with screenshots. Every process is stopped by its PID when a test ends, passed
/// or not.
///
/// The feed is the demo feed with "travel-diaries" (two stories, no layers) second and not seen,
/// so a click, →, and Esc see the whole group.
@Suite(.serialized, .enabled(if: TestRequirements.runs(ifAvailable: XvfbSession.isAvailable)))
struct PreviewEndToEndTests {
  /// A folder with the test feed and the demo's pictures; removed by the caller.
  static func feedFolder(edit: (inout [String: Any]) -> Void = { _ in }) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("preview-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let demo = Fixtures.root.appendingPathComponent("Examples/feeds")
    try FileManager.default.createSymbolicLink(
      at: folder.appendingPathComponent("images"), withDestinationURL: demo.appendingPathComponent("images"))
    let data = try Data(contentsOf: demo.appendingPathComponent("demo.json"))
    guard var feed = try JSONSerialization.jsonObject(with: data) as? [String: Any],
      var groups = feed["storyGroups"] as? [[String: Any]],
      let travel = groups.firstIndex(where: { $0["id"] as? String == "travel-diaries" })
    else { throw XvfbSession.Failure(description: "the demo feed changed shape") }
    var group = groups.remove(at: travel)
    group["seen"] = false
    // Long stories, so that on a loaded machine no story ends while the test looks at it.
    if var stories = group["stories"] as? [[String: Any]] {
      for index in stories.indices {
        stories[index]["duration"] = 120
        stories[index]["seen"] = false  // a group is seen when all its stories are
      }
      group["stories"] = stories
    }
    groups.insert(group, at: 1)
    // The first group's first story carries the action the test opens with Return: long too.
    if var stories = groups[0]["stories"] as? [[String: Any]], !stories.isEmpty {
      stories[0]["duration"] = 120
      groups[0]["stories"] = stories
    }
    feed["storyGroups"] = groups
    edit(&feed)
    try write(feed, to: folder)
    return folder
  }

  static func write(_ feed: [String: Any], to folder: URL) throws {
    let data = try JSONSerialization.data(withJSONObject: feed, options: [.sortedKeys])
    try data.write(to: folder.appendingPathComponent("feed.json"), options: .atomic)
  }

  static func decoded(_ folder: URL) throws -> Feed {
    guard let feed = FeedDecoder().decode(contentsOf: folder.appendingPathComponent("feed.json")).feed else {
      throw XvfbSession.Failure(description: "the test feed does not decode")
    }
    return feed
  }

  /// Renders the bar as `storykit render --widget story-bar` does, at the window's width, scale 1.
  /// The render waits for its pictures as the window does (the preview's 15 s fetch limit, not
  /// the render's default 2 s): in a loaded suite a picture that came after 2 s was drawn missing
  /// in the render and in full in the window. A render that still misses one fails here, by name.
  static func barRender(_ folder: URL) async throws -> PixelBuffer {
    let file = folder.appendingPathComponent("bar.png")
    let run = try await ProcessRunner.run(
      try BuiltProducts.executable(named: "storykit"),
      [
        "render", folder.appendingPathComponent("feed.json").path, "--widget", "story-bar", "--width", "420",
        "--scale", "1", "--image-timeout", "16", "--out", file.path,
      ],
      in: Fixtures.root)
    guard run.status == 0, !run.output.contains("did not arrive") else {
      throw XvfbSession.Failure(description: "the bar's render: \(run.output)")
    }
    return PixelBuffer(try ImageDecoder().decode(contentsOf: file))
  }

  @Test func theBarThePlayerKeysAndTheSeenRing() async throws {
    let folder = try Self.feedFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let session = try await XvfbSession.start()
    defer { session.stop() }
    let preview = try await PreviewWindow.open(folder.appendingPathComponent("feed.json").path, in: session)

    // 1. The bar, as the render draws it.
    let bar = try await Self.barRender(folder)
    PreviewWindow.keep(bar, as: "1-bar-render")
    // The first three cells (the fifth group is live, and its badge pulses). `ready` came with
    // the first frame that shows them complete: pictures arrived and faded in.
    let barArea = Rect(x: 0, y: 0, width: 280, height: Double(bar.height))
    // The tolerance is the snapshot tolerance's fivefold: now and then one icon's edge lands a
    // pixel apart from the render's (0.2 to 0.4 % of this area), cause not yet found.
    let first = try await preview.screenshot("1-bar")
    #expect(first.width == 420 && first.height == 760)
    #expect(
      PreviewWindow.difference(first, bar, in: barArea) <= 0.005, "the window's bar is the rendered bar")
    // `ready` waits for the pictures to be drawn faded in: the window at `ready` is the settled
    // window, with no washed-out icon.
    PreviewWindow.keep(preview.atReady, as: "1-at-ready")
    let settled = try await preview.settledScreenshot("1-settled", in: barArea)
    #expect(
      PreviewWindow.difference(preview.atReady, settled, in: barArea) <= 0.001,
      "the bar at ready is the bar settled")

    // 2. A click on the second group opens the player there, story 1 running.
    let feed = try Self.decoded(folder)
    let cell = try #require(await PreviewWindow.cellFrame(1, of: feed))
    #expect(PreviewWindow.ring(in: first, cell: cell).colourfulness > 60, "not seen: a coloured ring")
    try await session.click(preview.window, x: Int(cell.midX), y: Int(cell.minY + cell.width / 2))
    let progress = Rect(x: 0, y: 0, width: 420, height: 16)
    let below = Rect(x: 0, y: 16, width: 420, height: 744)
    _ = try await preview.screenshot("2-playing", within: 10) {
      PreviewWindow.difference($0, first, in: below) > 0.3
    }
    // Story 1's picture has arrived once nothing but the progress moves (the spinner is gone).
    let playing = try await preview.settledScreenshot("2-playing", in: below)
    let framesBeforePlaying = preview.frames()
    try await Task.sleep(for: .seconds(1))
    let later = try await preview.screenshot("2-later")
    // 4. Frame pacing while the progress runs: painted frames keep coming (a playing story
    // animates), and the share a 60 Hz display would have dropped is reported, not asserted
    // (DESIGN.md §5: no timing assertions; `storykit-bench host` measures it on a quiet machine).
    let playingFrames = preview.frames().dropFirst(framesBeforePlaying.count).map(\.milliseconds)
    #expect(playingFrames.count >= 5, "frames are painted while a story plays: \(playingFrames.count) in 1 s")
    print("preview e2e: \(PreviewWindow.droppedReport(playingFrames))")
    #expect(PreviewWindow.difference(playing, first, in: below) > 0.3, "the player covers the bar")
    #expect(PreviewWindow.difference(playing, later, in: progress, threshold: 8) > 0, "the progress runs")
    #expect(PreviewWindow.difference(playing, later, in: below) <= 0.005, "nothing else moves on this story")

    // 3. → shows story 2; a hold freezes it; Esc returns to the bar, the group now seen.
    try await session.key(preview.window, "Right")
    _ = try await preview.screenshot("3-second", within: 10) {
      PreviewWindow.difference($0, later, in: below) > 0.05
    }
    // Story 2's picture has arrived once nothing but the progress moves (the spinner is gone).
    let second = try await preview.settledScreenshot("3-second", in: below)
    #expect(PreviewWindow.difference(second, later, in: below) > 0.05, "another picture")
    try await session.run(
      "xdotool", ["mousemove", "--window", preview.window, "210", "400", "mousedown", "1"])
    // Held once the chrome is gone (the header's row no longer shows the title and buttons).
    let header = Rect(x: 0, y: 16, width: 420, height: 52)
    _ = try await preview.screenshot("3-held", within: 10) {
      PreviewWindow.difference($0, second, in: header) > 0.05
    }
    // The chrome fades out: the held frame is the one after the fade has settled, or a slow
    // machine's screenshot lands mid-fade and the fade's end looks like movement.
    let held = try await preview.settledScreenshot("3-held")
    try await Task.sleep(for: .seconds(1))
    let stillHeld = try await preview.screenshot("3-still-held")
    try await session.run("xdotool", ["mouseup", "1"])
    #expect(PreviewWindow.difference(held, stillHeld, threshold: 4) == 0, "held: nothing moves")
    try await session.key(preview.window, "Escape")
    let stage = Rect(x: 0, y: 200, width: 420, height: 400)
    let back = try await preview.screenshot("3-back", within: 10) {
      PreviewWindow.difference($0, first, in: stage) <= 0.01
        && PreviewWindow.ring(in: $0, cell: cell).colourfulness < 25
    }
    #expect(PreviewWindow.difference(back, first, in: stage) <= 0.01, "the bar again")
    #expect(PreviewWindow.ring(in: back, cell: cell).colourfulness < 25, "seen: a grey ring")

    // 5. Idle: nothing animates, so no frame is drawn and the process sleeps.
    try await Task.sleep(for: .seconds(1))
    let framesBefore = preview.frames().count
    let ticksBefore = preview.cpuTicks()
    try await Task.sleep(for: .seconds(3))
    #expect(preview.frames().count == framesBefore, "an idle window draws no frames")
    if let ticksBefore, let ticksAfter = preview.cpuTicks() {
      // 2 % of a core over 3 s is 6 ticks at 100 Hz.
      #expect(ticksAfter - ticksBefore <= 6, "idle CPU: \(ticksAfter - ticksBefore) ticks in 3 s")
    }

    // An action: Return on the first group's first story closes the player and prints its deep
    // link for the app.
    let newIn = try #require(await PreviewWindow.cellFrame(0, of: feed))
    try await session.click(preview.window, x: Int(newIn.midX), y: Int(newIn.minY + newIn.width / 2))
    _ = try await preview.screenshot("4-new-in", within: 10) {
      PreviewWindow.difference($0, back, in: below) > 0.3
    }
    try await session.key(preview.window, "Return")
    let line = await preview.nextLine(seconds: 10)
    #expect(
      line?.hasPrefix("action url=maison://collections/spring payload=") == true, "\(line ?? "no line")")
    #expect(line?.contains("spring-26") == true)
  }

  @Test func watchingTheFeedRestylesAndShowsABrokenEditsDiagnostics() async throws {
    let folder = try Self.feedFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let session = try await XvfbSession.start()
    defer { session.stop() }
    let preview = try await PreviewWindow.open(
      folder.appendingPathComponent("feed.json").path, extra: ["--watch"], in: session)
    let feed = try Self.decoded(folder)
    let cell = try #require(await PreviewWindow.cellFrame(0, of: feed))
    let before = try await preview.screenshot("6-before")

    // A new not-seen ring colour: pure green.
    let green = try Self.feedFolder { feed in
      guard var placement = feed["placement"] as? [String: Any],
        var variants = placement["variants"] as? [[String: Any]], !variants.isEmpty
      else { return }
      var styling = variants[0]["styling"] as? [String: Any] ?? [:]
      var barStyling = styling["storyBar"] as? [String: Any] ?? [:]
      barStyling["ringNotSeen"] = ["#00FF00", "#00FF00"]
      styling["storyBar"] = barStyling
      variants[0]["styling"] = styling
      placement["variants"] = variants
      feed["placement"] = placement
    }
    defer { try? FileManager.default.removeItem(at: green) }
    try FileManager.default.removeItem(at: folder.appendingPathComponent("feed.json"))
    try FileManager.default.copyItem(
      at: green.appendingPathComponent("feed.json"), to: folder.appendingPathComponent("feed.json"))
    // The watcher looks every 250 ms: the window changes within 1 s on a quiet machine; the wait
    // allows 10 s so a loaded CI machine does not fail it.
    let isGreen = { (image: PixelBuffer) -> Bool in
      let pixel = PreviewWindow.ring(in: image, cell: cell).pixel
      return pixel.green > 200 && pixel.red < 80 && pixel.blue < 80
    }
    let turned = try await preview.screenshot("6-restyled", within: 10, until: isGreen)
    #expect(isGreen(turned), "the ring turns green")
    let restyled = try await preview.settledScreenshot("6-restyled")

    // A broken edit: the last good feed stays, and the diagnostic shows at the bottom.
    try Data("{\"schemaVersion\": 1, \"placement\": ".utf8).write(
      to: folder.appendingPathComponent("feed.json"))
    let bottom = Rect(x: 0, y: 700, width: 420, height: 60)
    let broken = try await preview.screenshot("6-broken", within: 10) {
      PreviewWindow.difference($0, before, in: bottom) > 0.05
    }
    // The first three cells: the fifth group is live and its badge pulses, so the whole row is
    // never the same twice.
    let barArea = Rect(x: 0, y: 0, width: 280, height: cell.maxY)
    #expect(PreviewWindow.difference(broken, restyled, in: barArea) <= 0.01, "the last good feed stays")
    #expect(isGreen(broken), "the restyled ring stays")
    #expect(PreviewWindow.difference(broken, before, in: bottom) > 0.05, "a diagnostics strip at the bottom")
  }

  /// `preview <endpoint> --token T`: the feed comes from a server, as an app's provider fetches
  /// it, and the window shows the same bar.
  @Test func anEndpointWithItsTokenShowsTheServersFeed() async throws {
    let folder = try Self.feedFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let token = try Self.decoded(folder).placement.token
    try FileManager.default.copyItem(
      at: folder.appendingPathComponent("feed.json"), to: folder.appendingPathComponent("\(token).json"))
    let python = PythonScriptServer.interpreter
    let server = try ChildProcess(
      python.executable,
      python.arguments + ["-u", "-m", "http.server", "0", "--bind", "127.0.0.1", "--directory", folder.path],
      output: .pipe)
    defer { server.killAndReapInBackground() }
    let banner = await ChildProcess.onOwnThread { server.readLine(seconds: 30) } ?? ""
    let port = try #require(
      banner.split(separator: " ").firstIndex(of: "port").map { banner.split(separator: " ")[$0 + 1] })
    let session = try await XvfbSession.start()
    defer { session.stop() }
    let preview = try await PreviewWindow.open(
      "http://127.0.0.1:\(port)", extra: ["--token", token], in: session)
    let bar = try await Self.barRender(folder)
    PreviewWindow.keep(bar, as: "7-endpoint-render")
    let barArea = Rect(x: 0, y: 0, width: 280, height: Double(bar.height))
    // `ready` came with the server's feed loaded and its pictures shown.
    let shown = try await preview.screenshot("7-endpoint")
    #expect(
      PreviewWindow.difference(shown, bar, in: barArea) <= 0.005,
      "the server's feed, drawn as the render draws it")
  }
}
