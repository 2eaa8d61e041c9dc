import Foundation
import StoryKit
import StoryKitCairo
import StoryKitStoryBar
import StoryKitTestSupport
import StoryKitUI
import Testing

@testable import storykit

/// `storykit preview` as an assistive technology sees it: the window on an X server of the test's
/// own, in a D-Bus session of its own with the AT-SPI bus, its accessible tree read and operated
/// with `pyatspi` (`Tests/Support/atspi_driver.py`), and screenshots to see what the actions did.
/// Every process is stopped by its PID when the test ends, passed or not.
///
/// The feed is the end-to-end tests' demo feed: "travel-diaries" (two long stories) second.
@Suite(.serialized, .onAccessibilityBus)
struct PreviewAccessibilityTests {
  /// The preview's name on the accessibility bus (its GLib program name).
  static let app = "storykit-preview"

  /// The bar's cells in the window as the preview lays them out: label and frame, those that show.
  @MainActor
  static func visibleCells(of feed: Feed) -> [(label: String, frame: Rect)] {
    PreviewWindow.laidOutBar(for: feed).accessibilityElements().compactMap { element in
      guard let label = element.label, element.frame.minX < 420, element.frame.maxX > 0 else { return nil }
      return (label, element.frame)
    }
  }

  /// The demo feed's preview on an X server of its own, its tree on an accessibility bus of its
  /// own; ``stop()`` ends the bus and the server and removes the feed.
  struct Running {
    let folder: URL
    let session: XvfbSession
    let bus: AccessibilityBus
    let preview: PreviewWindow

    func stop() {
      bus.stop()
      session.stop()
      try? FileManager.default.removeItem(at: folder)
    }
  }

  /// Opens the demo feed's preview (changed by `edit`) with `extra` options; what was started is
  /// stopped again if a later step fails.
  static func openDemo(
    extra: [String] = [], edit: (inout [String: Any]) -> Void = { _ in }
  ) async throws -> Running {
    try await open(feedIn: try PreviewEndToEndTests.feedFolder(edit: edit), extra: extra)
  }

  /// Opens the preview of `folder`'s `feed.json` with `extra` options on an X server and an
  /// accessibility bus of its own; on failure, what was started is stopped and the folder removed.
  static func open(feedIn folder: URL, extra: [String] = []) async throws -> Running {
    var session: XvfbSession?
    var bus: AccessibilityBus?
    do {
      let started = try await XvfbSession.start()
      session = started
      let attached = try await AccessibilityBus.start(display: started.display)
      bus = attached
      let preview = try await PreviewWindow.open(
        folder.appendingPathComponent("feed.json").path, extra: extra, environment: attached.environment,
        in: started)
      return Running(folder: folder, session: started, bus: attached, preview: preview)
    } catch {
      bus?.stop()
      session?.stop()
      try? FileManager.default.removeItem(at: folder)
      throw error
    }
  }

  @Test func theBarAndThePlayerAreReadAndOperatedOverATSPI() async throws {
    // Self-paced, as a screen reader user's player is: each step takes as long as the machine
    // needs, and no story moves on by itself meanwhile.
    let running = try await Self.openDemo(extra: ["--self-paced"])
    defer { running.stop() }
    let (bus, preview) = (running.bus, running.preview)
    let feed = try PreviewEndToEndTests.decoded(running.folder)
    let cells = await Self.visibleCells(of: feed)
    try #require(cells.count >= 3, "the demo feed fills the bar")

    // 1. The bar: one push button per visible group, named by its cell, at the cell's frame.
    let nodes = try await bus.dump(Self.app)
    print("a11y e2e: bar tree, \(nodes.count) nodes:\n" + nodes.map(\.summary).joined(separator: "\n"))
    for cell in cells {
      let node = nodes.first { $0.name == cell.label }
      #expect(node?.role == "push button", "\(cell.label)")
      #expect(node?.actions.contains("click") == true, "\(cell.label): activatable")
      let frame = cell.frame
      let expected = [
        Int(frame.minX.rounded(.down)), Int(frame.minY.rounded(.down)),
        Int(frame.maxX.rounded(.up) - frame.minX.rounded(.down)),
        Int(frame.maxY.rounded(.up) - frame.minY.rounded(.down)),
      ]
      #expect(node?.extents == expected, "\(cell.label): the cell's frame in the window")
    }
    let bar = try await preview.screenshot("a11y-1-bar")

    // 2. Clicking the second group's node opens the player there.
    let second = cells[1].label
    try await bus.perform("click", on: second, in: Self.app)
    let travel = try #require(feed.storyGroups.first { $0.id == "travel-diaries" })
    let title = try await bus.wait(Self.app, "\(travel.title), story 1 of")
    #expect(title.name == "\(travel.title), story 1 of \(travel.stories.count)")
    let below = Rect(x: 0, y: 16, width: 420, height: 744)
    let playing = try await preview.screenshot("a11y-2-player", within: 10) {
      PreviewWindow.difference($0, bar, in: below) > 0.3
    }
    #expect(PreviewWindow.difference(playing, bar, in: below) > 0.3, "the player covers the bar")
    // The bar's nodes leave the tree while the player is open.
    try await bus.waitGone(Self.app, cells[0].label)
    let playerNodes = try await bus.dump(Self.app)
    print(
      "a11y e2e: player tree, \(playerNodes.count) nodes:\n"
        + playerNodes.map(\.summary).joined(separator: "\n"))
    #expect(!playerNodes.contains { node in cells.contains { $0.label == node.name } })
    let story = playerNodes.first { $0.role == "image" }
    #expect(story?.actions.contains("storykit.next-story") == true)
    #expect(story?.actions.contains("storykit.close") == true)

    // 3. Next story: story 2, and the title's name follows.
    try await bus.perform("storykit.next-story", on: "\(travel.title), story 1 of", in: Self.app)
    let next = try await bus.wait(Self.app, "\(travel.title), story 2 of")
    #expect(next.name == "\(travel.title), story 2 of \(travel.stories.count)")

    // 4. Close: back to the bar, whose cells are nodes again.
    try await bus.perform("storykit.close", on: "\(travel.title), story 2 of", in: Self.app)
    _ = try await bus.wait(Self.app, cells[0].label)
    try await bus.waitGone(Self.app, "\(travel.title), story")
    let stage = Rect(x: 0, y: 200, width: 420, height: 400)
    let back = try await preview.screenshot("a11y-3-back", within: 10) {
      PreviewWindow.difference($0, bar, in: stage) <= 0.01
    }
    #expect(PreviewWindow.difference(back, bar, in: stage) <= 0.01, "the bar again")
  }

