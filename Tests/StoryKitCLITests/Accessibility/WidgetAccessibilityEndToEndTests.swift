import Foundation
import StoryKit
import StoryKitCairo
import StoryKitTestSupport
import StoryKitUI
import Testing

@testable import storykit

/// The banner, the swipe cards, the canvas and the video feed in `storykit preview`, as an
/// assistive technology and the keyboard reach them (issue 27): each example feed
/// (`Examples/feeds/<name>.json`) in a window on an X server of the test's own, its accessible
/// tree on an AT-SPI bus of its own, read and operated with `pyatspi`. Every process is stopped
/// by its PID when the test ends, passed or not (``PreviewAccessibilityTests/Running/stop()``).
@Suite(.serialized, .onAccessibilityBus)
struct WidgetAccessibilityEndToEndTests {
  static let app = PreviewAccessibilityTests.app

  /// The example feed `name` in the preview: a copy in a folder of its own (the images linked,
  /// so the examples are never touched), on its own X server and accessibility bus; what was
  /// started is stopped again if a later step fails.
  static func openExample(
    _ name: String, extra: [String] = []
  ) async throws -> PreviewAccessibilityTests.Running {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "a11y-\(name)-\(UUID().uuidString)")
    let examples = Fixtures.root.appendingPathComponent("Examples/feeds")
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try FileManager.default.createSymbolicLink(
        at: folder.appendingPathComponent("images"),
        withDestinationURL: examples.appendingPathComponent("images"))
      try FileManager.default.copyItem(
        at: examples.appendingPathComponent("\(name).json"), to: folder.appendingPathComponent("feed.json"))
    } catch {
      try? FileManager.default.removeItem(at: folder)
      throw error
    }
    return try await PreviewAccessibilityTests.open(feedIn: folder, extra: extra)
  }

  /// The example feed's JSON.
  static func example(_ name: String) throws -> [String: Any] {
    let data = try Data(contentsOf: Fixtures.root.appendingPathComponent("Examples/feeds/\(name).json"))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  /// The next `action url=…` line the preview prints (what a tap on an item with a link does),
  /// within `seconds`.
  static func nextAction(_ preview: PreviewWindow, seconds: Double = 15) async -> String? {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      guard let line = await preview.nextLine(seconds: deadline.timeIntervalSinceNow) else { return nil }
      if line.hasPrefix("action url=") { return line }
    }
    return nil
  }

  /// The focused node (of `role`, when given), once there is one.
  static func focused(
    _ bus: AccessibilityBus, role: String? = nil, seconds: Double = 20
  ) async throws
    -> AccessibilityBus.Node
  {
    let deadline = Date().addingTimeInterval(seconds)
    while true {
      let nodes = try await bus.dump(app)
      if let node = nodes.first(where: {
        (role == nil || $0.role == role) && $0.states.contains("focused") && $0.depth ?? 0 >= 2
      }) {
        return node
      }
      guard Date() < deadline else {
        throw XvfbSession.Failure(
          description: "no focused \(role ?? "node"): \(nodes.map { "\($0.summary) \($0.states)" })")
      }
      try await Task.sleep(for: .milliseconds(100))
    }
  }

  /// The share of the pixels of row `y` between `x0` and `x1` (±1 row, the best of three) that
  /// have the light theme's accent colour (#D62976), the focus ring's.
  static func accentShare(_ image: PixelBuffer, y: Int, x0: Int, x1: Int) -> Double {
    var best = 0.0
    for row in max(0, y - 1)...min(image.height - 1, y + 1) {
      var count = 0
      for x in max(0, x0)..<min(image.width, x1) {
        let p = image.pixel(x: x, y: row)
        if abs(Int(p.red) - 0xD6) < 40, abs(Int(p.green) - 0x29) < 40, abs(Int(p.blue) - 0x76) < 40 {
          count += 1
        }
      }
      best = max(best, Double(count) / Double(max(1, min(image.width, x1) - max(0, x0))))
    }
    return best
  }

  // MARK: - Banner

  /// The issue's case: `Examples/feeds/banner.json`, its page a node that is operated over AT-SPI
  /// and with the keys.
  @Test func theBannersPageIsANodeOperatedOverATSPIAndWithTheKeys() async throws {
    let running = try await Self.openExample("banner")
    defer { running.stop() }
    let (session, bus, preview) = (running.session, running.bus, running.preview)
    let banners = try #require(try Self.example("banner")["banners"] as? [[String: Any]])
    let titles = banners.map { item in
      [item["title"] as? String, item["subtitle"] as? String].compactMap { $0 }.joined(separator: ", ")
    }
    let urls = banners.map { (($0["action"] as? [String: Any])?["url"] as? String) ?? "" }
    func index(of node: AccessibilityBus.Node) -> Int? { titles.firstIndex(of: node.name) }

    // 1. One node for the one page on screen: its title and subtitle, "page k of 4", a slider
    //    that can be activated, with the banner's own actions.
    let nodes = try await bus.dump(Self.app)
    print("a11y e2e: banner tree, \(nodes.count) nodes:\n" + nodes.map(\.summary).joined(separator: "\n"))
    let pages = nodes.filter { $0.role == "slider" }
    try #require(pages.count == 1, "one node per visible page: \(nodes.map(\.summary))")
    let page = pages[0]
    let shown = try #require(index(of: page), "named by its page: \(page.name)")
    #expect(page.description.hasPrefix("page \(shown + 1) of \(banners.count)"), "\(page.description)")
    for action in ["storykit.activate", "storykit.next-page", "storykit.previous-page", "storykit.increment"]
    {
      #expect(page.actions.contains(action), "\(action) in \(page.actions)")
    }
    let box = try #require(page.extents)
    #expect(box[2] >= 400 && box[3] >= 200, "the page's frame: \(box)")
    let before = try await preview.screenshot("a11y-banner-1")
    let ringRow = box[1] + box[3] + 3
    #expect(
      Self.accentShare(before, y: ringRow, x0: box[0] + 20, x1: box[0] + box[2] - 20) < 0.1, "no ring yet")

    // 2. Tab: focus on the page on screen (auto-advance then holds), a ring around it.
    try await session.key(preview.window, "Tab")
    let focused = try await Self.focused(bus, role: "slider")
    let first = try #require(index(of: focused))
    let ringed = try await preview.screenshot("a11y-banner-2-ring", within: 10) {
      Self.accentShare($0, y: ringRow, x0: box[0] + 20, x1: box[0] + box[2] - 20) > 0.6
    }
    #expect(
      Self.accentShare(ringed, y: ringRow, x0: box[0] + 20, x1: box[0] + box[2] - 20) > 0.6,
      "a focus ring under the page")

    // 3. → pages on, and focus follows to the new page; Return opens its link, as a tap does.
    try await session.key(preview.window, "Right")
    let second = (first + 1) % banners.count
    _ = try await bus.waitFocused(Self.app, titles[second])
    try await session.key(preview.window, "Return")
    #expect(await Self.nextAction(preview)?.hasPrefix("action url=\(urls[second]) ") == true)
    // ← comes back.
    try await session.key(preview.window, "Left")
    _ = try await bus.waitFocused(Self.app, titles[first])

    // 4. Over AT-SPI: activate does what a click on the page does; next-page moves on.
    try await bus.perform("storykit.activate", on: titles[first], in: Self.app)
    let activated = await Self.nextAction(preview)
    #expect(activated?.hasPrefix("action url=\(urls[first]) ") == true, "\(activated ?? "nothing")")
    try await bus.perform("storykit.next-page", on: titles[first], in: Self.app)
    let moved = try await bus.wait(Self.app, titles[second])
    #expect(moved.description.hasPrefix("page \(second + 1) of \(banners.count)"))
    try await bus.waitGone(Self.app, titles[first])
    try await bus.perform("storykit.previous-page", on: titles[second], in: Self.app)
    // A page still sliding in catches a tap as a touch on the moving list: wait until it rests
    // (the same place in two reads 300 ms apart; the accessibility tree follows frames).
    _ = try await bus.settle(Self.app, titles[first], every: .milliseconds(300)) { $0.extents == $1?.extents }
    try await session.click(preview.window, x: box[0] + box[2] / 2, y: box[1] + box[3] / 2)
    let clicked = await Self.nextAction(preview)
    #expect(clicked == activated, "a click does what the activation did")
  }

  // MARK: - The other widgets

  @Test func theTopSwipeCardIsANodeThatIsLikedSkippedAndOpened() async throws {
    let running = try await Self.openExample("swipe-card")
    defer { running.stop() }
    let bus = running.bus
    let nodes = try await bus.dump(Self.app)
    print("a11y e2e: swipe card tree:\n" + nodes.map(\.summary).joined(separator: "\n"))
    let cards = nodes.filter { $0.role == "slider" }
    try #require(cards.count == 1, "only the top card: \(nodes.map(\.summary))")
    #expect(cards[0].name.hasPrefix("The trench, reworked"))
    #expect(cards[0].description.hasPrefix("card 1 of 5"))
    #expect(cards[0].actions.contains("storykit.skip") && cards[0].actions.contains("storykit.activate"))
    try await bus.perform("storykit.activate", on: "The trench, reworked", in: Self.app)
    #expect(
      await Self.nextAction(running.preview)?.hasPrefix("action url=maison://p/heritage-trench ") == true)
    try await bus.perform("storykit.skip", on: "The trench, reworked", in: Self.app)
    let next = try await bus.wait(Self.app, "One bag, every day")
    #expect(next.description.hasPrefix("card 2 of 5"))
    try await bus.waitGone(Self.app, "The trench, reworked")
  }

  @Test func theCanvasButtonIsANodeThatIsClickedAndFocusedWithTheKeys() async throws {
    let running = try await Self.openExample("canvas")
    defer { running.stop() }
    let (session, bus, preview) = (running.session, running.bus, running.preview)
    let nodes = try await bus.dump(Self.app)
    print("a11y e2e: canvas tree:\n" + nodes.map(\.summary).joined(separator: "\n"))
    let button = try #require(nodes.first { $0.name == "Shop the sale" }, "\(nodes.map(\.summary))")
    #expect(button.role == "push button" && button.actions.contains("click"))
    #expect(nodes.contains { $0.name == "Spring sale: last chance" })
    try await bus.perform("click", on: "Shop the sale", in: Self.app)
    #expect(await Self.nextAction(preview)?.hasPrefix("action url=maison://sale ") == true)
    // Tab enters the canvas at its first interactive layer; → walks them to the button (the
    // canvas's own keys, and the host's focus follows); Return activates it.
    try await session.key(preview.window, "Tab")
    var focus = try await Self.focused(bus)
    var steps = 0
    while focus.name != "Shop the sale", steps < 4 {
      try await session.key(preview.window, "Right")
      steps += 1
      try await Task.sleep(for: .milliseconds(300))
      focus = try await Self.focused(bus)
    }
    #expect(focus.name == "Shop the sale", "→ reaches the button: \(focus.summary)")
    _ = try await preview.screenshot("a11y-canvas-focus")
    try await session.key(preview.window, "Return")
    #expect(await Self.nextAction(preview)?.hasPrefix("action url=maison://sale ") == true)
  }

  @Test func videoFeedItemsAreNodesAndTheListMovesUnderFocus() async throws {
    let running = try await Self.openExample("video-feed")
    defer { running.stop() }
    let (session, bus) = (running.session, running.bus)
    let nodes = try await bus.dump(Self.app)
    print("a11y e2e: video feed tree:\n" + nodes.map(\.summary).joined(separator: "\n"))
    let items = nodes.filter { $0.role == "slider" }
    try #require(!items.isEmpty, "\(nodes.map(\.summary))")
    let first = try #require(items.first { $0.name.hasPrefix("Five ways to wear raw denim") })
    #expect(first.description.hasPrefix("item 1 of 5"))
    #expect(first.actions.contains("storykit.next-video") && first.actions.contains("storykit.activate"))
    // Tab focuses the current item; ↓ moves the list and focus follows.
    try await session.key(running.preview.window, "Tab")
    _ = try await bus.waitFocused(Self.app, "Five ways to wear raw denim")
    try await session.key(running.preview.window, "Down")
    _ = try await bus.waitFocused(Self.app, "A 3-step evening routine")
    // Over AT-SPI, next-video moves the list on, and focus follows the item now on screen. (The
    // example's videos are not shipped, so in the preview an item's video has failed and
    // activating it tries again rather than opening the player; the unit tests open it.)
    try await bus.perform("storykit.next-video", on: "A 3-step evening routine", in: Self.app)
    let focused = try await bus.waitFocused(Self.app, "Lisbon: a weekend in the light")
    #expect(focused.description.hasPrefix("item 3 of 5"), "\(focused.description)")
    // Focus follows at once; the list is still snapping: wait for the node to reach the top.
    let third = try await bus.settle(Self.app, "Lisbon: a weekend in the light") { node, _ in
      node.extents?[1] == 0
    }
    #expect(third.extents?[1] == 0, "at the top: \(third.extents ?? [])")
    _ = try await running.preview.screenshot("a11y-video-feed-focus")
  }
}