  @Test func tabTheArrowsAndReturnOpenAGroupWithoutThePointer() async throws {
    let running = try await Self.openDemo(extra: ["--self-paced"])  // no story moves on by itself
    defer { running.stop() }
    let (session, bus, preview) = (running.session, running.bus, running.preview)
    let feed = try PreviewEndToEndTests.decoded(running.folder)
    let cells = await Self.visibleCells(of: feed)
    try #require(cells.count >= 3, "the demo feed fills the bar")
    _ = try await bus.wait(Self.app, cells[0].label)
    let bar = try await preview.screenshot("a11y-keys-1-bar")

    // Tab enters the bar at its first cell; → moves to the second, with a ring around it.
    try await session.key(preview.window, "Tab")
    _ = try await bus.waitFocused(Self.app, cells[0].label)
    try await session.key(preview.window, "Right")
    _ = try await bus.waitFocused(Self.app, cells[1].label)
    let frame = cells[1].frame
    let band = Rect(x: frame.minX - 7, y: frame.minY - 7, width: frame.width + 14, height: 6)
    let ringed = try await preview.screenshot("a11y-keys-2-ring", within: 10) {
      PreviewWindow.difference($0, bar, in: band, threshold: 40) > 0.2
    }
    #expect(
      PreviewWindow.difference(ringed, bar, in: band, threshold: 40) > 0.2, "a focus ring above the cell")
    // ← goes back; → again.
    try await session.key(preview.window, "Left")
    _ = try await bus.waitFocused(Self.app, cells[0].label)
    try await session.key(preview.window, "Right")
    _ = try await bus.waitFocused(Self.app, cells[1].label)

    // Return opens the focused group; focus goes to the player.
    try await session.key(preview.window, "Return")
    let travel = try #require(feed.storyGroups.first { $0.id == "travel-diaries" })
    do {
      _ = try await bus.wait(Self.app, "\(travel.title), story 1 of")
    } catch {
      preview.process.send(SIGTERM)
      let output = await ChildProcess.onOwnThread {
        String(decoding: preview.process.readToEnd(), as: UTF8.self)
      }
      print("a11y e2e: the preview said:\n\(output)")
      throw error
    }
    let below = Rect(x: 0, y: 16, width: 420, height: 744)
    let playing = try await preview.screenshot("a11y-keys-3-player", within: 10) {
      PreviewWindow.difference($0, bar, in: below) > 0.3
    }
    #expect(PreviewWindow.difference(playing, bar, in: below) > 0.3, "the player is open")

    // Esc closes it, and focus is back on the cell that opened it.
    try await session.key(preview.window, "Escape")
    _ = try await bus.waitFocused(Self.app, cells[1].label)
  }

  @Test func theArrowsAreMirroredRightToLeft() async throws {
    let running = try await Self.openDemo(extra: ["--direction", "rtl", "--self-paced"])
    defer { running.stop() }
    let (session, bus, preview) = (running.session, running.bus, running.preview)
    // The cells on screen, right to left: a right-to-left bar starts at the right edge.
    let cells = try await bus.dump(Self.app).filter { node in
      guard node.role == "push button", let box = node.extents, box.count == 4 else { return false }
      return box[0] >= 0 && box[0] + box[2] <= 420
    }.sorted { ($0.extents?.first ?? 0) > ($1.extents?.first ?? 0) }
    try #require(cells.count >= 2)
    let first = cells[0]
    let second = cells[1]
    try await session.key(preview.window, "Tab")
    _ = try await bus.waitFocused(Self.app, first.name)
    try await session.key(preview.window, "Left")
    _ = try await bus.waitFocused(Self.app, second.name)
    try await session.key(preview.window, "Right")
    _ = try await bus.waitFocused(Self.app, first.name)
    try await session.key(preview.window, "Right")
    _ = try await bus.waitFocused(Self.app, first.name)
    _ = try await preview.screenshot("a11y-keys-rtl")
  }
}
